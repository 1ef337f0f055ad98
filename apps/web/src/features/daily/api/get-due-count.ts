import { DueCountResponseSchema } from '@codingkaro/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dailyKeys } from './daily-keys';

/** How often the nav badge re-reads the count: cards come due as time passes. */
export const DUE_COUNT_REFRESH_MS = 10 * 60_000;

export const fetchDueCount = async (signal?: AbortSignal) =>
  (await apiRequest('/api/daily/due-count', DueCountResponseSchema, { signal })).dueCount;

export function useDueCount(viewer: string | null) {
  return useQuery({
    queryKey: dailyKeys.dueCount(viewer ?? ''),
    queryFn: ({ signal }) => fetchDueCount(signal),
    enabled: Boolean(viewer),
    refetchInterval: DUE_COUNT_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 60_000,
  });
}
