import type { FastifyPluginAsync } from 'fastify';
import { seedAfterReady } from '../../lib/seed-content';
import { createCourseCache } from './course-cache';
import { createCourseRepository } from './course-repository';
import { cacheProgress } from './progress-cache';
import { courseRoutes } from './routes';
import { seedCourses } from './seed-courses';
import { createCourseService } from './service';

/**
 * How long a user's progress is reused from memory. PGlite is embedded in this one process, so
 * every write passes through the cache and evicts: the TTL only bounds memory. With PostgreSQL
 * several API instances may share the database: this instance still reads its own writes at once
 * (evicted on write), and another instance's write shows here within the TTL, the same bound as the
 * problem counters (docs/decisions/024-ttl-caches.md: why a short TTL, not LISTEN/NOTIFY).
 */
export const PROGRESS_CACHE_TTL_MS = { pglite: 60_000, postgres: 2_000 } as const;

/**
 * DSA sheets and per-user progress (`/codingkaro/courses/*`, `/api/courses*`). Seeds `content/sheets`
 * before its routes exist, and completes its own sheet questions when a linked problem is Accepted.
 */
export const coursesModule: FastifyPluginAsync = async (app) => {
  await seedCourses(app.db, { contentDir: app.config.contentDir, log: app.log, defer: seedAfterReady(app) });
  const repository = cacheProgress(createCourseRepository(app.db), { ttlMs: PROGRESS_CACHE_TTL_MS[app.dbKind] });
  const service = createCourseService(repository, createCourseCache(repository.loadStructures), app.events);
  app.events.on('problem.submitted', (event) => service.onProblemSubmitted(event));
  await app.register(courseRoutes, { service });
};

/** Sheet questions read for other modules (review cards, the Today page). */
export { describeSheetQuestions, nextSheetQuestions, type SheetQuestionInfo } from './question-lookup';
