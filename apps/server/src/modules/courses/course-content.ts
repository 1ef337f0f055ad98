import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const nullableUrl = z.string().trim().min(1).nullable().default(null);

const CourseFileQuestionSchema = z.object({
  key: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'key must be lowercase letters, digits and dashes'),
  title: z.string().trim().min(1),
  difficulty: z.enum(['Easy', 'Medium', 'Hard']).nullable().default(null),
  /** Where `difficulty` comes from: the linked judge's stated difficulty, or a reviewed judgement of ours. */
  difficultySource: z.enum(['leetcode', 'geeksforgeeks', 'judged']).optional(),
  links: z
    .object({
      article: nullableUrl,
      youtube: nullableUrl,
      practice: nullableUrl,
      altPractice: nullableUrl.optional(),
    })
    .default({}),
  task: z.string().trim().min(1).optional(),
});

/** The shape of content/sheets/<slug>.json (see content/sheets/README.md). */
export const CourseFileSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'slug must be lowercase letters, digits and dashes'),
    name: z.string().trim().min(1),
    title: z.string().trim().min(1),
    description: z.string().trim().default(''),
    level: z.string().trim().min(1),
    skills: z.array(z.string().trim().min(1)).default([]),
    problemCountLabel: z.string().trim().min(1).nullable().default(null),
    color: z.string().trim().min(1).default('indigo'),
    position: z.number().int().optional(),
    source: z.object({ name: z.string(), url: z.string().nullable().default(null), notes: z.string().default('') }),
    days: z
      .array(
        z.object({
          dayNumber: z.number().int().min(1),
          dayTitle: z.string().trim().min(1),
          questions: z.array(CourseFileQuestionSchema),
        }),
      )
      .min(1),
  })
  .superRefine((course, ctx) => {
    const days = new Set<number>();
    const keys = new Set<string>();
    // A sheet that records where one difficulty comes from records it for every question.
    const sourced = course.days.some((day) => day.questions.some((q) => q.difficultySource !== undefined));
    course.days.forEach((day, d) => {
      if (days.has(day.dayNumber)) {
        ctx.addIssue({ code: 'custom', path: ['days', d, 'dayNumber'], message: `duplicate day ${day.dayNumber}` });
      }
      days.add(day.dayNumber);
      day.questions.forEach((q, i) => {
        if (keys.has(q.key)) {
          ctx.addIssue({ code: 'custom', path: ['days', d, 'questions', i, 'key'], message: `duplicate key ${q.key}` });
        }
        keys.add(q.key);
        const issue = difficultySourceIssue(q, sourced);
        if (issue) ctx.addIssue({ code: 'custom', path: ['days', d, 'questions', i, 'difficultySource'], message: issue });
      });
    });
  });
export type CourseFile = z.infer<typeof CourseFileSchema>;

const LEETCODE_PROBLEM = /^https?:\/\/(?:www\.)?leetcode\.com\/problems\/([a-z0-9-]+)(?:[/?#]|$)/i;
const GEEKSFORGEEKS_PROBLEM = /^https?:\/\/(?:www\.|practice\.)?geeksforgeeks\.org\/problems\/[^/?#]+/i;

/**
 * Why a question's difficulty provenance is wrong, or null when it is fine: a judge is named only
 * for a practice link to that judge's problem, and only with a difficulty; `required` (the sheet
 * records provenance) demands both a difficulty and its source.
 */
export function difficultySourceIssue(
  question: Pick<CourseFileQuestion, 'difficulty' | 'difficultySource' | 'links'>,
  required: boolean,
): string | null {
  const { difficulty, difficultySource: source } = question;
  const practice = question.links.practice ?? '';
  if (required && (difficulty === null || source === undefined)) {
    return 'every question of this sheet needs a difficulty and a difficultySource';
  }
  if (source !== undefined && difficulty === null) return `difficultySource "${source}" without a difficulty`;
  if (source === 'leetcode' && !LEETCODE_PROBLEM.test(practice)) {
    return 'difficultySource "leetcode" needs a leetcode.com/problems/… practice link';
  }
  if (source === 'geeksforgeeks' && !GEEKSFORGEEKS_PROBLEM.test(practice)) {
    return 'difficultySource "geeksforgeeks" needs a geeksforgeeks.org/problems/… practice link';
  }
  return null;
}
export type CourseFileQuestion = CourseFile['days'][number]['questions'][number];

export class ContentError extends Error {}

/** The course-files folder of a content dir. */
export const sheetsDir = (contentDir: string) => join(contentDir, 'sheets');

/** Reads and validates every course file in `<contentDir>/sheets`, in course order. */
export function loadCourseFiles(contentDir: string): CourseFile[] {
  const dir = sheetsDir(contentDir);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const courses = files.map((file) => readContentJson(join(dir, file), `content/sheets/${file}`, CourseFileSchema));
  const slugs = new Set<string>();
  for (const course of courses) {
    if (slugs.has(course.slug)) throw new ContentError(`content/sheets: two files use the slug ${course.slug}`);
    slugs.add(course.slug);
  }
  return courses.sort(
    (a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) || a.slug.localeCompare(b.slug),
  );
}

/** Slugs of the problems in our library: the folders of `<contentDir>/problems` holding a problem.json. */
export function listProblemSlugs(contentDir: string): Set<string> {
  const dir = join(contentDir, 'problems');
  if (!existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'problem.json')))
      .map((entry) => entry.name),
  );
}

/** Reads a content JSON file and validates it, or throws a ContentError naming the file and its first problems. */
function readContentJson<S extends z.ZodTypeAny>(path: string, label: string, schema: S): z.output<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ContentError(`${label}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.slice(0, 5).map((i) => `  - ${i.path.join('.') || 'file'}: ${i.message}`);
    throw new ContentError(`${label} is invalid:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The folder of files that link sheet questions to library problems where no LeetCode link says which. */
export const problemLinksDir = (contentDir: string) => join(sheetsDir(contentDir), 'problem-links');

const ProblemLinksFileSchema = z.record(
  z.string().min(1),
  z.record(z.string().min(1), z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a problem slug')),
);

/** course slug -> question key -> problem slug */
export type ProblemLinks = ReadonlyMap<string, ReadonlyMap<string, string>>;

/**
 * Reads `<contentDir>/sheets/problem-links/*.json` (`{ "<course>": { "<question key>": "<problem slug>" } }`):
 * the questions whose practice link is not a LeetCode problem of ours (GeeksforGeeks and other
 * judges), or that are a library problem under another name. Several files may link questions;
 * two files linking one question to different problems is an error.
 */
export function loadProblemLinks(contentDir: string): ProblemLinks {
  const dir = problemLinksDir(contentDir);
  const links = new Map<string, Map<string, string>>();
  if (!existsSync(dir)) return links;
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const data = readContentJson(join(dir, file), `content/sheets/problem-links/${file}`, ProblemLinksFileSchema);
    for (const [course, questions] of Object.entries(data)) {
      const forCourse = links.get(course) ?? new Map<string, string>();
      links.set(course, forCourse);
      for (const [key, slug] of Object.entries(questions)) {
        const earlier = forCourse.get(key);
        if (earlier !== undefined && earlier !== slug)
          throw new ContentError(
            `content/sheets/problem-links/${file}: ${course}/${key} is linked to ${earlier} elsewhere, here to ${slug}`,
          );
        forCourse.set(key, slug);
      }
    }
  }
  return links;
}

/**
 * The library problem a sheet question is: its LeetCode practice link(s) when we have that problem,
 * else the problem `linked` (that course's problem-links) names for its key.
 */
export function matchProblemSlug(
  question: CourseFileQuestion,
  known: ReadonlySet<string>,
  linked?: ReadonlyMap<string, string>,
): string | null {
  for (const link of [question.links.practice, question.links.altPractice]) {
    const slug = link?.match(LEETCODE_PROBLEM)?.[1]?.toLowerCase();
    if (slug && known.has(slug)) return slug;
  }
  const slug = linked?.get(question.key);
  return slug !== undefined && known.has(slug) ? slug : null;
}
