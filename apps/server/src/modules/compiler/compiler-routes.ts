import {
  CompilerLanguageSchema,
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
import type { Runner } from '@codingkaro/runner';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { executeCode, languageLabel, RUNNER_MISSING_MESSAGE, toHttpError } from './execute-code';
import type { SnippetRepository } from './snippet-repository';

export interface CompilerRouteDeps {
  runner: Runner | undefined;
  snippets: SnippetRepository;
  rateLimitPerMinute: number;
}

/** Signed-in users are limited per account, guests per IP address. */
async function rateLimitKey(request: FastifyRequest): Promise<string> {
  const session = await request.session().catch(() => null);
  return session ? `user:${session.user.id}` : `ip:${request.ip}`;
}

const SERVER_FORMATTED = new Set(['c', 'cpp', 'java', 'go', 'rust']);

export const compilerRoutes: FastifyPluginAsync<CompilerRouteDeps> = async (plainApp, deps) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { snippets } = deps;
  const limited = { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: '1 minute', keyGenerator: rateLimitKey } };
  const requireRunner = (): Runner => {
    if (!deps.runner) throw new AppError(503, RUNNER_MISSING_MESSAGE);
    return deps.runner;
  };

  app.post(
    '/api/execute',
    { config: limited, schema: { body: ExecuteRequestSchema, response: { 200: ExecuteResponseSchema } } },
    async (request) => {
      const result = await executeCode(requireRunner(), request.body);
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
    const runtimes = await requireRunner().runtimes();
    reply.header('cache-control', 'public, max-age=300');
    return runtimes.map(({ language, version, aliases, available, formatter }) => ({
      language,
      version,
      aliases,
      available,
      formatter,
    }));
  });

  app.post(
    '/api/format',
    { config: limited, schema: { body: FormatRequestSchema, response: { 200: FormatResponseSchema } } },
    async (request) => {
      const { language, code } = request.body;
      if (language === 'javascript' || language === 'typescript') {
        throw badRequest(`${languageLabel(language)} is formatted in the browser with Prettier, not by the server.`);
      }
      if (!SERVER_FORMATTED.has(language)) throw badRequest(`No formatter is installed for ${languageLabel(language)}.`);
      const runner = requireRunner();
      const runtime = (await runner.runtimes()).find((r) => r.language === language);
      if (!runtime?.formatter) throw badRequest(`No formatter is installed for ${languageLabel(language)}.`);
      let result: Awaited<ReturnType<Runner['format']>>;
      try {
        result = await runner.format(language, code);
      } catch (error) {
        throw toHttpError(error);
      }
      if ('error' in result) {
        throw new AppError(422, `Could not format the code: ${result.error}`);
      }
      return { success: true as const, formatted: result.formatted };
    },
  );

  app.post(
    '/api/snippets',
    {
      config: { rateLimit: { ...limited.rateLimit, max: Math.max(1, Math.ceil(deps.rateLimitPerMinute / 2)) } },
      schema: { body: CreateSnippetRequestSchema, response: { 200: CreateSnippetResponseSchema } },
    },
    async (request) => {
      const snippet = await snippets.create(request.body);
      return { success: true as const, id: snippet.id };
    },
  );

  app.get(
    '/api/snippets/:id',
    { schema: { params: SnippetParamsSchema, response: { 200: GetSnippetResponseSchema } } },
    async (request) => {
      const snippet = await snippets.find(request.params.id);
      if (!snippet) throw notFound('This shared program does not exist or was removed.');
      return {
        success: true as const,
        snippet: {
          id: snippet.id,
          language: CompilerLanguageSchema.parse(snippet.language),
          code: snippet.code,
          stdin: snippet.stdin,
          createdAt: snippet.createdAt.toISOString(),
        },
      };
    },
  );
};
