import { and, asc, count, desc, eq, gte, isNull, ne, type SQL, sql } from 'drizzle-orm';
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
  userId: string | null;
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIFFICULTY_RANK = { Easy: 1, Medium: 2, Hard: 3 } as const;
/** A user id no row has: a guest's solved check matches nothing. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

/** `%`, `_` and the escape character itself match literally in the LIKE pattern. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether the user has an Accepted submission for the outer query's problem (uses submissions_solved_idx). */
const solvedBy = (userId: string | null) =>
  sql<boolean>`exists (select 1 from "submissions" s where s.user_id = ${userId ?? NO_USER} and s.problem_id = "problems"."id" and s.verdict = 'Accepted')`.mapWith(
    Boolean,
  );

export function createProblemRepository(db: Database) {
  return {
    async list(filter: ListProblemsFilter): Promise<{ rows: ProblemListRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [isNull(problems.retiredAt)];
      if (filter.difficulty) conditions.push(eq(problems.difficultyRank, DIFFICULTY_RANK[filter.difficulty]));
      if (filter.topics.length) conditions.push(sql`${problems.topics} @> ${sql.param(filter.topics)}::text[]`);
      if (filter.search) conditions.push(sql`${problems.title} ilike ${likeContains(filter.search)} escape '\\'`);
      const where = and(...conditions);
      const orderBy =
        filter.sortBy === 'acceptanceRate'
          ? [sql`${problems.acceptanceRate} desc nulls last`, asc(problems.order)]
          : filter.sortBy === 'difficulty'
            ? [asc(problems.difficultyRank), asc(problems.order)]
            : [asc(problems.order)];
      const [totalRow] = await db.select({ total: count() }).from(problems).where(where);
      const rows = await db
        .select({
          id: problems.id,
          slug: problems.slug,
          title: problems.title,
          difficulty: problems.difficulty,
          topics: problems.topics,
          order: problems.order,
          premium: problems.premium,
          submissionCount: problems.submissionCount,
          acceptedCount: problems.acceptedCount,
          acceptanceRate: sql<number>`coalesce(${problems.acceptanceRate}, 0)`.mapWith(Number),
          isSolved: solvedBy(filter.userId),
        })
        .from(problems)
        .where(where)
        .orderBy(...orderBy, asc(problems.slug))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit);
      return { rows, total: totalRow?.total ?? 0 };
    },

    /** An active problem by slug or id. */
    async findActive(ref: string): Promise<ProblemRow | undefined> {
      const [row] = await db
        .select()
        .from(problems)
        .where(and(isNull(problems.retiredAt), UUID.test(ref) ? eq(problems.id, ref) : eq(problems.slug, ref.toLowerCase())));
      return row;
    },

    async isSolved(userId: string | null, problemId: string): Promise<boolean> {
      if (!userId) return false;
      const [row] = await db
        .select({ one: sql`1` })
        .from(submissions)
        .where(and(eq(submissions.userId, userId), eq(submissions.problemId, problemId), eq(submissions.verdict, 'Accepted')))
        .limit(1);
      return Boolean(row);
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
     * 100 when there are no others yet.
     */
    async runtimeBeats(submission: Pick<SubmissionRow, 'id' | 'problemId' | 'language' | 'runtimeMs'>): Promise<number> {
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
      if (others === 0) return 100;
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
