import { randomBytes } from 'node:crypto';
import { cDriver } from './drivers/c.js';
import type { DriverProgram, LanguageDriver } from './drivers/common.js';
import { cppDriver } from './drivers/cpp.js';
import { javaDriver } from './drivers/java.js';
import { javascriptDriver } from './drivers/javascript.js';
import { pythonDriver } from './drivers/python.js';
import type { ExecuteResult, Executor, StageResult } from './executor-types.js';
import { DEFAULT_TIME_LIMIT_MS, type JudgeLanguage, type ProblemFile, type Signature, type TestCase } from './signature.js';
import { formatArgs, formatResult, formatValue, prefixMismatch, prefixResult, valuesEqual, wireArgs } from './values.js';

export type Verdict =
  | 'Accepted'
  | 'Wrong Answer'
  | 'Time Limit Exceeded'
  | 'Memory Limit Exceeded'
  | 'Runtime Error'
  | 'Compilation Error'
  | 'Output Limit Exceeded';

export interface TestOutcome {
  index: number;
  passed: boolean;
  /** display form: `nums = [2,7], target = 9` */
  input: string;
  expectedOutput: string;
  actualOutput: string | null;
  stdout: string;
  error: string | null;
  runtimeMs: number | null;
}

export interface JudgeResult {
  verdict: Verdict;
  testsPassed: number;
  totalTests: number;
  runtimeMs: number;
  memoryKb: number | null;
  errorMessage: string | null;
  compileOutput: string | null;
  tests: TestOutcome[];
  firstFailedIndex: number | null;
}

/** The executor itself failed (status XX); not a verdict — the caller should report an internal error / retry. */
export class JudgeInfrastructureError extends Error {
  override name = 'JudgeInfrastructureError';
}

export interface JudgeInput {
  problem: ProblemFile;
  tests: TestCase[];
  language: JudgeLanguage;
  code: string;
  executor: Executor;
  /** stop at the first failing test (Submit); otherwise every test is run (Run) */
  stopOnFirstFailure?: boolean;
  /** per-process limits sent to the executor; must stay within the runner's server caps */
  limits?: Partial<JudgeLimits>;
  /** required when problem.compare is "checker": the problem's checker.mjs default export */
  checker?: Checker;
}

/**
 * A problem's own output check (problems with more than one correct answer): gets the test's arguments (JSON form),
 * the oracle's output and the solution's output; true accepts, false or a message (shown to the user) rejects.
 */
export type Checker = (args: unknown[], expected: unknown, actual: unknown) => boolean | string;

export interface JudgeLimits {
  /** upper bound for runTimeoutMs (runner cap: 15 s) */
  maxRunTimeoutMs: number;
  /** total stdout+results of one process (runner cap: 1 MiB); a batch that overflows is split automatically */
  outputLimitBytes: number;
  runMemoryLimitBytes: number;
  compileTimeoutMs: number;
}

export const DEFAULT_JUDGE_LIMITS: JudgeLimits = {
  maxRunTimeoutMs: 15_000,
  outputLimitBytes: 1024 * 1024,
  runMemoryLimitBytes: 512 * 1024 * 1024,
  compileTimeoutMs: 30_000,
};

export const DRIVERS: Record<JudgeLanguage, LanguageDriver> = {
  javascript: javascriptDriver,
  python: pythonDriver,
  java: javaDriver,
  cpp: cppDriver,
  c: cDriver,
};

/** timeLimitMs applies to CPU time spent inside the user's calls (measured by the driver), summed over all tests, times this factor. */
export const TIME_FACTOR: Record<JudgeLanguage, number> = { c: 1, cpp: 1, java: 1.5, javascript: 1.5, python: 2.5 };
/** extra wall time allowed per process for start-up (VM boot, imports) and input parsing. */
export const STARTUP_ALLOWANCE_MS: Record<JudgeLanguage, number> = {
  c: 1000,
  cpp: 1000,
  java: 3000,
  javascript: 1500,
  python: 1500,
};
const PER_TEST_STDOUT_CAP = 16 * 1024;

export function starterCode(signature: Signature, language: JudgeLanguage): string {
  if (signature.kind === 'function' && signature.stdio) return PROGRAM_STARTERS[language];
  return DRIVERS[language].starterCode(signature);
}

/** Whole-program problems: the file each language's program is saved as, and a skeleton that reads stdin. */
const PROGRAM_FILES: Record<JudgeLanguage, string> = {
  javascript: 'main.js',
  python: 'main.py',
  java: 'Main.java',
  cpp: 'main.cpp',
  c: 'main.c',
};
const PROGRAM_STARTERS: Record<JudgeLanguage, string> = {
  javascript: `const data = require('fs').readFileSync(0, 'utf8').split(/s+/).filter(Boolean);\nlet at = 0;\nconst next = () => data[at++];\n\n`,
  python: `import sys\n\ndef main():\n    data = sys.stdin.read().split()\n    \n\nmain()\n`,
  java: `import java.util.*;\nimport java.io.*;\n\npublic class Main {\n    public static void main(String[] args) throws IOException {\n        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));\n        \n    }\n}\n`,
  cpp: `#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n    ios::sync_with_stdio(false);\n    cin.tie(nullptr);\n    \n    return 0;\n}\n`,
  c: `#include <stdio.h>\n\nint main(void) {\n    \n    return 0;\n}\n`,
};

const tokens = (s: string) => s.split(/\s+/).filter(Boolean);

/**
 * Whole programs (signature.stdio): each test runs the program once with the test's input as stdin; the output must
 * match the expected output token by token. Each test gets the time limit on its own, as on SPOJ.
 */
async function judgeProgram(input: JudgeInput): Promise<JudgeResult> {
  const { problem, tests, language, code, executor } = input;
  const stop = input.stopOnFirstFailure ?? false;
  const limits = { ...DEFAULT_JUDGE_LIMITS, ...(input.limits ?? {}) };
  const limitMs = (problem.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS) * TIME_FACTOR[language];
  const program: DriverProgram = {
    files: [{ name: PROGRAM_FILES[language], content: code }],
    encodeInput: () => '',
    sourceFile: PROGRAM_FILES[language],
    userLineOffset: 0,
  };
  const outcomes: TestOutcome[] = [];
  let verdict: Verdict = 'Accepted';
  let errorMessage: string | null = null;
  let firstFailedIndex: number | null = null;
  let runtimeMs = 0;
  let memoryBytes: number | null = null;
  for (const [i, test] of tests.entries()) {
    const stdin = String(test.args[0] ?? '');
    const request = {
      language,
      files: program.files,
      stdin,
      compileTimeoutMs: limits.compileTimeoutMs,
      runTimeoutMs: Math.min(limits.maxRunTimeoutMs, Math.ceil(limitMs + STARTUP_ALLOWANCE_MS[language])),
      runMemoryLimitBytes: limits.runMemoryLimitBytes,
      outputLimitBytes: limits.outputLimitBytes,
    };
    let res = await executor.execute(request);
    if (!res.run && res.compile?.status === 'TO') res = await executor.execute(request);
    const run = res.run;
    if (!run) {
      const c = res.compile;
      if (c?.status === 'XX') throw new JudgeInfrastructureError(`executor failed while compiling: ${c.message ?? c.stderr}`);
      const output =
        c?.status === 'TO'
          ? 'Compilation time limit exceeded'
          : mapLines(c ? `${c.stdout}${c.stderr}`.trim() || c.message || 'Compilation failed' : 'Compilation failed', program);
      return {
        verdict: 'Compilation Error',
        testsPassed: 0,
        totalTests: tests.length,
        runtimeMs: 0,
        memoryKb: null,
        errorMessage: output,
        compileOutput: output,
        tests: [],
        firstFailedIndex: null,
      };
    }
    if (run.status === 'XX') throw new JudgeInfrastructureError(`executor failed while running: ${run.message ?? run.stderr}`);
    if (run.memoryBytes !== null) memoryBytes = Math.max(memoryBytes ?? 0, run.memoryBytes);
    runtimeMs += run.cpuTimeMs;
    const expected = String(test.expected ?? '');
    let kind: Verdict = 'Accepted';
    let error: string | null = null;
    if (run.status === 'TO' || run.cpuTimeMs > limitMs) kind = 'Time Limit Exceeded';
    else if (run.status === 'ML') kind = 'Memory Limit Exceeded';
    else if (run.status === 'OL') kind = 'Output Limit Exceeded';
    else if (run.signal || (run.code !== null && run.code !== 0) || run.status === 'RE' || run.status === 'SG')
      kind = 'Runtime Error';
    else {
      const want = tokens(expected);
      const got = tokens(run.stdout);
      if (want.length !== got.length || want.some((t, k) => t !== got[k])) kind = 'Wrong Answer';
    }
    if (kind === 'Runtime Error') error = crashMessage(run, program);
    else if (kind !== 'Accepted' && kind !== 'Wrong Answer') error = kind;
    outcomes.push({
      index: i,
      passed: kind === 'Accepted',
      input: formatArgs(problem.signature, test.args),
      // JSON strings, like every other result (the server reads a custom input's expected output back with JSON.parse)
      expectedOutput: formatValue(expected),
      actualOutput: kind === 'Accepted' || kind === 'Wrong Answer' ? formatValue(cap(run.stdout)) : null,
      stdout: '',
      error,
      runtimeMs: run.cpuTimeMs,
    });
    if (kind !== 'Accepted' && firstFailedIndex === null) {
      verdict = kind;
      errorMessage = error;
      firstFailedIndex = i;
      if (stop) break;
    }
  }
  return {
    verdict,
    testsPassed: outcomes.filter((t) => t.passed).length,
    totalTests: tests.length,
    runtimeMs: Math.round(runtimeMs),
    memoryKb: memoryBytes === null ? null : Math.round(memoryBytes / 1024),
    errorMessage,
    compileOutput: null,
    tests: outcomes,
    firstFailedIndex,
  };
}

/** The full program (prelude + user code + driver) that the judge would run. */
export function buildProgram(signature: Signature, language: JudgeLanguage, code: string): DriverProgram {
  return DRIVERS[language].buildProgram(signature, code);
}

type FailKind = Exclude<Verdict, 'Accepted' | 'Compilation Error'>;
interface Internal {
  outcome: TestOutcome;
  micros: number;
  kind: FailKind | null;
  began: boolean;
}

interface Marker {
  kind: 'R' | 'E';
  micros: number;
  payload: string;
  stdout: string;
}

interface ParsedRun {
  began: Set<number>;
  done: Map<number, Marker>;
  /** stdout of a test that began but never finished */
  partial: Map<number, string>;
  anyMarker: boolean;
}

export function parseRunOutput(stdout: string, nonce: string): ParsedRun {
  const prefix = `\x1eCK${nonce} `;
  const began = new Set<number>();
  const done = new Map<number, Marker>();
  const partial = new Map<number, string>();
  let current: number | null = null;
  let pos = 0;
  let anyMarker = false;
  const stdoutOf = new Map<number, string>();
  for (;;) {
    const at = stdout.indexOf(prefix, pos);
    const chunk = stdout.slice(pos, at < 0 ? stdout.length : at);
    const nl = at < 0 ? -1 : stdout.indexOf('\n', at);
    if (at < 0 || nl < 0) {
      // end of output (or a truncated marker): whatever follows belongs to the test in progress
      if (current !== null) partial.set(current, (stdoutOf.get(current) ?? '') + chunk);
      break;
    }
    anyMarker = true;
    const line = stdout.slice(at + prefix.length, nl);
    pos = nl + 1;
    const m = /^([BRE]) (\d+)(?: (\d+) (.*))?$/.exec(line);
    if (!m) continue;
    const idx = Number(m[2]);
    if (m[1] === 'B') {
      current = idx;
      began.add(idx);
      stdoutOf.set(idx, chunk); // anything printed before the first test (top-level code) goes to it
      continue;
    }
    const text = (stdoutOf.get(idx) ?? '') + (chunk.endsWith('\n') ? chunk.slice(0, -1) : chunk);
    done.set(idx, { kind: m[1] as 'R' | 'E', micros: Number(m[3] ?? 0), payload: m[4] ?? '', stdout: text });
    current = null;
  }
  return { began, done, partial, anyMarker };
}

function cap(s: string, n = PER_TEST_STDOUT_CAP): string {
  return s.length > n ? `${s.slice(0, n)}\n...(truncated)` : s;
}

function tail(s: string, lines = 20, chars = 4000): string {
  const t = s.trimEnd().split('\n').slice(-lines).join('\n');
  return t.length > chars ? t.slice(-chars) : t;
}

const SIGNAL_NAMES: Record<string, string> = {
  SIGSEGV: 'Segmentation fault (SIGSEGV): invalid memory access, null pointer or stack overflow',
  SIGABRT: 'Aborted (SIGABRT)',
  SIGFPE: 'Floating point exception (SIGFPE): e.g. division by zero',
  SIGBUS: 'Bus error (SIGBUS)',
  SIGILL: 'Illegal instruction (SIGILL)',
  SIGKILL: 'Killed (SIGKILL)',
};

function mapLines(text: string, program: DriverProgram): string {
  const file = program.sourceFile.replace(/[.]/g, '\\.');
  const off = program.userLineOffset;
  return text
    .replace(new RegExp(`^(?:[^\\s:]*/)?${file}: `, 'gm'), '')
    .replace(/^(\s*)(\d+)( \| )/gm, (m, sp: string, l: string, bar: string) =>
      Number(l) > off ? `${sp}${Number(l) - off}${bar}` : m,
    )
    .replace(new RegExp(`(?:[^\\s:]*/)?${file}:(\\d+):(\\d+):`, 'g'), (_m, l, c) => `Line ${Number(l) - off}: Char ${c}:`)
    .replace(new RegExp(`(?:[^\\s:]*/)?${file}:(\\d+):`, 'g'), (_m, l) => `Line ${Number(l) - off}:`)
    .replace(new RegExp(`^(?:[^\\s:]*/)?${file}:(\\d+)$`, 'gm'), (_m, l) => `Line ${Number(l) - off}`)
    .replace(new RegExp(`File "(?:[^"]*/)?${file}", line (\\d+)`, 'g'), (_m, l) => `Line ${Number(l) - off}`);
}

function crashMessage(run: StageResult, program: DriverProgram): string {
  const parts: string[] = [];
  if (run.signal) parts.push(SIGNAL_NAMES[run.signal] ?? `Killed by signal ${run.signal}`);
  const err = tail(mapLines(run.stderr, program));
  if (err) parts.push(err);
  if (!parts.length) {
    if (run.message) parts.push(run.message);
    else if (run.code !== null && run.code !== 0) parts.push(`Process exited with code ${run.code}`);
    else parts.push('Program exited before returning a result');
  }
  return parts.join('\n');
}

/** Node's syntax errors end in its own loader's stack frames and version line, which would push the user's line out of view. */
function withoutInterpreterFrames(stderr: string): string {
  return stderr
    .split('\n')
    .filter((line) => !/^\s+at .*\(?node:internal\//.test(line) && !/^Node\.js v\d/.test(line))
    .join('\n');
}

const SYNTAX_RE = /\b(SyntaxError|IndentationError|TabError)\b/;

export async function judge(input: JudgeInput): Promise<JudgeResult> {
  if (input.problem.signature.kind === 'function' && input.problem.signature.stdio) return judgeProgram(input);
  const { problem, tests, language, code, executor } = input;
  const stop = input.stopOnFirstFailure ?? false;
  const sig = problem.signature;
  // The result markers' nonce: unknown when the code was written, so printed output cannot pass for a result. It
  // reaches the program on stdin, not in its source, so the same submission compiles to the same artifact on every
  // judge instance and the runner's compile cache hits across workers.
  const nonce = randomBytes(6).toString('hex');
  const program = DRIVERS[language].buildProgram(sig, code);
  const limitMs = (problem.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS) * TIME_FACTOR[language];
  const limits = { ...DEFAULT_JUDGE_LIMITS, ...(input.limits ?? {}) };
  const results = new Map<number, Internal>();
  let memoryBytes: number | null = null;

  const base = (i: number): Omit<TestOutcome, 'passed' | 'actualOutput' | 'stdout' | 'error' | 'runtimeMs'> => ({
    index: i,
    input: formatArgs(sig, tests[i]!.args),
    expectedOutput: formatResult(sig, tests[i]!.args, tests[i]!.expected),
  });
  const fail = (
    i: number,
    kind: FailKind,
    error: string | null,
    stdout: string,
    micros: number | null,
    actual: string | null = null,
  ) => {
    results.set(i, {
      outcome: {
        ...base(i),
        passed: false,
        actualOutput: actual,
        stdout: cap(stdout),
        error,
        runtimeMs: micros === null ? null : micros / 1000,
      },
      micros: micros ?? 0,
      kind,
      began: true,
    });
  };
  const compileError = (output: string): JudgeResult => ({
    verdict: 'Compilation Error',
    testsPassed: 0,
    totalTests: tests.length,
    runtimeMs: 0,
    memoryKb: null,
    errorMessage: output,
    compileOutput: output,
    tests: [],
    firstFailedIndex: null,
  });

  let queue = tests.map((_, i) => i);
  let solo = false;
  let startupFailure: { kind: FailKind; message: string } | null = null;
  while (queue.length) {
    const batch: number[] = solo ? [queue[0]!] : queue;
    const request = {
      language,
      files: program.files,
      stdin: program.encodeInput(
        batch.map((i) => ({ index: i, args: wireArgs(sig, tests[i]!.args) })),
        nonce,
      ),
      compileTimeoutMs: limits.compileTimeoutMs,
      runTimeoutMs: Math.min(limits.maxRunTimeoutMs, Math.ceil(2 * limitMs + STARTUP_ALLOWANCE_MS[language])),
      runMemoryLimitBytes: limits.runMemoryLimitBytes,
      outputLimitBytes: limits.outputLimitBytes,
    };
    let res: ExecuteResult = await executor.execute(request);
    // a compile that timed out is usually a busy machine, not the user's fault: try once more
    if (!res.run && res.compile?.status === 'TO') res = await executor.execute(request);
    const run = res.run;
    if (!run) {
      const c = res.compile;
      if (c?.status === 'XX') throw new JudgeInfrastructureError(`executor failed while compiling: ${c.message ?? c.stderr}`);
      if (c?.status === 'TO') return compileError('Compilation time limit exceeded');
      return compileError(
        mapLines(c ? `${c.stdout}${c.stderr}`.trim() || c.message || 'Compilation failed' : 'Compilation failed', program),
      );
    }
    if (run.status === 'XX') throw new JudgeInfrastructureError(`executor failed while running: ${run.message ?? run.stderr}`);
    if (run.memoryBytes !== null) memoryBytes = Math.max(memoryBytes ?? 0, run.memoryBytes);
    const parsed = parseRunOutput(run.stdout, nonce);
    if (!parsed.anyMarker && (language === 'python' || language === 'javascript') && SYNTAX_RE.test(run.stderr)) {
      return compileError(tail(mapLines(withoutInterpreterFrames(run.stderr), program), 12));
    }
    for (const i of batch) {
      const m = parsed.done.get(i);
      if (!m) continue;
      if (m.kind === 'E') {
        let msg: string;
        try {
          msg = String(JSON.parse(m.payload));
        } catch {
          msg = m.payload;
        }
        const kind: FailKind = /^(java\.lang\.OutOfMemoryError|MemoryError|std::bad_alloc)/.test(msg)
          ? 'Memory Limit Exceeded'
          : 'Runtime Error';
        fail(i, kind, msg, m.stdout, m.micros);
        continue;
      }
      let actual: unknown;
      try {
        actual = JSON.parse(m.payload);
      } catch {
        fail(i, 'Runtime Error', `Could not read the returned value: ${m.payload.slice(0, 200)}`, m.stdout, m.micros);
        continue;
      }
      let prefixK: number | null = null;
      if (sig.kind === 'function' && sig.returnsPrefixOf) {
        // the driver sends [k, the array after the call]: the result is its first k elements
        const got = prefixResult(sig, actual);
        if (typeof got === 'string') {
          fail(i, 'Wrong Answer', got, m.stdout, m.micros, formatValue(actual));
          continue;
        }
        actual = got.prefix;
        prefixK = got.k;
      }
      const actualText = formatResult(sig, tests[i]!.args, actual);
      let verdict = compareOutput(input, tests[i]!, actual);
      if (verdict !== true && prefixK !== null && verdict === '') verdict = prefixMismatch(sig, tests[i]!.expected, prefixK);
      if (verdict === true) {
        results.set(i, {
          outcome: {
            ...base(i),
            passed: true,
            actualOutput: actualText,
            stdout: cap(m.stdout),
            error: null,
            runtimeMs: m.micros / 1000,
          },
          micros: m.micros,
          kind: null,
          began: true,
        });
      } else {
        fail(i, 'Wrong Answer', verdict || null, m.stdout, m.micros, actualText);
      }
    }
    const remaining: number[] = batch.filter((i) => !parsed.done.has(i));
    // the test in progress when the process died: if it ran first in this process (or alone) this run is its own verdict
    if (remaining.length && (batch.length === 1 || remaining[0] === batch[0])) {
      const j = remaining[0]!;
      const kind: FailKind =
        run.status === 'TO'
          ? 'Time Limit Exceeded'
          : run.status === 'ML'
            ? 'Memory Limit Exceeded'
            : run.status === 'OL'
              ? 'Output Limit Exceeded'
              : 'Runtime Error';
      const message = kind === 'Runtime Error' ? crashMessage(run, program) : kind;
      fail(j, kind, message, parsed.partial.get(j) ?? '', null);
      if (!parsed.began.has(j)) startupFailure = { kind, message };
    }
    queue = queue.filter((i) => !results.has(i));
    if (startupFailure) break;
    if (stop && [...results.values()].some((r) => r.kind)) break;
    if (cumulativeExceeded(results, limitMs)) break;
    solo = remaining.length > 0 && !results.has(remaining[0]!);
  }

  // total-time rule: the time spent in the user's calls, summed in test order, must stay within the limit
  const ordered = [...results.values()].sort((a, b) => a.outcome.index - b.outcome.index);
  let total = 0;
  let firstFail: Internal | undefined;
  let kept: Internal[] = [];
  for (const r of ordered) {
    total += r.micros;
    if (total / 1000 > limitMs && !firstFail) {
      if (!r.kind) {
        r.kind = 'Time Limit Exceeded';
        r.outcome.passed = false;
        r.outcome.error = `Time Limit Exceeded (total time over all tests exceeded ${Math.round(limitMs)} ms)`;
      }
      firstFail = r;
      kept.push(r);
      break;
    }
    kept.push(r);
    if (r.kind && !firstFail) {
      firstFail = r;
      if (stop) break;
    }
  }
  if (stop && firstFail) kept = kept.filter((r) => r.outcome.index <= firstFail!.outcome.index);
  const verdict: Verdict = firstFail?.kind ?? 'Accepted';
  return {
    verdict,
    testsPassed: kept.filter((r) => r.outcome.passed).length,
    totalTests: tests.length,
    runtimeMs: Math.round(kept.reduce((s, r) => s + r.micros, 0) / 1000),
    memoryKb: memoryBytes === null ? null : Math.round(memoryBytes / 1024),
    errorMessage: firstFail ? firstFail.outcome.error : null,
    compileOutput: null,
    tests: kept.map((r) => r.outcome),
    firstFailedIndex: firstFail ? firstFail.outcome.index : null,
  };
}

/** true, or why the output is wrong ('' when there is nothing to say beyond the values). */
function compareOutput(input: JudgeInput, test: TestCase, actual: unknown): true | string {
  if (input.problem.compare !== 'checker') return valuesEqual(input.problem.compare, test.expected, actual) || '';
  if (!input.checker) throw new JudgeInfrastructureError('this problem is judged by its checker, which was not given');
  let said: boolean | string;
  try {
    said = input.checker(structuredClone(test.args), structuredClone(test.expected), structuredClone(actual));
  } catch (error) {
    // a checker must not crash on any output; if it does, the output was malformed for it
    return `Wrong output shape (${(error as Error).message})`;
  }
  return said === true ? true : typeof said === 'string' ? said : '';
}

function cumulativeExceeded(results: Map<number, Internal>, limitMs: number): boolean {
  let total = 0;
  for (const r of results.values()) total += r.micros;
  return total / 1000 > limitMs;
}
