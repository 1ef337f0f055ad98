#!/usr/bin/env node
// Writes content/problems/<slug>/tests.json: the examples, then the generator's cases, with expected
// outputs computed by the problem's oracle (reference.mjs). Usage: node scripts/generate-problem-tests.mjs [slug...]
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRng } from '../content/problems/_lib/random.mjs';

const root = resolve(import.meta.dirname, '../content/problems');

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

async function generateFor(slug) {
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

function callFunction(signature, oracle, args) {
  const result = oracle(...args);
  if (signature.returns === 'void') {
    const index = signature.params.findIndex((p) => p.name === signature.mutates);
    return args[index];
  }
  return result === undefined ? null : result;
}

const wanted = process.argv.slice(2);
const slugs = wanted.length ? wanted : (await readdir(root)).filter((name) => !name.startsWith('_'));
let total = 0;
for (const slug of slugs) {
  if (!(await stat(join(root, slug))).isDirectory()) continue;
  const count = await generateFor(slug);
  total += count;
  console.log(`${slug}: ${count} tests`);
}
console.log(`${slugs.length} problems, ${total} tests`);
