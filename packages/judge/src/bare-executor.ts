/**
 * BARE EXECUTOR — NO SANDBOX. Runs submitted code directly with child_process on this machine.
 * For the judge's own tests and for content authoring (check-problems) ONLY. Never use it for
 * untrusted code: the server must pass the sandboxed @codingkaro/runner executor instead.
 *
 * Memory: node cannot get a child's rusage (no wait4), so every command runs under the runner's
 * native monitor in `--measure` mode (`ck-exec --measure 3 -- cmd...`, built once into the cache
 * dir, ~1 ms per run): it waits for the program and reports ru_maxrss of its largest process and
 * the real CPU time of it and its descendants, then exits exactly like the program. Sampling
 * /proc/<pid>/status would miss short peaks and child processes; /usr/bin/time is not always
 * installed. The sandboxed runner reports the run cgroup's peak instead (all processes + tmpfs),
 * so figures differ slightly. Without a C compiler to build the monitor, memory stays null.
 */

import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_LIMITS,
  ensureMonitor,
  LANGUAGES,
  type LanguageDefinition,
  type PreparedSources,
  resolveLimits,
  type StageLimits,
  type Toolchain,
} from '@codingkaro/runner';
import type { ExecuteRequest, ExecuteResult, Executor, StageResult } from './executor-types.js';

/**
 * Compile and run commands come from the runner's language definitions, so reference solutions are built with the
 * flags users get. Those commands address the sandbox's working directory `/box`; here it is a host directory.
 */
const SANDBOX_DIR = '/box';

function inDir(words: readonly string[], dir: string): string[] {
  return words.map((w) => (w === SANDBOX_DIR ? dir : w.startsWith(`${SANDBOX_DIR}/`) ? dir + w.slice(SANDBOX_DIR.length) : w));
}

function envInDir(toolchain: Toolchain, dir: string): Record<string, string> {
  return Object.fromEntries(Object.entries(toolchain.env).map(([k, v]) => [k, inDir([v], dir)[0]!]));
}

interface SpawnOptions {
  cwd: string;
  stdin?: string;
  timeoutMs: number;
  outputLimitBytes: number;
  /** the whole environment of the command (default: this process's) */
  env?: Record<string, string>;
  /** path of ck-exec: run `cmd` under `ck-exec --measure` to learn its peak memory and CPU time */
  monitor?: string | null;
}

const MONITOR_EXEC_FAILED = /^ck-exec: cannot execute /;

function runProcess(cmd: string[], opts: SpawnOptions): Promise<StageResult> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = opts.monitor
      ? spawn(opts.monitor, ['--measure', '3', '--', ...cmd], {
          cwd: opts.cwd,
          env: opts.env,
          stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
          detached: true,
        })
      : spawn(cmd[0]!, cmd.slice(1), { cwd: opts.cwd, env: opts.env, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    let report = '';
    child.stdio[3]?.on('data', (d: Buffer) => {
      report += d.toString('utf8');
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outLen = 0;
    let errLen = 0;
    let status: StageResult['status'] = null;
    let stdoutTruncated = false;
    let stderrTruncated = false;
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer = setTimeout(() => {
      status = 'TO';
      kill();
    }, opts.timeoutMs);
    child.stdout.on('data', (d: Buffer) => {
      if (outLen + d.length > opts.outputLimitBytes) {
        out.push(d.subarray(0, Math.max(0, opts.outputLimitBytes - outLen)));
        outLen = opts.outputLimitBytes;
        stdoutTruncated = true;
        if (!status) status = 'OL';
        kill();
        return;
      }
      out.push(d);
      outLen += d.length;
    });
    child.stderr.on('data', (d: Buffer) => {
      if (errLen + d.length > opts.outputLimitBytes) {
        err.push(d.subarray(0, Math.max(0, opts.outputLimitBytes - errLen)));
        errLen = opts.outputLimitBytes;
        stderrTruncated = true;
        if (!status) status = 'OL';
        kill();
        return;
      }
      err.push(d);
      errLen += d.length;
    });
    child.stdin.on('error', () => {});
    child.stdin.end(opts.stdin ?? '');
    const finish = (code: number | null, signal: NodeJS.Signals | null, spawnError?: Error) => {
      clearTimeout(timer);
      const wall = Date.now() - started;
      const stdout = Buffer.concat(out).toString('utf8');
      const stderr = Buffer.concat(err).toString('utf8') + (spawnError ? String(spawnError.message) : '');
      const measured = /cpu_ms=(\d+) wall_ms=\d+ maxrss_kb=(\d+)/.exec(report);
      // the monitor could not start the command (what a spawn error is without the monitor)
      if (opts.monitor && code === 127 && MONITOR_EXEC_FAILED.test(stderr)) spawnError ??= new Error(stderr.trim());
      if (!status) {
        if (spawnError) status = 'XX';
        else if (signal) status = 'SG';
        else if (code !== 0) status = 'RE';
      }
      resolve({
        stdout,
        stderr,
        output: stdout + stderr,
        code: spawnError ? null : code,
        signal: signal ?? null,
        status,
        message:
          status === 'TO'
            ? 'Time limit exceeded'
            : status === 'OL'
              ? 'Output limit exceeded'
              : status === 'SG'
                ? `Killed by signal ${signal}`
                : status === 'RE'
                  ? `Exited with code ${code}`
                  : status === 'XX'
                    ? 'Internal error'
                    : null,
        cpuTimeMs: measured ? Number(measured[1]) : wall,
        wallTimeMs: wall,
        memoryBytes: measured ? Number(measured[2]) * 1024 : null,
        stdoutTruncated,
        stderrTruncated,
      });
    };
    let done = false;
    child.on('error', (e) => {
      if (done) return;
      done = true;
      finish(null, null, e);
    });
    child.on('close', (code, signal) => {
      if (done) return;
      done = true;
      finish(code, signal);
    });
  });
}

const CACHE_ROOT = join(tmpdir(), 'ckjudge-bare-cache');

export interface BareExecutorOptions {
  /** directory for compiled artifacts (default: $TMPDIR/ckjudge-bare-cache) */
  cacheDir?: string;
  /**
   * Multiplies the requested wall-clock timeouts (default 3, or $CK_BARE_TIMEOUT_FACTOR). The judge's own time
   * rule uses CPU time measured inside the program, so a generous wall clock only avoids false kills on a busy machine.
   */
  timeoutFactor?: number;
  /**
   * A language found missing is looked for again after this long (default 30 s), as the runner's
   * toolchain cache does: a probe that timed out on a saturated host must not stand for the
   * executor's whole life.
   */
  toolchainRetryMs?: number;
}

export class BareExecutor implements Executor {
  private readonly cacheDir: string;
  private readonly inflight = new Map<string, Promise<StageResult>>();
  private readonly timeoutFactor: number;
  private monitorPath: Promise<string | null> | null = null;
  private readonly toolchainRetryMs: number;

  constructor(opts: BareExecutorOptions = {}) {
    this.cacheDir = opts.cacheDir ?? CACHE_ROOT;
    this.timeoutFactor = opts.timeoutFactor ?? (Number(process.env.CK_BARE_TIMEOUT_FACTOR) || 3);
    this.toolchainRetryMs = opts.toolchainRetryMs ?? 30_000;
  }

  /** ck-exec for `--measure`, built once into the cache dir; null without a C compiler. */
  private monitor(): Promise<string | null> {
    this.monitorPath ??= ensureMonitor(join(this.cacheDir, 'bin')).catch(() => null);
    return this.monitorPath;
  }

  /** Per language: its detection, and when it answered "missing" (null while found or pending). */
  private readonly toolchains = new Map<string, { found: Promise<Toolchain | null>; missingSince: number | null }>();

  private toolchain(lang: LanguageDefinition): Promise<Toolchain | null> {
    const known = this.toolchains.get(lang.id);
    if (known && (known.missingSince === null || Date.now() - known.missingSince < this.toolchainRetryMs)) return known.found;
    const entry: { found: Promise<Toolchain | null>; missingSince: number | null } = {
      found: Promise.resolve(null),
      missingSince: null,
    };
    // C++: the runner's own start-up artifacts (precompiled header, prebuilt judge runtime) in this cache dir
    entry.found = lang
      .detect()
      .then((tc) => (tc && lang.id === 'cpp' && lang.accelerate ? lang.accelerate(tc, this.cacheDir).catch(() => tc) : tc))
      .catch(() => null)
      .then((tc) => {
        if (!tc) entry.missingSince = Date.now();
        return tc;
      });
    this.toolchains.set(lang.id, entry);
    return entry.found;
  }

  /**
   * Detects `language`'s toolchain and builds its start-up artifacts now rather than in the first execution (C++:
   * the precompiled header and the judge runtime, minutes on a saturated host, into the cache dir every executor
   * on it shares). False when the toolchain is missing.
   */
  async prepare(language: ExecuteRequest['language']): Promise<boolean> {
    const lang = LANGUAGES[language];
    if (!lang) throw new Error(`bare executor: unsupported language ${language}`);
    return (await this.toolchain(lang)) !== null;
  }

  async execute(req: ExecuteRequest): Promise<ExecuteResult> {
    const lang = LANGUAGES[req.language];
    if (!lang) throw new Error(`bare executor: unsupported language ${req.language}`);
    const toolchain = await this.toolchain(lang);
    if (!toolchain) throw new Error(`bare executor: no ${req.language} toolchain on this machine`);
    const { version } = toolchain;
    const limits = resolveLimits(req, DEFAULT_LIMITS);
    const sources = lang.prepare(req.files.map((f) => ({ name: f.name ?? '', content: f.content })));
    const hash = createHash('sha256')
      .update(
        JSON.stringify([
          lang.id,
          version,
          lang.compileSignature ?? '',
          toolchain.compileArgs ?? [],
          toolchain.linkArgs ?? [],
          toolchain.quickCompile?.args ?? [],
          sources.files,
        ]),
      )
      .digest('hex');
    const buildDir = join(this.cacheDir, `${lang.id}-${hash}`);
    let compile: StageResult | undefined;
    if (!existsSync(join(buildDir, '.ok'))) {
      let p = this.inflight.get(hash);
      if (!p) {
        p = this.build(lang, toolchain, sources, limits.compile, buildDir);
        this.inflight.set(hash, p);
        p.finally(() => this.inflight.delete(hash));
      }
      compile = await p;
      if (compile.status !== null || compile.code !== 0) return { language: req.language, version, compile };
    } else if (lang.compiled) {
      compile = emptyStage();
    }
    const runDir = await mkdtemp(join(tmpdir(), 'ckjudge-run-'));
    try {
      await cp(buildDir, runDir, { recursive: true });
      const command = lang.runCommand({ toolchain, sources, memoryBytes: limits.run.memoryBytes, args: req.args ?? [] });
      const run = await runProcess(inDir(command, runDir), {
        cwd: runDir,
        env: envInDir(toolchain, runDir),
        stdin: req.stdin ?? '',
        timeoutMs: limits.run.wallMs * this.timeoutFactor,
        outputLimitBytes: limits.run.outputBytes,
        monitor: await this.monitor(),
      });
      return compile ? { language: req.language, version, compile, run } : { language: req.language, version, run };
    } finally {
      await rm(runDir, { recursive: true, force: true });
    }
  }

  /**
   * Like the runner: sources are compiled in a work dir whose `out/` receives the artifacts, and a compiled program
   * runs from its artifacts alone; an interpreted one runs from its sources.
   */
  private async build(
    lang: LanguageDefinition,
    toolchain: Toolchain,
    sources: PreparedSources,
    limits: StageLimits,
    buildDir: string,
  ): Promise<StageResult> {
    await mkdir(this.cacheDir, { recursive: true });
    const tmp = `${buildDir}.tmp-${randomBytes(4).toString('hex')}`;
    await mkdir(tmp, { recursive: true });
    for (const f of sources.files) await writeFile(join(tmp, f.name), f.content);
    let result = emptyStage();
    let built = tmp;
    if (lang.compiled && lang.compileCommand) {
      // like the runner: a quick compile first when the language has one, else (or when it fails) the usual one
      const ctx = { toolchain, sources, memoryBytes: limits.memoryBytes, args: [] };
      const quick = lang.quickCompileCommand?.(ctx) ?? null;
      const attempts: [string[], StageResult['tier']][] = [
        ...(quick ? [[quick, 'quick'] as [string[], StageResult['tier']]] : []),
        [lang.compileCommand(ctx), lang.quickCompileCommand ? 'full' : undefined],
      ];
      for (const [command, tier] of attempts) {
        await rm(join(tmp, 'out'), { recursive: true, force: true });
        await mkdir(join(tmp, 'out'));
        const ran = await runProcess(inDir(command, tmp), {
          cwd: tmp,
          env: envInDir(toolchain, tmp),
          timeoutMs: limits.wallMs * this.timeoutFactor,
          outputLimitBytes: limits.outputBytes,
          monitor: await this.monitor(),
        });
        result = tier ? { ...ran, tier } : ran;
        if (result.status === null && result.code === 0) break;
      }
      if (result.status !== null || result.code !== 0) {
        await rm(tmp, { recursive: true, force: true });
        return result;
      }
      built = join(tmp, 'out');
    }
    await writeFile(join(built, '.ok'), '');
    try {
      await rename(built, buildDir);
    } catch {
      // another process won the race; use theirs
    }
    await rm(tmp, { recursive: true, force: true });
    return result;
  }
}

function emptyStage(): StageResult {
  return {
    stdout: '',
    stderr: '',
    output: '',
    code: 0,
    signal: null,
    status: null,
    message: null,
    cpuTimeMs: 0,
    wallTimeMs: 0,
    memoryBytes: null,
    stdoutTruncated: false,
    stderrTruncated: false,
  };
}
