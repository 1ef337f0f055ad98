import type { FastifyPluginAsync } from 'fastify';
import { fetchAtcoderContests } from './atcoder-fetcher';
import { fetchCodechefContests } from './codechef-fetcher';
import { fetchCodeforcesEditorial } from './codeforces-editorial-fetcher';
import { fetchCodeforcesContests } from './codeforces-fetcher';
import { createContestRepository } from './contest-repository';
import { fetchLeetcodeContests } from './leetcode-fetcher';
import { contestRoutes } from './routes';
import { startRefreshSchedule } from './schedule';
import { createContestService } from './service';

/** A scheduled run is skipped when any instance started one within this share of the interval. */
const SCHEDULE_SLACK = 0.9;

/** The contest tracker: platform fetchers, stored contests, the schedule, the list API and iCalendar feeds. */
export const contestsModule: FastifyPluginAsync = async (app) => {
  const { baseUrls, refreshIntervalMs, manualRefreshMinMs, fetchRateLimitPerMinute } = app.config.contests;
  const service = createContestService({
    repo: createContestRepository(app.db),
    fetchers: {
      leetcode: () => fetchLeetcodeContests(baseUrls.leetcode),
      codeforces: () => fetchCodeforcesContests(baseUrls.codeforces),
      codechef: () => fetchCodechefContests(baseUrls.codechef),
      atcoder: () => fetchAtcoderContests(baseUrls.atcoder),
    },
    findCodeforcesEditorial: (id) => fetchCodeforcesEditorial(baseUrls.codeforces, id),
    log: app.log,
    scheduledMinGapMs: refreshIntervalMs * SCHEDULE_SLACK,
    manualMinGapMs: manualRefreshMinMs,
  });
  await app.register(contestRoutes, { service, fetchRateLimitPerMinute });

  if (refreshIntervalMs > 0) {
    const schedule = startRefreshSchedule({
      intervalMs: refreshIntervalMs,
      run: () => service.refresh('scheduled'),
      log: app.log,
    });
    app.addHook('onReady', async () => schedule.start());
    app.addHook('onClose', async () => schedule.stop());
  }
};
