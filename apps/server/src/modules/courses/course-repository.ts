import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseDays, courseQuestions, courses, questionProgress } from './tables';

export type CourseRow = typeof courses.$inferSelect;
export type DayRow = Pick<typeof courseDays.$inferSelect, 'dayNumber' | 'dayTitle'>;

export interface QuestionWithProgress {
  id: string;
  dayNumber: number;
  key: string;
  title: string;
  difficulty: 'Easy' | 'Medium' | 'Hard' | null;
  article: string | null;
  youtube: string | null;
  practice: string | null;
  altPractice: string | null;
  task: string | null;
  problemSlug: string | null;
  status: boolean;
  forRevision: boolean;
  notes: string;
  reviewedAt: Date | null;
  updatedAt: Date | null;
}

export interface LoadedCourse {
  course: CourseRow;
  days: DayRow[];
  questions: QuestionWithProgress[];
}

export interface RevisionRow extends QuestionWithProgress {
  courseId: string;
  courseSlug: string;
  courseName: string;
  dayTitle: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A user id no row has: the progress join of a guest matches nothing. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

export const isUuid = (value: string) => UUID.test(value);

const questionColumns = {
  id: courseQuestions.id,
  dayNumber: courseDays.dayNumber,
  key: courseQuestions.key,
  title: courseQuestions.title,
  difficulty: courseQuestions.difficulty,
  article: courseQuestions.article,
  youtube: courseQuestions.youtube,
  practice: courseQuestions.practice,
  altPractice: courseQuestions.altPractice,
  task: courseQuestions.task,
  problemSlug: courseQuestions.problemSlug,
  status: sql<boolean>`coalesce(${questionProgress.status}, false)`.mapWith(Boolean),
  forRevision: sql<boolean>`coalesce(${questionProgress.forRevision}, false)`.mapWith(Boolean),
  notes: sql<string>`coalesce(${questionProgress.notes}, '')`,
  reviewedAt: questionProgress.reviewedAt,
  updatedAt: questionProgress.updatedAt,
};

export type ProgressField = 'status' | 'forRevision' | 'notes';

export function createCourseRepository(db: Database) {
  return {
    /**
     * An active course (by slug, name or title, case-insensitive, or by id) with its days and active
     * questions in order and the user's progress (defaults for guests), in one query.
     */
    async loadCourse(ref: string, userId: string | null): Promise<LoadedCourse | undefined> {
      const lowered = ref.trim().toLowerCase();
      const matching = db
        .select({ id: courses.id })
        .from(courses)
        .where(
          and(
            isNull(courses.retiredAt),
            or(
              isUuid(ref) ? eq(courses.id, ref) : undefined,
              eq(courses.slug, lowered),
              sql`lower(${courses.name}) = ${lowered}`,
              sql`lower(${courses.title}) = ${lowered}`,
            ),
          ),
        )
        .orderBy(sql`${courses.slug} = ${lowered} desc`, asc(courses.position))
        .limit(1);
      const rows = await db
        .select({ course: courses, dayTitle: courseDays.dayTitle, ...questionColumns })
        .from(courses)
        .leftJoin(courseDays, eq(courseDays.courseId, courses.id))
        .leftJoin(courseQuestions, and(eq(courseQuestions.dayId, courseDays.id), isNull(courseQuestions.retiredAt)))
        .leftJoin(
          questionProgress,
          and(eq(questionProgress.questionId, courseQuestions.id), eq(questionProgress.userId, userId ?? NO_USER)),
        )
        .where(eq(courses.id, sql`(${matching})`))
        .orderBy(asc(courseDays.dayNumber), asc(courseQuestions.position));
      const first = rows[0];
      if (!first) return undefined;
      const days: DayRow[] = [];
      const questions: QuestionWithProgress[] = [];
      for (const { course: _course, dayTitle, ...row } of rows) {
        if (row.dayNumber === null || dayTitle === null) continue;
        if (days.at(-1)?.dayNumber !== row.dayNumber) days.push({ dayNumber: row.dayNumber, dayTitle });
        if (row.id !== null) questions.push(row as QuestionWithProgress);
      }
      return { course: first.course, days, questions };
    },

    async listCourses(): Promise<CourseRow[]> {
      return db.select().from(courses).where(isNull(courses.retiredAt)).orderBy(asc(courses.position), asc(courses.slug));
    },

    /** Per active course: day count, question count and the user's completed count. */
    async countProgress(userId: string | null): Promise<Map<string, { days: number; total: number; completed: number }>> {
      const rows = await db
        .select({
          courseId: courseQuestions.courseId,
          days: sql<number>`count(distinct ${courseQuestions.dayId})`.mapWith(Number),
          total: sql<number>`count(*)`.mapWith(Number),
          completed: sql<number>`count(*) filter (where ${questionProgress.status})`.mapWith(Number),
        })
        .from(courseQuestions)
        .leftJoin(
          questionProgress,
          and(eq(questionProgress.questionId, courseQuestions.id), eq(questionProgress.userId, userId ?? NO_USER)),
        )
        .where(and(isNull(courseQuestions.retiredAt), sql`${courseQuestions.dayId} is not null`))
        .groupBy(courseQuestions.courseId);
      return new Map(rows.map((r) => [r.courseId, r]));
    },

    /**
     * Writes one progress field with a single-column upsert: a concurrent write of another field of
     * the same row is never overwritten. Status and revision changes also stamp `reviewed_at`.
     */
    async setField(userId: string, questionId: string, update: { field: ProgressField; value: boolean | string }): Promise<Date> {
      const now = new Date();
      const reviewed = update.field !== 'notes';
      const insert = { userId, questionId, updatedAt: now, [update.field]: update.value, ...(reviewed && { reviewedAt: now }) };
      const column = { status: 'status', forRevision: 'for_revision', notes: 'notes' }[update.field];
      await db
        .insert(questionProgress)
        .values(insert)
        .onConflictDoUpdate({
          target: [questionProgress.userId, questionProgress.questionId],
          set: {
            [update.field]: sql.raw(`excluded.${column}`),
            updatedAt: sql`excluded.updated_at`,
            ...(reviewed && { reviewedAt: sql`excluded.reviewed_at` }),
          },
        });
      return now;
    },

    /**
     * Marks complete, for one user, every active sheet question that is the library problem
     * `problemSlug` (after an Accepted submission). Only the status column is written, so the user's
     * notes and revision flags stay as they are. Returns the ids of the questions newly completed.
     */
    async completeProblemQuestions(userId: string, problemSlug: string, at: Date): Promise<string[]> {
      const questions = await db
        .select({ id: courseQuestions.id })
        .from(courseQuestions)
        .where(and(eq(courseQuestions.problemSlug, problemSlug), isNull(courseQuestions.retiredAt)));
      if (questions.length === 0) return [];
      const changed = await db
        .insert(questionProgress)
        .values(questions.map((q) => ({ userId, questionId: q.id, status: true, reviewedAt: at, updatedAt: at })))
        .onConflictDoUpdate({
          target: [questionProgress.userId, questionProgress.questionId],
          set: { status: true, reviewedAt: sql`excluded.reviewed_at`, updatedAt: sql`excluded.updated_at` },
          setWhere: sql`${questionProgress.status} = false`,
        })
        .returning({ questionId: questionProgress.questionId });
      return changed.map((row) => row.questionId);
    },

    /** The user's revision-flagged active questions across active courses, least recently reviewed first. */
    async listRevision(userId: string): Promise<RevisionRow[]> {
      return db
        .select({
          ...questionColumns,
          courseId: courses.id,
          courseSlug: courses.slug,
          courseName: courses.name,
          dayTitle: courseDays.dayTitle,
        })
        .from(questionProgress)
        .innerJoin(courseQuestions, eq(courseQuestions.id, questionProgress.questionId))
        .innerJoin(courseDays, eq(courseDays.id, courseQuestions.dayId))
        .innerJoin(courses, eq(courses.id, courseQuestions.courseId))
        .where(
          and(
            eq(questionProgress.userId, userId),
            eq(questionProgress.forRevision, true),
            isNull(courseQuestions.retiredAt),
            isNull(courses.retiredAt),
          ),
        )
        .orderBy(
          sql`${questionProgress.reviewedAt} asc nulls first`,
          asc(courses.position),
          asc(courseDays.dayNumber),
          asc(courseQuestions.position),
        );
    },
  };
}
export type CourseRepository = ReturnType<typeof createCourseRepository>;
