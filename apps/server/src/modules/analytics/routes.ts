import {
  AnalyticsSummaryQuerySchema,
  AnalyticsSummarySchema,
  TrackBatchRequestSchema,
  TrackRequestSchema,
  TrackResponseSchema,
} from '@codingkaro/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AnalyticsService, Visitor } from './service';

/** A single record is a few hundred bytes; a full batch of 100 stays well under 64 KiB. */
export const TRACK_BODY_LIMIT = 4 * 1024;
export const BATCH_BODY_LIMIT = 64 * 1024;

export interface AnalyticsRouteDeps {
  service: AnalyticsService;
  rateLimitPerMinute: number;
}

async function visitorOf(request: FastifyRequest): Promise<Visitor> {
  const session = await request.session().catch(() => null);
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : '',
    userId: session?.user.id ?? null,
    pagePath: refererPath(request),
  };
}

/** The path of a same-host Referer (without query or hash), or null. */
function refererPath(request: FastifyRequest): string | null {
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return null;
  try {
    const url = new URL(referer);
    return url.host === request.headers.host ? url.pathname.slice(0, 512) : null;
  } catch {
    return null;
  }
}

export const analyticsRoutes: FastifyPluginAsync<AnalyticsRouteDeps> = async (plainApp, deps) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;
  const rateLimit = {
    max: deps.rateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (r: FastifyRequest) => `analytics:${r.ip}`,
  };

  app.post(
    '/api/analytics/track',
    {
      bodyLimit: TRACK_BODY_LIMIT,
      config: { rateLimit },
      schema: { body: TrackRequestSchema, response: { 200: TrackResponseSchema } },
    },
    async (request) => {
      const stored = await service.track([request.body], await visitorOf(request));
      return { success: true as const, received: 1, stored };
    },
  );

  app.post(
    '/api/analytics/track/batch',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      config: { rateLimit },
      schema: { body: TrackBatchRequestSchema, response: { 200: TrackResponseSchema } },
    },
    async (request) => {
      const stored = await service.track(request.body, await visitorOf(request));
      return { success: true as const, received: request.body.length, stored };
    },
  );

  app.get(
    '/api/analytics/summary',
    { schema: { querystring: AnalyticsSummaryQuerySchema, response: { 200: AnalyticsSummarySchema } } },
    async (request, reply) => {
      await request.requireRole('admin', 'Analytics are only available to administrators');
      reply.header('cache-control', 'private, no-store');
      return service.summary(request.query.days);
    },
  );
};
