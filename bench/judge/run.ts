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
 * and the bare runs reuse the cached binary. Runs are interleaved; medians are printed with a
 * min-based ratio in brackets (more robust on a loaded host).
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildProgram, type JudgeLanguage, judge, problemFileSchema, type TestCase } from '../../packages/judge/src/index';
import { CompileCache, cacheKey } from '../../packages/runner/src/cache/compile-cache';
import { createRunner } from '../../packages/runner/src/index';
import { LANGUAGES } from '../../packages/runner/src/languages/registry';
import { detectToolchains } from '../../packages/runner/src/runner';

const slug = process.argv[2] ?? 'baseball-game';
const iterations = Number(process.argv[3] ?? 15);
const TESTS = 25;
const problemDir = path.join(import.meta.dirname, '../../content/problems', slug);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const fmt = (n: number) => n.toFixed(1).padStart(8);

function runBare(cmd: string[], cwd: string, env: Record<string, string>, stdin: string): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = execFile(cmd[0]!, cmd.slice(1), { cwd, env, maxBuffer: 64 << 20 }, (err, stdout) => {
      if (err || !stdout.includes(' R ')) reject(err ?? new Error(`no result marker in ${stdout.slice(0, 200)}`));
      else resolve(performance.now() - t0);
    });
    child.stdin?.end(stdin);
  });
}

const problem = problemFileSchema.parse(JSON.parse(readFileSync(path.join(problemDir, 'problem.json'), 'utf8')));
const tests = (JSON.parse(readFileSync(path.join(problemDir, 'tests.json'), 'utf8')) as TestCase[]).slice(0, TESTS);
if (tests.length < TESTS) throw new Error(`${slug} has only ${tests.length} tests`);

const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'ck-judge-bench-cache-'));
const runner = createRunner({ cacheDir, poolSize: 1 });
const toolchains = await detectToolchains();

console.log(
  `judge bench: ${slug}, ${TESTS} tests, ${iterations} iterations, ${os.availableParallelism()} cpus, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log('medians in ms (min-based ratio in brackets)');
console.log('language     bare 1   bare 25    in-box   runner 25     judge  judge/bare1  judge/bare25   [min judge/bare1]');

for (const language of ['python', 'cpp'] as JudgeLanguage[]) {
  const ext = language === 'python' ? 'py' : 'cpp';
  const code = readFileSync(path.join(problemDir, 'solutions', `${language}.${ext}`), 'utf8');
  const submit = () => judge({ problem, tests, language, code, executor: runner, stopOnFirstFailure: true });

  // warm-up: compiles once (cached) and starts the warm sandbox
  const first = await submit();
  if (first.verdict !== 'Accepted') throw new Error(`${language}: ${first.verdict} ${first.errorMessage}`);

  // The judge's program text for this code (the nonce only changes marker text, not the cost).
  const program = buildProgram(problem.signature, language, code, 'bench0000000');
  const lang = LANGUAGES[language];
  const tc = toolchains.get(language);
  if (!tc) throw new Error(`${language} toolchain missing`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-judge-bench-bare-'));
  const sources = lang.prepare(program.files.map((f) => ({ name: f.name ?? '', content: f.content })));
  if (lang.compiled) {
    // make sure the runner has compiled exactly this program, then copy its cached binary
    const warm = await runner.execute({ language, files: program.files, stdin: '0\n', compileTimeoutMs: 30_000 });
    if (!warm.run)
      throw new Error(
        `${language} compile failed: ${warm.compile?.status} ${warm.compile?.message ?? ''} ${warm.compile?.stderr}`,
      );
    const key = cacheKey({ language, version: tc.version, flags: lang.compileSignature ?? '', files: sources.files });
    const entry = await new CompileCache(cacheDir, 1 << 30).get(key);
    if (!entry) throw new Error(`no cache entry for ${language}`);
    cpSync(entry.dir, dir, { recursive: true });
    Object.assign(sources.meta, entry.meta);
  } else {
    for (const f of sources.files) writeFileSync(path.join(dir, f.name), f.content);
  }
  const cmd = lang
    .runCommand({ toolchain: tc, sources, memoryBytes: runner.limits.maxMemoryBytes, args: [] })
    .map((a) => a.replace(/^\/box(?=\/|$)/, dir));
  const env = { ...tc.env, HOME: dir, PATH: process.env.PATH ?? '/usr/bin:/bin' };
  const oneTest = program.encodeInput([{ index: 0, args: tests[0]!.args }]);
  const allTests = program.encodeInput(tests.map((t, index) => ({ index, args: t.args })));

  const bare1: number[] = [];
  const bare25: number[] = [];
  const judged: number[] = [];
  const executed: number[] = [];
  const inBox: number[] = [];
  for (let i = 0; i < iterations; i++) {
    bare1.push(await runBare(cmd, dir, env, oneTest));
    bare25.push(await runBare(cmd, dir, env, allTests));
    // the runner alone (no judge): the same 25-test batch through the sandbox
    const e0 = performance.now();
    const raw = await runner.execute({ language, files: program.files, stdin: allTests });
    executed.push(performance.now() - e0);
    inBox.push(raw.run?.wallTimeMs ?? Number.NaN);
    await new Promise((res) => setTimeout(res, 150));
    const t0 = performance.now();
    const r = await submit();
    judged.push(performance.now() - t0);
    if (r.verdict !== 'Accepted') throw new Error(`${language}: ${r.verdict}`);
    // let the replacement warm sandbox finish starting so it does not compete with the next bare run
    await new Promise((res) => setTimeout(res, 150));
  }
  rmSync(dir, { recursive: true, force: true });
  const b1 = median(bare1);
  const b25 = median(bare25);
  const j = median(judged);
  const minRatio = Math.min(...judged) / Math.min(...bare1);
  console.log(
    `${language.padEnd(10)}${fmt(b1)}  ${fmt(b25)}  ${fmt(median(inBox))}  ${fmt(median(executed))}  ${fmt(j)}  ${fmt(j / b1)}x  ${fmt(j / b25)}x      [${minRatio.toFixed(2)}x]`,
  );
}

await runner.close();
rmSync(cacheDir, { recursive: true, force: true });
