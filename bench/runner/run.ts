/**
 * Runner benchmark (not a test): run with `npx tsx bench/runner/run.ts [iterations]` from the repo root.
 *
 * 1. For each language: median wall time of hello-world through the sandbox vs the same command
 *    run bare (no bubblewrap), measured in one run, interleaved, printed as a ratio.
 *    - "e2e": runner.execute() end to end (validation, queue, sending the job to a pre-started
 *      sandbox, monitor, cgroup accounting, teardown); bare = spawning the command from node
 *    - "in-box": the program's own wall time measured by the in-sandbox monitor
 *    For compiled languages the cached artifact is run (compile excluded; see part 2).
 * 2. Compile cache: C++ and Rust execute() with a fresh source (miss: compile + run) vs the same
 *    source again (hit: run only).
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompileCache, cacheKey } from '../../packages/runner/src/cache/compile-cache';
import { createRunner } from '../../packages/runner/src/index';
import { LANGUAGE_IDS, LANGUAGES } from '../../packages/runner/src/languages/registry';
import { detectToolchains } from '../../packages/runner/src/runner';

const iterations = Number(process.argv[2] ?? 15);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const fmt = (n: number) => n.toFixed(1).padStart(8);

function runBare(cmd: string[], cwd: string, env: Record<string, string>): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    execFile(cmd[0]!, cmd.slice(1), { cwd, env }, (err, stdout) => {
      if (err || stdout !== 'Hello, World!\n') reject(err ?? new Error(`unexpected output ${stdout}`));
      else resolve(performance.now() - t0);
    });
  });
}

const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'ck-bench-cache-'));
const runner = createRunner({ cacheDir, poolSize: 1 });
const toolchains = await detectToolchains();

console.log(
  `runner bench: ${iterations} iterations, ${os.availableParallelism()} cpus, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log('medians (min-based ratio in brackets: robust when the host is loaded)');
console.log('language      bare ms   e2e ms  e2e/bare  in-box ms  in-box/bare   [min e2e/bare]');
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

  // Bare: same command, same files, a plain temp dir instead of /box, no sandbox.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-bench-bare-'));
  const sources = lang.prepare(req.files.map((f) => ({ name: '', content: f.content })));
  if (lang.compiled) {
    const key = cacheKey({ language: id, version: tc.version, flags: lang.compileSignature ?? '', files: sources.files });
    const entry = await new CompileCache(cacheDir, 1 << 30).get(key);
    if (!entry) throw new Error(`no cache entry for ${id}`);
    cpSync(entry.dir, dir, { recursive: true });
    Object.assign(sources.meta, entry.meta);
  } else {
    for (const f of sources.files) writeFileSync(path.join(dir, f.name), f.content);
  }
  const cmd = lang
    .runCommand({ toolchain: tc, sources, memoryBytes: runner.limits.maxMemoryBytes, args: [] })
    .map((a) => a.replace(/^\/box(?=\/|$)/, dir));
  const env = { ...tc.env, HOME: dir };

  const bare: number[] = [];
  const e2e: number[] = [];
  const inBox: number[] = [];
  for (let i = 0; i < iterations; i++) {
    bare.push(await runBare(cmd, dir, env));
    const t0 = performance.now();
    const r = await runner.execute(req);
    e2e.push(performance.now() - t0);
    inBox.push(r.run?.wallTimeMs ?? Number.NaN);
    // let the replacement warm sandbox finish starting so it does not compete with the next bare run
    await new Promise((res) => setTimeout(res, 150));
  }
  rmSync(dir, { recursive: true, force: true });
  const b = median(bare);
  const e = median(e2e);
  const w = median(inBox);
  const minRatio = Math.min(...e2e) / Math.min(...bare);
  console.log(`${id.padEnd(12)}${fmt(b)} ${fmt(e)} ${fmt(e / b)}x ${fmt(w)}  ${fmt(w / b)}x   [${minRatio.toFixed(2)}x]`);
}

console.log('\ncompile cache (execute() wall ms, compile + run vs run from cache)');
console.log('language      miss ms    hit ms   miss/hit');
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
  const m = median(misses);
  const h = median(hits);
  console.log(`${id.padEnd(12)}${fmt(m)}  ${fmt(h)}  ${fmt(m / h)}x`);
}

await runner.close();
rmSync(cacheDir, { recursive: true, force: true });
