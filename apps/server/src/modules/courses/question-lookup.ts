import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
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
  // The courses with a completed question (a handful of progress rows), then per course the first
  // active question, in day and position order, without a completed progress row.
  const started = await db
    .selectDistinct({ courseId: courseQuestions.courseId })
    .from(questionProgress)
    .innerJoin(courseQuestions, eq(courseQuestions.id, questionProgress.questionId))
    .where(and(eq(questionProgress.userId, userId), eq(questionProgress.status, true)));
  if (started.length === 0) return [];
  const ids = sql.join(
    started.map((s) => sql`${s.courseId}::uuid`),
    sql`, `,
  );
  type NextRow = {
    question_id: string;
    title: string;
    difficulty: SheetQuestionInfo['difficulty'];
    problem_slug: string | null;
    course_slug: string;
    course_name: string;
    day_number: number;
  };
  const result = (await db.execute(sql`
    select n.question_id, n.title, n.difficulty, n.problem_slug, c.slug as course_slug, c.name as course_name, n.day_number
    from ${courses} c
    cross join lateral (
      select q.id as question_id, q.title, q.difficulty, q.problem_slug, d.day_number
      from ${courseQuestions} q
      join ${courseDays} d on d.id = q.day_id
      where q.course_id = c.id and q.retired_at is null
        and not exists (
          select 1 from ${questionProgress} p where p.user_id = ${userId} and p.question_id = q.id and p.status
        )
      order by d.day_number, q.position
      limit 1
    ) n
    where c.id in (${ids}) and c.retired_at is null
    order by c.position, c.id`)) as unknown as { rows: NextRow[] };
  return result.rows.map((r) => ({
    questionId: r.question_id,
    title: r.title,
    difficulty: r.difficulty,
    problemSlug: r.problem_slug,
    courseSlug: r.course_slug,
    courseName: r.course_name,
    dayNumber: Number(r.day_number),
  }));
}
