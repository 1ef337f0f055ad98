import { DailyProblemsResponseSchema, ProblemOfTheDayResponseSchema } from '@codingkaro/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dailyKeys } from './daily-keys';

/** GET /api/daily/problem: today's problem in the browser's zone (guests too). */
export function useProblemOfTheDay(viewer: string | null, enabled = true) {
  return useQuery({
    queryKey: dailyKeys.problem(viewer ?? ''),
    queryFn: ({ signal }) => apiRequest('/api/daily/problem', ProblemOfTheDayResponseSchema, { signal, withUtcOffset: true }),
    enabled,
  });
}

/** GET /api/daily/problems?month=: that month's problems up to today, newest first. */
export function usePastProblems(viewer: string | null, month: string | null, enabled: boolean) {
  return useQuery({
    queryKey: dailyKeys.month(viewer ?? '', month ?? 'current'),
    queryFn: ({ signal }) =>
      apiRequest('/api/daily/problems', DailyProblemsResponseSchema, {
        signal,
        withUtcOffset: true,
        query: { month: month ?? undefined },
      }),
    enabled,
  });
}
