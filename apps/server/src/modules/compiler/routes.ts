import {
  CreateSnippetRequestSchema,
  CreateSnippetResponseSchema,
  ExecuteRequestSchema,
  ExecuteResponseSchema,
  FormatRequestSchema,
  FormatResponseSchema,
  GetSnippetResponseSchema,
  RuntimesResponseSchema,
  SnippetParamsSchema,
} from '@codingkaro/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error';
import { executionOwnerOf } from '../../lib/execution-gate';
import { perUserRateLimitKey } from '../../lib/rate-limit-key';
import type { CompilerService } from './service';

export interface CompilerRouteDeps {
  service: CompilerService;
  rateLimitPerMinute: number;
}

/** Where Piston serves its API: a self-hosted Piston, and the public emkc.org instance. */
export const PISTON_ALIASES = ['/api/v2', '/api/v2/piston'];

export const compilerRoutes: FastifyPluginAsync<CompilerRouteDeps> = async (plainApp, { service, rateLimitPerMinute }) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute', keyGenerator: perUserRateLimitKey } };

  // Piston's own paths (a self-hosted Piston's and the public instance's) are aliases of ours, so
  // Piston clients and editor plugins work unchanged; the aliases share one rate-limit counter with
  // the route they alias.
  const executeLimit = app.rateLimit(limited.rateLimit);
  const routeExecute = (scope: typeof app, url: string) =>
    scope.post(
      url,
      {
        config: { rateLimit: false },
        onRequest: executeLimit,
        schema: { body: ExecuteRequestSchema, response: { 200: ExecuteResponseSchema } },
      },
      async (request) => {
        const result = await service.execute(request.body, await executionOwnerOf(request));
        const session = await request.session();
        if (session) {
          await app.events.emit('code.executed', {
            userId: session.user.id,
            language: result.language,
            at: new Date(),
            timeZone: request.clientTimeZone(),
          });
        }
        return result;
      },
    );
  const routeRuntimes = (scope: typeof app, url: string) =>
    scope.get(url, { schema: { response: { 200: RuntimesResponseSchema } } }, async (_request, reply) => {
      const runtimes = await service.runtimes();
      reply.header('cache-control', 'public, max-age=300');
      return runtimes;
    });

  routeExecute(app, '/api/execute');
  routeRuntimes(app, '/api/runtimes');
  await app.register(async (plainPiston) => {
    const piston = plainPiston.withTypeProvider<ZodTypeProvider>();
    // Piston clients (piston-client among them) post JSON without a JSON content type.
    piston.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest('The request body is not valid JSON.'));
      }
    });
    for (const prefix of PISTON_ALIASES) {
      routeExecute(piston, `${prefix}/execute`);
      routeRuntimes(piston, `${prefix}/runtimes`);
    }
  });

  app.post(
    '/api/format',
    { config: limited, schema: { body: FormatRequestSchema, response: { 200: FormatResponseSchema } } },
    async (request) => ({
      success: true as const,
      formatted: await service.format(request.body.language, request.body.code, await executionOwnerOf(request)),
    }),
  );

  app.post(
    '/api/snippets',
    {
      config: { rateLimit: { ...limited.rateLimit, max: Math.max(1, Math.ceil(rateLimitPerMinute / 2)) } },
      schema: { body: CreateSnippetRequestSchema, response: { 200: CreateSnippetResponseSchema } },
    },
    async (request) => ({ success: true as const, id: await service.share(request.body) }),
  );

  app.get(
    '/api/snippets/:id',
    { schema: { params: SnippetParamsSchema, response: { 200: GetSnippetResponseSchema } } },
    async (request) => ({ success: true as const, snippet: await service.shared(request.params.id) }),
  );
};
