import type { Profile } from '@codingkaro/contracts';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import {
  type ActivitySource,
  calendarSources,
  dayKey,
  heatmapYears,
  SOURCE_NAMES,
  streaks,
  summariseYear,
  unifyCalendars,
} from '../lib/activity-calendar';
import { EmptyState, Panel } from './profile-states';

const ActivityHeatmap = lazy(() => import('./activity-heatmap'));

const BUCKET_WORDS = {
  utc: 'count days in UTC',
  platform: 'count days in their own time zone',
  local: 'counts days in your time zone',
};

/** Activity Overview: one heatmap across every connected platform plus this site's own practice. */
export function ActivityView({ profile, now = new Date() }: { profile: Profile; now?: Date }) {
  const currentYear = now.getFullYear();
  const [filter, setFilter] = useState<ActivitySource | 'all'>('all');
  const [year, setYear] = useState(currentYear);
  const platformId = useId();
  const yearId = useId();
  const { calendars, missing } = useMemo(() => calendarSources(profile), [profile]);
  const days = useMemo(() => unifyCalendars(calendars, filter), [calendars, filter]);
  const summary = summariseYear(days, year);
  const streak = streaks(days, dayKey(now));
  const options: (ActivitySource | 'all')[] = ['all', ...calendars.map((c) => c.source)];
  const shown = calendars.filter((c) => filter === 'all' || c.source === filter);
  const byBucket = (['utc', 'platform', 'local'] as const)
    .map((bucket) => [bucket, shown.filter((c) => c.bucket === bucket).map((c) => SOURCE_NAMES[c.source])] as const)
    .filter(([, names]) => names.length > 0);

  const select =
    'rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
  return (
    <Panel title="Activity Overview">
      <div className="mb-4 flex flex-wrap gap-3">
        <label htmlFor={platformId} className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          Platform
          <select
            id={platformId}
            className={select}
            value={filter}
            onChange={(e) => setFilter(e.target.value as ActivitySource | 'all')}
          >
            {options.map((o) => (
              <option key={o} value={o}>
                {o === 'all' ? 'All platforms' : SOURCE_NAMES[o]}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={yearId} className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          Year
          <select id={yearId} className={select} value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {heatmapYears(currentYear).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
      </div>
      <dl className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Total Activity', summary.total],
          ['Active Days', summary.activeDays],
          ['Current Streak', streak.current],
          ['Best Streak', streak.best],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
            <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="text-xl font-semibold text-slate-900 dark:text-white">{Number(value).toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      <p className="-mt-3 mb-5 text-xs text-slate-500 dark:text-slate-400" data-testid="streak-explainer">
        These streaks count activity from every source shown here. The flame in the menu is your CodingKaro practice streak only,
        so the two can differ.
      </p>
      {days.size === 0 ? (
        filter === 'all' ? (
          <EmptyState title="No Activity Data Available" hint="Connect platforms to see your activity heatmap" />
        ) : (
          <EmptyState title={`No activity data found for ${SOURCE_NAMES[filter]}`} />
        )
      ) : (
        <Suspense fallback={<Spinner label="Loading heatmap…" className="py-10" />}>
          <ActivityHeatmap year={year} days={days} filter={filter} />
        </Suspense>
      )}
      <div className="mt-3 space-y-1 text-xs text-slate-500 dark:text-slate-400">
        {byBucket.map(([bucket, names]) => (
          <p key={bucket}>
            {names.join(', ')} {names.length === 1 && bucket === 'local' ? BUCKET_WORDS.local : BUCKET_WORDS[bucket]}.
          </p>
        ))}
        {filter === 'all' && missing.length > 0 && (
          <p>No calendar from {missing.map((id) => SOURCE_NAMES[id]).join(', ')}: nothing of theirs is counted here.</p>
        )}
      </div>
      <div className="mt-5 rounded-xl border border-indigo-200 bg-indigo-50/60 p-4 text-sm dark:border-indigo-500/30 dark:bg-indigo-500/10">
        <h3 className="mb-2 font-semibold text-indigo-900 dark:text-indigo-100">Activity Insights</h3>
        {summary.total === 0 ? (
          <p className="text-indigo-900/80 dark:text-indigo-100/80">No activity recorded in {year}.</p>
        ) : (
          <ul className="grid gap-1 text-indigo-900/80 sm:grid-cols-2 dark:text-indigo-100/80">
            <li>Average {summary.averagePerDay} per day (over 365 days)</li>
            <li>Active on {summary.activeRate}% of days</li>
            {summary.busiestDay && (
              <li>
                Busiest day {summary.busiestDay.day} ({summary.busiestDay.count})
              </li>
            )}
            {summary.busiestWeekday && <li>Most active on {summary.busiestWeekday}s</li>}
          </ul>
        )}
      </div>
    </Panel>
  );
}
