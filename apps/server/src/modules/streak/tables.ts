import { date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per user and local date with practice. The date is fixed when the first practice of that
 * day is recorded, in the zone the user was in at that moment, and never re-bucketed afterwards.
 * Per-day counters (not a row per event) keep the table small: compiler runs alone can be many a day.
 * user_id is the auth module's users.id (no foreign key: modules do not reach into each other's tables).
 */
export const practiceDays = pgTable(
  'practice_days',
  {
    userId: uuid('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The IANA zone the day was computed in (the zone of the day's first practice). */
    timeZone: text('time_zone').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    submissions: integer('submissions').notNull().default(0),
    sheetQuestions: integer('sheet_questions').notNull().default(0),
    codeRuns: integer('code_runs').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** The zone a user's client last reported (by the streak update call), used when an event carries none. */
export const streakTimeZones = pgTable('streak_time_zones', {
  userId: uuid('user_id').primaryKey(),
  timeZone: text('time_zone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
