import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/users-table';

/**
 * A spaced-repetition card: a library problem the learner had Accepted (`kind` problem, `ref` its
 * slug) or a sheet question they marked for revision (`kind` question, `ref` the question id). The
 * FSRS columns are ts-fsrs's `Card` fields as the library returns them. A problem row exists from the
 * first submission (to time the first solve) and becomes a card when `activated_at` is set.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'problem' | 'question'>().notNull(),
    ref: text('ref').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: integer('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    /** First submission of the problem (times the first solve). */
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    /** First submission to first Accepted, in ms. */
    firstSolveMs: integer('first_solve_ms'),
    lastSolvedAt: timestamp('last_solved_at', { withTimezone: true }),
    /** The current attempt (first solve, or the review in progress once due): wrong submissions so far. */
    attemptWrong: integer('attempt_wrong').notNull().default(0),
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }),
    /** Accepted again since it came due: waits for the learner's rating. */
    reviewSolvedAt: timestamp('review_solved_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** The problem left the library or the question was unflagged or removed: kept, never shown. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('review_cards_user_kind_ref_key').on(table.userId, table.kind, table.ref),
    index('review_cards_user_due_idx')
      .on(table.userId, table.due)
      .where(sql`${table.activatedAt} is not null and ${table.retiredAt} is null`),
  ],
);

/** One rating of a card, as the scheduler logged it (the learner's exportable review history). */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => reviewCards.id, { onDelete: 'cascade' }),
    rating: text('rating').notNull(),
    /** The rating pre-selected for the learner (null: first solve or no suggestion). */
    suggestedRating: text('suggested_rating'),
    wrongSubmissions: integer('wrong_submissions'),
    /** FSRS state before the review. */
    state: integer('state').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    nextDue: timestamp('next_due', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('review_logs_user_idx').on(table.userId, table.reviewedAt)],
);

/** The problem of the day a learner solved, by their local date then. */
export const dailyProblemSolves = pgTable(
  'daily_problem_solves',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    slug: text('slug').notNull(),
    solvedAt: timestamp('solved_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * Users whose past Accepted solves (from before review cards existed) were turned into cards: once each,
 * so a reset of the cards is not undone by the next visit.
 */
export const reviewBackfills = pgTable('review_backfills', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Opt-in daily reminder email, at a local hour in the learner's zone. */
export const dailyReminders = pgTable(
  'daily_reminders',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    hour: integer('hour').notNull(),
    timeZone: text('time_zone').notNull(),
    /** Random, for the sign-in-free unsubscribe link. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** The local date of the last email sent (at most one a day). */
    lastSentDay: date('last_sent_day', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('daily_reminders_token_key').on(table.unsubscribeToken),
    index('daily_reminders_enabled_idx').on(table.userId).where(sql`${table.enabled}`),
  ],
);
