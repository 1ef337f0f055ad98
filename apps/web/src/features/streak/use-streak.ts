import type { Streak } from '@codingkaro/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readStorage, storageKeys } from '../../lib/storage';
import { fetchStreak, readCachedStreak, STREAK_MAX_RETRIES, STREAK_REFRESH_MS, streakRetryDelay } from './api/streak-api';
import { streakKeys } from './api/streak-keys';

export type StreakState =
  | { status: 'loading' }
  | { status: 'loaded'; streak: Streak | null }
  | { status: 'error'; cached: Streak | null };

/**
 * The badge's state machine (spec 4, "Streak badge"): fetched on mount and hourly; after the last of
 * three retries the error state shows the cached streak when there is one. Without a stored
 * userEmail nothing is fetched and the badge stops loading.
 */
export function useStreak(): StreakState {
  const email = readStorage(storageKeys.userEmail);
  const query = useQuery({
    queryKey: streakKeys.streak(email ?? ''),
    queryFn: ({ signal }) => fetchStreak(email as string, signal),
    enabled: Boolean(email),
    retry: STREAK_MAX_RETRIES,
    retryDelay: streakRetryDelay,
    refetchInterval: STREAK_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 60_000,
  });
  const failed = query.isError && !query.isFetching;
  return useMemo<StreakState>(() => {
    if (!email) return { status: 'loaded', streak: null };
    if (failed) return { status: 'error', cached: readCachedStreak() };
    if (query.data) return { status: 'loaded', streak: query.data };
    return { status: 'loading' };
  }, [email, failed, query.data]);
}
