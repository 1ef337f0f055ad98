import type { FastifyPluginAsync } from 'fastify';
import { codeforcesPacer } from '../../lib/upstream';
import { platformFetchers } from './fetchers';
import { recordPractice } from './practice-recorder';
import { createPracticeRepository } from './practice-repository';
import { createProfileRepository } from './profile-repository';
import { createProfileService } from './profile-service';
import { profileRoutes } from './routes';
import { createStatsCacheRepository } from './stats-cache-repository';
import { createStatsService } from './stats-service';

/** Multi-platform coding profile (`/api/profile/*`): six platform fetchers behind a database cache. */
export const profileModule: FastifyPluginAsync = async (app) => {
  const { profile: config } = app.config;
  const practice = createPracticeRepository(app.db);
  const stats = createStatsService({
    repo: createStatsCacheRepository(app.db),
    fetchers: platformFetchers,
    context: {
      urls: config.urls,
      timeoutMs: config.fetchTimeoutMs,
      retries: 1,
      backoffMs: 500,
      githubToken: config.githubToken,
      now: () => new Date(),
      codeforcesPacer: codeforcesPacer(),
    },
    log: app.log,
  });
  recordPractice(app.events, practice);
  app.addHook('onClose', () => stats.settle());
  const service = createProfileService({ profiles: createProfileRepository(app.db), practice, stats });
  await app.register(profileRoutes, { service, stats, refreshPerMinute: config.refreshPerMinute });
};
