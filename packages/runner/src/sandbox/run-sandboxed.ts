import { spawn } from 'node:child_process';
import type { StageLimits } from '../limits';
import { FIXED_LIMITS } from '../limits';
import type { StageResult } from '../types';
import { type CgroupBases, type CgroupPool, type CgroupStats, type RunCgroup } from './cgroup';
import { OutputCapture, decodeOutput } from './output-capture';
import { deriveStatus, parseReport } from './status';
import { systemMounts } from './system-mounts';

export interface Bind {
  src: string;
  dest: string;
}

export type WorkDir =
  /** host dir bound read-write at /box (compile stage: artifacts are read back) */
  | { kind: 'rw'; hostDir: string }
  /** size-limited tmpfs at /box with the given host files bound read-only inside it (run stage) */
  | { kind: 'tmpfs'; files: Bind[] };

export interface SandboxEnv {
  bwrapPath: string;
  helperPath: string;
  cgroups: CgroupBases;
  cgroupPool: CgroupPool;
  /** extra bwrap args hiding / write-protecting parts of the sandbox's procfs (see proc-masks) */
  procMasks: string[];
}

export interface SandboxJob {
  command: string[];
  env: Record<string, string>;
  binds: Bind[];
  workDir: WorkDir;
  stdin?: string | Buffer;
  limits: StageLimits;
  /** RLIMIT_AS for the program; 0 = not set (used when the memory cgroup enforces memory). */
  addressSpaceBytes: number;
}

export const BOX = '/box';
const HELPER_IN_BOX = '/.ck/ck-exec';
const REPORT_FD = 3;
const BACKSTOP_GRACE_MS = 1500;
const SANDBOX_UID = '65534';

let cachedSystemMounts: string[][] | null = null;



function bwrapArgs(env: SandboxEnv, job: SandboxJob): string[] {
  cachedSystemMounts ??= systemMounts();
  const a: string[] = [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--uid',
    SANDBOX_UID,
    '--gid',
    SANDBOX_UID,
    '--hostname',
    'sandbox',
  ];
  for (const m of cachedSystemMounts) a.push(...m);
  a.push('--proc', '/proc', '--dev', '/dev');
  a.push(...env.procMasks);
  a.push('--size', String(FIXED_LIMITS.tmpfsBytes), '--tmpfs', '/tmp');
  for (const b of job.binds) a.push('--ro-bind', b.src, b.dest);
  if (job.workDir.kind === 'rw') {
    a.push('--bind', job.workDir.hostDir, BOX);
  } else {
    a.push('--size', String(FIXED_LIMITS.tmpfsBytes), '--tmpfs', BOX);
    for (const f of job.workDir.files) a.push('--ro-bind', f.src, `${BOX}/${f.dest}`);
  }
  a.push('--ro-bind', env.helperPath, HELPER_IN_BOX);
  a.push('--chdir', BOX, '--clearenv');
  for (const [k, v] of Object.entries(job.env)) a.push('--setenv', k, v);
  const l = job.limits;
  a.push(
    HELPER_IN_BOX,
    String(REPORT_FD),
    String(l.wallMs),
    String(l.cpuMs),
    String(job.addressSpaceBytes),
    String(l.maxFileBytes),
    String(l.maxOpenFiles),
    // RLIMIT_NPROC is per real uid and ignored for root: the pids cgroup is the real bound then.
    String(env.cgroups.pids ? 0 : l.maxProcesses),
    String(FIXED_LIMITS.stackBytes),
    '--',
    ...job.command,
  );
  return a;
}

/** Joins the run cgroups, then becomes bubblewrap (so no process ever escapes accounting). */
const LAUNCH_SCRIPT = 'while [ "$1" != "--" ]; do echo $$ > "$1" || exit 125; shift; done; shift; exec "$@"';

function killGroup(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

/** Runs one command in a fresh bubblewrap sandbox and reports what happened. */
export async function runSandboxed(env: SandboxEnv, job: SandboxJob): Promise<StageResult> {
  const started = performance.now();
  const l = job.limits;
  let cgroup: RunCgroup | null = null;
  try {
    if (env.cgroupPool.enabled) cgroup = await env.cgroupPool.acquire(l.memoryBytes, l.maxProcesses);
    const argv = ['-c', LAUNCH_SCRIPT, 'ck-launch', ...(cgroup?.procsFiles() ?? []), '--', env.bwrapPath, ...bwrapArgs(env, job)];
    const child = spawn('/bin/sh', argv, {
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
      env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' },
    });

    const combined: Buffer[] = [];
    let combinedSize = 0;
    let overflow: 'stdout' | 'stderr' | null = null;
    const onChunk = (c: Buffer) => {
      if (combinedSize < l.outputBytes * 2) {
        combined.push(c);
        combinedSize += c.length;
      }
    };
    const out = new OutputCapture(l.outputBytes, onChunk, () => {
      overflow ??= 'stdout';
      killGroup(child.pid);
    });
    const err = new OutputCapture(l.outputBytes, onChunk, () => {
      overflow ??= 'stderr';
      killGroup(child.pid);
    });
    out.attach(child.stdout!);
    err.attach(child.stderr!);
    let reportText = '';
    const reportStream = child.stdio[REPORT_FD] as NodeJS.ReadableStream | undefined;
    reportStream?.on('data', (c: Buffer) => {
      if (reportText.length < 4096) reportText += c.toString('utf8');
    });
    reportStream?.on('error', () => {});

    child.stdin!.on('error', () => {
      /* EPIPE: the program did not read its input */
    });
    child.stdin!.end(job.stdin ?? '');

    let backstopKilled = false;
    const backstop = setTimeout(() => {
      backstopKilled = true;
      killGroup(child.pid);
    }, l.wallMs + BACKSTOP_GRACE_MS);

    const exit = await new Promise<{ code: number | null; error?: Error }>((resolve) => {
      child.on('error', (e) => resolve({ code: null, error: e }));
      child.on('close', (code) => resolve({ code }));
    });
    clearTimeout(backstop);
    // Belt and braces: nothing of this sandbox may outlive the call.
    killGroup(child.pid);
    const wallTimeMs = Math.round(performance.now() - started);

    let stats: CgroupStats | null = null;
    if (cgroup) stats = await cgroup.stats();
    const report = parseReport(reportText);
    const cpuTimeMs = report?.cpuMs ?? stats?.cpuMs ?? 0;
    const stdout = decodeOutput(out.bytes());
    const stderr = decodeOutput(err.bytes());
    if (exit.error) {
      return internalError(`cannot start sandbox: ${exit.error.message}`, wallTimeMs);
    }
    const d = deriveStatus({
      report,
      sandboxExit: exit.code,
      outputOverflow: overflow,
      backstopKilled,
      cgroup: stats,
      memoryCgroup: cgroup?.limitsMemory ?? false,
      cpuLimitMs: l.cpuMs,
      cpuMs: cpuTimeMs,
      stderr,
    });
    const memoryBytes = stats?.memoryPeakBytes ?? (report ? report.maxRssKb * 1024 : null);
    return {
      stdout,
      stderr,
      output: decodeOutput(Buffer.concat(combined)),
      code: d.code,
      signal: d.signal,
      status: d.status,
      message: d.message,
      cpuTimeMs,
      wallTimeMs: report && !backstopKilled && !overflow ? Math.min(report.wallMs, wallTimeMs) : wallTimeMs,
      memoryBytes,
      stdoutTruncated: out.truncated,
      stderrTruncated: err.truncated,
    };
  } catch (e) {
    return internalError((e as Error).message, Math.round(performance.now() - started));
  } finally {
    if (cgroup) await env.cgroupPool.release(cgroup);
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
