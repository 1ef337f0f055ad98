import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type Checker,
  checkTestCase,
  type JudgeLanguage,
  LANGUAGE_EXTENSIONS,
  type ProblemFile,
  problemFileSchema,
  type TestCase,
} from '@codingkaro/judge';

export const problemsDir = (contentDir: string) => join(contentDir, 'problems');

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ProblemFolder {
  slug: string;
  problem: ProblemFile;
  statement: string;
  editorial: string;
  /** sha256 of the files the database row is built from. */
  sourceHash: string;
}

export interface ProblemFolderError {
  slug: string;
  message: string;
}

/** Problem folders under `<contentDir>/problems` (those with a problem.json; `_lib` and dot-folders skipped). */
export function listProblemFolders(contentDir: string): string[] {
  const dir = problemsDir(contentDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_') && !e.name.startsWith('.'))
    .filter((e) => existsSync(join(dir, e.name, 'problem.json')))
    .map((e) => e.name)
    .sort();
}

/** Reads and validates one problem folder; an invalid one is reported, not thrown. */
export function readProblemFolder(contentDir: string, slug: string): ProblemFolder | ProblemFolderError {
  const dir = join(problemsDir(contentDir), slug);
  if (!SLUG.test(slug)) return { slug, message: 'folder name is not a kebab-case slug' };
  try {
    const raw = readFileSync(join(dir, 'problem.json'), 'utf8');
    const parsed = problemFileSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || 'problem'}: ${i.message}`);
      return { slug, message: `problem.json is invalid: ${issues.join('; ')}` };
    }
    const problem = parsed.data;
    for (const [i, example] of problem.examples.entries()) {
      const errors = checkTestCase(problem.signature, example.args, example.expected);
      if (errors.length) return { slug, message: `example ${i + 1}: ${errors.join('; ')}` };
    }
    const statement = readFileSync(join(dir, 'statement.md'), 'utf8');
    const editorial = existsSync(join(dir, 'editorial.md')) ? readFileSync(join(dir, 'editorial.md'), 'utf8') : '';
    const sourceHash = createHash('sha256')
      .update(raw)
      .update('\0')
      .update(statement)
      .update('\0')
      .update(editorial)
      .digest('hex');
    return { slug, problem, statement, editorial, sourceHash };
  } catch (error) {
    return { slug, message: (error as Error).message };
  }
}

/** The gitignored file of a problem's cases at the stated maximum sizes: `{ key, tests }` (docs/problem-format.md). */
export const LARGE_TESTS_FILE = 'tests.large.json';

function assertTests(tests: unknown, file: string): asserts tests is TestCase[] {
  if (!Array.isArray(tests) || tests.some((t) => !t || typeof t !== 'object' || !Array.isArray(t.args))) {
    throw new Error(`${file} is not a list of {args, expected}`);
  }
}

/** Order in which a problem's reference solution is picked to compute custom-input answers. */
export const REFERENCE_LANGUAGES: JudgeLanguage[] = ['python', 'cpp', 'javascript', 'java', 'c'];

export interface ReferenceSolution {
  language: JudgeLanguage;
  code: string;
}

/**
 * Hidden tests and reference solutions, read from the content folder on first use and kept in a
 * bounded LRU (tests.json stays under 256 KB, tests.large.json holds a few MB; the whole library would not belong in memory).
 */
export class ProblemFilesCache {
  private readonly tests = new Map<string, Promise<TestCase[]>>();
  private readonly references = new Map<string, Promise<ReferenceSolution | null>>();
  private readonly checkers = new Map<string, Promise<Checker>>();

  constructor(
    private readonly contentDir: string,
    private readonly maxEntries = 32,
  ) {}

  /** tests.json, then the large cases of tests.large.json (gitignored, built by `npm run content:large`) if present. */
  testsOf(slug: string): Promise<TestCase[]> {
    return this.remember(this.tests, slug, async () => {
      const dir = join(problemsDir(this.contentDir), slug);
      const tests = JSON.parse(await readFile(join(dir, 'tests.json'), 'utf8')) as unknown;
      assertTests(tests, `content/problems/${slug}/tests.json`);
      const largeFile = join(dir, LARGE_TESTS_FILE);
      if (!existsSync(largeFile)) return tests;
      const large = (JSON.parse(await readFile(largeFile, 'utf8')) as { tests?: unknown }).tests;
      assertTests(large, `content/problems/${slug}/${LARGE_TESTS_FILE}`);
      return [...tests, ...large];
    });
  }

  referenceOf(slug: string): Promise<ReferenceSolution | null> {
    return this.remember(this.references, slug, async () => {
      for (const language of REFERENCE_LANGUAGES) {
        const file = join(problemsDir(this.contentDir), slug, 'solutions', `${language}.${LANGUAGE_EXTENSIONS[language]}`);
        if (existsSync(file)) return { language, code: await readFile(file, 'utf8') };
      }
      return null;
    });
  }

  /** The output check of a problem with more than one correct answer (compare "checker"): its checker.mjs. */
  checkerOf(slug: string): Promise<Checker> {
    return this.remember(this.checkers, slug, async () => {
      const file = join(problemsDir(this.contentDir), slug, 'checker.mjs');
      const mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
      if (typeof mod.default !== 'function') throw new Error(`content/problems/${slug}/checker.mjs has no default export`);
      return mod.default as Checker;
    });
  }

  private remember<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const hit = map.get(key);
    if (hit) {
      map.delete(key);
      map.set(key, hit); // most recently used last
      return hit;
    }
    const pending = load();
    map.set(key, pending);
    pending.catch(() => map.delete(key)); // a failed read is retried next time
    while (map.size > this.maxEntries) {
      const oldest = map.keys().next().value as string;
      map.delete(oldest);
    }
    return pending;
  }
}
