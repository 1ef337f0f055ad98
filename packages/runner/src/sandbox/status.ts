import { constants } from 'node:os';
import type { StageStatus } from '../types';
import type { CgroupStats } from './cgroup';

export interface MonitorReport {
  exit: number;
  signal: number;
  timeout: boolean;
  cpuMs: number;
  wallMs: number;
  maxRssKb: number;
}

export function parseReport(text: string): MonitorReport | null {
  const m = /exit=(-?\d+) signal=(\d+) timeout=([01]) cpu_ms=(\d+) wall_ms=(\d+) maxrss_kb=(\d+)/.exec(text);
  if (!m) return null;
  return {
    exit: Number(m[1]),
    signal: Number(m[2]),
    timeout: m[3] === '1',
    cpuMs: Number(m[4]),
    wallMs: Number(m[5]),
    maxRssKb: Number(m[6]),
  };
}

export function signalName(sig: number): string {
  for (const [name, num] of Object.entries(constants.signals)) if (num === sig) return name;
  return `SIG${sig}`;
}

const OOM_PATTERNS =
  /MemoryError|std::bad_alloc|out of memory|OutOfMemoryError|Cannot allocate memory|heap out of memory|failed to allocate memory|memory allocation of \d+ bytes failed|Allowed memory size of/i;

export interface StatusInput {
  report: MonitorReport | null;
  /** exit code of the bubblewrap process itself */
  sandboxExit: number | null;
  outputOverflow: 'stdout' | 'stderr' | null;
  backstopKilled: boolean;
  cgroup: CgroupStats | null;
  memoryCgroup: boolean;
  cpuLimitMs: number;
  cpuMs: number;
  stderr: string;
}

export interface DerivedStatus {
  status: StageStatus;
  message: string | null;
  code: number | null;
  signal: string | null;
}

/** Maps what happened to a Piston-style status. Order matters: the first match wins. */
export function deriveStatus(x: StatusInput): DerivedStatus {
  const code = x.report && x.report.signal === 0 ? x.report.exit : null;
  const sig = x.report && x.report.signal !== 0 ? signalName(x.report.signal) : null;
  const base = { code, signal: sig };
  if (x.outputOverflow === 'stdout')
    return { ...base, signal: sig ?? 'SIGKILL', status: 'OL', message: 'stdout length exceeded' };
  if (x.outputOverflow === 'stderr')
    return { ...base, signal: sig ?? 'SIGKILL', status: 'EL', message: 'stderr length exceeded' };
  if (x.report?.timeout || x.backstopKilled) {
    return { ...base, signal: sig ?? 'SIGKILL', status: 'TO', message: 'Time limit exceeded (wall clock)' };
  }
  if (x.report && (sig === 'SIGXCPU' || (sig === 'SIGKILL' && x.cpuMs >= x.cpuLimitMs))) {
    return { ...base, status: 'TO', message: 'Time limit exceeded (CPU time)' };
  }
  if (x.cgroup?.oomKilled || (sig === 'SIGKILL' && x.cgroup?.memoryLimitHit)) {
    return { ...base, signal: sig ?? 'SIGKILL', status: 'ML', message: 'Memory limit exceeded' };
  }
  if (!x.report) {
    if (x.sandboxExit !== null && x.sandboxExit >= 128) {
      return { code: null, signal: signalName(x.sandboxExit - 128), status: 'SG', message: 'Sandbox monitor was killed' };
    }
    const detail = x.stderr.trim().split('\n').slice(-1)[0] ?? '';
    return { code: x.sandboxExit, signal: null, status: 'XX', message: `Sandbox failed to start${detail ? `: ${detail}` : ''}` };
  }
  if (sig) return { ...base, status: 'SG', message: `Killed by signal ${sig}` };
  if (code !== 0) {
    const memorySuspect = x.cgroup?.memoryLimitHit || (!x.memoryCgroup && OOM_PATTERNS.test(x.stderr));
    if (memorySuspect) return { ...base, status: 'ML', message: 'Memory limit exceeded' };
    return { ...base, status: 'RE', message: `Exited with code ${code}` };
  }
  return { ...base, status: null, message: null };
}
