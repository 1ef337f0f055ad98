import { z } from 'zod';
import { MentorshipTierSchema } from './services';

/**
 * Mentorship booking: mentors publish weekly availability in their own IANA time zone; learners see
 * open one-hour slots (as UTC instants, shown in the viewer's zone) and book one.
 */
export const MENTORSHIP_SESSION_MINUTES = 60;
/** How far ahead slots are offered. */
export const MENTORSHIP_BOOKING_DAYS = 14;
/** Cancelling and rescheduling close this long before the session. */
export const MENTORSHIP_CHANGE_CUTOFF_HOURS = 24;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use a time like 09:30');

export const AvailabilityWindowSchema = z
  .object({
    /** 0 = Sunday ... 6 = Saturday, in the mentor's time zone. */
    weekday: z.number().int().min(0).max(6),
    start: clock,
    end: clock,
  })
  .refine((w) => w.start < w.end, { message: 'The window must end after it starts', path: ['end'] });
export type AvailabilityWindow = z.infer<typeof AvailabilityWindowSchema>;

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const AvailabilitySchema = z.object({
  timeZone: z.string().min(1).max(64).refine(isTimeZone, 'Choose a valid time zone'),
  windows: z.array(AvailabilityWindowSchema).max(50),
});
export type Availability = z.infer<typeof AvailabilitySchema>;
export const AvailabilityResponseSchema = z.object({ success: z.literal(true), availability: AvailabilitySchema });

export const MentorSchema = z.object({ id: z.string().uuid(), name: z.string(), timeZone: z.string() });
export type Mentor = z.infer<typeof MentorSchema>;
export const MentorListResponseSchema = z.object({ success: z.literal(true), mentors: z.array(MentorSchema) });

export const SlotQuerySchema = z.object({ mentorId: z.string().uuid() });
export const SlotListResponseSchema = z.object({
  success: z.literal(true),
  /** Open session start instants (ISO, UTC), soonest first. */
  slots: z.array(z.string()),
});

export const BookingStatusSchema = z.enum(['awaiting-payment', 'confirmed', 'cancelled']);
export type BookingStatus = z.infer<typeof BookingStatusSchema>;
export const BookingKindSchema = z.enum(['one-time', 'plan']);

export const BookingSchema = z.object({
  id: z.string().uuid(),
  status: BookingStatusSchema,
  kind: BookingKindSchema,
  mentor: z.object({ id: z.string().uuid(), name: z.string(), timeZone: z.string() }),
  learner: z.object({ name: z.string(), email: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The session's live interview room (made at booking time), or null for bookings from before rooms existed. */
  interviewRoomUrl: z.string().nullable(),
  /** Whether cancelling and rescheduling are still open (until 24 h before). */
  changeable: z.boolean(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof BookingSchema>;

export const CreateBookingRequestSchema = z.object({
  mentorId: z.string().uuid(),
  startsAt: z.string().datetime({ offset: true }),
  /** 'plan' uses the active mentorship tier's monthly allowance; 'one-time' is paid per session. */
  kind: BookingKindSchema,
});
export type CreateBookingRequest = z.infer<typeof CreateBookingRequestSchema>;
export const RescheduleRequestSchema = z.object({ startsAt: z.string().datetime({ offset: true }) });
export const BookingParamsSchema = z.object({ id: z.string().uuid() });
export const BookingResponseSchema = z.object({ success: z.literal(true), booking: BookingSchema });

export const MyBookingsResponseSchema = z.object({
  success: z.literal(true),
  bookings: z.array(BookingSchema),
  /** The active tier and this month's plan sessions (null without an active subscription). */
  plan: z.object({ tier: MentorshipTierSchema, used: z.number().int(), allowance: z.number().int() }).nullable(),
});
export type MyBookingsResponse = z.infer<typeof MyBookingsResponseSchema>;
export const BookingListResponseSchema = z.object({ success: z.literal(true), bookings: z.array(BookingSchema) });
