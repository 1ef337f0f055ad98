import type { Difficulty } from '@codingkaro/contracts';
import { difficultyLetter } from '../lib/course-progress';

const styles: Record<Difficulty, string> = {
  Easy: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  Medium: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  Hard: 'bg-rose-500/15 text-rose-700 dark:text-rose-300',
};

/** The difficulty's initial letter, coloured, with the full name for hover and screen readers. */
export function DifficultyBadge({ difficulty }: { difficulty: Difficulty | null }) {
  const name = difficulty ?? 'Difficulty not set';
  return (
    <span
      title={name}
      className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-md text-xs font-bold ${
        difficulty ? styles[difficulty] : 'bg-slate-500/10 text-slate-500 dark:text-slate-400'
      }`}
    >
      <span aria-hidden>{difficultyLetter(difficulty)}</span>
      <span className="sr-only">{name}</span>
    </span>
  );
}
