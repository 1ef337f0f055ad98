import { PLATFORM_IDS, PLATFORMS, type PlatformEntry, type Profile } from '@codingkaro/contracts';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { quickStats, scoreBreakdown } from '../lib/profile-rules';
import { CombinedLastUpdated } from './last-updated';
import { EmptyState, Panel } from './profile-states';

const RatingChart = lazy(() => import('./rating-chart'));
const fmt = (n: number | null) => (n === null ? null : n.toLocaleString('en-US'));

function QuickStatsGrid({ profile }: { profile: Profile }) {
  const stats = quickStats(profile);
  const tiles: [string, string | null, string][] = [
    ['Problems solved', fmt(stats.problems), 'No connected platform reports solved problems'],
    ['Repositories', fmt(stats.repositories), 'Connect GitHub to count repositories'],
    ['Contributions', fmt(stats.contributions), 'Connect GitHub to count contributions'],
    ['Platforms', `${stats.connected}/${PLATFORM_IDS.length}`, ''],
  ];
  return (
    <div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {tiles.map(([label, value, none]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
            <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
            <dd
              className={
                value ? 'text-xl font-semibold text-slate-900 dark:text-white' : 'text-xs text-slate-500 dark:text-slate-400'
              }
            >
              {value ?? none}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <div className="flex justify-between text-sm">
          <span className="text-slate-600 dark:text-slate-300">Overall progress</span>
          <span className="font-medium text-slate-900 dark:text-white">{stats.overallProgress}%</span>
        </div>
        <div
          className="mt-1 h-2 rounded-full bg-slate-100 dark:bg-slate-800"
          role="progressbar"
          aria-label="Overall progress"
          aria-valuenow={stats.overallProgress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-2 rounded-full bg-indigo-500" style={{ width: `${stats.overallProgress}%` }} />
        </div>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">One percent per 10 problems or repositories, up to 100.</p>
      </div>
    </div>
  );
}

/** Quick Stats (overview) or Performance Analytics with the Platform Breakdown (analytics tab). */
export function StatsSummary({ profile, detailed = false }: { profile: Profile; detailed?: boolean }) {
  const entries = Object.values(profile.platformStats).filter((e): e is PlatformEntry => Boolean(e));
  if (entries.length === 0) {
    return (
      <Panel title={detailed ? 'Performance Analytics' : 'Quick Stats'}>
        <EmptyState title="Connect platforms to see your statistics" />
      </Panel>
    );
  }
  const scores = scoreBreakdown(profile);
  const rated = PLATFORM_IDS.flatMap((id) => {
    const history = profile.platformStats[id]?.stats?.ratingHistory ?? [];
    return history.length >= 2 ? [{ id, history }] : [];
  });
  return (
    <Panel title={detailed ? 'Performance Analytics' : 'Quick Stats'}>
      <QuickStatsGrid profile={profile} />
      {detailed && (
        <div className="mt-6 space-y-6">
          <div>
            <h3 className="mb-2 font-medium text-slate-800 dark:text-slate-100">Platform Breakdown</h3>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {PLATFORM_IDS.filter((id) => profile.platformStats[id]).map((id) => {
                const score = scores.find((s) => s.platform === id);
                const stats = profile.platformStats[id]?.stats;
                return (
                  <li key={id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                    <span className="font-medium text-slate-800 dark:text-slate-100">{PLATFORMS[id].name}</span>
                    <span className="text-slate-600 dark:text-slate-300">
                      {stats?.problemsSolved != null && `${fmt(stats.problemsSolved)} solved`}
                      {stats?.rating != null && ` · rating ${fmt(Math.round(stats.rating))}`}
                      {stats?.github && `${fmt(stats.github.publicRepos)} repos · ${fmt(stats.github.totalStars)} stars`}
                      {!stats && 'no figures right now'}
                    </span>
                    <span className="text-xs text-slate-500 dark:text-slate-400">
                      {score ? `${fmt(score.score)} points (${score.rule})` : 'no score rule for this platform'}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
          {rated.length > 0 && (
            <div className="space-y-4">
              <h3 className="font-medium text-slate-800 dark:text-slate-100">Contest rating</h3>
              <Suspense fallback={<Spinner label="Loading chart…" className="py-6" />}>
                {rated.map(({ id, history }) => (
                  <figure key={id}>
                    <figcaption className="mb-1 text-sm text-slate-600 dark:text-slate-300">{PLATFORMS[id].name}</figcaption>
                    <RatingChart points={history} label={PLATFORMS[id].name} />
                  </figure>
                ))}
              </Suspense>
            </div>
          )}
        </div>
      )}
      <div className="mt-4">
        <CombinedLastUpdated entries={entries} />
      </div>
    </Panel>
  );
}
