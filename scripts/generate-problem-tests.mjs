#!/usr/bin/env node
// Writes <content>/<slug>/tests.json: the examples, then the generator's cases, with expected outputs computed by the
// problem's oracle (reference.mjs); and, when generator.mjs exports `large(rng)`, the gitignored
// <content>/<slug>/tests.large.json: { key, tests } with the cases at the stated maximum sizes. `key` hashes what the
// large cases are made from (LARGE_INPUTS), so a stale or missing file is rebuilt and a fresh one is left alone.
// Usage: node scripts/generate-problem-tests.mjs [--content <dir>] [--large] [slug...]   (default: content/problems)
//   (no flag)  tests.json and tests.large.json of the given problems (all when none given)
//   --large    only the tests.large.json files that are missing or stale (`npm run content:large`, run by build)
// Also imported by packages/judge/test/generate-fixture-tests.mjs for the judge's fixture problems.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRng } from '../content/problems/_lib/random.mjs';

export const CONTENT_ROOT = resolve(import.meta.dirname, '../content/problems');
export const LARGE_TESTS_FILE = 'tests.large.json';
/** Files a problem's large cases are computed from; the shared _lib files are hashed too. */
const LARGE_INPUTS = ['problem.json', 'generator.mjs', 'reference.mjs'];
const LIB_INPUTS = ['random.mjs', 'structures.mjs'];
/** Bump when the way large cases are made changes, so every tests.large.json is rebuilt. */
const LARGE_FORMAT = 'large-v1';

/** Plays a design problem's call sequence on the oracle class: null for the constructor and void methods. */
function runDesign(Klass, [calls, callArgs]) {
  let instance = null;
  return calls.map((name, i) => {
    if (i === 0) {
      instance = new Klass(...callArgs[0]);
      return null;
    }
    const value = instance[name](...callArgs[i]);
    return value === undefined ? null : value;
  });
}

function callFunction(signature, oracle, args) {
  const result = oracle(...args);
  if (signature.returns === 'void') {
    const index = signature.params.findIndex((p) => p.name === signature.mutates);
    return args[index];
  }
  return result === undefined ? null : result;
}

async function loadProblem(dir) {
  const problem = JSON.parse(await readFile(join(dir, 'problem.json'), 'utf8'));
  const generator = await import(pathToFileURL(join(dir, 'generator.mjs')).href);
  const { default: oracle } = await import(pathToFileURL(join(dir, 'reference.mjs')).href);
  const clone = (v) => structuredClone(v);
  const solve = (args) =>
    problem.signature.kind === 'design' ? runDesign(oracle, clone(args)) : callFunction(problem.signature, oracle, clone(args));
  return { problem, generator, solve };
}

/** The key a fresh tests.large.json carries: sha256 of LARGE_INPUTS and the shared _lib files. */
export async function largeTestsKey(root, slug) {
  const hash = createHash('sha256').update(LARGE_FORMAT);
  for (const f of LARGE_INPUTS) hash.update('\0').update(await readFile(join(root, slug, f)));
  for (const f of LIB_INPUTS) {
    const file = join(root, '_lib', f);
    hash.update('\0').update(existsSync(file) ? await readFile(file) : '');
  }
  return hash.digest('hex');
}

/** Whether `<root>/<slug>/tests.large.json` is missing or was made from other files than the current ones. */
export async function largeTestsStale(root, slug) {
  const file = join(root, slug, LARGE_TESTS_FILE);
  const key = await largeTestsKey(root, slug);
  const hasLarge = /export\s+(async\s+)?function\s+large\b|export\s+(const|let)\s+large\b/.test(
    await readFile(join(root, slug, 'generator.mjs'), 'utf8'),
  );
  if (!existsSync(file)) return hasLarge;
  try {
    const text = await readFile(file, 'utf8');
    const head = /^\{"key":"([0-9a-f]{64})"/.exec(text.slice(0, 100));
    return !head || head[1] !== key;
  } catch {
    return true;
  }
}

/**
 * Writes `<root>/<slug>/tests.large.json` from generator.mjs's `large(rng)` (seeded from "<slug>:large", so adding
 * it leaves tests.json unchanged), or removes the file when the generator has no `large`. Returns the case count.
 */
export async function generateLargeTestsFor(root, slug) {
  const dir = join(root, slug);
  const { generator, solve } = await loadProblem(dir);
  const file = join(dir, LARGE_TESTS_FILE);
  if (typeof generator.large !== 'function') {
    await rm(file, { force: true });
    return 0;
  }
  const key = await largeTestsKey(root, slug);
  const tests = generator.large(createRng(`${slug}:large`)).map((args) => ({ args, expected: solve(args) }));
  await writeFile(file, `{"key":"${key}","tests":${JSON.stringify(tests)}}\n`);
  return tests.length;
}

/** Writes `<root>/<slug>/tests.json` (and its tests.large.json) and returns the number of tests in tests.json. */
export async function generateTestsFor(root, slug) {
  const dir = join(root, slug);
  const { problem, generator, solve } = await loadProblem(dir);
  const generate = generator.default;
  const tests = [];
  for (const ex of problem.examples) {
    const got = solve(ex.args);
    if (JSON.stringify(got) !== JSON.stringify(ex.expected) && problem.compare === 'exact') {
      throw new Error(`${slug}: oracle disagrees with example ${JSON.stringify(ex.args)}: ${JSON.stringify(got)}`);
    }
    tests.push({ args: ex.args, expected: ex.expected });
  }
  const cases = generate(createRng(slug));
  for (const args of cases) tests.push({ args, expected: solve(args) });
  await writeFile(join(dir, 'tests.json'), `${JSON.stringify(tests)}\n`);
  await generateLargeTestsFor(root, slug);
  return tests.length;
}

function problemNames(root, slugs) {
  return slugs.length
    ? Promise.resolve(slugs)
    : readdir(root).then((names) => names.filter((name) => !name.startsWith('_') && !name.startsWith('.')).sort());
}

/** Rebuilds the missing or stale tests.large.json files under `root` (or of `slugs`); returns the slugs rebuilt. */
export async function refreshLargeTests(root, slugs = [], log = console.log) {
  const rebuilt = [];
  for (const slug of await problemNames(root, slugs)) {
    if (!existsSync(join(root, slug, 'generator.mjs'))) continue;
    if (!(await largeTestsStale(root, slug))) continue;
    const started = Date.now();
    const count = await generateLargeTestsFor(root, slug);
    rebuilt.push(slug);
    log(`${slug}: ${count} large tests (${Date.now() - started} ms)`);
  }
  return rebuilt;
}

/** Generates every problem under `root` (directories not starting with `_` or `.`), or just `slugs`. */
export async function generateProblemTests(root, slugs = []) {
  const names = await problemNames(root, slugs);
  let problems = 0;
  let total = 0;
  for (const slug of names) {
    if (!(await stat(join(root, slug))).isDirectory()) continue;
    const count = await generateTestsFor(root, slug);
    problems++;
    total += count;
    console.log(`${slug}: ${count} tests`);
  }
  console.log(`${problems} problems, ${total} tests`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--content');
  let root = CONTENT_ROOT;
  if (at >= 0) {
    if (!args[at + 1]) throw new Error('--content needs a directory');
    root = resolve(args[at + 1]);
    args.splice(at, 2);
  }
  const large = args.indexOf('--large');
  if (large >= 0) {
    args.splice(large, 1);
    const started = Date.now();
    const rebuilt = await refreshLargeTests(root, args);
    console.log(`large tests: ${rebuilt.length} problem(s) rebuilt, the rest fresh (${Date.now() - started} ms)`);
  } else await generateProblemTests(root, args);
}
