import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type CourseFile, listProblemSlugs, loadCourseFiles, matchProblemSlug, sheetsDir } from './course-content';
import { courseDays, courseQuestions, courses } from './tables';

export interface SeedCoursesOptions {
  contentDir: string;
  /** Slugs of the library's problems; defaults to the folders of `<contentDir>/problems`. */
  knownProblemSlugs?: ReadonlySet<string>;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export interface SeedCoursesResult {
  seeded: string[];
  unchanged: string[];
  retired: string[];
}

const QUESTION_CHUNK = 400;

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Upserts every course in `<contentDir>/sheets` (idempotent; runs at start-up).
 *
 * - A course is matched by slug, a day by (course, dayNumber), a question by (course, key): ids, and
 *   therefore users' progress, survive re-seeds, edits and reordering.
 * - A question missing from the content is retired (hidden, progress kept) rather than deleted; it
 *   comes back with its progress if its key reappears. A missing day is deleted (its retired
 *   questions keep a null day). A missing course file retires the course; a missing sheets folder
 *   (a wrong CONTENT_DIR) changes nothing.
 * - A course whose resolved content (including its links to library problems) is unchanged since
 *   the last seed is skipped, so restarts are cheap.
 */
export async function seedCourses(db: Database, options: SeedCoursesOptions): Promise<SeedCoursesResult> {
  const result: SeedCoursesResult = { seeded: [], unchanged: [], retired: [] };
  if (!existsSync(sheetsDir(options.contentDir))) {
    // A wrong CONTENT_DIR must not retire every course: leave the database as it is.
    options.log?.warn({ contentDir: options.contentDir }, 'no content/sheets folder; courses not seeded');
    return result;
  }
  const files = loadCourseFiles(options.contentDir);
  const known = options.knownProblemSlugs ?? listProblemSlugs(options.contentDir);

  await db.transaction(async (tx) => {
    // One seeder at a time when several server processes start together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('codingkaro:seed-courses'))`);
    for (const [index, file] of files.entries()) {
      const changed = await seedCourse(tx as unknown as Database, file, index + 1, known);
      (changed ? result.seeded : result.unchanged).push(file.slug);
    }
    const slugs = files.map((f) => f.slug);
    const retired = await tx
      .update(courses)
      .set({ retiredAt: new Date() })
      .where(and(isNull(courses.retiredAt), slugs.length ? notInArray(courses.slug, slugs) : undefined))
      .returning({ slug: courses.slug });
    result.retired = retired.map((r) => r.slug);
  });
  options.log?.info(result, 'courses seeded');
  return result;
}

async function seedCourse(db: Database, file: CourseFile, position: number, known: ReadonlySet<string>) {
  const questions = file.days.flatMap((day) =>
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
      problemSlug: matchProblemSlug(q, known),
    })),
  );
  const { days: _days, position: _position, ...meta } = file;
  const course = { ...meta, position: file.position ?? position };
  const contentHash = createHash('sha256')
    .update(JSON.stringify({ course, days: file.days.map((d) => [d.dayNumber, d.dayTitle]), questions }))
    .digest('hex');

  const [existing] = await db
    .select({ id: courses.id, contentHash: courses.contentHash, retiredAt: courses.retiredAt })
    .from(courses)
    .where(eq(courses.slug, file.slug));
  if (existing && existing.contentHash === contentHash && !existing.retiredAt) return false;

  const values = { ...course, contentHash, retiredAt: null, updatedAt: new Date() };
  const [saved] = await db
    .insert(courses)
    .values(values)
    .onConflictDoUpdate({ target: courses.slug, set: values })
    .returning({ id: courses.id });
  const courseId = (saved as { id: string }).id;

  const dayRows = await db
    .insert(courseDays)
    .values(file.days.map((d) => ({ courseId, dayNumber: d.dayNumber, dayTitle: d.dayTitle })))
    .onConflictDoUpdate({
      target: [courseDays.courseId, courseDays.dayNumber],
      set: { dayTitle: sql`excluded.day_title` },
    })
    .returning({ id: courseDays.id, dayNumber: courseDays.dayNumber });
  const dayIds = new Map(dayRows.map((d) => [d.dayNumber, d.id]));

  for (const part of chunk(questions, QUESTION_CHUNK)) {
    await db
      .insert(courseQuestions)
      .values(part.map(({ dayNumber, ...q }) => ({ ...q, courseId, dayId: dayIds.get(dayNumber) ?? null })))
      .onConflictDoUpdate({
        target: [courseQuestions.courseId, courseQuestions.key],
        set: {
          dayId: sql`excluded.day_id`,
          position: sql`excluded.position`,
          title: sql`excluded.title`,
          difficulty: sql`excluded.difficulty`,
          article: sql`excluded.article`,
          youtube: sql`excluded.youtube`,
          practice: sql`excluded.practice`,
          altPractice: sql`excluded.alt_practice`,
          task: sql`excluded.task`,
          problemSlug: sql`excluded.problem_slug`,
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
        file.days.map((d) => d.dayNumber),
      ),
    ),
  );
  return true;
}
