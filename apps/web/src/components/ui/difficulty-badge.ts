import type { Difficulty } from '@codingkaro/contracts';

/** A library problem's difficulty pill colours (background, text, ring), shared by the problem page and the interview room. */
export const DIFFICULTY_BADGE: Record<Difficulty, string> = {
  Easy: 'bg-emerald-500/10 text-emerald-700 ring-emerald-500/30 dark:text-emerald-300',
  Medium: 'bg-amber-500/10 text-amber-700 ring-amber-500/30 dark:text-amber-300',
  Hard: 'bg-rose-500/10 text-rose-700 ring-rose-500/30 dark:text-rose-300',
};
