import { StreakResponseSchema } from '@codingkaro/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dailyKeys } from './daily-keys';

/** GET /api/streak for the Today page's streak line (the badge keeps its own cache). */
export function useTodayStreak(viewer: string | null) {
  return useQuery({
    queryKey: dailyKeys.streak(viewer ?? ''),
    queryFn: ({ signal }) => apiRequest('/api/streak', StreakResponseSchema, { signal, withTimeZone: true }),
    enabled: Boolean(viewer),
  });
}
