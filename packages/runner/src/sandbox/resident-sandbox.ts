import type { Readable, Writable } from 'node:stream';
import type { StageLimits } from '../limits';
import type { CgroupStats, RunCgroup } from './cgroup';
import {
  bwrapArgs,
  HELPER_IN_BOX,
  killAndWait,
  limitArgs,
  REPORT_FD,
  type SandboxEnv,
  type SandboxProfile,
} from './launched-sandbox';
import type { SandboxProcess } from './spawner';

const STDERR_KEEP_BYTES = 4096;

/**
 * A long-lived process in a sandbox of its own (same bubblewrap set-up, seccomp, run cgroup and rlimits as a compile),
 * talked to over its stdin/stdout: a compile server. The monitor arms no wall clock and no RLIMIT_CPU (they would
 * count the whole life): the caller times each request and kills the sandbox when one runs over. Killing it kills
 * everything in it (the monitor is the pid namespace's init) and drains its cgroup.
 */
export class ResidentSandbox {
  private stderrTail = '';
  private released = false;
  private killed = false;

  private constructor(
    private readonly env: SandboxEnv,
    readonly cgroup: RunCgroup | null,
    private readonly child: SandboxProcess,
  ) {
    child.stderr.on('data', (c: Buffer) => {
      this.stderrTail = (this.stderrTail + c.toString('utf8')).slice(-STDERR_KEEP_BYTES);
    });
    child.stderr.on('error', () => {});
    child.report.resume();
    child.report.on('error', () => {});
    child.stdin.on('error', () => {});
    child.stdout.on('error', () => {});
  }

  /** `limits.wallMs` / `cpuMs` are ignored (see above); memory, processes and the rest apply to the whole life. */
  static async start(
    env: SandboxEnv,
    profile: SandboxProfile & { rwWorkDir: string },
    command: string[],
    limits: StageLimits,
    addressSpaceBytes: number,
  ): Promise<ResidentSandbox> {
    const cgroup = env.cgroupPool.enabled ? await env.cgroupPool.acquire(limits.memoryBytes, limits.maxProcesses) : null;
    try {
      const monitorFd = REPORT_FD + 1;
      const job = { command, limits: { ...limits, wallMs: 0, cpuMs: 0 }, addressSpaceBytes };
      const argv = [
        env.bwrapPath,
        ...bwrapArgs(env, profile, monitorFd),
        ...(env.seccomp ? ['--seccomp', String(monitorFd + 1)] : []),
        HELPER_IN_BOX,
        String(REPORT_FD),
        ...limitArgs(env, job),
        '--',
        ...command,
      ];
      return new ResidentSandbox(env, cgroup, await env.spawner(cgroup).launch(argv, false));
    } catch (e) {
      if (cgroup) await env.cgroupPool.release(cgroup);
      throw e;
    }
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get alive(): boolean {
    return this.child.alive;
  }

  get stdin(): Writable {
    return this.child.stdin;
  }

  get stdout(): Readable {
    return this.child.stdout;
  }

  /** settles when the sandbox has exited */
  get exited(): Promise<unknown> {
    return this.child.exited;
  }

  /** the last few KiB the process wrote to stderr (diagnosing a server that would not start) */
  get stderr(): string {
    return this.stderrTail;
  }

  /** Zeroes the cgroup's peak/usage counters (before a request). */
  async resetCounters(memoryBytes: number, maxProcesses: number): Promise<void> {
    await this.cgroup?.prepare(memoryBytes, maxProcesses);
  }

  async stats(): Promise<CgroupStats | null> {
    return this.cgroup ? this.cgroup.stats() : null;
  }

  /** Kills everything in the sandbox, waits for it and returns its cgroup to the pool. */
  async kill(): Promise<void> {
    if (!this.killed) {
      this.killed = true;
      // once: later calls must not signal a process group id that may be reused
      await killAndWait(this.child, this.cgroup);
    }
    await this.child.exited;
    if (this.released) return;
    this.released = true;
    if (this.cgroup) await this.env.cgroupPool.release(this.cgroup);
  }
}
