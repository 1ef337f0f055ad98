import type { CompareMode, Signature } from '@codingkaro/judge';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/users-table';

export interface ProblemExampleRow {
  /** Display form, as the judge formats a test's input: `nums = [2,7,11,15], target = 9`. */
  input: string;
  output: string;
  explanation?: string;
}

/** An example in the JSON form the judge runs (the Run button's tests). */
export interface ProblemExampleCase {
  args: unknown[];
  expected: unknown;
}

/**
 * A library problem seeded from content/problems/<slug>/. Hidden tests (tests.json) stay on disk and
 * are loaded by the judge on demand. `contentHash` lets start-up skip unchanged problems; a problem
 * whose folder disappeared is retired (hidden), its submissions kept.
 */
export const problems = pgTable(
  'problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    difficulty: text('difficulty').$type<'Easy' | 'Medium' | 'Hard'>().notNull(),
    /** 1 Easy, 2 Medium, 3 Hard: sorting and filtering by difficulty use it. */
    difficultyRank: integer('difficulty_rank').notNull(),
    topics: text('topics').array().notNull(),
    order: integer('order').notNull(),
    premium: boolean('premium').notNull().default(false),
    statementHtml: text('statement_html').notNull(),
    editorialHtml: text('editorial_html').notNull(),
    examples: jsonb('examples').$type<ProblemExampleRow[]>().notNull(),
    exampleCases: jsonb('example_cases').$type<ProblemExampleCase[]>().notNull(),
    constraints: jsonb('constraints').$type<string[]>().notNull(),
    signature: jsonb('signature').$type<Signature>().notNull(),
    compare: text('compare').$type<CompareMode>().notNull(),
    timeLimitMs: integer('time_limit_ms').notNull(),
    contentHash: text('content_hash').notNull(),
    submissionCount: integer('submission_count').notNull().default(0),
    acceptedCount: integer('accepted_count').notNull().default(0),
    /** Percent, kept by the database so the list can sort on an index. */
    acceptanceRate: doublePrecision('acceptance_rate').generatedAlwaysAs(
      sql`case when submission_count = 0 then 0 else accepted_count * 100.0 / submission_count end`,
    ),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('problems_slug_key').on(table.slug),
    index('problems_order_idx').on(table.order),
    index('problems_difficulty_order_idx').on(table.difficultyRank, table.order),
    index('problems_acceptance_order_idx').on(table.acceptanceRate.desc(), table.order),
    index('problems_topics_gin_idx').using('gin', table.topics),
  ],
);

export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    code: text('code').notNull(),
    verdict: text('verdict').notNull(),
    testsPassed: integer('tests_passed').notNull(),
    totalTests: integer('total_tests').notNull(),
    runtimeMs: integer('runtime_ms'),
    memoryKb: integer('memory_kb'),
    errorMessage: text('error_message'),
    failedTest: jsonb('failed_test'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('submissions_history_idx').on(table.userId, table.problemId, table.createdAt.desc()),
    index('submissions_solved_idx').on(table.userId, table.problemId).where(sql`${table.verdict} = 'Accepted'`),
    index('submissions_runtime_idx').on(table.problemId, table.language, table.verdict, table.runtimeMs),
  ],
);
