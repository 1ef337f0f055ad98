import { aliasedTable, and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/users-table';
import type { WeeklyWindow } from './slots';
import { mentorAvailability, mentorProfiles, mentorshipBookings } from './tables';

const mentors = aliasedTable(users, 'mentors');

export type BookingRow = typeof mentorshipBookings.$inferSelect & {
  mentorName: string;
  mentorEmail: string;
  mentorTimeZone: string;
  learnerName: string;
  learnerEmail: string;
};

/** A held (unpaid) one-time booking frees its slot for others after this long. */
export const PAYMENT_HOLD_MS = 30 * 60_000;

export function createBookingRepository(db: Database) {
  const selectBookings = () =>
    db
      .select({
        booking: mentorshipBookings,
        mentorName: mentors.name,
        mentorEmail: mentors.email,
        mentorTimeZone: sql<string>`coalesce(${mentorProfiles.timeZone}, 'UTC')`,
        learnerName: users.name,
        learnerEmail: users.email,
      })
      .from(mentorshipBookings)
      .innerJoin(users, eq(users.id, mentorshipBookings.learnerId))
      .innerJoin(mentors, eq(mentors.id, mentorshipBookings.mentorId))
      .leftJoin(mentorProfiles, eq(mentorProfiles.userId, mentorshipBookings.mentorId));
  type Selected = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>;
  const flatten = (rows: Selected): BookingRow[] => rows.map(({ booking, ...people }) => ({ ...booking, ...people }));

  /** Unpaid holds older than the hold window stop blocking their slot. */
  const releaseStaleHolds = (mentorId: string, startsAt: Date) =>
    db
      .update(mentorshipBookings)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(
        and(
          eq(mentorshipBookings.mentorId, mentorId),
          eq(mentorshipBookings.startsAt, startsAt),
          eq(mentorshipBookings.status, 'awaiting-payment'),
          lt(mentorshipBookings.createdAt, new Date(Date.now() - PAYMENT_HOLD_MS)),
        ),
      );

  return {
    async availability(mentorId: string): Promise<{ timeZone: string; windows: WeeklyWindow[] } | null> {
      const [profile] = await db.select().from(mentorProfiles).where(eq(mentorProfiles.userId, mentorId)).limit(1);
      if (!profile) return null;
      const windows = await db
        .select({
          weekday: mentorAvailability.weekday,
          startMinute: mentorAvailability.startMinute,
          endMinute: mentorAvailability.endMinute,
        })
        .from(mentorAvailability)
        .where(eq(mentorAvailability.mentorId, mentorId))
        .orderBy(asc(mentorAvailability.weekday), asc(mentorAvailability.startMinute));
      return { timeZone: profile.timeZone, windows };
    },

    async saveAvailability(mentorId: string, timeZone: string, windows: WeeklyWindow[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(mentorProfiles)
          .values({ userId: mentorId, timeZone })
          .onConflictDoUpdate({ target: mentorProfiles.userId, set: { timeZone, updatedAt: new Date() } });
        await tx.delete(mentorAvailability).where(eq(mentorAvailability.mentorId, mentorId));
        if (windows.length > 0) await tx.insert(mentorAvailability).values(windows.map((w) => ({ ...w, mentorId })));
      });
    },

    /** Mentors with a profile and at least one window. */
    async mentorsWithAvailability(): Promise<{ id: string; name: string; email: string; timeZone: string }[]> {
      return db
        .selectDistinct({ id: users.id, name: users.name, email: users.email, timeZone: mentorProfiles.timeZone })
        .from(mentorProfiles)
        .innerJoin(users, eq(users.id, mentorProfiles.userId))
        .innerJoin(mentorAvailability, eq(mentorAvailability.mentorId, mentorProfiles.userId))
        .orderBy(asc(users.name));
    },

    /** Starts already taken for this mentor from `from` on. */
    async takenStarts(mentorId: string, from: Date): Promise<Set<number>> {
      const rows = await db
        .select({
          startsAt: mentorshipBookings.startsAt,
          status: mentorshipBookings.status,
          createdAt: mentorshipBookings.createdAt,
        })
        .from(mentorshipBookings)
        .where(
          and(
            eq(mentorshipBookings.mentorId, mentorId),
            ne(mentorshipBookings.status, 'cancelled'),
            gte(mentorshipBookings.startsAt, from),
          ),
        );
      const holdCutoff = Date.now() - PAYMENT_HOLD_MS;
      return new Set(
        rows.filter((r) => r.status === 'confirmed' || r.createdAt.getTime() >= holdCutoff).map((r) => r.startsAt.getTime()),
      );
    },

    /** Inserts a booking; the slot's unique index refuses a second live booking (isUniqueViolation). */
    async create(values: {
      mentorId: string;
      learnerId: string;
      startsAt: Date;
      endsAt: Date;
      status: 'awaiting-payment' | 'confirmed';
      kind: 'one-time' | 'plan';
    }): Promise<string> {
      await releaseStaleHolds(values.mentorId, values.startsAt);
      const [row] = await db.insert(mentorshipBookings).values(values).returning({ id: mentorshipBookings.id });
      if (!row) throw new Error('booking insert returned nothing');
      return row.id;
    },

    /**
     * A plan booking inside the learner's monthly allowance, or null when it is used up. The count
     * and the insert run in one transaction holding the learner's row lock, so parallel plan
     * bookings of one learner take turns and cannot exceed the allowance together.
     */
    async createWithinAllowance(
      values: { mentorId: string; learnerId: string; startsAt: Date; endsAt: Date },
      month: { from: Date; to: Date; allowance: number },
    ): Promise<string | null> {
      await releaseStaleHolds(values.mentorId, values.startsAt);
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, values.learnerId)).for('update');
        const [used] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(mentorshipBookings)
          .where(
            and(
              eq(mentorshipBookings.learnerId, values.learnerId),
              eq(mentorshipBookings.kind, 'plan'),
              ne(mentorshipBookings.status, 'cancelled'),
              gte(mentorshipBookings.startsAt, month.from),
              lt(mentorshipBookings.startsAt, month.to),
            ),
          );
        if ((used?.count ?? 0) >= month.allowance) return null;
        const [row] = await tx
          .insert(mentorshipBookings)
          .values({ ...values, status: 'confirmed', kind: 'plan' })
          .returning({ id: mentorshipBookings.id });
        if (!row) throw new Error('booking insert returned nothing');
        return row.id;
      });
    },

    /**
     * A one-time session paid after its hold was released: confirmed again when it is still ahead
     * and its slot still free (the slot's unique index refuses it otherwise: isUniqueViolation).
     */
    async reinstatePaid(id: string, learnerId: string): Promise<boolean> {
      const rows = await db
        .update(mentorshipBookings)
        .set({ status: 'confirmed', cancelledAt: null })
        .where(
          and(
            eq(mentorshipBookings.id, id),
            eq(mentorshipBookings.learnerId, learnerId),
            eq(mentorshipBookings.kind, 'one-time'),
            eq(mentorshipBookings.status, 'cancelled'),
            gte(mentorshipBookings.startsAt, new Date()),
          ),
        )
        .returning({ id: mentorshipBookings.id });
      return rows.length > 0;
    },

    async setInterviewRoom(bookingId: string, roomId: string): Promise<void> {
      await db.update(mentorshipBookings).set({ interviewRoomId: roomId }).where(eq(mentorshipBookings.id, bookingId));
    },

    async find(id: string): Promise<BookingRow | undefined> {
      return flatten(await selectBookings().where(eq(mentorshipBookings.id, id)).limit(1))[0];
    },

    async listForLearner(learnerId: string): Promise<BookingRow[]> {
      return flatten(
        await selectBookings()
          .where(eq(mentorshipBookings.learnerId, learnerId))
          .orderBy(asc(mentorshipBookings.startsAt))
          .limit(100),
      );
    },

    async listForMentor(mentorId: string, from: Date): Promise<BookingRow[]> {
      return flatten(
        await selectBookings()
          .where(
            and(
              eq(mentorshipBookings.mentorId, mentorId),
              gte(mentorshipBookings.startsAt, from),
              ne(mentorshipBookings.status, 'cancelled'),
            ),
          )
          .orderBy(asc(mentorshipBookings.startsAt))
          .limit(200),
      );
    },

    /** Plan sessions (not cancelled) of this learner starting in [from, to). */
    async countPlanSessions(learnerId: string, from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(mentorshipBookings)
        .where(
          and(
            eq(mentorshipBookings.learnerId, learnerId),
            eq(mentorshipBookings.kind, 'plan'),
            ne(mentorshipBookings.status, 'cancelled'),
            gte(mentorshipBookings.startsAt, from),
            lt(mentorshipBookings.startsAt, to),
          ),
        );
      return row?.count ?? 0;
    },

    async confirmPaid(id: string, learnerId: string): Promise<boolean> {
      const rows = await db
        .update(mentorshipBookings)
        .set({ status: 'confirmed' })
        .where(
          and(
            eq(mentorshipBookings.id, id),
            eq(mentorshipBookings.learnerId, learnerId),
            eq(mentorshipBookings.status, 'awaiting-payment'),
          ),
        )
        .returning({ id: mentorshipBookings.id });
      return rows.length > 0;
    },

    async cancel(id: string): Promise<void> {
      await db
        .update(mentorshipBookings)
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where(and(eq(mentorshipBookings.id, id), ne(mentorshipBookings.status, 'cancelled')));
    },

    /** Moves a live booking; the unique index refuses a taken slot. */
    async move(id: string, mentorId: string, startsAt: Date, endsAt: Date): Promise<void> {
      await releaseStaleHolds(mentorId, startsAt);
      await db.update(mentorshipBookings).set({ startsAt, endsAt }).where(eq(mentorshipBookings.id, id));
    },
  };
}
export type BookingRepository = ReturnType<typeof createBookingRepository>;
