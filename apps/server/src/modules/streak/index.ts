import type { FastifyPluginAsync } from 'fastify';
import { createPracticeDayRepository } from './practice-day-repository';
import { streakRoutes } from './routes';
import { createStreakService } from './service';

/**
 * The daily streak (`GET /api/streak`, `POST /api/streak/update`). Practice is recorded from the
 * problems, courses and compiler modules' domain events, never by those modules calling in.
 */
export const streakModule: FastifyPluginAsync = async (app) => {
  const service = createStreakService({ repo: createPracticeDayRepository(app.db) });
  app.events.on('problem.submitted', (event) => service.recordPractice(event, 'submission'));
  app.events.on('sheet-question.completed', (event) => service.recordPractice(event, 'sheetQuestion'));
  app.events.on('code.executed', (event) => service.recordPractice(event, 'codeRun'));
  await app.register(streakRoutes, { service });
};

/** Local-calendar arithmetic in IANA zones, for modules that count days as the streak does. */
export { addDays, endOfLocalDay, localDate } from './local-day';
