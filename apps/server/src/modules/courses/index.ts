import type { FastifyPluginAsync } from 'fastify';
import { seedAfterReady } from '../../lib/seed-content';
import { createCourseCache } from './course-cache';
import { createCourseRepository } from './course-repository';
import { courseRoutes } from './routes';
import { seedCourses } from './seed-courses';
import { createCourseService } from './service';

/**
 * DSA sheets and per-user progress (`/codingkaro/courses/*`, `/api/courses*`). Seeds `content/sheets`
 * before its routes exist, and completes its own sheet questions when a linked problem is Accepted.
 */
export const coursesModule: FastifyPluginAsync = async (app) => {
  await seedCourses(app.db, { contentDir: app.config.contentDir, log: app.log, defer: seedAfterReady(app) });
  const repository = createCourseRepository(app.db);
  const service = createCourseService(repository, createCourseCache(repository.loadStructures), app.events);
  app.events.on('problem.submitted', (event) => service.onProblemSubmitted(event));
  await app.register(courseRoutes, { service });
};
