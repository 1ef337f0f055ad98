import {
  ContestRemindersResponseSchema,
  ContestSourcesResponseSchema,
  FetchContestsResponseSchema,
  type ListContestRemindersResponse,
  ListContestRemindersResponseSchema,
  ListContestsResponseSchema,
  RefreshSolutionsResponseSchema,
  type ReminderLeadMinutes,
} from '@codingkaro/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { type ContestFilters, contestKeys } from './contest-keys';

/** Spec 7: re-fetch the list this long after asking for editorial links. */
export const SOLUTIONS_REFETCH_DELAY_MS = 2000;

const filterQuery = (filters: ContestFilters) => ({
  platform: filters.platform === 'all' ? undefined : filters.platform,
  q: filters.q.trim() || undefined,
  series: filters.series || undefined,
});

export const contestsQueryOptions = (filters: ContestFilters) =>
  queryOptions({
    queryKey: contestKeys.list(filters),
    queryFn: ({ signal }) =>
      apiRequest('/api/codingkaro/contests', ListContestsResponseSchema, { query: filterQuery(filters), signal }),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });

export const useContests = (filters: ContestFilters) => useQuery(contestsQueryOptions(filters));

export const useContestSources = () =>
  useQuery({
    queryKey: contestKeys.sources,
    queryFn: ({ signal }) => apiRequest('/api/codingkaro/contests/sources', ContestSourcesResponseSchema, { signal }),
    refetchInterval: 5 * 60_000,
  });

/** The refresh button: a server refresh, then fresh lists and freshness lines. */
export function useRefreshContests() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/codingkaro/contests/fetch', FetchContestsResponseSchema),
    onSuccess: (result) => {
      client.setQueryData(contestKeys.sources, { success: true as const, sources: result.sources });
      return client.invalidateQueries({ queryKey: contestKeys.all });
    },
  });
}

/** Asks the server to look up editorial links, then re-fetches the lists after 2 s; a failure is only logged (spec 8). */
export function useRefreshSolutions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/codingkaro/contests/refresh-solutions', RefreshSolutionsResponseSchema, { method: 'POST' }),
    onSuccess: () => {
      setTimeout(() => void client.invalidateQueries({ queryKey: contestKeys.lists() }), SOLUTIONS_REFETCH_DELAY_MS);
    },
    onError: (error) => console.warn('Solution refresh failed', error),
  });
}

/** Spec 8: 'Server Error: {status}' when the server answered, else the error's message, else 'Unknown error occurred'. */
export function contestErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return `Server Error: ${error.status}`;
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown error occurred';
}

/** The absolute iCalendar feed URL for the current filters (what "Subscribe" copies). */
export function feedUrl(filters: ContestFilters, origin = window.location.origin): string {
  const query = filterQuery(filters);
  const params = new URLSearchParams();
  if (query.platform) params.set('platforms', query.platform);
  if (query.q) params.set('q', query.q);
  if (query.series) params.set('series', query.series);
  const search = params.toString();
  return `${env.apiUrl || origin}/api/contests.ics${search ? `?${search}` : ''}`;
}

/** One contest's .ics file. */
export const contestIcsUrl = (id: string) => `${env.apiUrl}/api/contests/${encodeURIComponent(id)}.ics`;

/** The viewer's reminders on contests that have not started (none asked for guests). */
export const useContestReminders = (userId: string | null) =>
  useQuery({
    queryKey: contestKeys.reminders(userId ?? ''),
    queryFn: ({ signal }) => apiRequest('/api/codingkaro/contests/reminders', ListContestRemindersResponseSchema, { signal }),
    enabled: userId !== null,
    staleTime: 60_000,
    // reminders set in another tab arrive within the hour, in time for the 10-minute alerts' planning
    refetchInterval: 30 * 60_000,
  });

export interface ReminderChange {
  contestId: string;
  leadMinutes: ReminderLeadMinutes;
  /** Add the lead time, or remove it. */
  on: boolean;
}

/** Sets or removes one lead time; the answer (that contest's reminders) replaces the contest's entries in the list. */
export function useChangeReminder(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ contestId, leadMinutes, on }: ReminderChange) =>
      apiRequest(`/api/codingkaro/contests/${encodeURIComponent(contestId)}/reminders`, ContestRemindersResponseSchema, {
        method: on ? 'PUT' : 'DELETE',
        ...(on ? { body: { leadMinutes } } : { query: { leadMinutes } }),
      }),
    onSuccess: (result) => {
      client.setQueryData(contestKeys.reminders(userId), (previous: ListContestRemindersResponse | undefined) => {
        const others = (previous?.reminders ?? []).filter((r) => r.contestId !== result.contestId);
        const reminders = [...others, ...result.reminders].sort((a, b) => a.dueAt.localeCompare(b.dueAt));
        return { success: true as const, reminders, emailDelivery: previous?.emailDelivery ?? false };
      });
    },
  });
}
