import { type Streak, StreakResponseSchema, StreakSchema } from '@codingkaro/contracts';
import { apiRequest } from '../../../lib/api-client';
import { readStorage, writeStorage } from '../../../lib/storage';

/** Spec 9 "Timing": streak timeout 10 s, refresh hourly, at most 3 retries after 1 s, 2 s, 4 s. */
export const STREAK_TIMEOUT_MS = 10_000;
export const STREAK_REFRESH_MS = 3_600_000;
export const STREAK_MAX_RETRIES = 3;
export const streakRetryDelay = (attempt: number) => 1000 * 2 ** attempt;

/** Browser storage key of the cached streak (spec 3, "Local browser storage"). */
export const STREAK_CACHE_KEY = 'userStreak';

/** `signal` aborted by the caller or after `ms`, whichever comes first. */
function withTimeout(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal; done(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The streak request timed out', 'TimeoutError')), ms);
  const forward = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

/** The update call made after each successful fetch; a failure is only warned (spec 7). */
export async function postStreakUpdate(email: string): Promise<void> {
  const timeout = withTimeout(undefined, STREAK_TIMEOUT_MS);
  try {
    await apiRequest('/api/streak/update', StreakResponseSchema, { method: 'POST', body: { email }, signal: timeout.signal });
  } catch (error) {
    console.warn('Streak update failed', error);
  } finally {
    timeout.done();
  }
}

/** GET /api/streak for the stored email; the answer is cached for the offline state, then the update call follows. */
export async function fetchStreak(email: string, signal?: AbortSignal): Promise<Streak> {
  const timeout = withTimeout(signal, STREAK_TIMEOUT_MS);
  try {
    const { success: _success, ...streak } = await apiRequest('/api/streak', StreakResponseSchema, {
      query: { email },
      signal: timeout.signal,
      withTimeZone: true,
    });
    writeStorage(STREAK_CACHE_KEY, JSON.stringify(streak));
    void postStreakUpdate(email);
    return streak;
  } finally {
    timeout.done();
  }
}

/** The cached streak; an unparseable one is discarded and removed (spec 5). */
export function readCachedStreak(): Streak | null {
  const text = readStorage(STREAK_CACHE_KEY);
  if (text === null) return null;
  try {
    const parsed = StreakSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // falls through: not JSON
  }
  writeStorage(STREAK_CACHE_KEY, null);
  return null;
}
