import type { CvFeedback, CvReviewStatus } from '@codingkaro/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/users-table';

/** One paid CV review, from order to written feedback. */
export const cvReviews = pgTable(
  'cv_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<CvReviewStatus>().notNull().default('awaiting-payment'),
    targetRole: text('target_role').notNull(),
    notes: text('notes').notNull().default(''),
    /** The stored PDF's random key under DATA_DIR (never the uploader's file name). */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileBytes: integer('file_bytes'),
    filePages: integer('file_pages'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    feedback: jsonb('feedback').$type<CvFeedback>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('cv_reviews_user_idx').on(table.userId, table.createdAt),
    index('cv_reviews_queue_idx').on(table.status, table.paidAt),
  ],
);
