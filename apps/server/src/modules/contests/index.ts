import type { FastifyPluginAsync } from 'fastify';
import { fetchAtcoderContests } from './atcoder-fetcher';
import { fetchCodechefContests } from './codechef-fetcher';
import { fetchCodeforcesEditorial } from './codeforces-editorial-fetcher';
import { fetchCodeforcesContests } from './codeforces-fetcher';
import { createContestRepository } from './contest-repository';
import { fetchLeetcodeContests } from './leetcode-fetcher';
import { createReminderRepository } from './reminder-repository';
import { createReminderService } from './reminder-service';
import { contestRoutes } from './routes';
import { startRefreshSchedule } from './schedule';
import { createContestService } from './service';

/** A scheduled run is skipped when any instance started one within this share of the interval. */
const SCHEDULE_SLACK = 0.9;

/** The contest tracker: platform fetchers, stored contests, the schedule, the list API, iCalendar feeds and reminders. */
export const contestsModule: FastifyPluginAsync = async (app) => {
  const { baseUrls, refreshIntervalMs, manualRefreshMinMs, fetchRateLimitPerMinute, reminderSweepMs } = app.config.contests;
  const repo = createContestRepository(app.db);
  const reminderRepo = createReminderRepository(app.db);
  const reminders = createReminderService({
    reminders: reminderRepo,
    contests: repo,
    mailer: app.mailer,
    trackerUrl: `${app.config.publicUrl}/contest`,
    log: app.log,
  });
  const service = createContestService({
    repo,
    onContestsStored: async (platform) => {
      const moved = await reminderRepo.followStartTimes(platform);
      if (moved > 0) app.log.info({ platform, moved }, 'contest start changed: reminders moved with it');
    },
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
  await app.register(contestRoutes, { service, reminders, fetchRateLimitPerMinute });

  if (refreshIntervalMs > 0) {
    const schedule = startRefreshSchedule({
      intervalMs: refreshIntervalMs,
      run: () => service.refresh('scheduled'),
      log: app.log,
    });
    app.addHook('onReady', async () => schedule.start());
    app.addHook('onClose', async () => schedule.stop());
  }

  if (reminderSweepMs > 0) {
    // Every instance sweeps; each due reminder is claimed by exactly one of them.
    const sweeps = startRefreshSchedule({
      intervalMs: reminderSweepMs,
      run: () => reminders.sweep(),
      log: app.log,
      name: 'contest reminder sweep',
    });
    app.addHook('onReady', async () => sweeps.start());
    app.addHook('onClose', async () => sweeps.stop());
  }
};
