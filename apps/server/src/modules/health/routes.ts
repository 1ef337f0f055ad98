import { PingResponseSchema, ReadyResponseSchema } from '@codingkaro/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { createReadiness } from './readiness';

/** The spec's wake-up call: answers as soon as the server can take requests. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/internal/ping',
      { config: { rateLimit: false }, schema: { response: { 200: PingResponseSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { success: true as const, status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) };
      },
    );

  let redis: Redis | null = null;
  const redisUrl = app.config.redisUrl;
  const readiness = createReadiness({
    db: app.db,
    runner: app.runner,
    redis: redisUrl
      ? async () => {
          if (!redis) {
            const { Redis } = await import('ioredis');
            redis = new Redis(redisUrl, {
              connectionName: 'codingkaro:readiness',
              maxRetriesPerRequest: 1,
              connectTimeout: 2_000,
            });
            // each failed probe reports it; the client's reconnect errors need no log of their own
            redis.on('error', () => {});
          }
          return redis;
        }
      : null,
  });
  app.addHook('onClose', async () => {
    await (redis as Redis | null)?.quit().catch(() => (redis as Redis | null)?.disconnect());
  });

  /** Readiness for an orchestrator or load balancer: the database, Redis (when configured) and the runner answer. */
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/internal/ready',
      { config: { rateLimit: false }, schema: { response: { 200: ReadyResponseSchema, 503: ReadyResponseSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const checks = await readiness.check();
        const failing = Object.keys(checks).filter((name) => !checks[name]?.ok);
        const ready = failing.length === 0;
        return reply.code(ready ? 200 : 503).send({ success: ready, status: ready ? 'ready' : 'not-ready', failing, checks });
      },
    );
};
