#!/usr/bin/env node
// Regenerates tests.json for the judge's fixture problems (same rules as scripts/generate-problem-tests.mjs).
// Usage: node packages/judge/test/generate-fixture-tests.mjs [slug...]
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRng } from '../../../content/problems/_lib/random.mjs';

const root = join(import.meta.dirname, 'fixtures');

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

const wanted = process.argv.slice(2);
const slugs = wanted.length ? wanted : (await readdir(root)).filter((n) => !n.startsWith('_') && !n.includes('.'));
for (const slug of slugs) {
  const dir = join(root, slug);
  const problem = JSON.parse(await readFile(join(dir, 'problem.json'), 'utf8'));
  const { default: generate } = await import(pathToFileURL(join(dir, 'generator.mjs')).href);
  const { default: oracle } = await import(pathToFileURL(join(dir, 'reference.mjs')).href);
  const sig = problem.signature;
  const solve = (args) => {
    const a = structuredClone(args);
    if (sig.kind === 'design') return runDesign(oracle, a);
    const r = oracle(...a);
    if (sig.returns === 'void') return a[sig.params.findIndex((p) => p.name === sig.mutates)];
    return r === undefined ? null : r;
  };
  const tests = problem.examples.map((ex) => ({ args: ex.args, expected: ex.expected }));
  for (const ex of problem.examples) {
    const got = solve(ex.args);
    if (problem.compare === 'exact' && JSON.stringify(got) !== JSON.stringify(ex.expected))
      throw new Error(`${slug}: oracle disagrees with example ${JSON.stringify(ex.args)}: ${JSON.stringify(got)}`);
  }
  for (const args of generate(createRng(slug))) tests.push({ args, expected: solve(args) });
  await writeFile(join(dir, 'tests.json'), `${JSON.stringify(tests)}\n`);
  console.log(`${slug}: ${tests.length} tests`);
}
