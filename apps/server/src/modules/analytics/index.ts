import type { FastifyPluginAsync } from 'fastify';
import { createAnalyticsEventRepository } from './event-repository';
import { analyticsRoutes } from './routes';
import { createSaltRepository } from './salt-repository';
import { createAnalyticsService } from './service';
import { createVisitorIds } from './visitor-ids';

const PURGE_INTERVAL_MS = 3_600_000;

/**
 * First-party, cookieless analytics (`/api/analytics/track`, `/track/batch`, `/summary` for admins).
 * Submissions and verdicts come from the problems module's `problem.submitted` event.
 */
export const analyticsModule: FastifyPluginAsync = async (app) => {
  const now = () => new Date();
  const visitorIds = createVisitorIds(createSaltRepository(app.db), now);
  const service = createAnalyticsService({ events: createAnalyticsEventRepository(app.db), visitorIds, now });
  app.events.on('problem.submitted', (event) => service.onProblemSubmitted(event));

  const purge = () =>
    visitorIds.purgeExpiredSalts().catch((error: unknown) => app.log.warn({ err: error }, 'analytics salt purge failed'));
  const timer = setInterval(purge, PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  await app.register(analyticsRoutes, { service, ...app.config.analytics });
};
