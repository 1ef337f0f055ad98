/**
 * Runner benchmark (not a test): run with `npx tsx bench/runner/run.ts [iterations]` from the repo root.
 *
 * 1. For each language: median wall time of hello-world through the sandbox vs the same command
 *    run bare (no bubblewrap), measured in one run, interleaved, printed as a ratio.
 *    - "e2e": runner.execute() end to end (validation, queue, sending the job to a pre-started
 *      sandbox, monitor, cgroup accounting, teardown); bare = spawning the command from node
 *    - "in-box": the program's own wall time measured by the in-sandbox monitor
 *    For compiled languages the cached artifact is run (compile excluded; see part 2).
 * 2. Cold sandboxes: the same hello world through a runner without pre-started sandboxes (every
 *    run pays the whole sandbox start: node spawn, cgroup join, bubblewrap setup, teardown).
 * 3. Compile cache: C++ and Rust execute() with a fresh source (miss: compile + run) vs the same
 *    source again (hit: run only).
 * Every column is `median/min` in ms; ratios are `median-ratio [min-ratio]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRunner } from '../../packages/runner/src/index';
import { LANGUAGE_IDS, LANGUAGES } from '../../packages/runner/src/languages/registry';
import { detectToolchains } from '../../packages/runner/src/runner';
import { prepareBare } from '../lib/bare';
import { hostLine, medMin, pause, ratios, timeProcess } from '../lib/timing';

const iterations = Number(process.argv[2] ?? 15);

async function runBare(bare: { cmd: string[]; cwd: string; env: Record<string, string> }): Promise<number> {
  const { ms, stdout } = await timeProcess(bare.cmd, bare);
  if (stdout !== 'Hello, World!\n') throw new Error(`unexpected output ${stdout}`);
  return ms;
}

const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'ck-bench-cache-'));
const runner = createRunner({ cacheDir, poolSize: 1 });
const cold = createRunner({ cacheDir: `${cacheDir}-cold`, poolSize: 1, warmSandboxes: 0 });
const toolchains = await detectToolchains();

console.log(`runner bench: ${iterations} iterations, ${hostLine()}`);
console.log('median/min in ms; ratios: median-based [min-based]');
console.log('language         bare ms        e2e ms     in-box ms         e2e/bare      in-box/bare');
const coldRows: string[] = [];
for (const id of LANGUAGE_IDS) {
  const lang = LANGUAGES[id];
  const tc = toolchains.get(id);
  if (!tc) {
    console.log(`${id.padEnd(12)} unavailable`);
    continue;
  }
  const req = { language: id, files: [{ content: lang.samples.hello }] };
  const warm = await runner.execute(req);
  if (warm.run?.stdout !== 'Hello, World!\n') throw new Error(`${id} hello failed: ${JSON.stringify(warm)}`);
  await cold.execute(req); // compiles into its own cache

  // Bare: same command, same files, a plain temp dir instead of /box, no sandbox.
  const bareProgram = await prepareBare({
    language: id,
    files: req.files,
    toolchain: tc,
    cacheDir,
    memoryBytes: runner.limits.maxMemoryBytes,
  });

  const bare: number[] = [];
  const e2e: number[] = [];
  const inBox: number[] = [];
  const coldE2e: number[] = [];
  for (let i = 0; i < iterations; i++) {
    bare.push(await runBare(bareProgram));
    const t0 = performance.now();
    const r = await runner.execute(req);
    e2e.push(performance.now() - t0);
    inBox.push(r.run?.wallTimeMs ?? Number.NaN);
    // let the replacement warm sandbox finish starting so it does not compete with the next run
    await pause(150);
    const c0 = performance.now();
    const c = await cold.execute(req);
    coldE2e.push(performance.now() - c0);
    if (c.run?.stdout !== 'Hello, World!\n') throw new Error(`${id} cold run failed: ${JSON.stringify(c.run)}`);
    await pause(50);
  }
  bareProgram.cleanup();
  console.log(
    `${id.padEnd(12)}${medMin(bare)} ${medMin(e2e)} ${medMin(inBox)} ${ratios(e2e, bare).padStart(16)} ${ratios(inBox, bare).padStart(16)}`,
  );
  coldRows.push(`${id.padEnd(12)}${medMin(coldE2e)} ${ratios(coldE2e, bare).padStart(16)}`);
}

console.log('\ncold sandbox (no pre-started sandbox: the whole sandbox start is in the request)');
console.log('language          e2e ms         e2e/bare');
for (const row of coldRows) console.log(row);

console.log('\ncompile cache (execute() wall ms, compile + run vs run from cache)');
console.log('language         miss ms        hit ms         miss/hit');
for (const id of ['cpp', 'rust'] as const) {
  if (!toolchains.get(id)) continue;
  const misses: number[] = [];
  const hits: number[] = [];
  for (let i = 0; i < 3; i++) {
    const req = { language: id, files: [{ content: `${LANGUAGES[id].samples.hello}// nonce ${Date.now()}-${i}\n` }] };
    let t0 = performance.now();
    const miss = await runner.execute(req);
    misses.push(performance.now() - t0);
    if (miss.run?.stdout !== 'Hello, World!\n') throw new Error(`${id} failed`);
    for (let j = 0; j < 3; j++) {
      t0 = performance.now();
      await runner.execute(req);
      hits.push(performance.now() - t0);
    }
  }
  console.log(`${id.padEnd(12)}${medMin(misses)} ${medMin(hits)} ${ratios(misses, hits).padStart(16)}`);
}

await runner.close();
await cold.close();
rmSync(cacheDir, { recursive: true, force: true });
rmSync(`${cacheDir}-cold`, { recursive: true, force: true });
