import {
  ProblemDetailResponseSchema,
  ProblemListQuerySchema,
  ProblemListResponseSchema,
  RunProblemRequestSchema,
  RunProblemResponseSchema,
  SubmissionHistoryResponseSchema,
  SubmitProblemRequestSchema,
  SubmitProblemResponseSchema,
} from '@codingkaro/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/app-error';
import { perUserRateLimitKey } from '../../lib/rate-limit-key';
import { LOGIN_TO_RUN, type ProblemService } from './service';
import { type AnswerScope, createSharedAnswers } from './shared-answers';

export interface ProblemRouteDeps {
  service: ProblemService;
  /** run + submit requests per user (guests: per IP) per minute */
  rateLimitPerMinute: number;
}

const SlugParamsSchema = z.object({ slug: z.string().min(1).max(100) });

/** Guests are told to sign in before their (possibly invalid) body is even looked at. */
async function requireSignedIn(request: FastifyRequest) {
  if (!(await request.session())) throw unauthorized(LOGIN_TO_RUN);
}

async function userIdOf(request: FastifyRequest): Promise<string | null> {
  return (await request.session())?.user.id ?? null;
}

export const problemRoutes: FastifyPluginAsync<ProblemRouteDeps> = async (plainApp, { service, rateLimitPerMinute }) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const sharedAnswer = createSharedAnswers();
  const limited = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute', keyGenerator: perUserRateLimitKey } };
  const GUEST: AnswerScope = { guest: true };

  /** Who sees the answer: guests share one, a signed-in viewer's differs only by their solved set. */
  async function viewOf(request: FastifyRequest): Promise<{ scope: AnswerScope; solved: ReadonlySet<string> }> {
    const userId = await userIdOf(request);
    if (!userId) return { scope: GUEST, solved: new Set() };
    const solved = await service.solvedBy(userId);
    return { scope: { solved }, solved };
  }

  app.get(
    '/api/problems',
    { schema: { querystring: ProblemListQuerySchema, response: { 200: ProblemListResponseSchema } } },
    async (request, reply) => {
      const { page, limit, sortBy, difficulty, topics, search } = request.query;
      const { scope, solved } = await viewOf(request);
      const answer = async () => ({
        success: true as const,
        ...(await service.list({ page, limit, sortBy, difficulty, topics, search }, solved)),
        page,
      });
      return sharedAnswer(request, reply, scope, await service.contentVersion(), ProblemListResponseSchema, answer);
    },
  );

  app.get(
    '/api/problems/:slug',
    { schema: { params: SlugParamsSchema, response: { 200: ProblemDetailResponseSchema } } },
    async (request, reply) => {
      const { scope, solved } = await viewOf(request);
      const answer = async () => ({ success: true as const, problem: await service.detail(request.params.slug, solved) });
      return sharedAnswer(request, reply, scope, await service.contentVersion(), ProblemDetailResponseSchema, answer);
    },
  );

  app.get(
    '/api/problems/:slug/submissions',
    {
      preValidation: requireSignedIn,
      schema: { params: SlugParamsSchema, response: { 200: SubmissionHistoryResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const user = await request.requireUser();
      return { success: true as const, submissions: await service.history(user.id, request.params.slug) };
    },
  );

  app.post(
    '/api/problems/run',
    {
      config: limited,
      preValidation: requireSignedIn,
      schema: { body: RunProblemRequestSchema, response: { 200: RunProblemResponseSchema } },
    },
    async (request) => service.run((await request.requireUser()).id, request.body),
  );

  app.post(
    '/api/problems/submit',
    {
      config: limited,
      preValidation: requireSignedIn,
      schema: { body: SubmitProblemRequestSchema, response: { 200: SubmitProblemResponseSchema } },
    },
    async (request) => {
      const user = await request.requireUser();
      return { success: true as const, submission: await service.submit(user.id, request.body, request.clientTimeZone()) };
    },
  );
};
