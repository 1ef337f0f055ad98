import type { FastifyPluginAsync } from 'fastify';
import { compilerRoutes } from './routes';
import { createCompilerService } from './service';
import { createSnippetRepository } from './snippet-repository';

/** The online compiler (`/api/execute`, `/api/runtimes`, `/api/format`, `/api/snippets*`). */
export const compilerModule: FastifyPluginAsync = async (app) => {
  const service = createCompilerService({
    runnerFor: app.runnerFor,
    snippets: createSnippetRepository(app.db),
    log: app.log,
  });
  await app.register(compilerRoutes, { service, rateLimitPerMinute: app.config.compilerRateLimitPerMinute });
};
export { executeCode } from './execute-code';
