import type { Course, CourseQuestionLinks, SheetNeighbour, SheetPlace } from '@codingkaro/contracts';
import type { CourseRow, CourseStructure, DayRow, ProgressRow, QuestionRow } from './course-repository';

/**
 * Bumped by every courses seed: each course cache in the process rebuilds on its next use.
 * Process-wide rather than per database: a needless rebuild is cheap, a missed one serves stale content.
 */
let generation = 0;

export function invalidateCourseCaches(): void {
  generation += 1;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const json = JSON.stringify;
const utf8 = (text: string) => Buffer.from(text, 'utf8');
const COMMA = utf8(',');
const CLOSE_DAY = utf8(']}');
const CLOSE_COURSE = utf8(']}}');

export function linksOf(q: Pick<QuestionRow, 'article' | 'youtube' | 'practice' | 'altPractice' | 'problemSlug'>) {
  const links: CourseQuestionLinks = { article: q.article, youtube: q.youtube, practice: q.practice };
  if (q.altPractice) links.altPractice = q.altPractice;
  if (q.problemSlug) {
    links.practice = `/problems/${q.problemSlug}`;
    links.externalPractice = q.practice;
  }
  return links;
}

/** The links in the contract's key order (what the zod serialiser would write). */
function linksJson(q: QuestionRow): string {
  const l = linksOf(q);
  return (
    `{"article":${json(l.article)},"youtube":${json(l.youtube)},"practice":${json(l.practice)}` +
    `${l.externalPractice !== undefined ? `,"externalPractice":${json(l.externalPractice)}` : ''}` +
    `${l.altPractice !== undefined ? `,"altPractice":${json(l.altPractice)}` : ''}}`
  );
}

/** One question serialised around its per-user part (status, forRevision, notes, updatedAt). */
interface QuestionJson {
  id: string;
  head: Buffer;
  tail: Buffer;
  /** The whole question as a guest (or a user without progress on it) sees it. */
  plain: Buffer;
}

export interface CachedCourse {
  course: CourseRow;
  days: DayRow[];
  /** Active questions in day, then position order. */
  questions: QuestionRow[];
  questionIds: ReadonlySet<string>;
  /** The whole answer without progress (guests), memoised per message. */
  plain?: { message: string; body: Buffer };
  /** Serialised pieces, in the contract's key order: `head` + completed count + `middle`, days, `end`. */
  json: { head: Buffer; middle: Buffer; days: { open: Buffer; questions: QuestionJson[] }[] };
}

function progressJson(p: ProgressRow | undefined): string {
  if (!p) return '"status":false,"forRevision":false,"notes":"","updatedAt":null';
  return `"status":${p.status},"forRevision":${p.forRevision},"notes":${json(p.notes)},"updatedAt":${p.updatedAt ? json(p.updatedAt.toISOString()) : 'null'}`;
}

function prepare({ course, days, questions }: CourseStructure): CachedCourse {
  const questionJson = (q: QuestionRow): QuestionJson => {
    const head = `{"id":${json(q.id)},"key":${json(q.key)},"title":${json(q.title)},"difficulty":${json(q.difficulty)},`;
    const tail =
      `${q.task ? `,"task":${json(q.task)}` : ''}${q.problemSlug ? `,"problemSlug":${json(q.problemSlug)}` : ''}` +
      `,"links":${linksJson(q)}}`;
    return { id: q.id, head: utf8(head), tail: utf8(tail), plain: utf8(head + progressJson(undefined) + tail) };
  };
  const byDay = new Map<number, QuestionJson[]>(days.map((d) => [d.dayNumber, []]));
  for (const q of questions) byDay.get(q.dayNumber)?.push(questionJson(q));
  const source = course.source;
  return {
    course,
    days,
    questions,
    questionIds: new Set(questions.map((q) => q.id)),
    json: {
      head: utf8(
        `{"_id":${json(course.id)},"slug":${json(course.slug)},"name":${json(course.name)},"title":${json(course.title)},` +
          `"description":${json(course.description)},"level":${json(course.level)},"skills":${json(course.skills)},` +
          `"problemCountLabel":${json(course.problemCountLabel)},"color":${json(course.color)},` +
          `"route":${json(`/courses/${course.slug}`)},"totalQuestions":${questions.length},"completedQuestions":`,
      ),
      middle: utf8(
        `,"source":{"name":${json(source.name)},"url":${json(source.url ?? null)},"notes":${json(source.notes)}},"days":[`,
      ),
      days: days.map((d) => ({
        open: utf8(`{"dayNumber":${d.dayNumber},"dayTitle":${json(d.dayTitle)},"questions":[`),
        questions: byDay.get(d.dayNumber) ?? [],
      })),
    },
  };
}

/** A course as one viewer sees it: the cached structure and that viewer's progress rows on it. */
export interface CourseView {
  cached: CachedCourse;
  progress: ReadonlyMap<string, ProgressRow>;
}

function completedOf({ cached, progress }: CourseView): number {
  let completed = 0;
  for (const [id, p] of progress) if (p.status && cached.questionIds.has(id)) completed++;
  return completed;
}

/** The fields a course shares between the course list and the course page. */
export function courseSummaryOf(course: CourseRow, counts: { total: number; completed: number }) {
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

/** The course in the contract's shape (for the CSV and anything else that needs the object). */
export function courseOf(view: CourseView): Course {
  const { course, days, questions } = view.cached;
  const byDay = new Map<number, Course['days'][number]['questions']>(days.map((d) => [d.dayNumber, []]));
  for (const q of questions) {
    const p = view.progress.get(q.id);
    byDay.get(q.dayNumber)?.push({
      id: q.id,
      key: q.key,
      title: q.title,
      difficulty: q.difficulty,
      status: p?.status ?? false,
      forRevision: p?.forRevision ?? false,
      notes: p?.notes ?? '',
      updatedAt: p?.updatedAt?.toISOString() ?? null,
      ...(q.task && { task: q.task }),
      ...(q.problemSlug && { problemSlug: q.problemSlug }),
      links: linksOf(q),
    });
  }
  return {
    ...courseSummaryOf(course, { total: questions.length, completed: completedOf(view) }),
    source: course.source,
    days: days.map((d) => ({ dayNumber: d.dayNumber, dayTitle: d.dayTitle, questions: byDay.get(d.dayNumber) ?? [] })),
  };
}

/**
 * `{ success: true, message, data: course }` serialised from the cached pieces: byte for byte what
 * the route's zod response schema would produce (checked in test/courses.test.ts), without parsing
 * and stringifying ~90 KB of objects per request. The pieces are kept UTF-8 encoded, so an answer
 * is one copy of them (a string body would be measured and encoded again on every send).
 */
export function courseResponseJson(view: CourseView, message: string): Buffer {
  const { cached } = view;
  if (view.progress.size === 0) {
    if (cached.plain?.message !== message) cached.plain = { message, body: serialise(view, message) };
    return cached.plain.body;
  }
  return serialise(view, message);
}

function serialise(view: CourseView, message: string): Buffer {
  const { json: pieces } = view.cached;
  const { progress } = view;
  const parts: Buffer[] = [
    utf8(`{"success":true,"message":${json(message)},"data":`),
    pieces.head,
    utf8(String(completedOf(view))),
    pieces.middle,
  ];
  pieces.days.forEach((day, d) => {
    if (d > 0) parts.push(COMMA);
    parts.push(day.open);
    day.questions.forEach((q, i) => {
      if (i > 0) parts.push(COMMA);
      const p = progress.size ? progress.get(q.id) : undefined;
      if (p) parts.push(q.head, utf8(progressJson(p)), q.tail);
      else parts.push(q.plain);
    });
    parts.push(CLOSE_DAY);
  });
  parts.push(CLOSE_COURSE);
  return Buffer.concat(parts);
}

interface Snapshot {
  generation: number;
  /** Active courses in position, then slug order. */
  courses: CachedCourse[];
}

function neighbourOf(q: QuestionRow | undefined): SheetNeighbour | null {
  if (!q) return null;
  return {
    key: q.key,
    title: q.title,
    problemSlug: q.problemSlug,
    practice: q.problemSlug ? null : (q.practice ?? q.altPractice),
  };
}

/**
 * Active courses (rows, days, active questions) held in memory, prepared for serialising; rebuilt on
 * the next use after a seed (`invalidateCourseCaches`). Only a viewer's progress is read per request.
 */
export function createCourseCache(loadAll: () => Promise<CourseStructure[]>) {
  let snapshot: Snapshot | null = null;
  let pending: Promise<Snapshot> | null = null;

  function current(): Snapshot | Promise<Snapshot> {
    if (snapshot && snapshot.generation === generation) return snapshot;
    if (!pending) {
      const building = generation;
      pending = loadAll()
        .then((all) => {
          snapshot = { generation: building, courses: all.map(prepare) };
          return snapshot;
        })
        .finally(() => {
          pending = null;
        });
    }
    return pending;
  }

  return {
    /** Every place a library problem has in the active sheets, in course order: day, position, neighbours. */
    async placesOf(problemSlug: string): Promise<SheetPlace[]> {
      const { courses } = await current();
      const places: SheetPlace[] = [];
      for (const { course, days, questions } of courses) {
        questions.forEach((q, index) => {
          if (q.problemSlug !== problemSlug) return;
          places.push({
            courseSlug: course.slug,
            courseTitle: course.title,
            dayNumber: q.dayNumber,
            dayTitle: days.find((d) => d.dayNumber === q.dayNumber)?.dayTitle ?? `Day ${q.dayNumber}`,
            questionKey: q.key,
            questionTitle: q.title,
            position: index + 1,
            total: questions.length,
            previous: neighbourOf(questions[index - 1]),
            next: neighbourOf(questions[index + 1]),
          });
        });
      }
      return places;
    },

    /**
     * An active course by slug, name or title (any case) or id; a slug match wins, then the first
     * by position (as the database query it replaces).
     */
    async find(ref: string): Promise<CachedCourse | undefined> {
      const { courses } = await current();
      const lowered = ref.trim().toLowerCase();
      const bySlug = courses.find((c) => c.course.slug === lowered);
      if (bySlug) return bySlug;
      const id = UUID.test(ref) ? ref.toLowerCase() : null;
      return courses.find(
        (c) => c.course.id === id || c.course.name.toLowerCase() === lowered || c.course.title.toLowerCase() === lowered,
      );
    },
  };
}
export type CourseCache = ReturnType<typeof createCourseCache>;
