import {
  type Availability,
  type Booking,
  type CreateBookingRequest,
  MENTORSHIP_CHANGE_CUTOFF_HOURS,
  MENTORSHIP_SESSION_MINUTES,
  type MentorshipTier,
  type MyBookingsResponse,
  TIER_MONTHLY_SESSIONS,
} from '@codingkaro/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { PayableState } from '../../lib/payable-items';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { Mailer } from '../mail';
import type { BookingRepository, BookingRow } from './booking-repository';
import { type BookingChange, bookingEmails, bookingInvite, type InviteContext, lapsedPaymentEmails } from './emails';
import { clockToMinutes, minutesToClock, slotsFromAvailability } from './slots';

const CUTOFF_MS = MENTORSHIP_CHANGE_CUTOFF_HOURS * 60 * 60_000;
const SESSION_MS = MENTORSHIP_SESSION_MINUTES * 60_000;

export interface Person {
  id: string;
  email: string;
}

export interface BookingServiceDeps {
  bookings: BookingRepository;
  /** Whether this email is a mentor by configuration. */
  isMentor(email: string): boolean;
  activeTier(userId: string): Promise<MentorshipTier | null>;
  publicUrl: string;
  /** Invites are sent from this address (the mail sender). */
  organizer: InviteContext['organizer'];
  mailer: Pick<Mailer, 'sendLater'>;
  /** Told when a payment cannot be honoured (refund needed): SUPPORT_EMAIL, or the admins. */
  supportInbox: string[];
  log: FastifyBaseLogger;
  /** Makes the session's interview room (mentor interviews, learner is the candidate); answers its id. */
  createRoom?: (booking: { mentorId: string; learnerId: string; startsAt: Date; title: string }) => Promise<string>;
  now?: () => number;
}

const conflict = (message: string) => new AppError(409, message, 'CONFLICT');
export const SLOT_TAKEN = 'That slot was just taken. Please choose another.';

/** The calendar month (UTC) a session falls in, for the plan allowance. */
function monthOf(instant: number): [Date, Date] {
  const d = new Date(instant);
  return [
    new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)),
    new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)),
  ];
}

export function createBookingService(deps: BookingServiceDeps) {
  const { bookings, log } = deps;
  const now = deps.now ?? Date.now;
  const inviteContext: InviteContext = { publicUrl: deps.publicUrl, organizer: deps.organizer };

  /** Emails learner and mentor the updated invite, after the write and without holding up the request. */
  const announce = (id: string, change: BookingChange) =>
    deps.mailer.sendLater(async () => {
      const row = await bookings.find(id);
      return row ? bookingEmails(row, change, inviteContext, now()) : [];
    });

  /** The session's interview room, made at booking time, so its link is in every email and invite. */
  async function attachRoom(bookingId: string, slot: { mentorId: string; learnerId: string; startsAt: Date }) {
    if (!deps.createRoom) return;
    const row = await bookings.find(bookingId);
    const title = row ? `Mentorship: ${row.learnerName} with ${row.mentorName}` : 'Mentorship session';
    const roomId = await deps.createRoom({ ...slot, title });
    await bookings.setInterviewRoom(bookingId, roomId);
  }

  const toBooking = (row: BookingRow): Booking => ({
    id: row.id,
    status: row.status,
    kind: row.kind,
    mentor: { id: row.mentorId, name: row.mentorName, timeZone: row.mentorTimeZone },
    learner: { name: row.learnerName, email: row.learnerEmail },
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    interviewRoomUrl: row.interviewRoomId ? `${deps.publicUrl}/interview/${row.interviewRoomId}` : null,
    changeable: row.status !== 'cancelled' && row.startsAt.getTime() - now() >= CUTOFF_MS,
    createdAt: row.createdAt.toISOString(),
  });

  async function openSlots(mentorId: string): Promise<number[]> {
    const availability = await bookings.availability(mentorId);
    if (!availability) return [];
    const taken = await bookings.takenStarts(mentorId, new Date(now()));
    return slotsFromAvailability(availability.timeZone, availability.windows, now()).filter((start) => !taken.has(start));
  }

  /** A start the mentor offers (ignoring whether it is taken: the database decides that). */
  async function offeredStart(mentorId: string, startsAt: string): Promise<number> {
    const instant = Date.parse(startsAt);
    const availability = await bookings.availability(mentorId);
    if (!availability || !slotsFromAvailability(availability.timeZone, availability.windows, now()).includes(instant)) {
      throw badRequest('That time is not one of the mentor’s open slots.');
    }
    return instant;
  }

  /** Someone else's booking answers like a missing one; the mentor of a booking sees it too. */
  async function visible(person: Person, id: string): Promise<BookingRow> {
    const row = await bookings.find(id);
    if (!row || (row.learnerId !== person.id && row.mentorId !== person.id)) throw notFound('Booking not found');
    return row;
  }

  function requireChangeable(row: BookingRow) {
    if (row.status === 'cancelled') throw conflict('This booking is cancelled.');
    if (row.startsAt.getTime() - now() < CUTOFF_MS) {
      throw conflict(`Sessions can be changed until ${MENTORSHIP_CHANGE_CUTOFF_HOURS} hours before they start.`);
    }
  }

  async function planUsage(userId: string, tier: MentorshipTier, at: number) {
    const [from, to] = monthOf(at);
    return { tier, used: await bookings.countPlanSessions(userId, from, to), allowance: TIER_MONTHLY_SESSIONS[tier] };
  }

  return {
    async mentors() {
      return (await bookings.mentorsWithAvailability())
        .filter((m) => deps.isMentor(m.email))
        .map(({ id, name, timeZone }) => ({ id, name, timeZone }));
    },

    async slots(mentorId: string): Promise<string[]> {
      return (await openSlots(mentorId)).map((start) => new Date(start).toISOString());
    },

    async book(learner: Person, request: CreateBookingRequest): Promise<Booking> {
      if (learner.id === request.mentorId) throw badRequest('You cannot book a session with yourself.');
      const start = await offeredStart(request.mentorId, request.startsAt);
      const slot = {
        mentorId: request.mentorId,
        learnerId: learner.id,
        startsAt: new Date(start),
        endsAt: new Date(start + SESSION_MS),
      };
      try {
        let id: string;
        if (request.kind === 'plan') {
          const tier = await deps.activeTier(learner.id);
          if (!tier) throw new AppError(402, 'You have no active mentorship plan. Book a one-time session instead.', 'CONFLICT');
          const [from, to] = monthOf(start);
          const allowance = TIER_MONTHLY_SESSIONS[tier];
          const created = await bookings.createWithinAllowance(slot, { from, to, allowance });
          if (!created) {
            throw conflict(`Your plan's ${allowance} session(s) for that month are booked. Book a one-time session instead.`);
          }
          id = created;
          await attachRoom(id, slot);
          announce(id, 'confirmed');
        } else {
          id = await bookings.create({ ...slot, status: 'awaiting-payment', kind: 'one-time' });
          await attachRoom(id, slot);
        }
        log.info({ bookingId: id, kind: request.kind }, 'mentorship session booked');
        return toBooking((await bookings.find(id)) as BookingRow);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(SLOT_TAKEN);
        throw error;
      }
    },

    async mine(learner: Person): Promise<Omit<MyBookingsResponse, 'success'>> {
      const tier = await deps.activeTier(learner.id);
      return {
        bookings: (await bookings.listForLearner(learner.id)).map(toBooking),
        plan: tier ? await planUsage(learner.id, tier, now()) : null,
      };
    },

    async forMentor(mentor: Person): Promise<Booking[]> {
      return (await bookings.listForMentor(mentor.id, new Date(now() - SESSION_MS))).map(toBooking);
    },

    /** For an order's reference: the payer's own one-time booking, and whether it waits for payment. */
    async payableState(learnerId: string, bookingId: string): Promise<PayableState | null> {
      const row = await bookings.find(bookingId);
      if (!row || row.learnerId !== learnerId || row.kind !== 'one-time') return null;
      return row.status === 'awaiting-payment' ? 'awaiting-payment' : 'not-payable';
    },

    /**
     * The verified payment event for a one-time session: its held booking becomes confirmed. A
     * payment that arrives after the hold was released is confirmed still when the slot is free;
     * otherwise the support inbox is told to refund it and the learner that the slot is gone.
     */
    async grantPaid(learnerId: string, bookingId: string, orderId?: string): Promise<void> {
      if (await bookings.confirmPaid(bookingId, learnerId)) {
        log.info({ bookingId }, 'mentorship session paid');
        announce(bookingId, 'confirmed');
        return;
      }
      const row = await bookings.find(bookingId);
      if (!row || row.learnerId !== learnerId || row.kind !== 'one-time') {
        log.warn({ bookingId, orderId }, 'session payment did not match a booking of this learner');
        return;
      }
      if (row.status === 'confirmed') return;
      try {
        if (await bookings.reinstatePaid(bookingId, learnerId)) {
          log.info({ bookingId }, 'mentorship session paid after its hold lapsed: slot still free, confirmed');
          announce(bookingId, 'confirmed');
          return;
        }
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      log.error({ bookingId, orderId }, 'mentorship session paid after its slot was given away: refund needed');
      deps.mailer.sendLater(() =>
        lapsedPaymentEmails(row, { orderId: orderId ?? null, supportInbox: deps.supportInbox, publicUrl: deps.publicUrl }),
      );
    },

    async cancel(person: Person, id: string): Promise<Booking> {
      const row = await visible(person, id);
      requireChangeable(row);
      await bookings.cancel(id);
      if (row.status === 'confirmed') announce(id, 'cancelled');
      return toBooking((await bookings.find(id)) as BookingRow);
    },

    async reschedule(person: Person, id: string, startsAt: string): Promise<Booking> {
      const row = await visible(person, id);
      requireChangeable(row);
      const start = await offeredStart(row.mentorId, startsAt);
      if (row.kind === 'plan') {
        const [from] = monthOf(start);
        const sameMonth = monthOf(row.startsAt.getTime())[0].getTime() === from.getTime();
        const tier = await deps.activeTier(row.learnerId);
        if (!sameMonth && tier) {
          const usage = await planUsage(row.learnerId, tier, start);
          if (usage.used >= usage.allowance) throw conflict(`Your plan's sessions for that month are booked.`);
        }
      }
      try {
        await bookings.move(id, row.mentorId, new Date(start), new Date(start + SESSION_MS));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(SLOT_TAKEN);
        throw error;
      }
      if (row.status === 'confirmed') announce(id, 'rescheduled');
      return toBooking((await bookings.find(id)) as BookingRow);
    },

    async invite(person: Person, id: string): Promise<string> {
      const row = await visible(person, id);
      if (row.status === 'awaiting-payment') throw conflict('The invite is ready once the session is paid.');
      return bookingInvite(row, inviteContext, now());
    },

    async availability(mentor: Person): Promise<Availability> {
      const saved = await bookings.availability(mentor.id);
      return {
        timeZone: saved?.timeZone ?? 'Asia/Kolkata',
        windows: (saved?.windows ?? []).map((w) => ({
          weekday: w.weekday,
          start: minutesToClock(w.startMinute),
          end: minutesToClock(w.endMinute),
        })),
      };
    },

    async saveAvailability(mentor: Person, availability: Availability): Promise<Availability> {
      const windows = availability.windows.map((w) => ({
        weekday: w.weekday,
        startMinute: clockToMinutes(w.start),
        endMinute: clockToMinutes(w.end),
      }));
      await bookings.saveAvailability(mentor.id, availability.timeZone, windows);
      return this.availability(mentor);
    },
  };
}
export type BookingService = ReturnType<typeof createBookingService>;
