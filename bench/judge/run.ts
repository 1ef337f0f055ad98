/**
 * Judge benchmark (not a test): `npx tsx bench/judge/run.ts [slug] [iterations]` from the repo root.
 *
 * What a Submit costs compared with simply running the program once:
 *
 * - "judge": judge() of the problem's reference solution on its first 25 tests (Submit semantics)
 *   through the sandboxed runner, end to end: building the program, encoding the tests, the runner's
 *   queue, a pre-started sandbox, the monitor, parsing the markers, comparing the outputs. The judge
 *   batches all tests into one process, so this is one sandboxed run.
 * - "bare 1": the same program (same driver, same compiled binary from the runner's compile cache)
 *   run once on ONE test, unsandboxed, spawned from node, with no judge around it.
 * - "bare 25": the same, on all 25 tests (what the batch itself costs without sandbox or judge).
 * - "in-box" / "runner 25": the 25-test batch through runner.execute() alone (no judge): the program's
 *   wall time measured inside the sandbox, and execute() end to end. judge - runner 25 = the judge's
 *   own cost; runner 25 - in-box = the sandbox's.
 *
 * The target is judge / bare 1 <= 1.5x. Compilation is excluded from both sides: the compile cache is
 * warmed first (the judge's program text is stable for identical code, so the runner's cache hits)
 * and the bare runs reuse the cached binary. Runs are interleaved; every column is `median/min` in
 * ms, ratios are `median-ratio [min-ratio]` (the min-based one is more robust on a loaded host).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildProgram, type JudgeLanguage, judge, problemFileSchema, type TestCase } from '../../packages/judge/src/index';
import { createRunner } from '../../packages/runner/src/index';
import { detectToolchains } from '../../packages/runner/src/runner';
import { prepareBare } from '../lib/bare';
import { hostLine, medMin, pause, ratios, timeProcess } from '../lib/timing';

const slug = process.argv[2] ?? 'baseball-game';
const iterations = Number(process.argv[3] ?? 15);
const TESTS = 25;
const problemDir = path.join(import.meta.dirname, '../../content/problems', slug);

async function runBare(bare: { cmd: string[]; cwd: string; env: Record<string, string> }, stdin: string): Promise<number> {
  const { ms, stdout } = await timeProcess(bare.cmd, { ...bare, stdin });
  if (!stdout.includes(' R ')) throw new Error(`no result marker in ${stdout.slice(0, 200)}`);
  return ms;
}

const problem = problemFileSchema.parse(JSON.parse(readFileSync(path.join(problemDir, 'problem.json'), 'utf8')));
const tests = (JSON.parse(readFileSync(path.join(problemDir, 'tests.json'), 'utf8')) as TestCase[]).slice(0, TESTS);
if (tests.length < TESTS) throw new Error(`${slug} has only ${tests.length} tests`);

const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'ck-judge-bench-cache-'));
const runner = createRunner({ cacheDir, poolSize: 1 });
const toolchains = await detectToolchains();

console.log(`judge bench: ${slug}, ${TESTS} tests, ${iterations} iterations, ${hostLine()}`);
console.log('median/min in ms; ratios: median-based [min-based]');
console.log(
  'language         bare 1       bare 25        in-box     runner 25         judge        judge/bare1       judge/bare25',
);

for (const language of ['python', 'cpp'] as JudgeLanguage[]) {
  const ext = language === 'python' ? 'py' : 'cpp';
  const code = readFileSync(path.join(problemDir, 'solutions', `${language}.${ext}`), 'utf8');
  const submit = () => judge({ problem, tests, language, code, executor: runner, stopOnFirstFailure: true });

  // warm-up: compiles once (cached) and starts the warm sandbox
  const first = await submit();
  if (first.verdict !== 'Accepted') throw new Error(`${language}: ${first.verdict} ${first.errorMessage}`);

  // The judge's program text for this code (the same artifact the judge compiles: the nonce comes on stdin).
  const program = buildProgram(problem.signature, language, code);
  const nonce = 'bench0000000';
  const tc = toolchains.get(language);
  if (!tc) throw new Error(`${language} toolchain missing`);
  // make sure the runner has compiled exactly this program (the bare side copies its cached binary)
  const warm = await runner.execute({
    language,
    files: program.files,
    stdin: program.encodeInput([], nonce),
    compileTimeoutMs: 30_000,
  });
  if (!warm.run)
    throw new Error(`${language} compile failed: ${warm.compile?.status} ${warm.compile?.message ?? ''} ${warm.compile?.stderr}`);
  const bare = await prepareBare({
    language,
    files: program.files,
    toolchain: tc,
    cacheDir,
    memoryBytes: runner.limits.maxMemoryBytes,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
  });
  const oneTest = program.encodeInput([{ index: 0, args: tests[0]!.args }], nonce);
  const allTests = program.encodeInput(
    tests.map((t, index) => ({ index, args: t.args })),
    nonce,
  );

  const bare1: number[] = [];
  const bare25: number[] = [];
  const judged: number[] = [];
  const executed: number[] = [];
  const inBox: number[] = [];
  for (let i = 0; i < iterations; i++) {
    bare1.push(await runBare(bare, oneTest));
    bare25.push(await runBare(bare, allTests));
    // the runner alone (no judge): the same 25-test batch through the sandbox
    const e0 = performance.now();
    const raw = await runner.execute({ language, files: program.files, stdin: allTests });
    executed.push(performance.now() - e0);
    inBox.push(raw.run?.wallTimeMs ?? Number.NaN);
    await pause(150);
    const t0 = performance.now();
    const r = await submit();
    judged.push(performance.now() - t0);
    if (r.verdict !== 'Accepted') throw new Error(`${language}: ${r.verdict}`);
    // let the replacement warm sandbox finish starting so it does not compete with the next bare run
    await pause(150);
  }
  bare.cleanup();
  console.log(
    `${language.padEnd(10)}${medMin(bare1)} ${medMin(bare25)} ${medMin(inBox)} ${medMin(executed)} ${medMin(judged)} ${ratios(judged, bare1).padStart(18)} ${ratios(judged, bare25).padStart(18)}`,
  );
}

await runner.close();
rmSync(cacheDir, { recursive: true, force: true });
