/** A percent bar with an accessible name and value; without a label it is decorative. */
export function ProgressBar({ percent, label, size = 'md' }: { percent: number; label?: string; size?: 'sm' | 'md' }) {
  const value = Math.max(0, Math.min(100, percent));
  const semantics = label
    ? { role: 'progressbar', 'aria-label': label, 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': value }
    : { 'aria-hidden': true };
  return (
    <div
      {...semantics}
      className={`w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800 ${size === 'sm' ? 'h-1.5' : 'h-2.5'}`}
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-indigo-500 to-cyan-500 transition-[width] duration-300"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
