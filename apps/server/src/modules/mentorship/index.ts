import type { FastifyPluginAsync } from 'fastify';
import { rolesOf } from '../../plugins/authorization';
import { createScheduledRoom } from '../interview';
import { senderOf } from '../mail';
import { createPaymentsReader } from '../payments';
import { createBookingRepository } from './booking-repository';
import { createBookingService } from './booking-service';
import { mentorshipRoutes } from './routes';

/**
 * Mentorship booking (`/api/mentorship/*`, mentor screens `/api/staff/mentorship/*`): weekly
 * availability in the mentor's zone, one-hour slots, no double booking (a unique index), one-time
 * sessions confirmed on the verified `payment.succeeded` event. 404 when FEATURE_MENTORSHIP is false.
 */
export const mentorshipModule: FastifyPluginAsync = async (app) => {
  const { services, publicUrl } = app.config;
  if (!services.features.mentorship) return;
  const payments = createPaymentsReader(app.db);
  const bookings = createBookingService({
    bookings: createBookingRepository(app.db),
    isMentor: (email) => rolesOf(services.roleEmails, email).includes('mentor'),
    activeTier: payments.activeTier,
    publicUrl,
    organizer: senderOf(app.config.mail),
    mailer: app.mailer,
    supportInbox: services.supportEmail ? [services.supportEmail] : services.roleEmails.admin,
    log: app.log,
    createRoom: (booking) =>
      createScheduledRoom(app.db, {
        title: booking.title,
        interviewerId: booking.mentorId,
        candidateId: booking.learnerId,
        startsAt: booking.startsAt,
        roomTtlMs: app.config.interview.roomTtlMs,
      }),
  });
  app.payables.register('mentorship-session', bookings.payableState);
  app.events.on('payment.succeeded', async (event) => {
    if (event.product === 'mentorship-session' && event.reference)
      await bookings.grantPaid(event.userId, event.reference, event.orderId);
  });
  await app.register(mentorshipRoutes, { bookings });
};
