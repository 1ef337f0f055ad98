import {
  DAILY_MESSAGES,
  DailyProblemsQuerySchema,
  DailyProblemsResponseSchema,
  DailyReminderResponseSchema,
  DailyReminderSettingsSchema,
  DueCountResponseSchema,
  ProblemOfTheDayResponseSchema,
  RateReviewRequestSchema,
  RateReviewResponseSchema,
  ResetCardsResponseSchema,
  ReviewCardParamsSchema,
  TodayResponseSchema,
  UnsubscribeQuerySchema,
} from '@codingkaro/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DailyReminderService } from './reminder-service';
import type { DailyService } from './service';

export interface DailyRouteDeps {
  service: DailyService;
  reminders: DailyReminderService;
  emailDelivery: boolean;
}

const page = (heading: string, text: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${heading}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.4rem">${heading}</h1><p>${text}</p><p><a href="/today">Open Today</a></p></body></html>`;

export const dailyRoutes: FastifyPluginAsync<DailyRouteDeps> = async (plainApp, { service, reminders, emailDelivery }) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const viewerId = async (request: { session(): Promise<{ user: { id: string } } | null> }) =>
    (await request.session())?.user.id ?? null;

  app.get('/api/daily/problem', { schema: { response: { 200: ProblemOfTheDayResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, ...(await service.problemOfTheDay(await viewerId(request), request.clientDayZone())) };
  });

  app.get(
    '/api/daily/problems',
    { schema: { querystring: DailyProblemsQuerySchema, response: { 200: DailyProblemsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const list = await service.pastProblems(await viewerId(request), request.clientDayZone(), request.query.month);
      return { success: true as const, ...list };
    },
  );

  app.get('/api/daily/today', { schema: { response: { 200: TodayResponseSchema } } }, async (request, reply) => {
    const user = await request.requireUser();
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, ...(await service.today(user.id, request.clientTimeZone())) };
  });

  app.get('/api/daily/due-count', { schema: { response: { 200: DueCountResponseSchema } } }, async (request, reply) => {
    const user = await request.requireUser();
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, dueCount: await service.dueCount(user.id) };
  });

  app.post(
    '/api/daily/cards/:cardId/review',
    { schema: { params: ReviewCardParamsSchema, body: RateReviewRequestSchema, response: { 200: RateReviewResponseSchema } } },
    async (request) => {
      const user = await request.requireUser();
      return { success: true as const, ...(await service.rate(user.id, request.params.cardId, request.body.rating)) };
    },
  );

  app.get('/api/daily/reviews.csv', async (request, reply) => {
    const user = await request.requireUser();
    const csv = await service.exportCsv(user.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="codingkaro-reviews.csv"')
      .header('cache-control', 'private, no-store')
      .send(csv);
  });

  app.delete('/api/daily/cards', { schema: { response: { 200: ResetCardsResponseSchema } } }, async (request) => {
    const user = await request.requireUser();
    return { success: true as const, deleted: await service.reset(user.id) };
  });

  app.get('/api/daily/reminders', { schema: { response: { 200: DailyReminderResponseSchema } } }, async (request, reply) => {
    const user = await request.requireUser();
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, reminder: await reminders.get(user.id, request.clientTimeZone()), emailDelivery };
  });

  app.put(
    '/api/daily/reminders',
    { schema: { body: DailyReminderSettingsSchema, response: { 200: DailyReminderResponseSchema } } },
    async (request) => {
      const user = await request.requireUser();
      return { success: true as const, reminder: await reminders.save(user.id, request.body), emailDelivery };
    },
  );

  // The email's link: works without signing in (the token is the proof), answers a small page.
  app.get('/api/daily/reminders/unsubscribe', { schema: { querystring: UnsubscribeQuerySchema } }, async (request, reply) => {
    const done = await reminders.unsubscribe(request.query.token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!done) return reply.status(404).send(page('Link not recognised', 'This unsubscribe link is not valid any more.'));
    return page('Unsubscribed', DAILY_MESSAGES.unsubscribed);
  });
};
