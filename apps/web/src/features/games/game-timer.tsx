import { Timer } from 'lucide-react';

/** 0:00-style countdown label. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A countdown that turns red under `warnBelow` seconds (30 in both games, spec 9). */
export function GameTimer({
  seconds,
  warnBelow = 30,
  label = 'Time left',
}: {
  seconds: number;
  warnBelow?: number;
  label?: string;
}) {
  const warning = seconds < warnBelow;
  return (
    <div
      role="timer"
      aria-label={`${label}: ${formatCountdown(seconds)}`}
      data-warning={warning}
      className={`inline-flex items-center gap-2 rounded-xl px-3 py-1.5 font-mono text-lg font-bold tabular-nums ${
        warning
          ? 'bg-rose-500/15 text-rose-600 dark:text-rose-400'
          : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100'
      }`}
    >
      <Timer className="h-5 w-5" aria-hidden />
      {formatCountdown(seconds)}
    </div>
  );
}
