import type { PlatformEntry, PlatformId } from '@codingkaro/contracts';
import { UpstreamError } from '../../lib/upstream';
import type { FetchContext, PlatformFetcher } from './fetchers';
import type { CachedStats, StatsCacheRepository } from './stats-cache-repository';

/** Stats younger than this are served without asking the platform. */
export const FRESH_MS = 6 * 60 * 60 * 1000;
/** Older stats are still served (marked stale) while a refresh runs, up to this age. */
export const STALE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;
/** A platform just connected shows data at most this old ("updated just now"), not an earlier lookup's. */
export const JUST_CONNECTED_MS = 60 * 1000;
/** A failed fetch (including "no such user") is remembered this long before the platform is asked again. */
export const FAILURE_TTL_MS = 10 * 60 * 1000;

export interface StatsLogger {
  info(obj: object, message: string): void;
  warn(obj: object, message: string): void;
}

export interface StatsServiceDeps {
  repo: StatsCacheRepository;
  fetchers: Record<PlatformId, PlatformFetcher>;
  context: FetchContext;
  log: StatsLogger;
  now?: () => number;
}

type FetchResult = { kind: 'ok' } | { kind: 'not-found' } | { kind: 'failed'; message: string };

/**
 * Per-platform stats through the database cache: fresh for 6 h, then served stale (up to 7 days)
 * while one background refresh runs; failures are cached for 10 minutes. One platform failing
 * only marks its own entry.
 */
export function createStatsService(deps: StatsServiceDeps) {
  const { repo, fetchers, context, log } = deps;
  const now = deps.now ?? Date.now;
  const inFlight = new Map<string, Promise<FetchResult>>();

  async function fetchAndStore(platform: PlatformId, username: string): Promise<FetchResult> {
    const at = new Date(now());
    try {
      const outcome = await fetchers[platform](username, context);
      if (!outcome.found) {
        await repo.saveFailure(platform, username, 'not-found', 'no such user', at);
        return { kind: 'not-found' };
      }
      await repo.saveSuccess(platform, username, outcome.stats, at);
      log.info({ platform }, 'platform stats refreshed');
      return { kind: 'ok' };
    } catch (error) {
      const failure =
        error instanceof UpstreamError ? error : new UpstreamError('malformed', 'answered something we could not read');
      if (!(error instanceof UpstreamError)) log.warn({ platform, err: error }, 'platform fetcher crashed');
      await repo.saveFailure(platform, username, failure.kind, failure.reason, at);
      log.warn({ platform, kind: failure.kind, reason: failure.reason }, 'platform stats fetch failed');
      return { kind: 'failed', message: failure.reason };
    }
  }

  /** One fetch per platform username at a time; concurrent callers share it. */
  function refresh(platform: PlatformId, username: string): Promise<FetchResult> {
    const key = `${platform}:${username.toLowerCase()}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = fetchAndStore(platform, username).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  function entryFrom(username: string, cached: CachedStats | undefined): PlatformEntry {
    const usable = usableStats(cached);
    const failedRecently = cached?.failedAt != null && now() - cached.failedAt.getTime() < FAILURE_TTL_MS;
    if (cached?.failureKind === 'not-found' && failedRecently) {
      return { username, status: 'not-found', message: null, stats: null, fetchedAt: null, stale: false };
    }
    const failedAfterFetch = cached?.failedAt != null && (!cached.fetchedAt || cached.failedAt > cached.fetchedAt);
    const message = failedAfterFetch ? (cached?.failureMessage ?? 'could not be reached') : null;
    if (usable && cached?.fetchedAt) {
      return {
        username,
        status: 'ok',
        message,
        stats: usable,
        fetchedAt: cached.fetchedAt.toISOString(),
        stale: now() - cached.fetchedAt.getTime() >= FRESH_MS,
      };
    }
    return { username, status: 'error', message: message ?? 'could not be reached', stats: null, fetchedAt: null, stale: false };
  }

  function usableStats(cached: CachedStats | undefined) {
    if (!cached?.stats || !cached.fetchedAt) return null;
    return now() - cached.fetchedAt.getTime() < STALE_LIMIT_MS ? cached.stats : null;
  }

  return {
    /**
     * The entry the profile shows for one connected platform. `force` asks the platform now (refresh
     * button); `maxAgeMs` asks it unless the cached stats are younger (a platform just connected).
     */
    async entry(
      platform: PlatformId,
      username: string,
      options: { force?: boolean; maxAgeMs?: number } = {},
    ): Promise<PlatformEntry> {
      const cached = await repo.find(platform, username);
      if (!options.force && cached) {
        const age = cached.fetchedAt ? now() - cached.fetchedAt.getTime() : Number.POSITIVE_INFINITY;
        const failedRecently = cached.failedAt != null && now() - cached.failedAt.getTime() < FAILURE_TTL_MS;
        if (usableStats(cached) && age < Math.min(FRESH_MS, options.maxAgeMs ?? FRESH_MS)) return entryFrom(username, cached);
        if (failedRecently) return entryFrom(username, cached);
        if (usableStats(cached) && options.maxAgeMs === undefined) {
          // Stale-while-revalidate: answer now with what we have; the refresh lands in the cache.
          refresh(platform, username).catch((error) => log.warn({ platform, err: error }, 'background stats refresh failed'));
          return entryFrom(username, cached);
        }
      }
      await refresh(platform, username);
      return entryFrom(username, await repo.find(platform, username));
    },

    /** Whether the platform knows the username (cached answers count). Throws UpstreamError when it cannot tell. */
    async exists(platform: PlatformId, username: string): Promise<boolean> {
      const entry = await this.entry(platform, username);
      if (entry.status === 'ok') return true;
      if (entry.status === 'not-found') return false;
      throw new UpstreamError('network', entry.message ?? 'could not be reached');
    },

    /** Waits for background refreshes (tests, shutdown). */
    async settle(): Promise<void> {
      await Promise.allSettled([...inFlight.values()]);
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
