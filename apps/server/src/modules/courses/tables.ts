import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/users-table';

/** A course seeded from content/sheets/<slug>.json. `contentHash` lets start-up skip unchanged files. */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    level: text('level').notNull(),
    skills: jsonb('skills').$type<string[]>().notNull(),
    problemCountLabel: text('problem_count_label'),
    color: text('color').notNull(),
    source: jsonb('source').$type<{ name: string; url: string | null; notes: string }>().notNull(),
    position: integer('position').notNull().default(0),
    contentHash: text('content_hash').notNull(),
    /** Set when the course file disappeared from content/; the course is hidden but progress is kept. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('courses_slug_key').on(table.slug),
    uniqueIndex('courses_name_lower_key').on(sql`lower(${table.name})`),
  ],
);

export const courseDays = pgTable(
  'course_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    dayNumber: integer('day_number').notNull(),
    dayTitle: text('day_title').notNull(),
  },
  (table) => [uniqueIndex('course_days_course_day_key').on(table.courseId, table.dayNumber)],
);

/**
 * A sheet question. `key` comes from the content file and is stable, so the row (and its id, and the
 * users' progress) survives re-seeds, edits and reordering. A question removed from the content is
 * retired (hidden), never deleted, so progress comes back if it returns.
 */
export const courseQuestions = pgTable(
  'course_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Null only for retired questions whose day disappeared. */
    dayId: uuid('day_id').references(() => courseDays.id, { onDelete: 'set null' }),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    difficulty: text('difficulty').$type<'Easy' | 'Medium' | 'Hard'>(),
    article: text('article'),
    youtube: text('youtube'),
    practice: text('practice'),
    altPractice: text('alt_practice'),
    task: text('task'),
    /** Slug of the library problem this question is (content/problems/<slug>), when there is one. */
    problemSlug: text('problem_slug'),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('course_questions_course_key_key').on(table.courseId, table.key),
    index('course_questions_day_position_idx').on(table.dayId, table.position),
    index('course_questions_problem_slug_idx').on(table.problemSlug).where(sql`${table.problemSlug} is not null`),
  ],
);

/**
 * One user's progress on one question. Each field is written by a single-column upsert, so
 * concurrent updates of different fields never overwrite each other.
 */
export const questionProgress = pgTable(
  'question_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => courseQuestions.id, { onDelete: 'cascade' }),
    status: boolean('status').notNull().default(false),
    forRevision: boolean('for_revision').notNull().default(false),
    notes: text('notes').notNull().default(''),
    /** Last time the question was marked done/undone or flagged/unflagged for revision. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questionId], name: 'question_progress_pkey' }),
    index('question_progress_revision_idx').on(table.userId, table.reviewedAt).where(sql`${table.forRevision}`),
    index('question_progress_question_idx').on(table.questionId),
  ],
);
