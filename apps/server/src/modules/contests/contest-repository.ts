import type { ContestPlatform, ContestStatus } from '@codingkaro/contracts';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FetchedContest } from './fetched-contest';
import { seriesOf } from './series';
import { contestRefreshRuns, contestSources, contests } from './tables';

export type ContestRow = typeof contests.$inferSelect;
export type SourceRow = typeof contestSources.$inferSelect;

export interface ContestFilter {
  platforms?: ContestPlatform[];
  /** Case-insensitive text the title contains. */
  q?: string;
  series?: string;
}

const UPSERT_BATCH = 500;
/** The end used for "is it over" when the platform gives no duration (spec 9: assumed 2 hours). */
const ASSUMED_DURATION = sql`interval '2 hours'`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Ended: the platform says so, or its start plus duration has passed. */
export const endedBy = (now: Date) =>
  or(
    eq(contests.finished, true),
    lte(sql`${contests.startTime} + coalesce(${contests.durationSeconds} * interval '1 second', ${ASSUMED_DURATION})`, now),
  ) as SQL;

function filterConditions(filter: ContestFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.platforms?.length) conditions.push(inArray(contests.platform, filter.platforms));
  if (filter.q) conditions.push(ilike(contests.title, `%${escapeLike(filter.q)}%`));
  if (filter.series) conditions.push(eq(contests.series, filter.series));
  return conditions;
}

export function createContestRepository(db: Database) {
  return {
    /** Inserts or updates by (platform, external id); a changed start or duration bumps the iCalendar SEQUENCE. */
    async upsert(platform: ContestPlatform, fetched: FetchedContest[], now: Date): Promise<void> {
      for (let i = 0; i < fetched.length; i += UPSERT_BATCH) {
        const values = fetched.slice(i, i + UPSERT_BATCH).map((c) => ({
          platform,
          externalId: c.externalId,
          title: c.title,
          startTime: c.startTime,
          durationSeconds: c.durationSeconds,
          url: c.url,
          finished: c.finished,
          series: seriesOf(platform, c.title, c.externalId),
          firstSeenAt: now,
          updatedAt: now,
        }));
        await db
          .insert(contests)
          .values(values)
          .onConflictDoUpdate({
            target: [contests.platform, contests.externalId],
            set: {
              title: sql`excluded.title`,
              url: sql`excluded.url`,
              finished: sql`excluded.finished`,
              series: sql`excluded.series`,
              startTime: sql`excluded.start_time`,
              durationSeconds: sql`excluded.duration_seconds`,
              sequence: sql`case when ${contests.startTime} is distinct from excluded.start_time
                or ${contests.durationSeconds} is distinct from excluded.duration_seconds
                then ${contests.sequence} + 1 else ${contests.sequence} end`,
              updatedAt: sql`excluded.updated_at`,
            },
          });
      }
    },

    /** Upcoming (not started, ascending) or started/ended (descending), filtered, at most `limit`. */
    async list(filter: ContestFilter, status: ContestStatus, now: Date, limit: number): Promise<ContestRow[]> {
      const started = or(lte(contests.startTime, now), eq(contests.finished, true)) as SQL;
      const conditions = [
        ...filterConditions(filter),
        status === 'upcoming' ? (and(gt(contests.startTime, now), eq(contests.finished, false)) as SQL) : started,
      ];
      return db
        .select()
        .from(contests)
        .where(and(...conditions))
        .orderBy(status === 'upcoming' ? asc(contests.startTime) : desc(contests.startTime), asc(contests.id))
        .limit(limit);
    },

    /** Contests starting on or after `since`, by start, for a calendar feed. */
    async listForFeed(filter: ContestFilter, since: Date, limit: number): Promise<ContestRow[]> {
      return db
        .select()
        .from(contests)
        .where(and(...filterConditions(filter), gt(contests.startTime, since)))
        .orderBy(asc(contests.startTime), asc(contests.id))
        .limit(limit);
    },

    async findById(id: string): Promise<ContestRow | undefined> {
      const [row] = await db.select().from(contests).where(eq(contests.id, id)).limit(1);
      return row;
    },

    /** Ended contests of a platform still without an editorial link, newest first. */
    async endedWithoutSolution(platform: ContestPlatform, now: Date, limit: number): Promise<ContestRow[]> {
      return db
        .select()
        .from(contests)
        .where(and(eq(contests.platform, platform), isNull(contests.solutionLink), endedBy(now)))
        .orderBy(desc(contests.startTime))
        .limit(limit);
    },

    async setSolutionLink(id: string, link: string): Promise<void> {
      await db.update(contests).set({ solutionLink: link }).where(eq(contests.id, id));
    },

    /** `note`: why the fetch was only partly usable (rows skipped), kept as the last error with no failure. */
    async recordSuccess(platform: ContestPlatform, at: Date, note: string | null = null): Promise<void> {
      const values = { platform, lastSuccessAt: at, lastAttemptAt: at, failingSince: null, lastError: note };
      await db.insert(contestSources).values(values).onConflictDoUpdate({ target: contestSources.platform, set: values });
    },

    /** Keeps the platform's contests and its last success; remembers since when it fails and why. */
    async recordFailure(platform: ContestPlatform, at: Date, reason: string): Promise<void> {
      await db
        .insert(contestSources)
        .values({ platform, lastAttemptAt: at, failingSince: at, lastError: reason })
        .onConflictDoUpdate({
          target: contestSources.platform,
          set: {
            lastAttemptAt: at,
            lastError: reason,
            failingSince: sql`coalesce(${contestSources.failingSince}, excluded.failing_since)`,
          },
        });
    },

    async sources(): Promise<{ source: SourceRow | undefined; platform: string; count: number }[]> {
      const rows = await db.select().from(contestSources);
      const counts = await db
        .select({ platform: contests.platform, count: sql<number>`count(*)::int` })
        .from(contests)
        .groupBy(contests.platform);
      const platforms = new Set([...rows.map((r) => r.platform), ...counts.map((c) => c.platform)]);
      return [...platforms].map((platform) => ({
        platform,
        source: rows.find((r) => r.platform === platform),
        count: Number(counts.find((c) => c.platform === platform)?.count ?? 0),
      }));
    },

    /**
     * Claims the refresh run unless one started less than `minGapMs` ago. The advisory lock makes
     * the check-and-claim atomic across server instances; the fetching itself happens outside it.
     */
    async claimRun(job: string, now: Date, minGapMs: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`codingkaro:refresh:${job}`}))`);
        const [last] = await tx.select().from(contestRefreshRuns).where(eq(contestRefreshRuns.job, job)).limit(1);
        if (last && now.getTime() - last.startedAt.getTime() < minGapMs) return false;
        await tx
          .insert(contestRefreshRuns)
          .values({ job, startedAt: now })
          .onConflictDoUpdate({ target: contestRefreshRuns.job, set: { startedAt: now } });
        return true;
      });
    },
  };
}
export type ContestRepository = ReturnType<typeof createContestRepository>;
