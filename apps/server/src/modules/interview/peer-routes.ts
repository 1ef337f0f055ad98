import {
  InterviewRoomParamsSchema,
  InterviewStateResponseSchema,
  PeerQueueJoinRequestSchema,
  PeerStatusResponseSchema,
} from '@codingkaro/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { perUserRateLimitKey } from '../../lib/rate-limit-key';
import type { PeerService } from './peer-service';

export interface PeerRouteDeps {
  peers: PeerService;
  joinRateLimitPerMinute: number;
}

/** Peer practice: the queue's status (polled while waiting), join, leave, and a room's second half. */
export const peerRoutes: FastifyPluginAsync<PeerRouteDeps> = async (plainApp, { peers, joinRateLimitPerMinute }) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const viewerOf = async (request: FastifyRequest) => {
    const user = await request.requireUser();
    return { id: user.id, name: user.name };
  };

  app.get('/api/interview/peer', { schema: { response: { 200: PeerStatusResponseSchema } } }, async (request) => ({
    success: true as const,
    ...(await peers.status(await viewerOf(request))),
  }));

  app.post(
    '/api/interview/peer/queue',
    {
      config: { rateLimit: { max: joinRateLimitPerMinute, timeWindow: '1 minute', keyGenerator: perUserRateLimitKey } },
      schema: { body: PeerQueueJoinRequestSchema, response: { 200: PeerStatusResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      ...(await peers.join(await viewerOf(request), request.body.language, request.body.difficulty)),
    }),
  );

  app.delete(
    '/api/interview/peer/queue',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: perUserRateLimitKey } },
      schema: { response: { 200: PeerStatusResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await peers.leave(await viewerOf(request))) }),
  );

  app.post(
    '/api/interview/rooms/:roomId/peer/second-half',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perUserRateLimitKey } },
      schema: { params: InterviewRoomParamsSchema, response: { 200: InterviewStateResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      state: await peers.startSecondHalf(await viewerOf(request), request.params.roomId),
      serverNow: Date.now(),
    }),
  );
};
