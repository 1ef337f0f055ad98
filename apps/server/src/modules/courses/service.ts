import {
  type Course,
  type CourseQuestionLinks,
  type CourseSummary,
  PROGRESS_CSV_COLUMNS,
  type RevisionItem,
  UPDATE_FIELDS,
  type UpdateQuestionParams,
  type UpdateQuestionRequest,
} from '@codingkaro/contracts';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/app-error';
import type { DomainEventBus, DomainEvents } from '../../lib/domain-events';
import type { CourseRepository, CourseRow, LoadedCourse, QuestionWithProgress } from './course-repository';

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

export function linksOf(q: Pick<QuestionWithProgress, 'article' | 'youtube' | 'practice' | 'altPractice' | 'problemSlug'>) {
  const links: CourseQuestionLinks = { article: q.article, youtube: q.youtube, practice: q.practice };
  if (q.altPractice) links.altPractice = q.altPractice;
  if (q.problemSlug) {
    links.practice = `/problems/${q.problemSlug}`;
    links.externalPractice = q.practice;
  }
  return links;
}

function summaryOf(course: CourseRow, counts: { total: number; completed: number }) {
  return {
    _id: course.id,
    slug: course.slug,
    name: course.name,
    title: course.title,
    description: course.description,
    level: course.level,
    skills: course.skills,
    problemCountLabel: course.problemCountLabel,
    color: course.color,
    route: `/courses/${course.slug}`,
    totalQuestions: counts.total,
    completedQuestions: counts.completed,
  };
}

export function createCourseService(repo: CourseRepository, events: Pick<DomainEventBus, 'emit'>) {
  async function requireCourse(ref: string, viewer: Viewer): Promise<LoadedCourse> {
    const loaded = await repo.loadCourse(ref, viewer?.id ?? null);
    if (!loaded) throw notFound('Course not found');
    return loaded;
  }

  function buildCourse({ course, days, questions }: LoadedCourse): Course {
    const byDay = new Map<number, Course['days'][number]['questions']>(days.map((d) => [d.dayNumber, []]));
    let completed = 0;
    for (const q of questions) {
      if (q.status) completed++;
      byDay.get(q.dayNumber)?.push({
        id: q.id,
        key: q.key,
        title: q.title,
        difficulty: q.difficulty,
        status: q.status,
        forRevision: q.forRevision,
        notes: q.notes,
        updatedAt: q.updatedAt?.toISOString() ?? null,
        ...(q.task && { task: q.task }),
        ...(q.problemSlug && { problemSlug: q.problemSlug }),
        links: linksOf(q),
      });
    }
    return {
      ...summaryOf(course, { total: questions.length, completed }),
      source: course.source,
      days: days.map((d) => ({ dayNumber: d.dayNumber, dayTitle: d.dayTitle, questions: byDay.get(d.dayNumber) ?? [] })),
    };
  }

  return {
    async getCourse(ref: string, viewer: Viewer, claimedEmail?: string): Promise<Course> {
      checkClaimedEmail(viewer, claimedEmail, 'view');
      return buildCourse(await requireCourse(ref, viewer));
    },

    /**
     * Writes one progress field and answers the whole updated course, in two queries: the course as
     * the user sees it (which also validates day and question), then the single-column upsert; the
     * answer is that course with the written value applied.
     */
    async updateQuestion(
      params: UpdateQuestionParams,
      body: UpdateQuestionRequest,
      viewer: Viewer,
      timeZone: string | null = null,
    ): Promise<Course> {
      if (!viewer) throw unauthorized(LOGIN_TO_TRACK);
      checkClaimedEmail(viewer, body.userEmail, 'update');
      const loaded = await requireCourse(params.courseId, viewer);
      const index = loaded.questions.findIndex((q) => q.id === params.questionId.toLowerCase());
      const question = loaded.questions[index];
      if (!loaded.days.some((d) => d.dayNumber === params.dayNumber)) throw notFound('Day not found');
      if (!question) throw notFound('Question not found');
      if (question.dayNumber !== params.dayNumber) throw notFound('Question not found in this day');
      const field = UPDATE_FIELDS.find((f) => body[f] !== undefined);
      const value = field ? body[field] : undefined;
      if (!field || value === undefined) throw new AppError(400, 'Send exactly one of status, forRevision or notes');
      const at = await repo.setField(viewer.id, question.id, { field, value });
      if (field === 'status' && value === true) {
        await events.emit('sheet-question.completed', { userId: viewer.id, questionId: question.id, at, timeZone });
      }
      const questions = loaded.questions.with(index, { ...question, [field]: value, updatedAt: at });
      return buildCourse({ ...loaded, questions });
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
        return { ...summaryOf(course, c), dayCount: c.days };
      });
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
      const course = buildCourse(await requireCourse(ref, viewer));
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
