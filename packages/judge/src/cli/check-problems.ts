#!/usr/bin/env -S npx tsx
/**
 * Content checker: validates every problem directory and judges its reference solutions.
 *   npx tsx packages/judge/src/cli/check-problems.ts [--content <dir>] [--lang <language>] [slug...]
 * Exits non-zero when anything fails. Uses the BARE (unsandboxed) executor — for trusted content only.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BareExecutor } from '../bare-executor.js';
import { type Checker, judge } from '../judge.js';
import {
  JUDGE_LANGUAGES,
  type JudgeLanguage,
  LANGUAGE_EXTENSIONS,
  type ProblemFile,
  problemFileSchema,
  type TestCase,
  TOPICS,
} from '../signature.js';
import { checkTestCase } from '../values.js';

const MIN_GENERATED_TESTS = 20;
const REQUIRED_FILES = ['statement.md', 'editorial.md', 'generator.mjs', 'reference.mjs'];

interface Options {
  content: string;
  slugs: string[];
  langs: JudgeLanguage[] | null;
  verbose: boolean;
}

function parseArgs(argv: string[]): Options {
  const opts: Options = { content: 'content/problems', slugs: [], langs: null, verbose: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--content') opts.content = argv[++i] ?? opts.content;
    else if (a.startsWith('--content=')) opts.content = a.slice('--content='.length);
    else if (a === '--lang') {
      opts.langs ??= [];
      opts.langs.push(argv[++i] as JudgeLanguage);
    } else if (a === '-v' || a === '--verbose') opts.verbose = true;
    else if (a === '-h' || a === '--help') {
      console.log('usage: check-problems [--content <dir>] [--lang <language>]... [-v] [slug...]');
      process.exit(0);
    } else opts.slugs.push(a);
  }
  return opts;
}

interface ProblemReport {
  slug: string;
  problem: ProblemFile | null;
  errors: string[];
  notes: string[];
}

function clip(s: string, n = 300): string {
  const one = s.replace(/\s+$/g, '');
  return one.length > n ? `${one.slice(0, n)}...` : one;
}

async function checkProblem(dir: string, slug: string, executor: BareExecutor, opts: Options): Promise<ProblemReport> {
  const report: ProblemReport = { slug, problem: null, errors: [], notes: [] };
  const err = (m: string) => report.errors.push(m);
  const pj = join(dir, 'problem.json');
  if (!existsSync(pj)) {
    err('problem.json missing');
    return report;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(pj, 'utf8'));
  } catch (e) {
    err(`problem.json is not valid JSON: ${(e as Error).message}`);
    return report;
  }
  const parsed = problemFileSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 8))
      err(`problem.json ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    return report;
  }
  const problem = parsed.data;
  report.problem = problem;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) err(`slug "${slug}" is not kebab-case`);
  for (const f of REQUIRED_FILES) if (!existsSync(join(dir, f))) err(`${f} missing`);
  problem.examples.forEach((ex, i) => {
    for (const e of checkTestCase(problem.signature, ex.args, ex.expected)) err(`example ${i + 1}: ${e}`);
  });

  // tests.json
  let tests: TestCase[] = [];
  const tj = join(dir, 'tests.json');
  if (!existsSync(tj)) err('tests.json missing (run the test generator)');
  else {
    try {
      tests = JSON.parse(readFileSync(tj, 'utf8')) as TestCase[];
      if (!Array.isArray(tests)) throw new Error('not an array');
    } catch (e) {
      err(`tests.json invalid: ${(e as Error).message}`);
      tests = [];
    }
    const need = problem.examples.length + MIN_GENERATED_TESTS;
    if (tests.length < need) err(`tests.json has ${tests.length} tests, need >= ${need} (examples + ${MIN_GENERATED_TESTS})`);
    problem.examples.forEach((ex, i) => {
      const t = tests[i];
      if (!t || JSON.stringify(t.args) !== JSON.stringify(ex.args) || JSON.stringify(t.expected) !== JSON.stringify(ex.expected))
        err(`tests.json[${i}] does not match example ${i + 1} (examples must come first; regenerate)`);
    });
    let bad = 0;
    tests.forEach((t, i) => {
      if (!t || typeof t !== 'object' || !('args' in t) || !('expected' in t)) {
        if (bad++ < 3) err(`tests.json[${i}]: needs {args, expected}`);
        return;
      }
      for (const e of checkTestCase(problem.signature, t.args, t.expected)) if (bad++ < 3) err(`tests.json[${i}]: ${e}`);
    });
    if (bad > 3) err(`... ${bad - 3} more test shape errors`);
  }

  // solutions
  const solDir = join(dir, 'solutions');
  const solutions: { lang: JudgeLanguage; file: string }[] = [];
  if (existsSync(solDir)) {
    for (const f of readdirSync(solDir).sort()) {
      const lang = JUDGE_LANGUAGES.find((l) => f === `${l}.${LANGUAGE_EXTENSIONS[l]}`);
      if (!lang) err(`solutions/${f}: unexpected file name (use javascript.js, python.py, java.java, cpp.cpp, c.c)`);
      else solutions.push({ lang, file: join(solDir, f) });
    }
  }
  if (solutions.length < 2) err(`needs at least 2 solutions, found ${solutions.length}`);
  if (report.errors.length || !tests.length) return report;

  let checker: Checker | undefined;
  if (problem.compare === 'checker') {
    const file = join(dir, 'checker.mjs');
    if (!existsSync(file)) {
      err('compare "checker" needs checker.mjs');
      return report;
    }
    checker = ((await import(pathToFileURL(file).href)) as { default: Checker }).default;
    // the oracle's own outputs must satisfy the checker
    for (const [i, t] of tests.entries()) {
      const said = checker(structuredClone(t.args), structuredClone(t.expected), structuredClone(t.expected));
      if (said !== true) {
        err(`tests.json[${i}]: the checker rejects the oracle's output${typeof said === 'string' ? `: ${said}` : ''}`);
        return report;
      }
    }
  }
  const selected = solutions.filter((s) => !opts.langs || opts.langs.includes(s.lang));
  const results = await Promise.all(
    selected.map(async (s) => {
      try {
        const r = await judge({
          problem,
          tests,
          language: s.lang,
          code: readFileSync(s.file, 'utf8'),
          executor,
          stopOnFirstFailure: true,
          checker,
        });
        return { s, r, e: null as Error | null };
      } catch (e) {
        return { s, r: null, e: e as Error };
      }
    }),
  );
  for (const { s, r, e } of results) {
    if (e) {
      if (/not implemented/.test(e.message)) report.notes.push(`${s.lang}: skipped (${e.message})`);
      else err(`${s.lang}: judge error: ${e.message}`);
      continue;
    }
    if (!r) continue;
    if (r.verdict === 'Accepted') {
      report.notes.push(`${s.lang} ${r.runtimeMs}ms`);
      continue;
    }
    let msg = `${s.lang}: ${r.verdict} (${r.testsPassed}/${r.totalTests} passed)`;
    if (r.compileOutput) msg += `\n      ${clip(r.compileOutput, 1500).replace(/\n/g, '\n      ')}`;
    const t = r.tests.find((x) => x.index === r.firstFailedIndex);
    if (t) {
      msg += `\n      test #${t.index}: ${clip(t.input.replace(/\n/g, ' '))}`;
      msg += `\n      expected: ${clip(t.expectedOutput)}`;
      if (t.actualOutput !== null) msg += `\n      actual:   ${clip(t.actualOutput)}`;
      if (t.error) msg += `\n      error: ${clip(t.error, 1500).replace(/\n/g, '\n      ')}`;
      if (t.stdout) msg += `\n      stdout: ${clip(t.stdout)}`;
    }
    err(msg);
  }
  return report;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const root = resolve(opts.content);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    console.error(`content directory not found: ${root}`);
    process.exit(2);
  }
  const all = readdirSync(root)
    .filter((n) => !n.startsWith('_') && !n.startsWith('.') && statSync(join(root, n)).isDirectory())
    .sort();
  const slugs = opts.slugs.length ? opts.slugs : all;
  const executor = new BareExecutor();
  const reports: ProblemReport[] = [];
  for (const slug of slugs) {
    const dir = join(root, slug);
    let report: ProblemReport;
    if (!existsSync(dir)) report = { slug, problem: null, errors: ['directory not found'], notes: [] };
    else report = await checkProblem(dir, slug, executor, opts);
    reports.push(report);
    const status = report.errors.length ? 'FAIL' : 'ok  ';
    const meta = report.problem ? `[${report.problem.difficulty}] ` : '';
    console.log(`${status} ${slug} ${meta}${report.notes.join(', ')}`);
    for (const e of report.errors) console.log(`     - ${e}`);
  }

  // library-wide checks (only meaningful for a full run)
  const libraryErrors: string[] = [];
  if (!opts.slugs.length) {
    const orders = new Map<number, string>();
    for (const r of reports) {
      if (!r.problem) continue;
      const prev = orders.get(r.problem.order);
      if (prev) libraryErrors.push(`order ${r.problem.order} used by both ${prev} and ${r.slug}`);
      else orders.set(r.problem.order, r.slug);
    }
  }
  const ok = reports.filter((r) => r.problem);
  const byDiff = { Easy: 0, Medium: 0, Hard: 0 };
  const topics = new Set<string>();
  for (const r of ok) {
    byDiff[r.problem!.difficulty]++;
    for (const t of r.problem!.topics) topics.add(t);
  }
  const failures = reports.filter((r) => r.errors.length).length + libraryErrors.length;
  for (const e of libraryErrors) console.log(`FAIL library: ${e}`);
  console.log('');
  console.log(
    `${reports.length} problems (Easy ${byDiff.Easy}, Medium ${byDiff.Medium}, Hard ${byDiff.Hard}); topics covered ${topics.size}/${TOPICS.length}` +
      (topics.size < TOPICS.length ? ` (missing: ${TOPICS.filter((t) => !topics.has(t)).join(', ')})` : ''),
  );
  console.log(failures ? `${failures} failure(s)` : 'all checks passed');
  process.exit(failures ? 1 : 0);
}

await main();
