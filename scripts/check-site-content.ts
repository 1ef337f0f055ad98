/**
 * Validates the site content in content/site/*.json against its schemas (packages/contracts,
 * site-content.ts), and the course sheets in content/sheets/*.json against the server's course-file
 * schema (course-content.ts) plus the sheets that must record every difficulty's provenance.
 * Part of `npm run content:check`; prints every problem with its file and field.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BrainstormPromptsSchema,
  FlexboxLevelsSchema,
  LearningPathsSchema,
  PlatformFeaturesSchema,
  ProjectIdeasSchema,
} from '@codingkaro/contracts';
import type { ZodType } from 'zod';
import {
  ContentError,
  type CourseFile,
  difficultySourceIssue,
  listProblemSlugs,
  loadCourseFiles,
  loadProblemLinks,
  matchProblemSlug,
} from '../apps/server/src/modules/courses/course-content';

const SITE_DIR = fileURLToPath(new URL('../content/site/', import.meta.url));
const CONTENT_DIR = fileURLToPath(new URL('../content/', import.meta.url));
/** Sheets whose every question must carry a difficulty and where it comes from (content/sheets/README.md). */
const SHEETS_WITH_DIFFICULTY_SOURCES = ['lovebabbar'];

interface SiteFile {
  file: string;
  schema: ZodType<unknown[]>;
  /** The field that must be unique across the file's entries. */
  uniqueBy: string;
}

const files: SiteFile[] = [
  { file: 'learning-paths.json', schema: LearningPathsSchema, uniqueBy: 'id' },
  { file: 'projects.json', schema: ProjectIdeasSchema, uniqueBy: 'id' },
  { file: 'platform-features.json', schema: PlatformFeaturesSchema, uniqueBy: 'id' },
  { file: 'flexbox-levels.json', schema: FlexboxLevelsSchema, uniqueBy: 'title' },
  { file: 'ideastorm-prompts.json', schema: BrainstormPromptsSchema, uniqueBy: 'title' },
];

/** Returns the problems found in one file (empty when it is valid). */
function checkSiteFile({ file, schema, uniqueBy }: SiteFile, source: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return [`${file}: not valid JSON (${(error as Error).message})`];
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    return parsed.error.issues.map(
      (issue) => `${file}: ${issue.path.length ? issue.path.join('.') : '(file)'}: ${issue.message}`,
    );
  }
  const seen = new Set<unknown>();
  const problems: string[] = [];
  parsed.data.forEach((entry, index) => {
    const value = (entry as Record<string, unknown>)[uniqueBy];
    if (seen.has(value)) problems.push(`${file}: ${index}.${uniqueBy}: ${JSON.stringify(value)} is used twice`);
    seen.add(value);
  });
  return problems;
}

/** Returns the problems of the course sheets, and a one-line summary of the sourced ones. */
function checkSheets(courses: CourseFile[]): { problems: string[]; summary: string[] } {
  const problems: string[] = [];
  const summary: string[] = [];
  for (const slug of SHEETS_WITH_DIFFICULTY_SOURCES) {
    const course = courses.find((c) => c.slug === slug);
    if (!course) {
      problems.push(`${slug}.json: missing`);
      continue;
    }
    const tally = new Map<string, number>(
      ['Easy', 'Medium', 'Hard', 'leetcode', 'geeksforgeeks', 'judged'].map((label) => [label, 0]),
    );
    for (const question of course.days.flatMap((day) => day.questions)) {
      const issue = difficultySourceIssue(question, true);
      if (issue) problems.push(`${slug}.json: ${question.key}: ${issue}`);
      for (const label of [question.difficulty, question.difficultySource]) {
        if (label) tally.set(label, (tally.get(label) ?? 0) + 1);
      }
    }
    summary.push(`${slug} ${[...tally].map(([label, n]) => `${label} ${n}`).join(', ')}`);
  }
  return { problems, summary };
}

/**
 * The problem-links files: every course, question key and problem they name exists; and how many
 * questions of each sheet have an in-app problem (by LeetCode link or by problem-links).
 */
function checkProblemLinks(courses: CourseFile[]): { problems: string[]; summary: string[] } {
  const problems: string[] = [];
  const known = listProblemSlugs(CONTENT_DIR);
  const links = loadProblemLinks(CONTENT_DIR);
  for (const [courseSlug, linked] of links) {
    const course = courses.find((c) => c.slug === courseSlug);
    if (!course) {
      problems.push(`problem-links: no course ${courseSlug}`);
      continue;
    }
    const keys = new Set(course.days.flatMap((day) => day.questions.map((q) => q.key)));
    for (const [key, slug] of linked) {
      if (!keys.has(key)) problems.push(`problem-links: ${courseSlug} has no question ${key}`);
      if (!known.has(slug)) problems.push(`problem-links: ${courseSlug}/${key} names ${slug}, which is not in content/problems`);
    }
  }
  const summary = courses.flatMap((course) => {
    const questions = course.days.flatMap((day) => day.questions);
    const inApp = questions.filter((q) => matchProblemSlug(q, known, links.get(course.slug)) !== null).length;
    return inApp > 0 ? [`${course.slug} ${inApp}/${questions.length} in-app`] : [];
  });
  return { problems, summary };
}

function sheetProblems(): { problems: string[]; summary: string[] } {
  try {
    const courses = loadCourseFiles(CONTENT_DIR);
    const sheets = checkSheets(courses);
    const links = checkProblemLinks(courses);
    return { problems: [...sheets.problems, ...links.problems], summary: [...sheets.summary, ...links.summary] };
  } catch (error) {
    if (error instanceof ContentError) return { problems: [error.message.replace(/^content\/sheets\//, '')], summary: [] };
    throw error;
  }
}

function main() {
  const sheets = sheetProblems();
  if (sheets.problems.length > 0) {
    console.error(
      `content/sheets: ${sheets.problems.length} problem(s)\n${sheets.problems.map((line) => `  content/sheets/${line}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`content/sheets: valid (${sheets.summary.join('; ')})`);
  const problems = files.flatMap((entry) => {
    const path = join(SITE_DIR, entry.file);
    try {
      return checkSiteFile(entry, readFileSync(path, 'utf8'));
    } catch (error) {
      return [`${entry.file}: cannot be read (${(error as Error).message})`];
    }
  });
  if (problems.length > 0) {
    console.error(`content/site: ${problems.length} problem(s)\n${problems.map((line) => `  content/site/${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`content/site: ${files.length} files valid (${files.map((entry) => entry.file).join(', ')})`);
}

main();
