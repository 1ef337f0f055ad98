import { TodayResponseSchema } from '@codingkaro/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dailyKeys } from './daily-keys';

/** GET /api/daily/today in the browser's zone. */
export const fetchToday = async (signal?: AbortSignal) =>
  apiRequest('/api/daily/today', TodayResponseSchema, { signal, withTimeZone: true });

export function useToday(viewer: string | null) {
  return useQuery({
    queryKey: dailyKeys.today(viewer ?? ''),
    queryFn: ({ signal }) => fetchToday(signal),
    enabled: Boolean(viewer),
    staleTime: 15_000,
  });
}
