import type { CvFeedback } from '@codingkaro/contracts';
import { aliasedTable, and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/users-table';
import { cvReviews } from './tables';

const reviewers = aliasedTable(users, 'reviewers');

export type ReviewRow = typeof cvReviews.$inferSelect & {
  learnerName: string;
  learnerEmail: string;
  reviewerName: string | null;
};

export function createReviewRepository(db: Database) {
  const selectReviews = () =>
    db
      .select({ review: cvReviews, learnerName: users.name, learnerEmail: users.email, reviewerName: reviewers.name })
      .from(cvReviews)
      .innerJoin(users, eq(users.id, cvReviews.userId))
      .leftJoin(reviewers, eq(reviewers.id, cvReviews.reviewerId));
  type Selected = {
    review: typeof cvReviews.$inferSelect;
    learnerName: string;
    learnerEmail: string;
    reviewerName: string | null;
  };
  const flatten = (rows: Selected[]): ReviewRow[] => rows.map(({ review, ...people }) => ({ ...review, ...people }));

  return {
    async create(values: { userId: string; targetRole: string; notes: string }): Promise<string> {
      const [row] = await db.insert(cvReviews).values(values).returning({ id: cvReviews.id });
      if (!row) throw new Error('cv review insert returned nothing');
      return row.id;
    },

    async find(id: string): Promise<ReviewRow | undefined> {
      return flatten(await selectReviews().where(eq(cvReviews.id, id)).limit(1))[0];
    },

    async listForUser(userId: string): Promise<ReviewRow[]> {
      return flatten(await selectReviews().where(eq(cvReviews.userId, userId)).orderBy(desc(cvReviews.createdAt)).limit(50));
    },

    /** Waiting and in-review reviews, oldest paid first, then the latest reviewed ones. */
    async queue(): Promise<ReviewRow[]> {
      const open = await selectReviews()
        .where(inArray(cvReviews.status, ['submitted', 'in-review']))
        .orderBy(asc(cvReviews.paidAt))
        .limit(200);
      const done = await selectReviews().where(eq(cvReviews.status, 'reviewed')).orderBy(desc(cvReviews.reviewedAt)).limit(20);
      return flatten([...open, ...done]);
    },

    /** awaiting-payment -> awaiting-upload, once; false when the review was not waiting for this payment. */
    async markPaid(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .update(cvReviews)
        .set({ status: 'awaiting-upload', paidAt: new Date() })
        .where(and(eq(cvReviews.id, id), eq(cvReviews.userId, userId), eq(cvReviews.status, 'awaiting-payment')))
        .returning({ id: cvReviews.id });
      return rows.length > 0;
    },

    /** awaiting-upload -> submitted, once. */
    async attachFile(id: string, file: { key: string; name: string; bytes: number; pages: number | null }): Promise<boolean> {
      const rows = await db
        .update(cvReviews)
        .set({
          status: 'submitted',
          fileKey: file.key,
          fileName: file.name,
          fileBytes: file.bytes,
          filePages: file.pages,
          submittedAt: new Date(),
        })
        .where(and(eq(cvReviews.id, id), eq(cvReviews.status, 'awaiting-upload')))
        .returning({ id: cvReviews.id });
      return rows.length > 0;
    },

    /** submitted -> in-review by this reviewer; only one reviewer wins a race. */
    async claim(id: string, reviewerId: string): Promise<boolean> {
      const rows = await db
        .update(cvReviews)
        .set({ status: 'in-review', reviewerId, claimedAt: new Date() })
        .where(and(eq(cvReviews.id, id), eq(cvReviews.status, 'submitted')))
        .returning({ id: cvReviews.id });
      return rows.length > 0;
    },

    /** in-review -> reviewed, by the reviewer who claimed it. */
    async complete(id: string, reviewerId: string, feedback: CvFeedback): Promise<boolean> {
      const rows = await db
        .update(cvReviews)
        .set({ status: 'reviewed', feedback, reviewedAt: new Date() })
        .where(and(eq(cvReviews.id, id), eq(cvReviews.status, 'in-review'), eq(cvReviews.reviewerId, reviewerId)))
        .returning({ id: cvReviews.id });
      return rows.length > 0;
    },
  };
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>;
