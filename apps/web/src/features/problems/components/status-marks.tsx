import { CheckCircle2, Lock } from 'lucide-react';

/** The solved mark: an icon with an accessible name. */
export function SolvedMark({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <span role="img" aria-label="Solved" title="Solved" className="inline-flex text-emerald-500">
      <CheckCircle2 className={className} aria-hidden />
    </span>
  );
}

export function PremiumMark() {
  return (
    <span
      role="img"
      aria-label="Premium"
      title="Premium"
      className="inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-amber-500/15 text-amber-600 dark:text-amber-400"
    >
      <Lock className="h-3 w-3" aria-hidden />
    </span>
  );
}
