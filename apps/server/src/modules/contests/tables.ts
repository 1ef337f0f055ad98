import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/users-table';

/** Contests as their platforms last described them, one row per (platform, external id). */
export const contests = pgTable(
  'contests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: text('platform').notNull(),
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    durationSeconds: integer('duration_seconds'),
    url: text('url').notNull(),
    /** The platform itself says the contest is over (Codeforces phase, CodeChef past list, AtCoder recent table). */
    finished: boolean('finished').notNull().default(false),
    series: text('series'),
    solutionLink: text('solution_link'),
    /** iCalendar SEQUENCE: bumped whenever the start or duration changes. */
    sequence: integer('sequence').notNull().default(0),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contests_platform_external_id').on(t.platform, t.externalId),
    index('contests_start_time').on(t.startTime),
  ],
);

/** Per platform: when its contests were last fetched, and why the latest attempts failed. */
export const contestSources = pgTable('contest_sources', {
  platform: text('platform').primaryKey(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  failingSince: timestamp('failing_since', { withTimezone: true }),
  lastError: text('last_error'),
});

/** One row ('contests'): when a refresh last started, claimed under an advisory lock so instances run it once. */
export const contestRefreshRuns = pgTable('contest_refresh_runs', {
  job: text('job').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * A signed-in user's "remind me N minutes before" on a contest (several lead times per contest).
 * `due_at` = the contest's start minus the lead, kept in step when the platform moves the start;
 * `sent_at` is set when one instance claims it (claimed once, sent at most once).
 */
export const contestReminders = pgTable(
  'contest_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    leadMinutes: integer('lead_minutes').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The viewer's IANA zone when it was set, so the email shows the start in local time (null: UTC). */
    timeZone: text('time_zone'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** What the claim led to: sent, logged (no SMTP: outbox), failed, skipped-started, skipped-no-email. */
    outcome: text('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contest_reminders_user_contest_lead').on(t.userId, t.contestId, t.leadMinutes),
    index('contest_reminders_due').on(t.dueAt).where(sql`${t.sentAt} is null`),
    index('contest_reminders_contest').on(t.contestId),
  ],
);
