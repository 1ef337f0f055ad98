#!/usr/bin/env node
// Writes <content>/<slug>/tests.json: the examples, then the generator's cases, with expected outputs computed by the
// problem's oracle (reference.mjs).
// Usage: node scripts/generate-problem-tests.mjs [--content <dir>] [slug...]   (default content dir: content/problems)
// Also imported by packages/judge/test/generate-fixture-tests.mjs for the judge's fixture problems.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRng } from '../content/problems/_lib/random.mjs';

export const CONTENT_ROOT = resolve(import.meta.dirname, '../content/problems');

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

/** Writes `<root>/<slug>/tests.json` and returns the number of tests. */
export async function generateTestsFor(root, slug) {
  const dir = join(root, slug);
  const problem = JSON.parse(await readFile(join(dir, 'problem.json'), 'utf8'));
  const { default: generate } = await import(pathToFileURL(join(dir, 'generator.mjs')).href);
  const { default: oracle } = await import(pathToFileURL(join(dir, 'reference.mjs')).href);
  const clone = (v) => structuredClone(v);
  const solve = (args) =>
    problem.signature.kind === 'design' ? runDesign(oracle, clone(args)) : callFunction(problem.signature, oracle, clone(args));
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
  return tests.length;
}

/** Generates every problem under `root` (directories not starting with `_` or `.`), or just `slugs`. */
export async function generateProblemTests(root, slugs = []) {
  const names = slugs.length ? slugs : (await readdir(root)).filter((name) => !name.startsWith('_') && !name.startsWith('.'));
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
  await generateProblemTests(root, args);
}
