import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseDays, courseQuestions, courses, questionProgress } from './tables';

export interface SheetQuestionInfo {
  questionId: string;
  title: string;
  difficulty: 'Easy' | 'Medium' | 'Hard' | null;
  problemSlug: string | null;
  courseSlug: string;
  courseName: string;
  dayNumber: number;
}

const infoColumns = {
  questionId: courseQuestions.id,
  title: courseQuestions.title,
  difficulty: courseQuestions.difficulty,
  problemSlug: courseQuestions.problemSlug,
  courseSlug: courses.slug,
  courseName: courses.name,
  dayNumber: courseDays.dayNumber,
};

/** Active questions (in active courses) among `ids`; a retired or unknown id is simply absent. */
export async function describeSheetQuestions(db: Database, ids: string[]): Promise<SheetQuestionInfo[]> {
  if (ids.length === 0) return [];
  return db
    .select(infoColumns)
    .from(courseQuestions)
    .innerJoin(courseDays, eq(courseDays.id, courseQuestions.dayId))
    .innerJoin(courses, eq(courses.id, courseQuestions.courseId))
    .where(and(inArray(courseQuestions.id, ids), isNull(courseQuestions.retiredAt), isNull(courses.retiredAt)));
}

/**
 * For each active course in which the user completed at least one question, its first active
 * question (day, then position order) not completed yet; courses finished are left out.
 */
export async function nextSheetQuestions(db: Database, userId: string): Promise<SheetQuestionInfo[]> {
  const rows = await db
    .selectDistinctOn([courses.position, courses.id], infoColumns)
    .from(courseQuestions)
    .innerJoin(courseDays, eq(courseDays.id, courseQuestions.dayId))
    .innerJoin(courses, eq(courses.id, courseQuestions.courseId))
    .leftJoin(questionProgress, and(eq(questionProgress.questionId, courseQuestions.id), eq(questionProgress.userId, userId)))
    .where(
      and(
        isNull(courseQuestions.retiredAt),
        isNull(courses.retiredAt),
        sql`coalesce(${questionProgress.status}, false) = false`,
        sql`exists (select 1 from ${questionProgress} p join ${courseQuestions} q on q.id = p.question_id
          where p.user_id = ${userId} and p.status and q.course_id = ${courses.id})`,
      ),
    )
    .orderBy(asc(courses.position), asc(courses.id), asc(courseDays.dayNumber), asc(courseQuestions.position));
  return rows;
}
