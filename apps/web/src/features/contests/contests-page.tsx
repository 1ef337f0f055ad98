import { type Contest, type ContestStatus, NO_PAST_CONTESTS, NO_UPCOMING_CONTESTS } from '@codingkaro/contracts';
import { AlertTriangle, CalendarDays, RotateCw, Trophy, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { formatDate } from '../../lib/date-format';
import { notify } from '../../lib/notify';
import type { ContestFilters } from './api/contest-keys';
import {
  contestErrorMessage,
  feedUrl,
  useContestSources,
  useContests,
  useRefreshContests,
  useRefreshSolutions,
} from './api/contests-api';
import { ContestCalendar } from './contest-calendar';
import { ContestCard, ContestCardSkeleton } from './contest-card';
import { ContestFilterPanel } from './contest-filters';
import { dayKey, isPast } from './contest-time';
import { copyText } from './copy-text';
import { SourceFreshness } from './source-freshness';
import { useNow } from './use-now';

const NO_CONTESTS: Contest[] = [];
const DAY_HEADING = { weekday: 'long', day: 'numeric', month: 'long' } as const;

const SEARCH_DELAY_MS = 300;

/** /contest: the contest tracker (spec 2, "Contests page"). */
export function ContestsPage() {
  usePageTitle('Contest Tracker');
  const now = useNow();
  const [status, setStatus] = useState<ContestStatus>('upcoming');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<ContestFilters>({ platform: 'all', q: '', series: '' });
  const [focused, setFocused] = useState(() => new Date());
  const [selectedDay, setSelectedDay] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(
      () => setFilters((current) => (current.q === search ? current : { ...current, q: search })),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [search]);

  const contests = useContests(filters);
  const sources = useContestSources();
  const refresh = useRefreshContests();
  const refreshSolutions = useRefreshSolutions();

  // One array while there is no data, so the calendar (memoised) is not redrawn by the second's tick.
  const all = contests.data ?? NO_CONTESTS;
  // Re-split once a minute is plenty; the cards tick on their own.
  const minute = Math.floor(now / 60_000);
  const shown = useMemo(() => {
    const at = minute * 60_000;
    if (selectedDay) return all.filter((c) => dayKey(new Date(c.start_time)) === selectedDay);
    return all.filter((c) => isPast(c, at) === (status === 'past'));
  }, [all, status, selectedDay, minute]);

  const onRefresh = () => {
    refresh.mutate(undefined, {
      onSuccess: () => {
        if (status === 'past') refreshSolutions.mutate();
      },
      onError: (error) => notify.error(contestErrorMessage(error)),
    });
  };
  const today = useMemo(() => new Date(minute * 60_000), [minute]);
  const selectDay = useCallback((day: Date) => setSelectedDay(dayKey(day)), []);
  const neverReached = sources.data?.sources.every((s) => !s.lastSuccessAt) ?? false;

  let list: React.ReactNode;
  if (contests.isPending) {
    list = (
      <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
        <span className="sr-only">Loading contests</span>
        {[0, 1, 2, 3].map((i) => (
          <ContestCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (contests.isError && !contests.data) {
    list = (
      <div
        role="alert"
        className="flex flex-col items-center rounded-2xl border border-rose-500/30 bg-rose-500/5 px-6 py-10 text-center"
      >
        <AlertTriangle className="h-8 w-8 text-rose-500" aria-hidden />
        <p className="mt-3 font-medium text-slate-800 dark:text-slate-200">{contestErrorMessage(contests.error)}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void contests.refetch()} disabled={contests.isFetching}>
          <RotateCw className={`h-4 w-4 ${contests.isFetching ? 'animate-spin' : ''}`} aria-hidden /> Try Again
        </Button>
      </div>
    );
  } else if (shown.length === 0) {
    list = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700">
        <CalendarDays className="h-8 w-8 text-slate-400" aria-hidden />
        <p className="mt-3 font-medium text-slate-800 dark:text-slate-200">
          {selectedDay ? 'No contests on this day' : status === 'upcoming' ? NO_UPCOMING_CONTESTS : NO_PAST_CONTESTS}
        </p>
        {neverReached && (
          <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">
            No platform could be reached yet, so there is nothing to show. The list fills in as soon as one answers.
          </p>
        )}
      </div>
    );
  } else {
    list = (
      <div className="grid gap-4 sm:grid-cols-2">
        {shown.map((contest) => (
          <ContestCard key={contest._id} contest={contest} now={now} />
        ))}
      </div>
    );
  }

  const selectedLabel = selectedDay ? formatDate(new Date(`${selectedDay}T00:00:00`), DAY_HEADING) : null;
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex items-start gap-4">
        <span className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-amber-500 to-indigo-500 text-white sm:inline-flex">
          <Trophy className="h-6 w-6" aria-hidden />
        </span>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Contest Tracker</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            LeetCode, Codeforces, CodeChef and AtCoder contests in your time zone.
          </p>
        </div>
      </header>
      <div className="grid items-start gap-6 md:grid-cols-[18rem_minmax(0,1fr)]">
        <ContestFilterPanel
          status={status}
          onStatusChange={(next) => {
            setStatus(next);
            setSelectedDay(null);
          }}
          search={search}
          onSearchChange={setSearch}
          filters={filters}
          onFiltersChange={setFilters}
          onRefresh={onRefresh}
          refreshing={refresh.isPending}
          onSubscribe={() => void copyText(feedUrl({ ...filters, q: search }), 'Calendar feed link copied')}
        >
          <SourceFreshness sources={sources.data?.sources} pending={sources.isPending} now={now} />
        </ContestFilterPanel>
        <div className="min-w-0 space-y-6">
          <ContestCalendar
            contests={all}
            focused={focused}
            onFocusedChange={setFocused}
            selectedKey={selectedDay}
            onSelectDay={selectDay}
            today={today}
          />
          <div className="space-y-3">
            <div className="flex items-center gap-2">
              <h2 className="text-lg font-bold text-slate-900 dark:text-white">
                {selectedLabel ? `Contests on ${selectedLabel}` : status === 'upcoming' ? 'Upcoming contests' : 'Past contests'}
              </h2>
              {selectedDay && (
                <Button variant="ghost" size="sm" className="ml-auto" onClick={() => setSelectedDay(null)}>
                  <X className="h-4 w-4" aria-hidden /> Show all
                </Button>
              )}
            </div>
            {list}
          </div>
        </div>
      </div>
    </section>
  );
}
