#!/usr/bin/env -S npx tsx
/**
 * Content checker: validates every problem directory and judges its reference solutions and naive solution.
 *   npx tsx packages/judge/src/cli/check-problems.ts [--content <dir>] [--lang <language>] [--all] [slug...]
 * Without slugs it validates every problem but judges only those whose folder changed since the last full run
 * recorded in content/problems/_checked.json; `--all` judges every problem and rewrites that record with the ones that pass.
 * Exits non-zero when anything fails. Uses the BARE (unsandboxed) executor — for trusted content only.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BareExecutor } from '../bare-executor.js';
import { type Checker, judge, STARTUP_ALLOWANCE_MS } from '../judge.js';
import { limitErrors, measureLimits } from '../limits.js';
import {
  DEFAULT_TIME_LIMIT_MS,
  JUDGE_LANGUAGES,
  type JudgeLanguage,
  LANGUAGE_EXTENSIONS,
  type ProblemFile,
  problemFileSchema,
  type TestCase,
  TOPICS,
} from '../signature.js';
import { checkTestCase } from '../values.js';
import { folderHash, MANIFEST_FILE, readManifest, writeManifest } from './check-manifest.js';
import { RUN_WORDS, statementOverlaps } from './statement-overlap.js';

const MIN_GENERATED_TESTS = 20;
const REQUIRED_FILES = ['statement.md', 'editorial.md', 'generator.mjs', 'reference.mjs'];
/** tests.json is committed: bigger cases belong in generator.mjs large() (tests.large.json, built, gitignored). */
export const TESTS_JSON_CAP_BYTES = 256 * 1024;
export const LARGE_TESTS_FILE = 'tests.large.json';
/** One test's output must fit in the judge's 1 MiB per-process output limit, with room for markers and stdout. */
const MAX_EXPECTED_BYTES = 1000 * 1024;
const NAIVE_FILE = join('naive', 'cpp.cpp');
/** The naive solution must exceed the time limit by this factor on the large tests (robust to a faster machine). */
export const NAIVE_SLOWDOWN = 2;
const GENERATOR_SCRIPT = resolve(import.meta.dirname, '../../../../scripts/generate-problem-tests.mjs');

interface Options {
  content: string;
  slugs: string[];
  langs: JudgeLanguage[] | null;
  verbose: boolean;
  all: boolean;
  /** add the folders judged here that pass to the record, keeping the others' entries */
  record: boolean;
}

function parseArgs(argv: string[]): Options {
  const opts: Options = { content: 'content/problems', slugs: [], langs: null, verbose: false, all: false, record: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--content') opts.content = argv[++i] ?? opts.content;
    else if (a.startsWith('--content=')) opts.content = a.slice('--content='.length);
    else if (a === '--lang') {
      opts.langs ??= [];
      opts.langs.push(argv[++i] as JudgeLanguage);
    } else if (a === '-v' || a === '--verbose') opts.verbose = true;
    else if (a === '--all') opts.all = true;
    else if (a === '--record') opts.record = true;
    else if (a === '-h' || a === '--help') {
      console.log('usage: check-problems [--content <dir>] [--lang <language>]... [--all] [--record] [-v] [slug...]');
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
  /** problem.json has no "limits" / no "naive" (reported, not yet failed) */
  missing: string[];
  judged: boolean;
  /** largest length/calls limit: the stated max and the largest test's value */
  sizes: { of: string; max: number; seen: number | null }[];
}

function readLargeTests(dir: string): TestCase[] {
  const file = join(dir, LARGE_TESTS_FILE);
  if (!existsSync(file)) return [];
  const tests = (JSON.parse(readFileSync(file, 'utf8')) as { tests?: unknown }).tests;
  if (!Array.isArray(tests)) throw new Error(`${LARGE_TESTS_FILE} has no "tests" list`);
  return tests as TestCase[];
}

function verdictMessage(label: string, r: Awaited<ReturnType<typeof judge>>): string {
  let msg = `${label}: ${r.verdict} (${r.testsPassed}/${r.totalTests} passed)`;
  if (r.compileOutput) msg += `\n      ${clip(r.compileOutput, 1500).replace(/\n/g, '\n      ')}`;
  const t = r.tests.find((x) => x.index === r.firstFailedIndex);
  if (t) {
    msg += `\n      test #${t.index}: ${clip(t.input.replace(/\n/g, ' '))}`;
    msg += `\n      expected: ${clip(t.expectedOutput)}`;
    if (t.actualOutput !== null) msg += `\n      actual:   ${clip(t.actualOutput)}`;
    if (t.error) msg += `\n      error: ${clip(t.error, 1500).replace(/\n/g, '\n      ')}`;
    if (t.stdout) msg += `\n      stdout: ${clip(t.stdout)}`;
  }
  return msg;
}

function clip(s: string, n = 300): string {
  const one = s.replace(/\s+$/g, '');
  return one.length > n ? `${one.slice(0, n)}...` : one;
}

interface Executors {
  solutions: BareExecutor;
  /** wall clock = the requested run timeout exactly, so a naive solution is cut off at NAIVE_SLOWDOWN x the limit */
  naive: BareExecutor;
}

async function checkProblem(
  dir: string,
  slug: string,
  executors: Executors,
  opts: Options,
  judgeIt: boolean,
): Promise<ProblemReport> {
  const report: ProblemReport = { slug, problem: null, errors: [], notes: [], missing: [], judged: false, sizes: [] };
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
    const bytes = statSync(tj).size;
    if (bytes > TESTS_JSON_CAP_BYTES) {
      const msg = `tests.json is ${Math.round(bytes / 1024)} KB, over the ${TESTS_JSON_CAP_BYTES / 1024} KB cap: move the biggest cases to large() in generator.mjs`;
      if (problem.limits) err(msg);
      else report.notes.push(msg);
    }
  }

  let large: TestCase[] = [];
  try {
    large = readLargeTests(dir);
  } catch (e) {
    err(`${LARGE_TESTS_FILE}: ${(e as Error).message}`);
  }
  let badLarge = 0;
  large.forEach((t, i) => {
    for (const e of checkTestCase(problem.signature, t.args, t.expected)) if (badLarge++ < 3) err(`large test ${i + 1}: ${e}`);
  });

  const allTests = [...tests, ...large];
  allTests.forEach((t, i) => {
    const bytes = JSON.stringify(t.expected ?? null).length;
    if (bytes > MAX_EXPECTED_BYTES)
      err(
        `${i < tests.length ? `tests.json[${i}]` : `large test ${i - tests.length + 1}`}: expected output is ${Math.round(bytes / 1024)} KB, over the judge's ${MAX_EXPECTED_BYTES / 1024} KB per-test output budget (keep values or sizes smaller)`,
      );
  });
  const label = (i: number) => (i < tests.length ? `tests.json[${i}]` : `large test ${i - tests.length + 1}`);
  if (problem.limits) {
    const { measures, errors } = measureLimits(problem, allTests);
    for (const e of errors) err(e);
    for (const e of limitErrors(measures, label)) err(e);
    for (const m of measures) if (m.kind === 'length') report.sizes.push({ of: m.limit.of, max: m.limit.max, seen: m.seenMax });
  } else report.missing.push('limits');

  const naiveFile = join(dir, NAIVE_FILE);
  if (!problem.naive) report.missing.push('naive');
  else if ('complexity' in problem.naive) {
    if (!existsSync(naiveFile)) err(`"naive" gives a complexity but ${NAIVE_FILE} is missing`);
    if (!large.length) err('a naive solution needs large() tests in generator.mjs to time out on');
  } else if (existsSync(naiveFile)) err(`"naive" says none exists but ${NAIVE_FILE} is there`);

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
  if (report.errors.length || !tests.length || !judgeIt) return report;
  report.judged = true;

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
  const runs = selected.map(async (s) => {
    try {
      const r = await judge({
        problem,
        tests: allTests,
        language: s.lang,
        code: readFileSync(s.file, 'utf8'),
        executor: executors.solutions,
        stopOnFirstFailure: true,
        checker,
      });
      if (r.verdict === 'Accepted') report.notes.push(`${s.lang} ${r.runtimeMs}ms`);
      else err(verdictMessage(s.lang, r));
    } catch (e) {
      const message = (e as Error).message;
      if (/not implemented/.test(message)) report.notes.push(`${s.lang}: skipped (${message})`);
      else err(`${s.lang}: judge error: ${message}`);
    }
  });
  if (problem.naive && 'complexity' in problem.naive && existsSync(naiveFile) && large.length)
    runs.push(checkNaive(problem, tests, large, readFileSync(naiveFile, 'utf8'), executors.naive, report, checker));
  await Promise.all(runs);
  return report;
}

/**
 * The naive solution must be a correct one (Accepted on tests.json, with a generous limit) that is too slow: Time
 * Limit Exceeded on the large tests even with NAIVE_SLOWDOWN x the problem's time limit.
 */
async function checkNaive(
  problem: ProblemFile,
  tests: TestCase[],
  large: TestCase[],
  code: string,
  executor: BareExecutor,
  report: ProblemReport,
  checker?: Checker,
): Promise<void> {
  const limit = problem.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  try {
    const small = await judge({
      problem: { ...problem, timeLimitMs: Math.max(limit, 6000) },
      tests,
      language: 'cpp',
      code,
      executor,
      stopOnFirstFailure: true,
      checker,
    });
    if (small.verdict !== 'Accepted') {
      report.errors.push(verdictMessage('naive/cpp.cpp on tests.json (must be correct)', small));
      return;
    }
    const slowed = NAIVE_SLOWDOWN * limit;
    const big = await judge({
      problem: { ...problem, timeLimitMs: slowed },
      tests: large,
      language: 'cpp',
      code,
      executor,
      stopOnFirstFailure: true,
      checker,
      limits: { maxRunTimeoutMs: slowed + STARTUP_ALLOWANCE_MS.cpp },
    });
    if (big.verdict === 'Time Limit Exceeded') report.notes.push(`naive TLE (> ${slowed}ms)`);
    else if (big.verdict === 'Accepted')
      report.errors.push(
        `naive/cpp.cpp: Accepted on the large tests in ${big.runtimeMs}ms; it must exceed ${NAIVE_SLOWDOWN} x the ${limit}ms limit (make large() harsher for it)`,
      );
    else report.errors.push(verdictMessage('naive/cpp.cpp on the large tests (must be Time Limit Exceeded)', big));
  } catch (e) {
    report.errors.push(`naive/cpp.cpp: judge error: ${(e as Error).message}`);
  }
}

/** Rebuilds missing or stale tests.large.json files (scripts/generate-problem-tests.mjs --large). */
function refreshLargeTests(root: string, slugs: string[]): boolean {
  const started = Date.now();
  const r = spawnSync(process.execPath, [GENERATOR_SCRIPT, '--content', root, '--large', ...slugs], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const out = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
  if (r.status !== 0) {
    console.log(`FAIL large tests: the generator failed\n${out}`);
    return false;
  }
  const last = out.split('\n').pop() ?? '';
  console.log(`${last}${last.includes('ms)') ? '' : ` (${Date.now() - started} ms)`}`);
  return true;
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
  const started = Date.now();
  const largeOk = refreshLargeTests(
    root,
    slugs.filter((slug) => existsSync(join(root, slug))),
  );
  const executors: Executors = { solutions: new BareExecutor(), naive: new BareExecutor({ timeoutFactor: 1 }) };
  const manifest = readManifest(root);
  const hashes = new Map<string, string>();
  const reports: ProblemReport[] = [];
  for (const slug of slugs) {
    const dir = join(root, slug);
    let report: ProblemReport;
    if (!existsSync(dir))
      report = { slug, problem: null, errors: ['directory not found'], notes: [], missing: [], judged: false, sizes: [] };
    else {
      const hash = folderHash(root, slug);
      hashes.set(slug, hash);
      // named slugs and --all are always judged; otherwise only folders changed since the recorded full run
      const judgeIt = opts.all || opts.slugs.length > 0 || manifest[slug] !== hash;
      report = await checkProblem(dir, slug, executors, opts, judgeIt);
    }
    reports.push(report);
    const status = report.errors.length ? 'FAIL' : 'ok  ';
    const meta = report.problem ? `[${report.problem.difficulty}] ` : '';
    const cached = report.problem && !report.judged && !report.errors.length ? '(judged in a recorded run) ' : '';
    const missing = report.missing.length ? ` [no ${report.missing.join(', no ')}]` : '';
    console.log(`${status} ${slug} ${meta}${cached}${report.notes.join(', ')}${missing}`);
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
  // statements: no run of RUN_WORDS words shared with another problem (named slugs: against the whole library)
  const statements = new Map<string, string>();
  for (const slug of all) {
    const file = join(root, slug, 'statement.md');
    if (existsSync(file)) statements.set(slug, readFileSync(file, 'utf8'));
  }
  for (const o of statementOverlaps(statements, opts.slugs.length ? new Set(opts.slugs) : undefined))
    libraryErrors.push(`statements of ${o.a} and ${o.b} share a run of ${RUN_WORDS}+ words: "${o.run}"`);
  if (!largeOk) libraryErrors.push('large tests could not be generated');

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
  const noLimits = reports.filter((r) => r.missing.includes('limits')).map((r) => r.slug);
  const noNaive = reports.filter((r) => r.missing.includes('naive')).map((r) => r.slug);
  if (noLimits.length) console.log(`${noLimits.length} problem(s) without "limits" in problem.json`);
  if (noNaive.length) console.log(`${noNaive.length} problem(s) without "naive" in problem.json`);
  const judged = reports.filter((r) => r.judged).length;
  console.log(
    `judged ${judged} problem(s)${opts.all || opts.slugs.length ? '' : `, ${reports.length - judged} unchanged since the run recorded in ${MANIFEST_FILE}`} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (opts.all && !opts.slugs.length && !opts.langs) {
    // the record holds the folders that passed; a failing one is judged again by the next run
    const passed = reports.filter((r) => r.judged && !r.errors.length);
    writeManifest(root, Object.fromEntries(passed.map((r) => [r.slug, hashes.get(r.slug) ?? ''])));
    console.log(`recorded ${passed.length} passing folder hashes in ${MANIFEST_FILE}`);
  } else if (opts.record && !opts.langs) {
    // after an edit: the judged folders that passed join the record; the rest keep theirs
    const passed = reports.filter((r) => r.judged && !r.errors.length);
    const record = { ...manifest, ...Object.fromEntries(passed.map((r) => [r.slug, hashes.get(r.slug) ?? ''])) };
    writeManifest(root, record);
    console.log(`added ${passed.length} passing folder hashes to ${MANIFEST_FILE}`);
  }
  console.log(failures ? `${failures} failure(s)` : 'all checks passed');
  process.exit(failures ? 1 : 0);
}

await main();
