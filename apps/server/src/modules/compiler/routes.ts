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
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CompilerService } from './service';

export interface CompilerRouteDeps {
  service: CompilerService;
  rateLimitPerMinute: number;
}

/** Signed-in users are limited per account, guests per IP address. */
async function rateLimitKey(request: FastifyRequest): Promise<string> {
  const session = await request.session().catch(() => null);
  return session ? `user:${session.user.id}` : `ip:${request.ip}`;
}

export const compilerRoutes: FastifyPluginAsync<CompilerRouteDeps> = async (plainApp, { service, rateLimitPerMinute }) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute', keyGenerator: rateLimitKey } };

  app.post(
    '/api/execute',
    { config: limited, schema: { body: ExecuteRequestSchema, response: { 200: ExecuteResponseSchema } } },
    async (request) => {
      const result = await service.execute(request.body);
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

  app.get('/api/runtimes', { schema: { response: { 200: RuntimesResponseSchema } } }, async (_request, reply) => {
    const runtimes = await service.runtimes();
    reply.header('cache-control', 'public, max-age=300');
    return runtimes;
  });

  app.post(
    '/api/format',
    { config: limited, schema: { body: FormatRequestSchema, response: { 200: FormatResponseSchema } } },
    async (request) => ({ success: true as const, formatted: await service.format(request.body.language, request.body.code) }),
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
