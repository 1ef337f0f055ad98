import type { FastifyPluginAsync } from 'fastify';
import { seedAfterReady } from '../../lib/seed-content';
import { createProblemCache } from './problem-cache';
import { ProblemFilesCache } from './problem-content';
import { createProblemRepository } from './problem-repository';
import { problemRoutes } from './routes';
import { seedProblems } from './seed-problems';
import { createProblemService } from './service';
import { cacheSolved } from './solved-cache';

/**
 * How long a signed-in user's solved set is reused. A submission judged by this process evicts its
 * user at once; one stored by another instance (or written behind the service) shows within this
 * bound, the same as the problem counters (COUNTER_REFRESH_MS).
 */
export const SOLVED_CACHE_TTL_MS = 2_000;

/**
 * The problem library and its judge (`/api/problems*`). Seeds `content/problems` before its routes
 * exist; every judged submission is announced as `problem.submitted`.
 */
export const problemsModule: FastifyPluginAsync = async (app) => {
  await seedProblems(app.db, { contentDir: app.config.contentDir, log: app.log, defer: seedAfterReady(app) });
  const repository = cacheSolved(createProblemRepository(app.db), { ttlMs: SOLVED_CACHE_TTL_MS });
  const service = createProblemService({
    repository,
    cache: createProblemCache(repository),
    files: new ProblemFilesCache(app.config.contentDir),
    executorFor: app.runnerFor,
    events: app.events,
    log: app.log,
  });
  await app.register(problemRoutes, { service, rateLimitPerMinute: app.config.judgeRateLimitPerMinute });
};

/** The active library, read for other modules (the problem of the day, review cards). */
export { firstAcceptedSolves, type LibraryProblem, listLibraryProblems } from './library-lookup';
export { ProblemFilesCache } from './problem-content';
export type { ProblemRow } from './problem-repository';
export { JUDGE_BUSY_MESSAGE, problemFileOf } from './service';
export { problems } from './tables';
