import { and, count, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { problems, submissions } from './tables';

export type ProblemRow = typeof problems.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmission = Omit<typeof submissions.$inferInsert, 'id' | 'createdAt'>;

export interface ListProblemsFilter {
  page: number;
  limit: number;
  sortBy: 'order' | 'acceptanceRate' | 'difficulty';
  difficulty?: 'Easy' | 'Medium' | 'Hard' | undefined;
  topics: string[];
  search?: string | undefined;
}

export interface ProblemListRow {
  id: string;
  slug: string;
  title: string;
  difficulty: 'Easy' | 'Medium' | 'Hard';
  topics: string[];
  order: number;
  premium: boolean;
  submissionCount: number;
  acceptedCount: number;
  acceptanceRate: number;
  isSolved: boolean;
}

export function createProblemRepository(db: Database) {
  return {
    /** Every active problem, full rows: the problem cache is built from them. */
    async listActive(): Promise<ProblemRow[]> {
      return db.select().from(problems).where(isNull(problems.retiredAt));
    },

    /** Submission counters of every problem (plain columns, no aggregate): the cache's periodic refresh. */
    async counters(): Promise<{ id: string; submissionCount: number; acceptedCount: number }[]> {
      return db
        .select({ id: problems.id, submissionCount: problems.submissionCount, acceptedCount: problems.acceptedCount })
        .from(problems);
    },

    /** Ids of the problems the user has an Accepted submission for (one query on submissions_solved_idx). */
    async solvedProblemIds(userId: string | null): Promise<Set<string>> {
      if (!userId) return new Set();
      const rows = await db
        .selectDistinct({ problemId: submissions.problemId })
        .from(submissions)
        .where(and(eq(submissions.userId, userId), eq(submissions.verdict, 'Accepted')));
      return new Set(rows.map((r) => r.problemId));
    },

    /** Stores a judged submission and updates the problem's counters in one transaction. */
    async recordSubmission(input: NewSubmission): Promise<SubmissionRow> {
      return db.transaction(async (tx) => {
        const [saved] = await tx.insert(submissions).values(input).returning();
        const accepted = input.verdict === 'Accepted';
        await tx
          .update(problems)
          .set({
            submissionCount: sql`${problems.submissionCount} + 1`,
            acceptedCount: accepted ? sql`${problems.acceptedCount} + 1` : problems.acceptedCount,
          })
          .where(eq(problems.id, input.problemId));
        return saved as SubmissionRow;
      });
    },

    /**
     * Percentage of the other Accepted submissions of this problem in this language that were not faster
     * (slower or tied, as LeetCode's "beats": a 0 ms solution among other 0 ms ones beats 100 %);
     * null when there are no others yet (no distribution to compare with: nothing is said).
     */
    async runtimeBeats(submission: Pick<SubmissionRow, 'id' | 'problemId' | 'language' | 'runtimeMs'>): Promise<number | null> {
      const same = and(
        eq(submissions.problemId, submission.problemId),
        eq(submissions.language, submission.language),
        eq(submissions.verdict, 'Accepted'),
        ne(submissions.id, submission.id),
      );
      const [row] = await db
        .select({
          others: count(),
          notFaster: sql<number>`count(*) filter (where ${gte(submissions.runtimeMs, submission.runtimeMs ?? 0)})`.mapWith(
            Number,
          ),
        })
        .from(submissions)
        .where(same);
      const others = row?.others ?? 0;
      if (others === 0) return null;
      return Math.round(((row?.notFaster ?? 0) / others) * 10_000) / 100;
    },

    async history(userId: string, problemId: string, limit: number): Promise<SubmissionRow[]> {
      return db
        .select()
        .from(submissions)
        .where(and(eq(submissions.userId, userId), eq(submissions.problemId, problemId)))
        .orderBy(desc(submissions.createdAt), desc(submissions.id))
        .limit(limit);
    },
  };
}
export type ProblemRepository = ReturnType<typeof createProblemRepository>;
