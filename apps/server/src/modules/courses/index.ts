import type { FastifyPluginAsync } from 'fastify';
import { createCourseRepository } from './course-repository';
import { courseRoutes } from './routes';
import { seedCourses } from './seed-courses';
import { createCourseService } from './service';

/**
 * DSA sheets and per-user progress (`/codingkaro/courses/*`, `/api/courses*`). Seeds `content/sheets`
 * before its routes exist, and completes its own sheet questions when a linked problem is Accepted.
 */
export const coursesModule: FastifyPluginAsync = async (app) => {
  await seedCourses(app.db, { contentDir: app.config.contentDir, log: app.log });
  const service = createCourseService(createCourseRepository(app.db), app.events);
  app.events.on('problem.submitted', (event) => service.onProblemSubmitted(event));
  await app.register(courseRoutes, { service });
};
