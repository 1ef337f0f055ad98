import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeSheetQuestions, nextSheetQuestions } from '../courses';
import { firstAcceptedSolves, type LibraryProblem, listLibraryProblems } from '../problems';
import { createCardRepository } from './card-repository';
import { createReminderRepository } from './reminder-repository';
import { createDailyReminderService } from './reminder-service';
import { dailyRoutes } from './routes';
import { everyInterval } from './schedule';
import { createDailyService } from './service';

/** How long the library list (the problem-of-the-day pool) is reused. */
const LIBRARY_TTL_MS = 60_000;

/**
 * Daily practice (`/api/daily/*`): the problem of the day, FSRS review cards and the Today page,
 * plus the opt-in reminder email. Cards come from `problem.submitted` and `sheet-question.flagged`.
 */
export const dailyModule: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const shift = (at: Date) => new Date(at.getTime() + offsetMs);

  let library: { at: number; list: Promise<LibraryProblem[]> } | null = null;
  const loadLibrary = () => {
    if (!library || Date.now() - library.at > LIBRARY_TTL_MS) {
      const list = listLibraryProblems(db);
      library = { at: Date.now(), list };
      list.catch(() => {
        library = null;
      });
    }
    return library.list;
  };

  const cards = createCardRepository(db);
  const reminderRepo = createReminderRepository(db);
  const service = createDailyService({
    cards,
    reminders: reminderRepo,
    library: loadLibrary,
    describeQuestions: (ids) => describeSheetQuestions(db, ids),
    nextQuestions: (userId) => nextSheetQuestions(db, userId),
    pastSolves: (userId) => firstAcceptedSolves(db, userId),
    now,
    shift,
  });
  const reminders = createDailyReminderService({
    reminders: reminderRepo,
    cards,
    daily: service,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    log: app.log,
    now,
  });
  app.events.on('problem.submitted', (event) => service.onProblemSubmitted(event));
  app.events.on('sheet-question.flagged', (event) => service.onQuestionFlagged(event));
  await app.register(dailyRoutes, { service, reminders, emailDelivery: app.mailer.smtpConfigured });

  if (config.daily.testClock) {
    app.log.warn('DAILY_TEST_CLOCK is on: PUT /api/internal/daily-clock moves the daily practice clock (tests only)');
    app
      .withTypeProvider<ZodTypeProvider>()
      .put(
        '/api/internal/daily-clock',
        { schema: { body: z.object({ offsetMinutes: z.number().int().min(0).max(525_600) }) } },
        async (request) => {
          offsetMs = request.body.offsetMinutes * 60_000;
          return { success: true as const, now: now().toISOString() };
        },
      );
  }

  if (config.daily.reminderSweepMs > 0) {
    const sweeps = everyInterval(
      config.daily.reminderSweepMs,
      () => reminders.sweep(),
      (error) => app.log.error({ err: error }, 'daily reminder sweep failed'),
    );
    app.addHook('onReady', async () => sweeps.start());
    app.addHook('onClose', async () => sweeps.stop());
  }
};
