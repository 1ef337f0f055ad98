import type { BookingStatus } from '@codingkaro/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/users-table';

/** A mentor's booking settings: the IANA zone their weekly availability is written in. */
export const mentorProfiles = pgTable('mentor_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One weekly window, in the mentor's zone (minutes after local midnight). */
export const mentorAvailability = pgTable(
  'mentor_availability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentorProfiles.userId, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (table) => [index('mentor_availability_mentor_idx').on(table.mentorId)],
);

export const mentorshipBookings = pgTable(
  'mentorship_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<BookingStatus>().notNull(),
    kind: text('kind').$type<'one-time' | 'plan'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The session's interview room, made at booking time (interview_rooms; the foreign key is in migration 0023). */
    interviewRoomId: uuid('interview_room_id'),
  },
  (table) => [
    // No double booking: one live booking per mentor and start, enforced by the database.
    uniqueIndex('mentorship_bookings_slot_idx').on(table.mentorId, table.startsAt).where(sql`${table.status} <> 'cancelled'`),
    index('mentorship_bookings_learner_idx').on(table.learnerId, table.startsAt),
  ],
);
