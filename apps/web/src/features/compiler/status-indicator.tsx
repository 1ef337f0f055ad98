import { type RunStatus, STATUS_LABELS } from './run-result';

const styles: Record<RunStatus, { pill: string; dot: string }> = {
  ready: { pill: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200', dot: 'bg-slate-400' },
  running: { pill: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300', dot: 'bg-amber-500 animate-pulse' },
  success: { pill: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300', dot: 'bg-emerald-500' },
  error: { pill: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-300', dot: 'bg-rose-500' },
};

/** Ready, Running, Success or Error (spec 2 "Compiler"). Announced politely to screen readers. */
export function StatusIndicator({ status }: { status: RunStatus }) {
  return (
    <span
      data-testid="run-status"
      aria-live="polite"
      className={`inline-flex h-8 items-center gap-2 rounded-full px-3 text-xs font-semibold ${styles[status].pill}`}
    >
      <span aria-hidden className={`h-2 w-2 rounded-full ${styles[status].dot}`} />
      <span className="sr-only">Status: </span>
      {STATUS_LABELS[status]}
    </span>
  );
}
