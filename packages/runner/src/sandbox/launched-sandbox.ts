import type { Writable } from 'node:stream';
import type { StageLimits } from '../limits';
import { FIXED_LIMITS } from '../limits';
import type { StageResult } from '../types';
import type { CgroupBases, CgroupPool, CgroupStats, RunCgroup } from './cgroup';
import { decodeOutput, OutputCapture } from './output-capture';
import type { SandboxProcess, Spawner } from './spawner';
import { deriveStatus, parseReport } from './status';
import type { SandboxRoot } from './system-mounts';
import { userTaskCount } from './user-tasks';

export interface Bind {
  src: string;
  dest: string;
}

export interface SandboxEnv {
  bwrapPath: string;
  /** host path of ck-exec: bound into every sandbox as the monitor, and the host-side launcher */
  helperPath: string;
  /** the read-only root directory (see system-mounts) */
  root: SandboxRoot;
  cgroups: CgroupBases;
  cgroupPool: CgroupPool;
  /** how a sandbox is started: by the run cgroup's zygote, a shared one, or forked from node */
  spawner(cgroup: RunCgroup | null): Spawner;
  /** extra bwrap args hiding / write-protecting parts of the sandbox's procfs (see proc-masks) */
  procMasks: string[];
  /** the spawners hand every sandbox this seccomp program as fd `nfds` (see seccomp.ts); false = none */
  seccomp: boolean;
}

/** What the sandbox looks like: toolchain binds, environment and how /box is provided. */
export interface SandboxProfile {
  binds: Bind[];
  env: Record<string, string>;
  /** host dir bound read-write at /box (compile: artifacts are read back); else a tmpfs */
  rwWorkDir?: string;
}

export interface JobFile {
  rel: string;
  data: Buffer;
  mode: number;
}

export interface SandboxJob {
  command: string[];
  limits: StageLimits;
  /** RLIMIT_AS for the program; 0 = not set (the memory cgroup enforces memory). */
  addressSpaceBytes: number;
  files?: JobFile[];
  stdin?: string | Buffer;
}

export const BOX = '/box';
export const HELPER_IN_BOX = '/.ck/ck-exec';
export const REPORT_FD = 3;
const CONTROL_FD = 4;
const BACKSTOP_GRACE_MS = 1500;
const SANDBOX_UID = '65534';
/** Launch limits of a warm sandbox before its job arrives (bubblewrap + monitor only). */
const IDLE_MEMORY_BYTES = 64 * 1024 * 1024;

/** `monitorFd`: the fd from which bubblewrap copies the monitor binary into the root. */
export function bwrapArgs(env: SandboxEnv, profile: SandboxProfile, monitorFd: number): string[] {
  const a: string[] = [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    // the monitor is the namespace's init: the program cannot kill it, and bwrap exits only once
    // the namespace is gone (no extra reaper process; the run cgroup is empty when we see the exit)
    '--as-pid-1',
    '--cap-drop',
    'ALL',
    '--uid',
    SANDBOX_UID,
    '--gid',
    SANDBOX_UID,
    '--hostname',
    'sandbox',
  ];
  a.push(...env.root.args, '--perms', '0555', '--file', String(monitorFd), HELPER_IN_BOX);
  a.push('--proc', '/proc', '--dev', '/dev', ...env.procMasks);
  a.push('--size', String(FIXED_LIMITS.tmpfsBytes), '--tmpfs', '/tmp');
  for (const b of profile.binds) a.push('--ro-bind', b.src, b.dest);
  if (profile.rwWorkDir) a.push('--bind', profile.rwWorkDir, BOX);
  else a.push('--size', String(FIXED_LIMITS.tmpfsBytes), '--tmpfs', BOX);
  a.push(...env.root.sealArgs, '--chdir', BOX, '--clearenv');
  for (const [k, v] of Object.entries(profile.env)) a.push('--setenv', k, v);
  return a;
}

export function limitArgs(env: SandboxEnv, job: SandboxJob): string[] {
  const l = job.limits;
  return [
    String(l.wallMs),
    String(l.cpuMs),
    String(job.addressSpaceBytes),
    String(l.maxFileBytes),
    String(l.maxOpenFiles),
    // RLIMIT_NPROC counts every task of the real uid (and is ignored for root): only a fallback
    // for hosts without a pids cgroup, sized as what the uid already runs + the sandbox budget.
    String(env.cgroups.pids ? 0 : userTaskCount() + l.maxProcesses),
    String(FIXED_LIMITS.stackBytes),
  ];
}

export function killGroup(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

/**
 * Kills a sandbox and waits until it has exited and its pipes are closed. Killing bubblewrap's group is not always
 * enough: bubblewrap's child sets its own session and arms --die-with-parent's PR_SET_PDEATHSIG only after it starts,
 * so a sandbox killed right after its start can leave that child alive with the sandbox's pipes open
 * (containers/bubblewrap#633; seen under load when a runner closed beside a warm sandbox still starting), and the
 * wait for the pipes then never ended. The run cgroup holds only this sandbox (and its zygote, which drain() spares):
 * whatever is left in it is killed until the exit is seen.
 */
export async function killAndWait(child: SandboxProcess, cgroup: RunCgroup | null): Promise<void> {
  killGroup(child.pid);
  if (!cgroup) {
    await child.exited;
    return;
  }
  let exited = false;
  void child.exited.then(() => {
    exited = true;
  });
  while (!exited) {
    await cgroup.drain();
    await Promise.race([child.exited, new Promise((r) => setTimeout(r, 100))]);
  }
}

export function internalError(message: string, wallTimeMs = 0): StageResult {
  return {
    stdout: '',
    stderr: '',
    output: '',
    code: null,
    signal: null,
    status: 'XX',
    message,
    cpuTimeMs: 0,
    wallTimeMs,
    memoryBytes: null,
    stdoutTruncated: false,
    stderrTruncated: false,
  };
}

function writeAll(stream: Writable, data: Buffer | string): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(data, (err) => (err ? reject(err) : resolve()));
  });
}

/**
 * One bubblewrap sandbox process. Either started with its command (`argv` mode, used for
 * compiles) or started idle in control mode and given its job later (`send`), which hides the
 * namespace/mount setup cost from the request ("warm" sandbox).
 */
export class LaunchedSandbox {
  private readonly out: OutputCapture;
  private readonly err: OutputCapture;
  private readonly combined: Buffer[] = [];
  private combinedSize = 0;
  private outputLimit = 64 * 1024;
  private overflow: 'stdout' | 'stderr' | null = null;
  private reportText = '';
  private startedAt = performance.now();

  private constructor(
    private readonly env: SandboxEnv,
    private readonly cgroup: RunCgroup | null,
    private readonly child: SandboxProcess,
  ) {
    const onChunk = (c: Buffer) => {
      if (this.combinedSize < this.outputLimit * 2) {
        this.combined.push(c);
        this.combinedSize += c.length;
      }
    };
    this.out = new OutputCapture(
      () => this.outputLimit,
      onChunk,
      () => this.onOverflow('stdout'),
    );
    this.err = new OutputCapture(
      () => this.outputLimit,
      onChunk,
      () => this.onOverflow('stderr'),
    );
    this.out.attach(child.stdout);
    this.err.attach(child.stderr);
    child.report.on('data', (c: Buffer) => {
      if (this.reportText.length < 4096) this.reportText += c.toString('utf8');
    });
    child.report.on('error', () => {});
    child.stdin.on('error', () => {
      /* EPIPE: the program did not read its input */
    });
    child.control?.on('error', () => {});
  }

  /**
   * Acquires a run cgroup and starts bubblewrap in it with the monitor as the command
   * (`/.ck/ck-exec <helperArgs>`); the monitor gets fd 3 for its report (and 4 in control mode).
   */
  private static async launch(
    env: SandboxEnv,
    profile: SandboxProfile,
    helperArgs: string[],
    control: boolean,
    memoryBytes: number,
    maxProcesses: number,
  ): Promise<LaunchedSandbox> {
    const cgroup = env.cgroupPool.enabled ? await env.cgroupPool.acquire(memoryBytes, maxProcesses) : null;
    try {
      // the spawner opens the monitor binary (then the seccomp program) as the fds after the
      // pipes: bubblewrap copies / reads them and closes them before the sandbox starts
      const first = control ? CONTROL_FD + 1 : CONTROL_FD;
      const argv = [
        env.bwrapPath,
        ...bwrapArgs(env, profile, first),
        ...(env.seccomp ? ['--seccomp', String(first + 1)] : []),
        HELPER_IN_BOX,
        ...helperArgs,
      ];
      return new LaunchedSandbox(env, cgroup, await env.spawner(cgroup).launch(argv, control));
    } catch (e) {
      if (cgroup) await env.cgroupPool.release(cgroup);
      throw e;
    }
  }

  private onOverflow(which: 'stdout' | 'stderr'): void {
    this.overflow ??= which;
    killGroup(this.child.pid);
  }

  /** A sandbox that runs `job.command` right away (compile stage, formatter). */
  static async start(env: SandboxEnv, profile: SandboxProfile, job: SandboxJob): Promise<LaunchedSandbox> {
    const sb = await LaunchedSandbox.launch(
      env,
      profile,
      [String(REPORT_FD), ...limitArgs(env, job), '--', ...job.command],
      false,
      job.limits.memoryBytes,
      job.limits.maxProcesses,
    );
    sb.outputLimit = job.limits.outputBytes;
    return sb;
  }

  /**
   * An idle sandbox waiting for its job on the control pipe (tmpfs /box, files sent later).
   * `expected`: the limits its job will most likely have (the previous job's): set now, they need
   * no cgroup write when the job is sent (only bubblewrap and the monitor run until then).
   */
  static async startIdle(
    env: SandboxEnv,
    profile: SandboxProfile,
    expected?: Pick<StageLimits, 'memoryBytes' | 'maxProcesses'>,
  ): Promise<LaunchedSandbox> {
    return LaunchedSandbox.launch(
      env,
      { ...profile, rwWorkDir: undefined },
      ['--control', String(CONTROL_FD), String(REPORT_FD)],
      true,
      expected?.memoryBytes ?? IDLE_MEMORY_BYTES,
      expected?.maxProcesses ?? 16,
    );
  }

  get alive(): boolean {
    return this.child.alive;
  }

  /** Sends files, limits and command to an idle sandbox and starts the clock. */
  async send(job: SandboxJob): Promise<void> {
    await this.cgroup?.prepare(job.limits.memoryBytes, job.limits.maxProcesses);
    this.outputLimit = job.limits.outputBytes;
    const ctl = this.child.control;
    if (!ctl) throw new Error('not a control-mode sandbox');
    const parts: (Buffer | string)[] = [];
    for (const f of job.files ?? []) {
      if (/[\n\0]/.test(f.rel) || f.rel.startsWith('/') || f.rel.includes('..')) throw new Error(`bad job file name ${f.rel}`);
      parts.push(`F ${(f.mode & 0o755).toString(8)} ${f.data.length} ${f.rel}\n`, f.data);
    }
    parts.push(`L ${limitArgs(this.env, job).join(' ')}\n`);
    for (const a of job.command) {
      const b = Buffer.from(a);
      parts.push(`A ${b.length}\n`, b);
    }
    parts.push('R\n');
    this.startedAt = performance.now();
    await writeAll(ctl, Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p))));
    ctl.end();
  }

  /** Feeds stdin, waits for the end (or kills at the wall limit + grace) and reports. */
  async finish(job: SandboxJob): Promise<StageResult> {
    const l = job.limits;
    this.child.stdin.end(job.stdin ?? '');
    let backstopKilled = false;
    const backstop = setTimeout(() => {
      backstopKilled = true;
      // a tiny wall limit can end before bubblewrap's child armed --die-with-parent: see killAndWait
      void killAndWait(this.child, this.cgroup);
    }, l.wallMs + BACKSTOP_GRACE_MS);
    const exit = await this.child.exited;
    clearTimeout(backstop);
    killGroup(this.child.pid); // belt and braces: nothing of this sandbox may outlive the call
    const wallTimeMs = Math.round(performance.now() - this.startedAt);
    try {
      let stats: CgroupStats | null = null;
      if (this.cgroup) stats = await this.cgroup.stats();
      if (exit.error) return internalError(`cannot start sandbox: ${exit.error.message}`, wallTimeMs);
      const report = parseReport(this.reportText);
      const cpuTimeMs = report?.cpuMs ?? stats?.cpuMs ?? 0;
      const stdout = decodeOutput(this.out.bytes());
      const stderr = decodeOutput(this.err.bytes());
      const d = deriveStatus({
        report,
        sandboxExit: exit.code,
        outputOverflow: this.overflow,
        backstopKilled,
        cgroup: stats,
        memoryCgroup: this.cgroup?.limitsMemory ?? false,
        cpuLimitMs: l.cpuMs,
        cpuMs: cpuTimeMs,
        stderr,
      });
      return {
        stdout,
        stderr,
        output: decodeOutput(Buffer.concat(this.combined)),
        code: d.code,
        signal: d.signal,
        status: d.status,
        message: d.message,
        cpuTimeMs,
        wallTimeMs: report && !backstopKilled && !this.overflow ? Math.min(report.wallMs, wallTimeMs) : wallTimeMs,
        memoryBytes: stats?.memoryPeakBytes ?? (report ? report.maxRssKb * 1024 : null),
        stdoutTruncated: this.out.truncated,
        stderrTruncated: this.err.truncated,
      };
    } finally {
      await this.release();
    }
  }

  private released = false;

  private async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    if (this.cgroup) await this.env.cgroupPool.release(this.cgroup);
  }

  /** Kills an unused sandbox and frees its cgroup. */
  async dispose(): Promise<void> {
    await killAndWait(this.child, this.cgroup);
    await this.release();
  }
}
