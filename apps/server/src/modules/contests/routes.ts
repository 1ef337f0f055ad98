import {
  ContestFeedQuerySchema,
  ContestReminderParamsSchema,
  ContestRemindersResponseSchema,
  ContestSourcesResponseSchema,
  DeleteContestReminderQuerySchema,
  FetchContestsResponseSchema,
  ListContestRemindersResponseSchema,
  ListContestsQuerySchema,
  ListContestsResponseSchema,
  RefreshSolutionsResponseSchema,
  SetContestReminderRequestSchema,
} from '@codingkaro/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import type { ReminderService } from './reminder-service';
import type { ContestService } from './service';

export interface ContestRouteDeps {
  service: ContestService;
  reminders: ReminderService;
  /** Manual refreshes (fetch, refresh-solutions) per client per minute. */
  fetchRateLimitPerMinute: number;
}

const ContestFileParamsSchema = z.object({
  file: z.string().regex(/^[0-9a-f-]{36}\.ics$/i, 'must be a contest id followed by .ics'),
});

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

export const contestRoutes: FastifyPluginAsync<ContestRouteDeps> = async (
  plainApp,
  { service, reminders, fetchRateLimitPerMinute },
) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: fetchRateLimitPerMinute, timeWindow: '1 minute' } };

  app.get(
    '/api/codingkaro/contests',
    { schema: { querystring: ListContestsQuerySchema, response: { 200: ListContestsResponseSchema } } },
    async (request, reply) => {
      const { status, platform, q, series } = request.query;
      reply.header('cache-control', 'public, max-age=30');
      return service.list({ platforms: platform, q, series }, status);
    },
  );

  app.get(
    '/api/codingkaro/contests/sources',
    { schema: { response: { 200: ContestSourcesResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, sources: await service.sources() };
    },
  );

  app.get(
    '/api/codingkaro/contests/fetch',
    { config: limited, schema: { response: { 200: FetchContestsResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const refreshed = await service.refresh('manual');
      return { success: true as const, refreshed, sources: await service.sources() };
    },
  );

  app.post(
    '/api/codingkaro/contests/refresh-solutions',
    { config: limited, schema: { response: { 200: RefreshSolutionsResponseSchema } } },
    async () => ({ success: true as const, updated: await service.refreshSolutions() }),
  );

  app.get(
    '/api/codingkaro/contests/reminders',
    { schema: { response: { 200: ListContestRemindersResponseSchema } } },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header('cache-control', 'no-store');
      return { success: true as const, reminders: await reminders.listForUser(user.id), emailDelivery: reminders.emailDelivery };
    },
  );

  app.put(
    '/api/codingkaro/contests/:id/reminders',
    {
      schema: {
        params: ContestReminderParamsSchema,
        body: SetContestReminderRequestSchema,
        response: { 200: ContestRemindersResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const { id } = request.params;
      const list = await reminders.set(user.id, id, request.body.leadMinutes, request.clientTimeZone());
      return { success: true as const, contestId: id, reminders: list };
    },
  );

  app.delete(
    '/api/codingkaro/contests/:id/reminders',
    {
      schema: {
        params: ContestReminderParamsSchema,
        querystring: DeleteContestReminderQuerySchema,
        response: { 200: ContestRemindersResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const { id } = request.params;
      const list = await reminders.remove(user.id, id, request.query.leadMinutes);
      return { success: true as const, contestId: id, reminders: list };
    },
  );

  app.get('/api/contests.ics', { schema: { querystring: ContestFeedQuerySchema } }, async (request, reply) => {
    const { platforms, q, series } = request.query;
    reply
      .type(CALENDAR_TYPE)
      .header('cache-control', 'public, max-age=900')
      .header('content-disposition', 'inline; filename="codingkaro-contests.ics"');
    return service.feed({ platforms, q, series });
  });

  app.get('/api/contests/:file', { schema: { params: ContestFileParamsSchema } }, async (request, reply) => {
    const found = await service.contestCalendar(request.params.file.slice(0, -'.ics'.length).toLowerCase());
    if (!found) throw notFound('Contest not found');
    const name = `${found.row.platform}-${found.row.externalId}`.replace(/[^\w-]/g, '_');
    reply
      .type(CALENDAR_TYPE)
      .header('cache-control', 'public, max-age=900')
      .header('content-disposition', `attachment; filename="${name}.ics"`);
    return found.ics;
  });
};
