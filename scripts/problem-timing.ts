// Sets a problem's time limit from measurement: judges every reference solution on all its tests (tests.json and
// tests.large.json) with a generous limit, takes each language's CPU time, divides by the judge's language factor
// (C/C++ 1, Java/JS 1.5, Python 2.5) and multiplies by a per-language margin; the limit is the largest of those,
// rounded up to 100 ms, and never below the 2000 ms default. Also times naive/cpp.cpp on the large tests.
//   npm run content:timing -- [--write] <slug>...
//     --write  store the limit as "timeLimitMs" in problem.json (removed when it equals the default)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BareExecutor } from '../packages/judge/src/bare-executor.ts';
import { judge, TIME_FACTOR } from '../packages/judge/src/judge.ts';
import {
  DEFAULT_TIME_LIMIT_MS,
  JUDGE_LANGUAGES,
  type JudgeLanguage,
  LANGUAGE_EXTENSIONS,
  problemFileSchema,
  type TestCase,
} from '../packages/judge/src/signature.ts';

const ROOT = resolve(import.meta.dirname, '../content/problems');
/** Headroom over the measured time: C/C++ times are small and noisy, the others' factors already allow for them. */
export const MARGIN: Record<JudgeLanguage, number> = { c: 3, cpp: 3, java: 2, javascript: 2, python: 2 };
/** Measuring runs get this limit (the runner's 15 s process cap still applies). */
const MEASURE_LIMIT_MS = 5000;

const args = process.argv.slice(2);
const write = args.includes('--write');
const slugs = args.filter((a) => !a.startsWith('--'));
if (!slugs.length) {
  console.error('usage: npm run content:timing -- [--write] <slug>...');
  process.exit(2);
}
const executor = new BareExecutor();

async function timeOf(problemJson: unknown, tests: TestCase[], language: JudgeLanguage, code: string) {
  const problem = problemFileSchema.parse(problemJson);
  const r = await judge({
    problem: { ...problem, timeLimitMs: MEASURE_LIMIT_MS },
    tests,
    language,
    code,
    executor,
    stopOnFirstFailure: true,
    limits: { maxRunTimeoutMs: 15_000 },
  });
  return r;
}

let failed = false;
for (const slug of slugs) {
  const dir = join(ROOT, slug);
  const text = readFileSync(join(dir, 'problem.json'), 'utf8');
  const json = JSON.parse(text) as Record<string, unknown>;
  const tests = JSON.parse(readFileSync(join(dir, 'tests.json'), 'utf8')) as TestCase[];
  const largeFile = join(dir, 'tests.large.json');
  const large = existsSync(largeFile) ? (JSON.parse(readFileSync(largeFile, 'utf8')) as { tests: TestCase[] }).tests : [];
  const lines: string[] = [];
  let needed = DEFAULT_TIME_LIMIT_MS;
  for (const file of readdirSync(join(dir, 'solutions')).sort()) {
    const language = JUDGE_LANGUAGES.find((l) => file === `${l}.${LANGUAGE_EXTENSIONS[l]}`);
    if (!language) continue;
    const r = await timeOf(json, [...tests, ...large], language, readFileSync(join(dir, 'solutions', file), 'utf8'));
    if (r.verdict !== 'Accepted') {
      lines.push(`${language}: ${r.verdict} even with ${MEASURE_LIMIT_MS} ms`);
      failed = true;
      continue;
    }
    const wants = Math.ceil(((r.runtimeMs / TIME_FACTOR[language]) * MARGIN[language]) / 100) * 100;
    needed = Math.max(needed, wants);
    lines.push(`${language} ${r.runtimeMs} ms -> limit ${wants} ms`);
  }
  const naive = join(dir, 'naive', 'cpp.cpp');
  if (existsSync(naive) && large.length) {
    const r = await timeOf(json, large, 'cpp', readFileSync(naive, 'utf8'));
    const shown = r.verdict === 'Accepted' ? `${r.runtimeMs} ms` : `${r.verdict} at ${MEASURE_LIMIT_MS} ms`;
    lines.push(`naive/cpp.cpp on the large tests: ${shown} (must exceed 2 x ${needed} ms)`);
  }
  const current = (json.timeLimitMs as number | undefined) ?? DEFAULT_TIME_LIMIT_MS;
  console.log(`${slug}: timeLimitMs ${current} -> ${needed}\n  ${lines.join('\n  ')}`);
  if (write && needed !== current) {
    let next: string;
    if (needed === DEFAULT_TIME_LIMIT_MS) next = text.replace(/,?\n\s*"timeLimitMs": \d+/, '');
    else if (/"timeLimitMs": \d+/.test(text)) next = text.replace(/"timeLimitMs": \d+/, `"timeLimitMs": ${needed}`);
    else next = text.replace(/\n}\s*$/, `,\n  "timeLimitMs": ${needed}\n}\n`);
    JSON.parse(next);
    writeFileSync(join(dir, 'problem.json'), next);
    console.log(`  wrote timeLimitMs ${needed}`);
  }
}
process.exit(failed ? 1 : 0);
