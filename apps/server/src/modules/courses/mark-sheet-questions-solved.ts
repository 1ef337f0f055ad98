import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseQuestions, questionProgress } from './courses-schema';

/**
 * Marks complete, for one user, every active sheet question that is the library problem
 * `problemSlug` (called by the problems module after an Accepted submission). Only the status
 * column is written, so the user's notes and revision flags stay as they are.
 * Returns how many sheet questions were newly completed.
 */
export async function markSheetQuestionsSolved(db: Database, userId: string, problemSlug: string): Promise<number> {
  const now = new Date();
  const questions = await db
    .select({ id: courseQuestions.id })
    .from(courseQuestions)
    .where(and(eq(courseQuestions.problemSlug, problemSlug), isNull(courseQuestions.retiredAt)));
  if (questions.length === 0) return 0;
  const changed = await db
    .insert(questionProgress)
    .values(questions.map((q) => ({ userId, questionId: q.id, status: true, reviewedAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: [questionProgress.userId, questionProgress.questionId],
      set: { status: true, reviewedAt: sql`excluded.reviewed_at`, updatedAt: sql`excluded.updated_at` },
      setWhere: sql`${questionProgress.status} = false`,
    })
    .returning({ questionId: questionProgress.questionId });
  return changed.length;
}
