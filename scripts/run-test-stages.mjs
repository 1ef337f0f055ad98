#!/usr/bin/env node
// `npm test`: runs each stage in order, stops at the first failure, and always ends with a timing
// summary per stage, so a slow or failing stage is visible at a glance (CI prints it last).
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['content:check', 'npm run content:check'],
  ['unit: runner', 'npm run test -w @codingkaro/runner'],
  ['unit: judge', 'npm run test -w @codingkaro/judge'],
  ['unit: judge-queue', 'npm run test -w @codingkaro/judge-queue'],
  ['unit: server', 'npm run test -w @codingkaro/server'],
  ['unit: web', 'npm run test -w @codingkaro/web'],
  ['build', 'npm run build'],
  ['e2e', 'npm run test:e2e'],
];

const results = [];
let failed = false;
for (const [name, command] of STAGES) {
  if (failed) {
    results.push({ name, status: 'not run', seconds: 0 });
    continue;
  }
  console.log(`\n::group::${name} (${command})`);
  const started = process.hrtime.bigint();
  const run = spawnSync(command, { stdio: 'inherit', shell: true });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log('::endgroup::');
  const ok = run.status === 0;
  results.push({ name, status: ok ? 'passed' : `FAILED (exit ${run.status ?? run.signal})`, seconds });
  failed = !ok;
}

const total = results.reduce((sum, r) => sum + r.seconds, 0);
const width = Math.max(...results.map((r) => r.name.length));
console.log('\nTest stages:');
for (const r of results) console.log(`  ${r.name.padEnd(width)}  ${r.status.padEnd(8)}  ${r.seconds.toFixed(1).padStart(7)} s`);
console.log(`  ${'total'.padEnd(width)}  ${''.padEnd(8)}  ${total.toFixed(1).padStart(7)} s`);
process.exit(failed ? 1 : 0);
