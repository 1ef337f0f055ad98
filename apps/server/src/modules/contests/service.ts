import {
  CONTEST_PLATFORM_NAMES,
  CONTEST_PLATFORMS,
  type Contest,
  type ContestPlatform,
  type ContestSourceStatus,
  type ContestStatus,
  MAX_PAST_CONTESTS,
  MAX_UPCOMING_CONTESTS,
} from '@codingkaro/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type CalendarEvent, writeCalendar } from '../../lib/icalendar';
import { UpstreamError } from '../../lib/upstream';
import { cleanContests, skippedNote } from './clean-contests';
import type { ContestFilter, ContestRepository, ContestRow } from './contest-repository';
import type { ContestFetchers } from './fetched-contest';

const ASSUMED_DURATION_MS = 2 * 60 * 60 * 1000;
/** The feed holds contests that started at most this long ago, and at most this many. */
const FEED_LOOKBACK_MS = 14 * 24 * 60 * 60 * 1000;
const FEED_MAX_EVENTS = 300;
/** Editorial pages read per solutions refresh (Codeforces: one call per 2 s). */
const SOLUTION_LOOKUPS_PER_RUN = 5;
const REFRESH_JOB = 'contests';

export interface ContestServiceDeps {
  repo: ContestRepository;
  fetchers: ContestFetchers;
  /** Finds a finished Codeforces contest's editorial link (null: none yet). */
  findCodeforcesEditorial: (contestId: string) => Promise<string | null>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Called after a platform's contests were stored (reminders follow changed start times). */
  onContestsStored?: (platform: ContestPlatform) => Promise<void>;
  /** Scheduled runs are skipped when any instance started one less than this long ago. */
  scheduledMinGapMs: number;
  manualMinGapMs: number;
  now?: () => Date;
}

const endOf = (row: ContestRow) =>
  new Date(row.startTime.getTime() + (row.durationSeconds !== null ? row.durationSeconds * 1000 : ASSUMED_DURATION_MS));

function toContest(row: ContestRow, now: Date): Contest {
  return {
    _id: row.id,
    title: row.title,
    platform: row.platform as ContestPlatform,
    start_time: row.startTime.toISOString(),
    duration: row.durationSeconds,
    url: row.url,
    past: row.finished || endOf(row) <= now,
    solution_link: row.solutionLink,
    series: row.series,
  };
}

/** A failure's reason fit for the freshness line; unexpected errors are logged and named vaguely. */
function reasonOf(error: unknown): string {
  return error instanceof UpstreamError ? error.reason : 'failed unexpectedly';
}

export function createContestService(deps: ContestServiceDeps) {
  const { repo, fetchers, log } = deps;
  const now = deps.now ?? (() => new Date());
  let inFlight: Promise<boolean> | null = null;

  async function refreshPlatform(platform: ContestPlatform): Promise<void> {
    const startedAt = now();
    try {
      const { contests: fetched, dropped } = cleanContests(await fetchers[platform](), startedAt);
      await repo.upsert(platform, fetched, startedAt);
      await deps.onContestsStored?.(platform);
      await repo.recordSuccess(platform, now(), dropped > 0 ? skippedNote(dropped) : null);
      if (dropped > 0) log.warn({ platform, dropped }, 'contest rows with unusable data skipped');
      log.info({ platform, contests: fetched.length }, 'contests refreshed');
    } catch (error) {
      if (!(error instanceof UpstreamError)) log.error({ err: error, platform }, 'contest refresh failed unexpectedly');
      else log.warn({ platform, kind: error.kind, reason: error.reason }, 'contest source unreachable; keeping its last data');
      await repo.recordFailure(platform, now(), reasonOf(error));
    }
  }

  async function run(minGapMs: number): Promise<boolean> {
    if (!(await repo.claimRun(REFRESH_JOB, now(), minGapMs))) return false;
    // Different hosts, so the platforms are fetched side by side; each has its own pacer.
    await Promise.all(CONTEST_PLATFORMS.map(refreshPlatform));
    return true;
  }

  return {
    /**
     * Fetches every platform unless a refresh started on any instance within the gap. Concurrent
     * calls in this process share one run. Resolves whether this call ran it.
     */
    refresh(kind: 'scheduled' | 'manual'): Promise<boolean> {
      if (inFlight) return inFlight.then(() => false);
      const gap = kind === 'scheduled' ? deps.scheduledMinGapMs : deps.manualMinGapMs;
      inFlight = run(gap).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },

    /** The spec's list: up to 15 upcoming (ascending) then up to 20 past (descending). */
    async list(filter: ContestFilter, status?: ContestStatus): Promise<Contest[]> {
      const at = now();
      const upcoming = status !== 'past' ? await repo.list(filter, 'upcoming', at, MAX_UPCOMING_CONTESTS) : [];
      const past = status !== 'upcoming' ? await repo.list(filter, 'past', at, MAX_PAST_CONTESTS) : [];
      return [...upcoming, ...past].map((row) => toContest(row, at));
    },

    /** Every platform's freshness, including those never fetched yet. */
    async sources(): Promise<ContestSourceStatus[]> {
      const rows = await repo.sources();
      return CONTEST_PLATFORMS.map((platform) => {
        const found = rows.find((r) => r.platform === platform);
        const source = found?.source;
        return {
          platform,
          lastSuccessAt: source?.lastSuccessAt?.toISOString() ?? null,
          failingSince: source?.failingSince?.toISOString() ?? null,
          lastError: source?.lastError ?? null,
          degraded: Boolean(source?.lastSuccessAt && !source.failingSince && source.lastError),
          lastAttemptAt: source?.lastAttemptAt?.toISOString() ?? null,
          contestCount: found?.count ?? 0,
        };
      });
    },

    /** Looks up editorials of recently finished Codeforces contests; resolves how many gained one. */
    async refreshSolutions(): Promise<number> {
      const candidates = await repo.endedWithoutSolution('codeforces', now(), SOLUTION_LOOKUPS_PER_RUN);
      let updated = 0;
      for (const contest of candidates) {
        try {
          const link = await deps.findCodeforcesEditorial(contest.externalId);
          if (!link) continue;
          await repo.setSolutionLink(contest.id, link);
          updated++;
        } catch (error) {
          log.warn({ contest: contest.externalId, reason: reasonOf(error) }, 'editorial lookup failed');
          // Codeforces is down or refusing us: the rest would fail the same way.
          if (error instanceof UpstreamError) break;
        }
      }
      return updated;
    },

    /** The iCalendar feed for a filter: recent and upcoming contests. */
    async feed(filter: ContestFilter): Promise<string> {
      const rows = await repo.listForFeed(filter, new Date(now().getTime() - FEED_LOOKBACK_MS), FEED_MAX_EVENTS);
      return writeCalendar(rows.map(toEvent), { name: feedName(filter) });
    },

    /** One contest as an .ics file, or null when there is no such contest. */
    async contestCalendar(id: string): Promise<{ ics: string; row: ContestRow } | null> {
      const row = await repo.findById(id);
      return row ? { ics: writeCalendar([toEvent(row)], { name: row.title }), row } : null;
    },
  };
}
export type ContestService = ReturnType<typeof createContestService>;

function toEvent(row: ContestRow): CalendarEvent {
  const platform = CONTEST_PLATFORM_NAMES[row.platform as ContestPlatform] ?? row.platform;
  return {
    uid: `${row.platform}-${row.externalId}@contests.codingkaro`,
    start: row.startTime,
    end: endOf(row),
    stamp: row.updatedAt,
    sequence: row.sequence,
    summary: `${row.title} (${platform})`,
    description: `${platform} contest${row.durationSeconds === null ? ' (duration not published; 2 hours assumed)' : ''}\n${row.url}`,
    url: row.url,
    categories: [platform],
  };
}

function feedName(filter: ContestFilter): string {
  const platforms = filter.platforms?.length
    ? filter.platforms.map((p) => CONTEST_PLATFORM_NAMES[p]).join(', ')
    : 'All platforms';
  return `CodingKaro contests: ${platforms}${filter.q ? ` matching "${filter.q}"` : ''}`;
}
