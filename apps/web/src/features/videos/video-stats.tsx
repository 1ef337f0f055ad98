import { Headphones, ListVideo, LockOpen, type LucideIcon, TrendingUp } from 'lucide-react';

interface Tile {
  label: string;
  value: string;
  icon: LucideIcon;
  colors: string;
}

/** The four tiles under the header: Videos, Progress current/total, Audio, Access. */
export function VideoStats({ current, total }: { current: number; total: number }) {
  const tiles: Tile[] = [
    { label: 'Videos', value: String(total), icon: ListVideo, colors: 'bg-indigo-500/15 text-indigo-600 dark:text-indigo-400' },
    {
      label: 'Progress',
      value: `${current}/${total}`,
      icon: TrendingUp,
      colors: 'bg-emerald-500/15 text-emerald-600 dark:text-emerald-400',
    },
    { label: 'Audio', value: 'Original', icon: Headphones, colors: 'bg-amber-500/15 text-amber-600 dark:text-amber-400' },
    { label: 'Access', value: 'Free', icon: LockOpen, colors: 'bg-cyan-500/15 text-cyan-600 dark:text-cyan-400' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tiles.map(({ label, value, icon: Icon, colors }) => (
        <div
          key={label}
          className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <span className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl ${colors}`}>
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="truncate text-lg font-bold text-slate-900 dark:text-white" data-testid={`stat-${label.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
