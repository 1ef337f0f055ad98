import {
  ContestFeedQuerySchema,
  ContestSourcesResponseSchema,
  FetchContestsResponseSchema,
  ListContestsQuerySchema,
  ListContestsResponseSchema,
  RefreshSolutionsResponseSchema,
} from '@codingkaro/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import type { ContestService } from './service';

export interface ContestRouteDeps {
  service: ContestService;
  /** Manual refreshes (fetch, refresh-solutions) per client per minute. */
  fetchRateLimitPerMinute: number;
}

const ContestFileParamsSchema = z.object({
  file: z.string().regex(/^[0-9a-f-]{36}\.ics$/i, 'must be a contest id followed by .ics'),
});

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

export const contestRoutes: FastifyPluginAsync<ContestRouteDeps> = async (plainApp, { service, fetchRateLimitPerMinute }) => {
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
