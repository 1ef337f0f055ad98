import type { AnalyticsSummary } from '@codingkaro/contracts';
import { AlertTriangle, BarChart3, Lock, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { useAnalyticsSummary } from './api/analytics-api';

const DAYS = 30;
const card = 'min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

function DailyBars({ title, values, dates }: { title: string; values: number[]; dates: string[] }) {
  const max = Math.max(1, ...values);
  const total = values.reduce((a, b) => a + b, 0);
  return (
    <section className={card} aria-label={title}>
      <div className="flex items-baseline justify-between">
        <h2 className="font-semibold text-slate-900 dark:text-white">{title}</h2>
        <span className="text-sm text-slate-500 dark:text-slate-400">
          {total} in {values.length} days
        </span>
      </div>
      <ol className="mt-4 flex h-32 items-end gap-[2px]">
        {values.map((value, i) => (
          <li
            key={dates[i]}
            title={`${dates[i]}: ${value}`}
            aria-label={`${dates[i]}: ${value}`}
            className="flex-1 rounded-t-sm bg-indigo-500 dark:bg-indigo-400"
            style={{ height: `${Math.max(value ? 4 : 1, (value / max) * 100)}%`, opacity: value ? 1 : 0.25 }}
          />
        ))}
      </ol>
      <div className="mt-1 flex justify-between text-xs text-slate-500 dark:text-slate-400">
        <span>{dates[0]}</span>
        <span>{dates.at(-1)}</span>
      </div>
    </section>
  );
}

function Funnel({ steps }: { steps: AnalyticsSummary['funnel'] }) {
  const first = Math.max(1, steps[0]?.count ?? 0);
  return (
    <section className={card} aria-label="Funnel">
      <h2 className="font-semibold text-slate-900 dark:text-white">Funnel: home → problem → submit → Accepted</h2>
      <ol className="mt-4 space-y-3">
        {steps.map((s) => (
          <li key={s.step}>
            <div className="flex justify-between text-sm text-slate-700 dark:text-slate-200">
              <span>{s.label}</span>
              <span className="font-semibold" data-testid={`funnel-${s.step}`}>
                {s.count}{' '}
                <span className="font-normal text-slate-500 dark:text-slate-400">({Math.round((s.count / first) * 100)}%)</span>
              </span>
            </div>
            <div className="mt-1 h-3 rounded-full bg-slate-100 dark:bg-slate-800">
              <div className="h-3 rounded-full bg-emerald-500" style={{ width: `${(s.count / first) * 100}%` }} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function RouteTable({ summary }: { summary: AnalyticsSummary }) {
  const dates = summary.days.map((d) => d.date);
  const byRoute = new Map<string, Map<string, number>>();
  for (const r of summary.routes) {
    const perDay = byRoute.get(r.route) ?? new Map<string, number>();
    perDay.set(r.date, r.views);
    byRoute.set(r.route, perDay);
  }
  const rows = [...byRoute.entries()]
    .map(([route, perDay]) => ({ route, perDay, total: [...perDay.values()].reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total);
  return (
    <section className={card} aria-label="Page views per route">
      <h2 className="font-semibold text-slate-900 dark:text-white">Page views per route per day</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">No page views recorded in these {DAYS} days.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-500 dark:text-slate-400">
                <th className="py-2 pr-3 font-medium">Route</th>
                <th className="py-2 pr-3 text-right font-medium">Views</th>
                <th className="py-2 font-medium">Per day</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ route, perDay, total }) => {
                const max = Math.max(1, ...perDay.values());
                return (
                  <tr key={route} className="border-t border-slate-100 dark:border-slate-800">
                    <td className="py-2 pr-3 font-mono text-xs text-slate-800 dark:text-slate-200">{route}</td>
                    <td className="py-2 pr-3 text-right font-semibold text-slate-900 dark:text-white">{total}</td>
                    <td className="py-2">
                      <span className="flex h-6 min-w-40 items-end gap-px" aria-hidden>
                        {dates.map((date) => (
                          <span
                            key={date}
                            title={`${date}: ${perDay.get(date) ?? 0}`}
                            className="flex-1 bg-violet-500 dark:bg-violet-400"
                            style={{ height: `${((perDay.get(date) ?? 0) / max) * 100}%` }}
                          />
                        ))}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Panel({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={`${card} mx-auto flex max-w-xl flex-col items-center py-12 text-center`}>
      {icon}
      <div className="mt-4 text-slate-800 dark:text-slate-200">{children}</div>
    </div>
  );
}

/** /admin/analytics: first-party analytics for the users listed in ADMIN_EMAILS (UTC days). */
export function AdminAnalyticsPage() {
  usePageTitle('Analytics');
  const { user, status, signIn } = useAuth();
  const query = useAnalyticsSummary(DAYS, user?.id);

  let body: ReactNode;
  if (status === 'loading' || (user && query.isPending)) {
    body = <Spinner label="Loading analytics..." className="py-24" />;
  } else if (!user) {
    body = (
      <Panel icon={<Lock className="h-10 w-10 text-slate-400" aria-hidden />}>
        <p>Sign in with an administrator account to see analytics.</p>
        <Button className="mt-5" onClick={signIn}>
          Login
        </Button>
      </Panel>
    );
  } else if (query.isError) {
    const denied = query.error instanceof ApiError && query.error.status === 403;
    body = (
      <Panel icon={<AlertTriangle className="h-10 w-10 text-amber-500" aria-hidden />}>
        <p>{denied ? 'Analytics are only available to administrators.' : errorMessage(query.error)}</p>
        {!denied && (
          <Button className="mt-5" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RotateCw className="h-4 w-4" aria-hidden /> Try Again
          </Button>
        )}
      </Panel>
    );
  } else if (query.data) {
    const summary = query.data;
    const dates = summary.days.map((d) => d.date);
    body = (
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <DailyBars title="Page views" values={summary.days.map((d) => d.pageViews)} dates={dates} />
        <Funnel steps={summary.funnel} />
        <DailyBars title="Unique visitors" values={summary.days.map((d) => d.uniqueVisitors)} dates={dates} />
        <DailyBars title="Active users (signed in)" values={summary.days.map((d) => d.activeUsers)} dates={dates} />
        <div className="min-w-0 lg:col-span-2">
          <RouteTable summary={summary} />
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900 dark:text-white">
        <BarChart3 className="h-6 w-6 text-indigo-500" aria-hidden /> Analytics
      </h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">
        First-party and cookieless: visitors are counted by a daily-salted hash, never by cookie or stored IP address. Last {DAYS}{' '}
        days, UTC.
      </p>
      {body}
    </div>
  );
}
