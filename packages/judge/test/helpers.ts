import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BareExecutor } from '../src/bare-executor.js';
import { type JudgeLanguage, type ProblemFile, problemFileSchema, type TestCase } from '../src/signature.js';

export const FIXTURES = join(import.meta.dirname, 'fixtures');
export const executor = new BareExecutor();

export interface Fixture {
  slug: string;
  problem: ProblemFile;
  tests: TestCase[];
  solutions: Partial<Record<JudgeLanguage, string>>;
}

const EXT: Record<string, JudgeLanguage> = { py: 'python', js: 'javascript', java: 'java', cpp: 'cpp', c: 'c' };

export function loadFixture(slug: string): Fixture {
  const dir = join(FIXTURES, slug);
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
