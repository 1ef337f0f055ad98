import { mkdir, readdir } from 'node:fs/promises';
import { constants } from 'node:os';
import path from 'node:path';
import type { StageLimits } from '../../limits';
import type { CgroupStats } from '../../sandbox/cgroup';
import type { SandboxEnv } from '../../sandbox/launched-sandbox';
import { decodeOutput } from '../../sandbox/output-capture';
import { ResidentSandbox } from '../../sandbox/resident-sandbox';
import { deriveStatus, type MonitorReport } from '../../sandbox/status';
import { StreamReader } from '../../sandbox/stream-reader';
import { type CollectedFile, collectRegularFiles, createPrivateDir, removeTree, writeNewFile } from '../../sandbox/work-dir';
import type { StageResult } from '../../types';
import type { SourceFile, Toolchain } from '../types';
import { SERVER_JVM_ARGS } from './server-classes';

/** where the server's classes and warm-up sample are bound in its sandbox (a neutral path, not the cache dir) */
const SERVER_DIR = '/opt/ck/javac-server';
/** a bound for a wedged start only: the warm-up takes seconds of CPU, far more wall time on a saturated host */
const READY_TIMEOUT_MS = 180_000;
/** enough for the JIT to reach its steady state on a judge-driver-sized program (off the request path) */
const WARM_UP_COMPILES = 12;
const MAX_ARTIFACT_BYTES = 256 * 1024 * 1024;
/**
 * Options javac gets from the server on top of the cold command's: no annotation processors (so nothing submitted
 * runs while compiling, and none is looked for), no implicit compilation, and the class path the cold `javac`
 * launcher defaults to (the request's directory; the server JVM's own class path would be the default otherwise).
 */
const SERVER_JAVAC_OPTIONS = ['-proc:none', '-implicit:none', '-cp', '.'];

/**
 * A young generation big enough for a compile's garbage: with the cold default (initial heap MaxRAM/64) a warm compile
 * of a judge driver spent about 40 % of its CPU in young collections (~220 -> ~120 ms). The maximum heap (and so what
 * fits) is the cold javac's.
 */
function heapFlags(memoryBytes: number): string[] {
  const initialMiB = Math.min(256, Math.floor(memoryBytes / 4 / (1024 * 1024)));
  return [`-Xms${initialMiB}m`, `-Xmn${Math.floor((initialMiB * 3) / 4)}m`];
}

export interface JavacServerConfig {
  env: SandboxEnv;
  toolchain: Toolchain;
  /** host dir with JavacServer.class and the warm-up sample (server-classes.ts) */
  classDir: string;
  /** private 0700 root for the servers' work dirs */
  workRoot: string;
  /** JVM flags (memory sizing, GC) the cold javac gets through -J */
  jvmFlags: string[];
  /** compile limits every request must have to be served (memory, processes, files); wall and CPU are per request */
  limits: StageLimits;
  addressSpaceBytes: number;
}

export interface ServerCompile {
  files: SourceFile[];
  /** javac's arguments as the cold command has them (options and source names, no -J flags) */
  args: string[];
  limits: StageLimits;
}

/** The compile's result, and its class files when it succeeded. */
export interface ServerCompileResult {
  result: StageResult;
  files: CollectedFile[] | null;
}

function report(fields: Partial<MonitorReport>): MonitorReport {
  return { exit: 0, signal: 0, timeout: false, cpuMs: 0, wallMs: 0, maxRssKb: 0, ...fields };
}

/** Whether a request with these limits gets the same treatment on a server as in a cold compile sandbox. */
export function fitsServer(own: StageLimits, limits: StageLimits): boolean {
  return (
    limits.memoryBytes === own.memoryBytes &&
    limits.maxProcesses === own.maxProcesses &&
    limits.maxFileBytes === own.maxFileBytes &&
    limits.maxOpenFiles === own.maxOpenFiles
  );
}

/** A StageResult shaped like the cold compile's for the same outcome (same status rules, deriveStatus). */
function stageResult(
  r: MonitorReport,
  stdout: Buffer,
  stderr: Buffer,
  stats: CgroupStats | null,
  memoryCgroup: boolean,
  limits: StageLimits,
): StageResult {
  const err = decodeOutput(stderr);
  const d = deriveStatus({
    report: r,
    sandboxExit: 0,
    outputOverflow: null,
    backstopKilled: false,
    cgroup: stats,
    memoryCgroup,
    cpuLimitMs: limits.cpuMs,
    cpuMs: r.cpuMs,
    stderr: err,
  });
  return {
    stdout: decodeOutput(stdout),
    stderr: err,
    // javac writes its diagnostics to stderr; a cold compile's interleaved output is then stderr alone
    output: decodeOutput(Buffer.concat([stdout, stderr])),
    code: d.code,
    signal: d.signal,
    status: d.status,
    message: d.message,
    cpuTimeMs: r.cpuMs,
    wallTimeMs: r.wallMs,
    memoryBytes: stats?.memoryPeakBytes ?? null,
    stdoutTruncated: false,
    stderrTruncated: false,
  };
}

/**
 * One resident warm javac (JavacServer.java) in its own compile sandbox. Its /box is a private host dir that is its
 * working directory: a request's sources are written there, its classes collected from there/out, and the dir is
 * emptied before the next request, so every request starts from an empty directory and sees no other's files.
 */
export class JavacServer {
  compiles = 0;
  private nextId = 1;
  private readonly reader: StreamReader;

  private constructor(
    private readonly sb: ResidentSandbox,
    private readonly workDir: string,
  ) {
    this.reader = new StreamReader(sb.stdout);
  }

  /**
   * Starts a server and waits for its READY (the JVM's start and its warm-up compiles: seconds, more on a busy host).
   * `signal` aborts the start: the sandbox is killed at once rather than waited for, so a closing pool never waits
   * for warm-ups it will not use.
   */
  static async start(config: JavacServerConfig, signal?: AbortSignal): Promise<JavacServer> {
    const { env, toolchain, classDir, workRoot, limits } = config;
    signal?.throwIfAborted();
    const workDir = await createPrivateDir(workRoot, 'javac-server-');
    let sb: ResidentSandbox | null = null;
    /** Ends the start: on `signal`, or when READY does not come in time. */
    const abort = () => void sb?.kill();
    try {
      sb = await ResidentSandbox.start(
        env,
        { binds: [...toolchain.binds, { src: classDir, dest: SERVER_DIR }], env: toolchain.env, rwWorkDir: workDir },
        [
          toolchain.bin.java!,
          ...config.jvmFlags,
          ...heapFlags(limits.memoryBytes),
          // JVM warnings must not land in the protocol stream
          '-XX:+DisplayVMOutputToStderr',
          ...SERVER_JVM_ARGS,
          '-cp',
          SERVER_DIR,
          'JavacServer',
          `${SERVER_DIR}/Main.java`,
          String(WARM_UP_COMPILES),
        ],
        limits,
        config.addressSpaceBytes,
      );
      const server = new JavacServer(sb, workDir);
      signal?.addEventListener('abort', abort, { once: true });
      signal?.throwIfAborted();
      const timer = setTimeout(abort, READY_TIMEOUT_MS);
      const ready = await server.reader.line(64);
      clearTimeout(timer);
      signal?.throwIfAborted();
      if (ready !== 'READY') throw new Error(`javac server did not start: ${sb.stderr.trim().split('\n').slice(-1)[0] ?? ''}`);
      return server;
    } catch (e) {
      await sb?.kill();
      await removeTree(workDir);
      throw e;
    } finally {
      signal?.removeEventListener('abort', abort);
    }
  }

  get pid(): number | undefined {
    return this.sb.pid;
  }

  get alive(): boolean {
    return this.sb.alive;
  }

  /**
   * Compiles one request. null = this server could not serve it the way a cold compile would (it died, misbehaved,
   * javac failed abnormally, ran out of memory, or wrote more than the output limit): the server is then dead and the
   * caller compiles cold. A request running past its wall-clock limit kills the server and is a `TO` result.
   */
  async compile(req: ServerCompile): Promise<ServerCompileResult | null> {
    this.compiles++;
    const { limits } = req;
    if (!this.alive || (await readdir(this.workDir)).length !== 0) return this.fail();
    for (const f of req.files) await writeNewFile(this.workDir, f.name, f.content);
    await mkdir(path.join(this.workDir, 'out'), { mode: 0o755 });
    await this.sb.resetCounters(limits.memoryBytes, limits.maxProcesses);
    const id = this.nextId++;
    const args = [...SERVER_JAVAC_OPTIONS, ...req.args];
    if (args.some((a) => /[\0\n]/.test(a))) return this.fail();
    const started = performance.now();
    // set synchronously when the time is up, so an answer arriving meanwhile is not taken for an in-time one
    let killed: Promise<CgroupStats | null> | null = null;
    const timer = setTimeout(() => {
      killed = this.sb
        .stats()
        .catch(() => null)
        .then(async (stats) => {
          await this.sb.kill();
          return stats;
        });
    }, limits.wallMs);
    const timeout = async (): Promise<ServerCompileResult> => {
      const stats = await killed;
      const wallMs = Math.round(performance.now() - started);
      const r = report({ signal: constants.signals.SIGKILL, timeout: true, cpuMs: stats?.cpuMs ?? wallMs, wallMs });
      return { result: stageResult(r, Buffer.alloc(0), Buffer.alloc(0), stats, false, limits), files: null };
    };
    try {
      this.sb.stdin.write(`${[String(id), ...args].join('\0')}\n`);
      const head = await this.reader.line(256);
      const wallMs = Math.round(performance.now() - started);
      if (killed) return await timeout();
      if (head === null) return await this.fail();
      const m = /^K (\d+) (\d+) (\d+) (\d+) (\d+)$/.exec(head);
      if (!m || Number(m[1]) !== id) return this.fail();
      const exit = Number(m[2]);
      const outBytes = Number(m[4]);
      const errBytes = Number(m[5]);
      // 0 and 1 (errors in the program) are the only outcomes the server reproduces; an over-long output is cut and
      // killed in a cold sandbox (OL/EL)
      if (exit > 1 || outBytes > limits.outputBytes || errBytes > limits.outputBytes) return this.fail();
      const stdout = await this.reader.bytes(outBytes);
      const stderr = await this.reader.bytes(errBytes);
      clearTimeout(timer);
      if (killed) return await timeout();
      if (!stdout || !stderr) return await this.fail();
      const stats = await this.sb.stats();
      if (stats?.oomKilled || stats?.memoryLimitHit) return this.fail();
      const cpuMs = Number(m[3]);
      const memoryCgroup = this.sb.cgroup?.limitsMemory ?? false;
      // the cold JVM's RLIMIT_CPU (= the wall limit) would have stopped it
      const r =
        cpuMs >= limits.cpuMs
          ? report({ signal: constants.signals.SIGXCPU, cpuMs, wallMs })
          : report({ exit, cpuMs, wallMs: Math.round(performance.now() - started) });
      const result = stageResult(r, stdout, stderr, stats, memoryCgroup, limits);
      let files: CollectedFile[] | null = null;
      if (result.status === null) {
        try {
          files = await collectRegularFiles(path.join(this.workDir, 'out'), MAX_ARTIFACT_BYTES);
        } catch {
          return this.fail();
        }
      }
      return { result, files };
    } finally {
      clearTimeout(timer);
      await this.clean();
    }
  }

  /** Empties the work dir (the next request starts from nothing); a server whose dir cannot be emptied is killed. */
  private async clean(): Promise<void> {
    try {
      for (const name of await readdir(this.workDir)) await removeTree(path.join(this.workDir, name));
    } catch {
      await this.sb.kill();
    }
  }

  private async fail(): Promise<null> {
    await this.sb.kill();
    return null;
  }

  /** Kills the server (its whole sandbox) and removes its work dir. */
  async close(): Promise<void> {
    await this.sb.kill();
    await removeTree(this.workDir);
  }
}
