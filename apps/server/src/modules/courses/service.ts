import {
  type CourseSummary,
  PROGRESS_CSV_COLUMNS,
  type RevisionItem,
  UPDATE_FIELDS,
  type UpdateQuestionParams,
  type UpdateQuestionRequest,
} from '@codingkaro/contracts';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/app-error';
import type { DomainEventBus, DomainEvents } from '../../lib/domain-events';
import {
  type CachedCourse,
  type CourseCache,
  type CourseView,
  courseOf,
  courseResponseJson,
  courseSummaryOf,
  linksOf,
} from './course-cache';
import type { CourseRepository, ProgressRow } from './course-repository';

export { linksOf };

/** The signed-in user as far as courses care; null for guests. */
export type Viewer = { id: string; email: string } | null;

export const LOGIN_TO_TRACK = 'Please login to track your progress';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The spec's clients send the user's email with every call. Identity always comes from the session;
 * an email that names someone else is refused rather than ignored.
 */
function checkClaimedEmail(viewer: Viewer, claimed: string | undefined, action: 'view' | 'update') {
  if (viewer && claimed && !sameEmail(viewer.email, claimed)) {
    throw forbidden(`You can only ${action} your own progress`);
  }
}

export const COURSE_FETCHED = 'Course fetched successfully';
export const QUESTION_UPDATED = 'Question updated successfully';

/** The user's progress rows on this course's questions (the loaded map covers every course). */
function progressOn(cached: CachedCourse, all: ReadonlyMap<string, ProgressRow>): Map<string, ProgressRow> {
  const progress = new Map<string, ProgressRow>();
  for (const [id, row] of all) if (cached.questionIds.has(id)) progress.set(id, row);
  return progress;
}

export function createCourseService(repo: CourseRepository, cache: CourseCache, events: Pick<DomainEventBus, 'emit'>) {
  /** The cached course and the viewer's progress on it (one query; none for guests). */
  async function viewCourse(ref: string, viewer: Viewer): Promise<CourseView> {
    const cached = await cache.find(ref);
    if (!cached) throw notFound('Course not found');
    return { cached, progress: viewer ? progressOn(cached, await repo.loadProgress(viewer.id)) : new Map() };
  }

  /**
   * Signed-in answers memoised on the progress map they were written from: while the progress cache
   * hands out the same map (progress-cache.ts) the page is not serialised again; a write replaces
   * the map, and the answers written from the old one go with it.
   */
  const answers = new WeakMap<ReadonlyMap<string, ProgressRow>, Map<CachedCourse, Buffer>>();

  return {
    /** The course as the viewer sees it, serialised (the route's whole JSON answer). */
    async getCourseJson(ref: string, viewer: Viewer, claimedEmail?: string): Promise<Buffer> {
      checkClaimedEmail(viewer, claimedEmail, 'view');
      if (!viewer) return courseResponseJson(await viewCourse(ref, null), COURSE_FETCHED);
      const cached = await cache.find(ref);
      if (!cached) throw notFound('Course not found');
      const all = await repo.loadProgress(viewer.id);
      let byCourse = answers.get(all);
      const memoised = byCourse?.get(cached);
      if (memoised) return memoised;
      const body = courseResponseJson({ cached, progress: progressOn(cached, all) }, COURSE_FETCHED);
      if (!byCourse) {
        byCourse = new Map();
        answers.set(all, byCourse);
      }
      byCourse.set(cached, body);
      return body;
    },

    /**
     * Writes one progress field and answers the whole updated course (serialised), in two queries:
     * the user's progress on the course, then the single-column upsert; day and question are
     * validated against the cached course, and the answer is that course with the write applied.
     */
    async updateQuestionJson(
      params: UpdateQuestionParams,
      body: UpdateQuestionRequest,
      viewer: Viewer,
      timeZone: string | null = null,
    ): Promise<Buffer> {
      if (!viewer) throw unauthorized(LOGIN_TO_TRACK);
      checkClaimedEmail(viewer, body.userEmail, 'update');
      const view = await viewCourse(params.courseId, viewer);
      const questionId = params.questionId.toLowerCase();
      const question = view.cached.questions.find((q) => q.id === questionId);
      if (!view.cached.days.some((d) => d.dayNumber === params.dayNumber)) throw notFound('Day not found');
      if (!question) throw notFound('Question not found');
      if (question.dayNumber !== params.dayNumber) throw notFound('Question not found in this day');
      const field = UPDATE_FIELDS.find((f) => body[f] !== undefined);
      const value = field ? body[field] : undefined;
      if (!field || value === undefined) throw new AppError(400, 'Send exactly one of status, forRevision or notes');
      const at = await repo.setField(viewer.id, question.id, { field, value });
      if (field === 'status' && value === true) {
        await events.emit('sheet-question.completed', { userId: viewer.id, questionId: question.id, at, timeZone });
      }
      if (field === 'forRevision') {
        await events.emit('sheet-question.flagged', {
          userId: viewer.id,
          questionId: question.id,
          forRevision: value === true,
          at,
        });
      }
      const before = view.progress.get(question.id) ?? {
        questionId: question.id,
        status: false,
        forRevision: false,
        notes: '',
        updatedAt: null,
      };
      const progress = new Map(view.progress).set(question.id, { ...before, [field]: value, updatedAt: at });
      return courseResponseJson({ cached: view.cached, progress }, QUESTION_UPDATED);
    },

    /** An Accepted submission completes the user's sheet questions that are that problem. */
    async onProblemSubmitted(event: DomainEvents['problem.submitted']): Promise<void> {
      if (!event.accepted) return;
      const completed = await repo.completeProblemQuestions(event.userId, event.problemSlug, event.at);
      for (const questionId of completed) {
        await events.emit('sheet-question.completed', {
          userId: event.userId,
          questionId,
          at: event.at,
          timeZone: event.timeZone,
        });
      }
    },

    async listCourses(viewer: Viewer): Promise<CourseSummary[]> {
      const [list, counts] = await Promise.all([repo.listCourses(), repo.countProgress(viewer?.id ?? null)]);
      return list.map((course) => {
        const c = counts.get(course.id) ?? { days: 0, total: 0, completed: 0 };
        return { ...courseSummaryOf(course, c), dayCount: c.days };
      });
    },

    /** Where a library problem sits in the sheets (the problem page's sheet context); the same for every viewer. */
    sheetPlaces(problemSlug: string) {
      return cache.placesOf(problemSlug);
    },

    async listRevision(viewer: Viewer): Promise<RevisionItem[]> {
      if (!viewer) throw unauthorized(LOGIN_TO_TRACK);
      const rows = await repo.listRevision(viewer.id);
      return rows.map((r) => ({
        courseId: r.courseId,
        courseSlug: r.courseSlug,
        courseName: r.courseName,
        dayNumber: r.dayNumber,
        dayTitle: r.dayTitle,
        questionId: r.id,
        title: r.title,
        difficulty: r.difficulty,
        status: r.status,
        notes: r.notes,
        reviewedAt: r.reviewedAt?.toISOString() ?? null,
        links: linksOf(r),
      }));
    },

    /** The user's progress on one course as CSV (RFC 4180), one row per question. */
    async exportCsv(ref: string, viewer: Viewer): Promise<{ filename: string; csv: string }> {
      if (!viewer) throw unauthorized(LOGIN_TO_TRACK);
      const course = courseOf(await viewCourse(ref, viewer));
      const rows: string[][] = [[...PROGRESS_CSV_COLUMNS]];
      for (const day of course.days) {
        for (const q of day.questions) {
          rows.push([
            String(day.dayNumber),
            day.dayTitle,
            q.title,
            q.difficulty ?? '',
            q.status ? 'Yes' : 'No',
            q.forRevision ? 'Yes' : 'No',
            q.notes,
            q.updatedAt ?? '',
            q.links.externalPractice ?? q.links.practice ?? '',
          ]);
        }
      }
      return { filename: `${course.slug}-progress.csv`, csv: toCsv(rows) };
    },
  };
}
export type CourseService = ReturnType<typeof createCourseService>;

/**
 * RFC 4180 CSV with CRLF line ends. A cell that a spreadsheet would run as a formula (leading
 * = + - @, tab or carriage return) gets a leading apostrophe (OWASP "CSV injection").
 */
export function toCsv(rows: string[][]): string {
  const cell = (raw: string) => {
    const value = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
    return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  };
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
