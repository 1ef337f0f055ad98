import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { SITE_ROOT_ROUTE, STATIC_WEB_ROUTE } from './static-web';

/** Redis key prefix of the rate-limit counters (one set per deployment, shared by its API instances). */
export const RATE_LIMIT_NAMESPACE = 'ck-rate-limit:';

/** At start-up, how long to wait for Redis before serving (with limits off until it answers). */
const READY_WAIT_MS = 2_000;

function waitUntilReady(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
  });
}

/**
 * The global rate limit (per route and client key, `RATE_LIMIT_PER_MINUTE`; routes may lower it).
 * With `REDIS_URL` (or `RUNNER_QUEUE_URL`) set the counters live in Redis, so a limit holds
 * across all API instances; while Redis is unreachable requests are let through (and the outage
 * is logged) rather than failing the whole site.
 */
export async function registerRateLimit(app: FastifyInstance, config: Pick<AppConfig, 'rateLimitPerMinute' | 'redisUrl'>) {
  let redis: Redis | null = null;
  if (config.redisUrl) {
    // loaded only when configured: ioredis is ~0.5 s of module loading at start-up
    const { Redis } = await import('ioredis');
    redis = new Redis(config.redisUrl, {
      connectionName: 'codingkaro:rate-limit',
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2_000,
      commandTimeout: 500,
    });
    let warned = false;
    redis.on('error', (error) => {
      if (!warned) app.log.warn({ err: error.message }, 'rate-limit store (Redis) unavailable: limits not enforced');
      warned = true;
    });
    redis.on('ready', () => {
      warned = false;
    });
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
    await waitUntilReady(redis, READY_WAIT_MS);
  }
  await app.register(fastifyRateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // The built web app's files share one wildcard route (static-web.ts). They are not limited: a
    // first visit fetches ~20 of them, so a class behind one NAT address would exhaust a shared
    // budget in a minute and get pages without their code. They cost a file read, cached for a year.
    allowList: (request) => request.routeOptions.url === STATIC_WEB_ROUTE || request.routeOptions.url === SITE_ROOT_ROUTE,
    ...(redis ? { redis, nameSpace: RATE_LIMIT_NAMESPACE, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      code: 'RATE_LIMITED',
    }),
  });
}
