import {
  AvailabilityResponseSchema,
  AvailabilitySchema,
  BookingListResponseSchema,
  BookingParamsSchema,
  BookingResponseSchema,
  CreateBookingRequestSchema,
  MentorListResponseSchema,
  MyBookingsResponseSchema,
  RescheduleRequestSchema,
  SlotListResponseSchema,
  SlotQuerySchema,
} from '@codingkaro/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { perUserRateLimitKey } from '../../lib/rate-limit-key';
import type { BookingService } from './booking-service';

export interface MentorshipRouteDeps {
  bookings: BookingService;
}

const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perUserRateLimitKey } };

export const mentorshipRoutes: FastifyPluginAsync<MentorshipRouteDeps> = async (plainApp, { bookings }) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();

  app.get('/api/mentorship/mentors', { schema: { response: { 200: MentorListResponseSchema } } }, async () => ({
    success: true as const,
    mentors: await bookings.mentors(),
  }));

  app.get(
    '/api/mentorship/slots',
    { schema: { querystring: SlotQuerySchema, response: { 200: SlotListResponseSchema } } },
    async (request) => ({ success: true as const, slots: await bookings.slots(request.query.mentorId) }),
  );

  app.post(
    '/api/mentorship/bookings',
    { config: writeLimit, schema: { body: CreateBookingRequestSchema, response: { 200: BookingResponseSchema } } },
    async (request) => ({ success: true as const, booking: await bookings.book(await request.requireUser(), request.body) }),
  );

  app.get('/api/mentorship/bookings', { schema: { response: { 200: MyBookingsResponseSchema } } }, async (request) => ({
    success: true as const,
    ...(await bookings.mine(await request.requireUser())),
  }));

  app.post(
    '/api/mentorship/bookings/:id/cancel',
    { config: writeLimit, schema: { params: BookingParamsSchema, response: { 200: BookingResponseSchema } } },
    async (request) => ({
      success: true as const,
      booking: await bookings.cancel(await request.requireUser(), request.params.id),
    }),
  );

  app.post(
    '/api/mentorship/bookings/:id/reschedule',
    {
      config: writeLimit,
      schema: { params: BookingParamsSchema, body: RescheduleRequestSchema, response: { 200: BookingResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      booking: await bookings.reschedule(await request.requireUser(), request.params.id, request.body.startsAt),
    }),
  );

  app.get('/api/mentorship/bookings/:id/invite.ics', { schema: { params: BookingParamsSchema } }, async (request, reply) => {
    const calendar = await bookings.invite(await request.requireUser(), request.params.id);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="codingkaro-mentorship.ics"')
      .header('cache-control', 'private, no-store')
      .send(calendar);
  });

  app.get(
    '/api/staff/mentorship/availability',
    { schema: { response: { 200: AvailabilityResponseSchema } } },
    async (request) => {
      const mentor = await request.requireRole('mentor');
      return { success: true as const, availability: await bookings.availability(mentor) };
    },
  );

  app.put(
    '/api/staff/mentorship/availability',
    { config: writeLimit, schema: { body: AvailabilitySchema, response: { 200: AvailabilityResponseSchema } } },
    async (request) => {
      const mentor = await request.requireRole('mentor');
      return { success: true as const, availability: await bookings.saveAvailability(mentor, request.body) };
    },
  );

  app.get('/api/staff/mentorship/bookings', { schema: { response: { 200: BookingListResponseSchema } } }, async (request) => {
    const mentor = await request.requireRole('mentor');
    return { success: true as const, bookings: await bookings.forMentor(mentor) };
  });
};
