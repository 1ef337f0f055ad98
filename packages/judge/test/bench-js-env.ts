/**
 * What LeetCode's JavaScript environment (drivers/javascript-env.ts) costs a JavaScript submission at start-up
 * (a measurement, not a test): `npx tsx packages/judge/test/bench-js-env.ts [runs] [--sandbox]` from the repository root.
 *
 * Runs the judge's real program for kth-largest-element-in-an-array on its first test with plain `node` (no sandbox),
 * interleaving the variants, and prints per variant the median / min wall time of the whole process and the process's
 * CPU time (user + system, read at exit by a preloaded hook, so the program itself is unchanged). With `--sandbox` the
 * same programs also go through the sandboxed runner (`execute()` end to end, and the wall / CPU time it measured in
 * the box):
 *
 * - no env:       the program with the environment's lines removed (what a submission cost before)
 * - env, unused:  the real program; the solution touches no library global
 * - env, PQ:      the solution uses MinPriorityQueue (loads priority-queue + heap)
 * - env, lodash:  the solution uses `_` (loads lodash)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRunner } from '@codingkaro/runner';
import { javascriptEnvPrelude } from '../src/drivers/javascript-env.js';
import { buildProgram } from '../src/judge.js';
import { problemFileSchema, type TestCase } from '../src/signature.js';

const runs = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 40);
const sandbox = process.argv.includes('--sandbox');
const dir = join(import.meta.dirname, '../../../content/problems/kth-largest-element-in-an-array');
const problem = problemFileSchema.parse(JSON.parse(readFileSync(join(dir, 'problem.json'), 'utf8')));
const test = (JSON.parse(readFileSync(join(dir, 'tests.json'), 'utf8')) as TestCase[])[0]!;

const sorted = 'var findKthLargest = function(nums, k) {\n    return nums.slice().sort((a, b) => b - a)[k - 1];\n};\n';
const pq =
  'var findKthLargest = function(nums, k) {\n    const pq = new MinPriorityQueue();\n    for (const x of nums) {\n' +
  '        pq.enqueue(x);\n        if (pq.size() > k) pq.dequeue();\n    }\n    return pq.front();\n};\n';
const lodash = 'var findKthLargest = function(nums, k) {\n    return _.sortBy(nums, (x) => -x)[k - 1];\n};\n';

const work = mkdtempSync(join(tmpdir(), 'ck-js-env-bench-'));
const hook = join(work, 'hook.cjs');
writeFileSync(
  hook,
  "process.on('exit', () => { const u = process.cpuUsage(); process.stderr.write('\\nCPU ' + (u.user + u.system) / 1000 + '\\n'); });\n",
);
const program = (code: string) => buildProgram(problem.signature, 'javascript', code);
const stdin = program(sorted).encodeInput([{ index: 0, args: test.args }], 'bench');
const variants: Record<string, string> = {
  'no env': program(sorted).files[0]!.content.replace(javascriptEnvPrelude(), ''),
  'env, unused': program(sorted).files[0]!.content,
  'env, PQ': program(pq).files[0]!.content,
  'env, lodash': program(lodash).files[0]!.content,
};
const files = Object.entries(variants).map(([name, content], i) => {
  const file = join(work, `v${i}.js`);
  writeFileSync(file, content);
  return { name, file, content, bytes: Buffer.byteLength(content), wall: [] as number[], cpu: [] as number[] };
});

for (let r = 0; r < runs; r++) {
  for (const v of files) {
    const t0 = performance.now();
    const res = spawnSync('node', ['--require', hook, v.file], { input: stdin, encoding: 'utf8' });
    const wall = performance.now() - t0;
    if (res.status !== 0 || !res.stdout.includes(' R 0 ')) throw new Error(`${v.name}: ${res.stderr}`);
    v.wall.push(wall);
    v.cpu.push(Number(/CPU ([\d.]+)/.exec(res.stderr)![1]));
  }
}
rmSync(work, { recursive: true, force: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const f = (n: number) => n.toFixed(1).padStart(6);
const d = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)}`.padStart(6);
const stat = (xs: number[], base: number[]) =>
  `${f(median(xs))} (${d(median(xs) - median(base))})  ${f(Math.min(...xs))} (${d(Math.min(...xs) - Math.min(...base))})`;
const table = (title: string, cols: string[], rows: { name: string; bytes: number; series: number[][] }[]) => {
  console.log(`\n${title}; ms, median (Δ) and min (Δ) against "no env"`);
  console.log(`${'variant'.padEnd(14)} ${'bytes'.padStart(7)}  ${cols.map((c) => c.padEnd(33)).join('')}`);
  for (const r of rows) {
    const cells = r.series.map((xs, i) => stat(xs, rows[0]!.series[i]!).padEnd(33));
    console.log(`${r.name.padEnd(14)} ${String(r.bytes).padStart(7)}  ${cells.join('')}`);
  }
};
console.log(`node ${process.version}, ${runs} runs per variant, interleaved`);
table(
  'plain node',
  ['process wall', 'process cpu'],
  files.map((v) => ({ name: v.name, bytes: v.bytes, series: [v.wall, v.cpu] })),
);

if (sandbox) {
  const runner = createRunner({ cacheDir: join(tmpdir(), 'ck-js-env-bench-cache'), poolSize: 1 });
  const box = files.map(() => ({ e2e: [] as number[], wall: [] as number[], cpu: [] as number[] }));
  const execute = async (content: string) => {
    for (let attempt = 1; ; attempt++) {
      const t0 = performance.now();
      const res = await runner.execute({
        language: 'javascript',
        files: [{ name: 'main.js', content }],
        stdin,
        runTimeoutMs: 10_000,
      });
      // XX: the host refused a sandbox (namespace limits on a busy machine), not a measurement; try again
      if (res.run?.status !== 'XX' || attempt === 5) return { res, e2e: performance.now() - t0 };
    }
  };
  for (let r = -2; r < runs; r++) {
    // rotate the order: a run right after another may find the warm sandbox not yet re-armed
    for (let k = 0; k < files.length; k++) {
      const i = (r + 2 + k) % files.length;
      const v = files[i]!;
      const { res, e2e } = await execute(v.content);
      if (!res.run?.stdout.includes(' R 0 '))
        throw new Error(`${v.name} (sandbox): ${res.run?.status} ${res.run?.message} ${res.run?.stderr}`);
      if (r < 0) continue; // warm-up
      box[i]!.e2e.push(e2e);
      box[i]!.wall.push(res.run.wallTimeMs);
      box[i]!.cpu.push(res.run.cpuTimeMs);
    }
  }
  await runner.close();
  table(
    'sandboxed runner',
    ['execute() end to end', 'in-box wall', 'in-box cpu'],
    files.map((v, i) => ({ name: v.name, bytes: v.bytes, series: [box[i]!.e2e, box[i]!.wall, box[i]!.cpu] })),
  );
}
