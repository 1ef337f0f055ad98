import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BareExecutor } from '../src/bare-executor.js';
import type { Executor } from '../src/executor-types.js';
import { type JudgeLanguage, type ProblemFile, problemFileSchema, type TestCase } from '../src/signature.js';

export const FIXTURES = join(import.meta.dirname, 'fixtures');
/** the problem library (content/problems) */
export const CONTENT = join(import.meta.dirname, '../../../content/problems');
/**
 * Executor used by the suites: the bare executor by default. Set CK_JUDGE_EXECUTOR_MODULE to a module whose default
 * export is an Executor (e.g. the sandboxed runner) to run the same suites against it.
 */
const external: Executor | null = process.env.CK_JUDGE_EXECUTOR_MODULE
  ? ((await import(process.env.CK_JUDGE_EXECUTOR_MODULE)) as { default: Executor }).default
  : null;
export const executor: Executor = external ?? new BareExecutor();
/** for TLE tests: no extra wall-clock leniency */
export const strictExecutor: Executor = external ?? new BareExecutor({ timeoutFactor: 1 });

export interface Fixture {
  slug: string;
  problem: ProblemFile;
  tests: TestCase[];
  solutions: Partial<Record<JudgeLanguage, string>>;
}

const EXT: Record<string, JudgeLanguage> = { py: 'python', js: 'javascript', java: 'java', cpp: 'cpp', c: 'c' };

export function loadFixture(slug: string, root = FIXTURES): Fixture {
  const dir = join(root, slug);
  const problem = problemFileSchema.parse(JSON.parse(readFileSync(join(dir, 'problem.json'), 'utf8')));
  const tests = JSON.parse(readFileSync(join(dir, 'tests.json'), 'utf8')) as TestCase[];
  const solutions: Fixture['solutions'] = {};
  for (const f of readdirSync(join(dir, 'solutions'))) {
    const lang = EXT[f.split('.').pop()!];
    if (lang) solutions[lang] = readFileSync(join(dir, 'solutions', f), 'utf8');
  }
  return { slug, problem, tests, solutions };
}

export function fixtureSlugs(): string[] {
  return readdirSync(FIXTURES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}
