import {
  ChooseInterviewProblemRequestSchema,
  CreateInterviewRoomRequestSchema,
  DeleteInterviewRoomResponseSchema,
  InterviewNotesResponseSchema,
  InterviewPlaybackResponseSchema,
  InterviewPrivateResponseSchema,
  InterviewRoomListResponseSchema,
  InterviewRoomParamsSchema,
  InterviewRoomResponseSchema,
  InterviewRunResponseSchema,
  InterviewScorecardInputSchema,
  InterviewScorecardResponseSchema,
  InterviewStateResponseSchema,
  InterviewSubmissionSchema,
  InterviewTimerRequestSchema,
  InterviewTimerResponseSchema,
  JoinInterviewRoomRequestSchema,
  RevealInterviewHintRequestSchema,
  UpdateInterviewNotesRequestSchema,
  UpdateInterviewRoomRequestSchema,
} from '@codingkaro/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perUserRateLimitKey } from '../../lib/rate-limit-key';
import type { RoomService } from './room-service';

export interface InterviewRouteDeps {
  service: RoomService;
  runRateLimitPerMinute: number;
  submitRateLimitPerMinute: number;
}

const SubmitResponseSchema = z.object({ success: z.literal(true), submission: InterviewSubmissionSchema });

/** A rate limit shared by everyone in one room (both people pressing the button share one budget). */
const perRoom = (name: string, max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `interview-${name}:${(request.params as { roomId?: string }).roomId ?? ''}`,
  },
});

const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perUserRateLimitKey } };

/** The rooms' HTTP API: create, list, open, join by invite, settings, delete, run. */
export const interviewRoutes: FastifyPluginAsync<InterviewRouteDeps> = async (
  plainApp,
  { service, runRateLimitPerMinute, submitRateLimitPerMinute },
) => {
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
      config: perRoom('run', runRateLimitPerMinute),
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

  app.get(
    '/api/interview/rooms/:roomId/state',
    { schema: { params: InterviewRoomParamsSchema, response: { 200: InterviewStateResponseSchema } } },
    async (request) => ({
      success: true as const,
      state: await service.state(await viewerOf(request), request.params.roomId),
      serverNow: Date.now(),
    }),
  );

  app.put(
    '/api/interview/rooms/:roomId/problem',
    {
      config: writeLimit,
      schema: {
        params: InterviewRoomParamsSchema,
        body: ChooseInterviewProblemRequestSchema,
        response: { 200: InterviewStateResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      state: await service.chooseProblem(await viewerOf(request), request.params.roomId, request.body.slug),
      serverNow: Date.now(),
    }),
  );

  // The editorial and every hint: the interviewer only (403 for anyone else).
  app.get(
    '/api/interview/rooms/:roomId/private',
    { schema: { params: InterviewRoomParamsSchema, response: { 200: InterviewPrivateResponseSchema } } },
    async (request) => ({
      success: true as const,
      ...(await service.privateView(await viewerOf(request), request.params.roomId)),
    }),
  );

  app.post(
    '/api/interview/rooms/:roomId/hints/reveal',
    {
      config: writeLimit,
      schema: {
        params: InterviewRoomParamsSchema,
        body: RevealInterviewHintRequestSchema,
        response: { 200: InterviewStateResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      state: await service.revealHint(await viewerOf(request), request.params.roomId, request.body.index),
      serverNow: Date.now(),
    }),
  );

  app.post(
    '/api/interview/rooms/:roomId/submit',
    {
      config: perRoom('submit', submitRateLimitPerMinute),
      schema: { params: InterviewRoomParamsSchema, response: { 200: SubmitResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      submission: await service.submit(await viewerOf(request), request.params.roomId),
    }),
  );

  // The interviewer's private notes (the editorial's GET /private answers them too).
  app.put(
    '/api/interview/rooms/:roomId/notes',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: perUserRateLimitKey } },
      schema: {
        params: InterviewRoomParamsSchema,
        body: UpdateInterviewNotesRequestSchema,
        response: { 200: InterviewNotesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      notes: await service.saveNotes(await viewerOf(request), request.params.roomId, request.body.notes),
    }),
  );

  app.get(
    '/api/interview/rooms/:roomId/scorecard',
    { schema: { params: InterviewRoomParamsSchema, response: { 200: InterviewScorecardResponseSchema } } },
    async (request) => ({
      success: true as const,
      scorecard: await service.scorecard(await viewerOf(request), request.params.roomId),
    }),
  );

  app.put(
    '/api/interview/rooms/:roomId/scorecard',
    {
      config: writeLimit,
      schema: {
        params: InterviewRoomParamsSchema,
        body: InterviewScorecardInputSchema,
        response: { 200: InterviewScorecardResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      scorecard: await service.saveScorecard(await viewerOf(request), request.params.roomId, request.body),
    }),
  );

  app.get(
    '/api/interview/rooms/:roomId/playback',
    { schema: { params: InterviewRoomParamsSchema, response: { 200: InterviewPlaybackResponseSchema } } },
    async (request) => ({
      success: true as const,
      frames: await service.playback(await viewerOf(request), request.params.roomId),
    }),
  );
};
