import { type PlatformId, type PlatformStats, PlatformStatsSchema } from '@codingkaro/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { platformStatsCache } from './tables';

export interface CachedStats {
  stats: PlatformStats | null;
  fetchedAt: Date | null;
  failedAt: Date | null;
  failureKind: string | null;
  failureMessage: string | null;
}

const key = (platform: PlatformId, username: string) =>
  and(eq(platformStatsCache.platform, platform), eq(platformStatsCache.usernameKey, username.toLowerCase()));

export function createStatsCacheRepository(db: Database) {
  return {
    /** The stored answer; stats stored in an older shape count as none (they are fetched again). */
    async find(platform: PlatformId, username: string): Promise<CachedStats | undefined> {
      const [row] = await db.select().from(platformStatsCache).where(key(platform, username)).limit(1);
      if (!row) return undefined;
      const parsed = row.stats ? PlatformStatsSchema.safeParse(row.stats) : null;
      return {
        stats: parsed?.success ? parsed.data : null,
        fetchedAt: parsed?.success ? row.fetchedAt : null,
        failedAt: row.failedAt,
        failureKind: row.failureKind,
        failureMessage: row.failureMessage,
      };
    },

    async saveSuccess(platform: PlatformId, username: string, stats: PlatformStats, at: Date): Promise<void> {
      const values = { stats, fetchedAt: at, failedAt: null, failureKind: null, failureMessage: null };
      await db
        .insert(platformStatsCache)
        .values({ platform, usernameKey: username.toLowerCase(), ...values })
        .onConflictDoUpdate({ target: [platformStatsCache.platform, platformStatsCache.usernameKey], set: values });
    },

    /** Records a failure and keeps the last good stats. */
    async saveFailure(platform: PlatformId, username: string, kind: string, message: string, at: Date): Promise<void> {
      const values = { failedAt: at, failureKind: kind, failureMessage: message };
      await db
        .insert(platformStatsCache)
        .values({ platform, usernameKey: username.toLowerCase(), ...values })
        .onConflictDoUpdate({ target: [platformStatsCache.platform, platformStatsCache.usernameKey], set: values });
    },
  };
}
export type StatsCacheRepository = ReturnType<typeof createStatsCacheRepository>;
