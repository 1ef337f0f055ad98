import { PingResponseSchema } from '@codingkaro/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

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
};
