import type { Difficulty } from '@codingkaro/contracts';

const styles: Record<Difficulty, string> = {
  Easy: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  Medium: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  Hard: 'bg-rose-500/15 text-rose-700 dark:text-rose-300',
};

export function DifficultyPill({ difficulty }: { difficulty: Difficulty | null }) {
  if (!difficulty) return null;
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${styles[difficulty]}`}>{difficulty}</span>;
}
