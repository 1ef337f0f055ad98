import {
  CreateInterviewRoomRequestSchema,
  DeleteInterviewRoomResponseSchema,
  InterviewRoomListResponseSchema,
  InterviewRoomParamsSchema,
  InterviewRoomResponseSchema,
  InterviewRunResponseSchema,
  InterviewTimerRequestSchema,
  InterviewTimerResponseSchema,
  JoinInterviewRoomRequestSchema,
  UpdateInterviewRoomRequestSchema,
} from '@codingkaro/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { perUserRateLimitKey } from '../../lib/rate-limit-key';
import type { RoomService } from './room-service';

export interface InterviewRouteDeps {
  service: RoomService;
  runRateLimitPerMinute: number;
}

const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perUserRateLimitKey } };

/** The rooms' HTTP API: create, list, open, join by invite, settings, delete, run. */
export const interviewRoutes: FastifyPluginAsync<InterviewRouteDeps> = async (plainApp, { service, runRateLimitPerMinute }) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const viewerOf = async (request: FastifyRequest) => {
    const user = await request.requireUser();
    return { id: user.id, name: user.name };
  };

  app.get('/api/interview/rooms', { schema: { response: { 200: InterviewRoomListResponseSchema } } }, async (request) => ({
    success: true as const,
    rooms: await service.list(await viewerOf(request)),
  }));

  app.post(
    '/api/interview/rooms',
    { config: writeLimit, schema: { body: CreateInterviewRoomRequestSchema, response: { 200: InterviewRoomResponseSchema } } },
    async (request) => ({
      success: true as const,
      room: await service.create(await viewerOf(request), request.body),
      serverNow: Date.now(),
    }),
  );

  app.get(
    '/api/interview/rooms/:roomId',
    { schema: { params: InterviewRoomParamsSchema, response: { 200: InterviewRoomResponseSchema } } },
    async (request) => ({
      success: true as const,
      room: await service.get(await viewerOf(request), request.params.roomId),
      serverNow: Date.now(),
    }),
  );

  app.post(
    '/api/interview/rooms/:roomId/join',
    {
      config: writeLimit,
      schema: {
        params: InterviewRoomParamsSchema,
        body: JoinInterviewRoomRequestSchema,
        response: { 200: InterviewRoomResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      room: await service.join(await viewerOf(request), request.params.roomId, request.body.token),
      serverNow: Date.now(),
    }),
  );

  app.patch(
    '/api/interview/rooms/:roomId',
    {
      config: writeLimit,
      schema: {
        params: InterviewRoomParamsSchema,
        body: UpdateInterviewRoomRequestSchema,
        response: { 200: InterviewRoomResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      room: await service.update(await viewerOf(request), request.params.roomId, request.body),
      serverNow: Date.now(),
    }),
  );

  app.delete(
    '/api/interview/rooms/:roomId',
    { config: writeLimit, schema: { params: InterviewRoomParamsSchema, response: { 200: DeleteInterviewRoomResponseSchema } } },
    async (request) => {
      await service.delete(await viewerOf(request), request.params.roomId);
      return { success: true as const };
    },
  );

  app.post(
    '/api/interview/rooms/:roomId/run',
    {
      // Per room: both people pressing Run share one budget.
      config: {
        rateLimit: {
          max: runRateLimitPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `interview-run:${(request.params as { roomId?: string }).roomId ?? ''}`,
        },
      },
      schema: { params: InterviewRoomParamsSchema, response: { 200: InterviewRunResponseSchema } },
    },
    async (request) => ({ success: true as const, run: await service.run(await viewerOf(request), request.params.roomId) }),
  );

  app.post(
    '/api/interview/rooms/:roomId/timer',
    {
      config: writeLimit,
      schema: {
        params: InterviewRoomParamsSchema,
        body: InterviewTimerRequestSchema,
        response: { 200: InterviewTimerResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      timer: await service.timer(await viewerOf(request), request.params.roomId, request.body),
      serverNow: Date.now(),
    }),
  );
};
