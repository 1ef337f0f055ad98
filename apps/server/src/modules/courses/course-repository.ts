import { and, asc, eq, isNull, sql } from 'drizzle-orm';
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

/** A question of the sheet structure, without anyone's progress. */
export type QuestionRow = Omit<QuestionWithProgress, 'status' | 'forRevision' | 'notes' | 'reviewedAt' | 'updatedAt'>;

/** An active course with its days and active questions in order (no user data): what the course cache holds. */
export interface CourseStructure {
  course: CourseRow;
  days: DayRow[];
  questions: QuestionRow[];
}

/** One user's progress on one question. */
export interface ProgressRow {
  questionId: string;
  status: boolean;
  forRevision: boolean;
  notes: string;
  updatedAt: Date | null;
}

export interface RevisionRow extends QuestionWithProgress {
  courseId: string;
  courseSlug: string;
  courseName: string;
  dayTitle: string;
}

/** A user id no row has: the progress join of a guest matches nothing. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

/** A question's own columns (its day's number included): the cached sheet structure. */
const questionStructureColumns = {
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
};

const questionColumns = {
  ...questionStructureColumns,
  status: sql<boolean>`coalesce(${questionProgress.status}, false)`.mapWith(Boolean),
  forRevision: sql<boolean>`coalesce(${questionProgress.forRevision}, false)`.mapWith(Boolean),
  notes: sql<string>`coalesce(${questionProgress.notes}, '')`,
  reviewedAt: questionProgress.reviewedAt,
  updatedAt: questionProgress.updatedAt,
};

export type ProgressField = 'status' | 'forRevision' | 'notes';

export function createCourseRepository(db: Database) {
  const progressOfUser = db
    .select({
      questionId: questionProgress.questionId,
      status: questionProgress.status,
      forRevision: questionProgress.forRevision,
      notes: questionProgress.notes,
      updatedAt: questionProgress.updatedAt,
    })
    .from(questionProgress)
    .where(eq(questionProgress.userId, sql.placeholder('userId')))
    .prepare('course_progress_of_user');

  return {
    /** Every active course with its days and active questions, in order (the course cache's source). */
    async loadStructures(): Promise<CourseStructure[]> {
      const [courseRows, dayRows, questionRows] = await Promise.all([
        db.select().from(courses).where(isNull(courses.retiredAt)).orderBy(asc(courses.position), asc(courses.slug)),
        db
          .select({ courseId: courseDays.courseId, dayNumber: courseDays.dayNumber, dayTitle: courseDays.dayTitle })
          .from(courseDays)
          .orderBy(asc(courseDays.courseId), asc(courseDays.dayNumber)),
        db
          .select({ courseId: courseQuestions.courseId, ...questionStructureColumns })
          .from(courseQuestions)
          .innerJoin(courseDays, eq(courseDays.id, courseQuestions.dayId))
          .where(isNull(courseQuestions.retiredAt))
          .orderBy(asc(courseDays.dayNumber), asc(courseQuestions.position)),
      ]);
      const structures = new Map<string, CourseStructure>(
        courseRows.map((course) => [course.id, { course, days: [], questions: [] }]),
      );
      for (const { courseId, ...day } of dayRows) structures.get(courseId)?.days.push(day);
      for (const { courseId, ...question } of questionRows) structures.get(courseId)?.questions.push(question);
      return [...structures.values()];
    },

    /**
     * The user's progress rows (every course: a few hundred rows at most; the caller keeps the
     * course's questions), in one query on the progress primary key's leading column. Prepared once:
     * PostgreSQL plans it once per connection and neither side rebuilds the SQL per request.
     */
    async loadProgress(userId: string): Promise<Map<string, ProgressRow>> {
      const rows = await progressOfUser.execute({ userId });
      return new Map(rows.map((row) => [row.questionId, row]));
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
