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
import { ensureMonitor } from '@codingkaro/runner';
import type { ExecuteRequest, ExecuteResult, Executor, RunnerLanguage, StageResult } from './executor-types.js';

interface LangConfig {
  file: string;
  compile?: string[];
  /** artifacts to keep from the compile dir */
  run: string[];
}

const LANGS: Partial<Record<RunnerLanguage, LangConfig>> = {
  javascript: { file: 'main.js', run: ['node', 'main.js'] },
  python: { file: 'main.py', run: ['python3', '-u', 'main.py'] },
  java: {
    file: 'Main.java',
    compile: ['javac', '-encoding', 'UTF-8', '-nowarn', 'Main.java'],
    run: ['java', '-Xss256m', '-XX:+UseSerialGC', '-Xmx512m', '-cp', '.', 'Main'],
  },
  cpp: { file: 'main.cpp', compile: ['g++', '-std=gnu++17', '-O2', '-o', 'main', 'main.cpp'], run: ['./main'] },
  c: { file: 'main.c', compile: ['gcc', '-std=gnu11', '-O2', '-o', 'main', 'main.c', '-lm'], run: ['./main'] },
};

const VERSIONS: Partial<Record<RunnerLanguage, string>> = {
  javascript: process.versions.node,
  python: '3',
  java: '17',
  cpp: '12',
  c: '12',
};

interface SpawnOptions {
  cwd: string;
  stdin?: string;
  timeoutMs: number;
  outputLimitBytes: number;
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
          stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
          detached: true,
        })
      : spawn(cmd[0]!, cmd.slice(1), { cwd: opts.cwd, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
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
}

export class BareExecutor implements Executor {
  private readonly cacheDir: string;
  private readonly inflight = new Map<string, Promise<StageResult>>();
  private readonly timeoutFactor: number;
  private monitorPath: Promise<string | null> | null = null;

  constructor(opts: BareExecutorOptions = {}) {
    this.cacheDir = opts.cacheDir ?? CACHE_ROOT;
    this.timeoutFactor = opts.timeoutFactor ?? (Number(process.env.CK_BARE_TIMEOUT_FACTOR) || 3);
  }

  /** ck-exec for `--measure`, built once into the cache dir; null without a C compiler. */
  private monitor(): Promise<string | null> {
    this.monitorPath ??= ensureMonitor(join(this.cacheDir, 'bin')).catch(() => null);
    return this.monitorPath;
  }

  async execute(req: ExecuteRequest): Promise<ExecuteResult> {
    const cfg = LANGS[req.language];
    const version = VERSIONS[req.language] ?? 'unknown';
    if (!cfg) throw new Error(`bare executor: unsupported language ${req.language}`);
    const outputLimitBytes = req.outputLimitBytes ?? 64 * 1024 * 1024;
    const hash = createHash('sha256')
      .update(req.language)
      .update('\0')
      .update(JSON.stringify(req.files.map((f, i) => [f.name ?? (i === 0 ? cfg.file : `file${i}`), f.content])))
      .digest('hex');
    const buildDir = join(this.cacheDir, `${req.language}-${hash}`);
    let compile: StageResult | undefined;
    if (!existsSync(join(buildDir, '.ok'))) {
      let p = this.inflight.get(hash);
      if (!p) {
        p = this.build(req, cfg, buildDir, outputLimitBytes);
        this.inflight.set(hash, p);
        p.finally(() => this.inflight.delete(hash));
      }
      compile = await p;
      if (compile.status !== null || compile.code !== 0) return { language: req.language, version, compile };
    } else if (cfg.compile) {
      compile = emptyStage();
    }
    const runDir = await mkdtemp(join(tmpdir(), 'ckjudge-run-'));
    try {
      await cp(buildDir, runDir, { recursive: true });
      const run = await runProcess(cfg.run, {
        cwd: runDir,
        stdin: req.stdin ?? '',
        timeoutMs: (req.runTimeoutMs ?? 10000) * this.timeoutFactor,
        outputLimitBytes,
        monitor: await this.monitor(),
      });
      return compile ? { language: req.language, version, compile, run } : { language: req.language, version, run };
    } finally {
      await rm(runDir, { recursive: true, force: true });
    }
  }

  private pch: Promise<string | null> | null = null;

  /** Precompiled bits/stdc++.h (same flags as the C++ compile) — cuts a C++ compile from ~3-9 s to ~1 s. */
  private ensurePch(): Promise<string | null> {
    this.pch ??= (async () => {
      const dir = join(this.cacheDir, 'pch-gnu++17-O2');
      const gch = join(dir, 'bits', 'stdc++.h.gch');
      if (existsSync(gch)) return dir;
      try {
        const probe = await runProcess(
          [
            'sh',
            '-c',
            "echo '#include <bits/stdc++.h>' | g++ -std=gnu++17 -x c++ -E -H - 2>&1 >/dev/null | grep 'bits/stdc++.h' | head -1",
          ],
          {
            cwd: tmpdir(),
            timeoutMs: 30000,
            outputLimitBytes: 1 << 20,
          },
        );
        const header = probe.stdout.trim().split(/\s+/).pop();
        if (!header || !existsSync(header)) return null;
        await mkdir(join(dir, 'bits'), { recursive: true });
        const tmp = `${gch}.tmp-${randomBytes(4).toString('hex')}`;
        const r = await runProcess(['g++', '-std=gnu++17', '-O2', '-x', 'c++-header', header, '-o', tmp], {
          cwd: dir,
          timeoutMs: 180000,
          outputLimitBytes: 1 << 20,
        });
        if (r.status !== null || r.code !== 0) {
          await rm(tmp, { force: true });
          return null;
        }
        await rename(tmp, gch);
        return dir;
      } catch {
        return null;
      }
    })();
    return this.pch;
  }

  private async build(req: ExecuteRequest, cfg: LangConfig, buildDir: string, outputLimitBytes: number): Promise<StageResult> {
    await mkdir(this.cacheDir, { recursive: true });
    const tmp = `${buildDir}.tmp-${randomBytes(4).toString('hex')}`;
    await mkdir(tmp, { recursive: true });
    for (const [i, f] of req.files.entries()) {
      await writeFile(join(tmp, f.name ?? (i === 0 ? cfg.file : `file${i}`)), f.content);
    }
    let result = emptyStage();
    if (cfg.compile) {
      let cmd = cfg.compile;
      if (req.language === 'cpp') {
        const pch = await this.ensurePch();
        if (pch) cmd = [cmd[0]!, '-I', pch, ...cmd.slice(1)];
      }
      result = await runProcess(cmd, {
        cwd: tmp,
        timeoutMs: (req.compileTimeoutMs ?? 30000) * this.timeoutFactor,
        outputLimitBytes,
        monitor: await this.monitor(),
      });
      if (result.status !== null || result.code !== 0) {
        await rm(tmp, { recursive: true, force: true });
        return result;
      }
    }
    await writeFile(join(tmp, '.ok'), '');
    try {
      await rename(tmp, buildDir);
    } catch {
      // another process won the race; use theirs
      await rm(tmp, { recursive: true, force: true });
    }
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
