import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  ContentDigest,
  type DeferSeed,
  fromExcluded,
  inChunks,
  type SeedContentResult,
  type SeedLog,
  seedContent,
} from '../../lib/seed-content';
import { invalidateCourseCaches } from './course-cache';
import {
  type CourseFile,
  listProblemSlugs,
  loadCourseFiles,
  loadProblemLinks,
  matchProblemSlug,
  type ProblemLinks,
  problemLinksDir,
  sheetsDir,
} from './course-content';
import { courseDays, courseQuestions, courses } from './tables';

export interface SeedCoursesOptions {
  contentDir: string;
  /** Slugs of the library's problems; defaults to the folders of `<contentDir>/problems`. */
  knownProblemSlugs?: ReadonlySet<string>;
  log?: SeedLog;
  /** Start-up: re-seed an earlier version of the sheets after the server listens (`seedContent`). */
  defer?: DeferSeed;
}

export type SeedCoursesResult = SeedContentResult;

const QUESTION_CHUNK = 400;
/** Bump when `prepare` builds different rows from the same files, so every course is re-read once. */
const PREPARE_VERSION = 1;

/** A course file resolved for the database: its row, its days and its questions (linked to library problems). */
interface PreparedCourse {
  slug: string;
  course: Omit<CourseFile, 'days' | 'position'> & { position: number };
  days: { dayNumber: number; dayTitle: string }[];
  questions: ReturnType<typeof questionRows>;
  contentHash: string;
}

function questionRows(file: CourseFile, known: ReadonlySet<string>, links: ProblemLinks) {
  const linked = links.get(file.slug);
  return file.days.flatMap((day) =>
    day.questions.map((q, i) => ({
      dayNumber: day.dayNumber,
      key: q.key,
      position: i + 1,
      title: q.title,
      difficulty: q.difficulty,
      article: q.links.article,
      youtube: q.links.youtube,
      practice: q.links.practice,
      altPractice: q.links.altPractice ?? null,
      task: q.task ?? null,
      problemSlug: matchProblemSlug(q, known, linked),
    })),
  );
}

function prepare(file: CourseFile, position: number, known: ReadonlySet<string>, links: ProblemLinks): PreparedCourse {
  const questions = questionRows(file, known, links);
  const { days: _days, position: _position, ...meta } = file;
  const course = { ...meta, position: file.position ?? position };
  const days = file.days.map((d) => ({ dayNumber: d.dayNumber, dayTitle: d.dayTitle }));
  const contentHash = createHash('sha256')
    .update(JSON.stringify({ course, days: days.map((d) => [d.dayNumber, d.dayTitle]), questions }))
    .digest('hex');
  return { slug: file.slug, course, days, questions, contentHash };
}

/**
 * Upserts every course in `<contentDir>/sheets` (idempotent; runs at start-up) through the shared
 * seeding routine (`src/lib/seed-content.ts`: lock, hash skip, retire, missing folder changes nothing).
 *
 * - A course is matched by slug, a day by (course, dayNumber), a question by (course, key): ids, and
 *   therefore users' progress, survive re-seeds, edits and reordering.
 * - A question missing from the content is retired (hidden, progress kept) rather than deleted; it
 *   comes back with its progress if its key reappears. A missing day is deleted (its retired
 *   questions keep a null day). A missing course file retires the course.
 * - A course whose resolved content (including its links to library problems) is unchanged since
 *   the last seed is skipped.
 */
export async function seedCourses(db: Database, options: SeedCoursesOptions): Promise<SeedCoursesResult> {
  const knownSlugs = () => options.knownProblemSlugs ?? listProblemSlugs(options.contentDir);
  return seedContent(
    db,
    {
      name: 'courses',
      folder: sheetsDir(options.contentDir),
      digest: () => coursesDigest(options.contentDir, knownSlugs()),
      load: () => {
        const known = knownSlugs();
        const links = loadProblemLinks(options.contentDir);
        return { items: loadCourseFiles(options.contentDir).map((file, index) => prepare(file, index + 1, known, links)) };
      },
      table: courses,
      keyColumn: courses.slug,
      keyOf: (course) => course.slug,
      hashOf: (course) => course.contentHash,
      write: async (tx, changed) => {
        for (const course of changed) await writeCourse(tx, course);
      },
      afterSeed: invalidateCourseCaches,
      log: options.log,
    },
    { defer: options.defer },
  );
}

/** The sheet files (the ones `loadCourseFiles` reads) and the library's slugs their questions link to. */
function coursesDigest(contentDir: string, knownProblemSlugs: ReadonlySet<string>): string {
  const digest = new ContentDigest().text(`prepare ${PREPARE_VERSION}`).text([...knownProblemSlugs].sort().join(','));
  const dir = sheetsDir(contentDir);
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort())
    digest.text(file).file(join(dir, file));
  const links = problemLinksDir(contentDir);
  if (existsSync(links))
    for (const file of readdirSync(links)
      .filter((name) => name.endsWith('.json'))
      .sort())
      digest.text(`problem-links/${file}`).file(join(links, file));
  return digest.value();
}

async function writeCourse(db: Database, { course, days, questions, contentHash }: PreparedCourse) {
  const values = { ...course, contentHash, retiredAt: null, updatedAt: new Date() };
  const [saved] = await db
    .insert(courses)
    .values(values)
    .onConflictDoUpdate({ target: courses.slug, set: values })
    .returning({ id: courses.id });
  const courseId = (saved as { id: string }).id;

  const dayRows = await db
    .insert(courseDays)
    .values(days.map((d) => ({ courseId, ...d })))
    .onConflictDoUpdate({
      target: [courseDays.courseId, courseDays.dayNumber],
      set: fromExcluded(courseDays, ['dayTitle']),
    })
    .returning({ id: courseDays.id, dayNumber: courseDays.dayNumber });
  const dayIds = new Map(dayRows.map((d) => [d.dayNumber, d.id]));

  for (const part of inChunks(questions, QUESTION_CHUNK)) {
    await db
      .insert(courseQuestions)
      .values(part.map(({ dayNumber, ...q }) => ({ ...q, courseId, dayId: dayIds.get(dayNumber) ?? null })))
      .onConflictDoUpdate({
        target: [courseQuestions.courseId, courseQuestions.key],
        set: {
          ...fromExcluded(courseQuestions, [
            'dayId',
            'position',
            'title',
            'difficulty',
            'article',
            'youtube',
            'practice',
            'altPractice',
            'task',
            'problemSlug',
          ]),
          retiredAt: sql`null`,
        },
      });
  }

  const keys = questions.map((q) => q.key);
  await db
    .update(courseQuestions)
    .set({ retiredAt: new Date() })
    .where(
      and(
        eq(courseQuestions.courseId, courseId),
        isNull(courseQuestions.retiredAt),
        keys.length ? notInArray(courseQuestions.key, keys) : undefined,
      ),
    );
  await db.delete(courseDays).where(
    and(
      eq(courseDays.courseId, courseId),
      notInArray(
        courseDays.dayNumber,
        days.map((d) => d.dayNumber),
      ),
    ),
  );
}
