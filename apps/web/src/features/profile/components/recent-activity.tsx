import { PLATFORMS, type Profile } from '@codingkaro/contracts';
import { Award, Code2, Trophy } from 'lucide-react';
import { recentActivity, relativeLabel } from '../lib/profile-rules';
import { EmptyState, Panel } from './profile-states';

const ICONS = { contest: Trophy, badge: Award, practice: Code2, milestone: Award };

/** The 8 newest things that really happened, with relative times. */
export function RecentActivity({ profile, now = new Date() }: { profile: Profile; now?: Date }) {
  const items = recentActivity(profile);
  return (
    <Panel title="Recent Activity">
      {items.length === 0 ? (
        <EmptyState title="Start coding to see your recent activity here!" />
      ) : (
        <ul className="space-y-3">
          {items.map((item) => {
            const Icon = ICONS[item.type];
            return (
              <li key={item.id} className="flex gap-3">
                <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-indigo-500/10 text-indigo-600 dark:text-indigo-300">
                  <Icon className="h-4 w-4" aria-hidden />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900 dark:text-white">{item.title}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {item.platform === 'codingkaro' ? 'CodingKaro' : PLATFORMS[item.platform].name} · {item.description}
                  </p>
                </div>
                <time dateTime={item.time} className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                  {relativeLabel(item.time, now)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
