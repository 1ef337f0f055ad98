import { GetStreakQuerySchema, StreakResponseSchema, UpdateStreakRequestSchema } from '@codingkaro/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/app-error';
import type { StreakService } from './service';

export interface StreakRouteDeps {
  service: StreakService;
}

/** The signed-in user's id; an email the client names must be theirs (it never selects whose streak). */
async function callerId(request: FastifyRequest, claimedEmail: string | undefined): Promise<string> {
  const user = await request.requireUser();
  if (claimedEmail !== undefined && claimedEmail.toLowerCase() !== user.email.trim().toLowerCase()) {
    throw forbidden('You can only view your own streak');
  }
  return user.id;
}

export const streakRoutes: FastifyPluginAsync<StreakRouteDeps> = async (plainApp, { service }) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/streak',
    { schema: { querystring: GetStreakQuerySchema, response: { 200: StreakResponseSchema } } },
    async (request, reply) => {
      const userId = await callerId(request, request.query.email);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, ...(await service.getStreak(userId, request.clientTimeZone())) };
    },
  );

  app.post(
    '/api/streak/update',
    { schema: { body: UpdateStreakRequestSchema, response: { 200: StreakResponseSchema } } },
    async (request, reply) => {
      const userId = await callerId(request, request.body.email);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, ...(await service.update(userId, request.clientTimeZone())) };
    },
  );
};
