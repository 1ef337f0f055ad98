import { closeSync, openSync, readFileSync, readSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';

// cgroupfs files are in-kernel pseudo files: synchronous access never blocks on I/O and
// avoids a libuv threadpool round trip per file (measurably slower under load).
export const readText = (file: string): string => readFileSync(file, 'utf8');
export const writeText = (file: string, value: string): void => writeFileSync(file, value);

export interface CgroupStats {
  memoryPeakBytes: number | null;
  oomKilled: boolean;
  /** the memory limit was reached at least once during the run */
  memoryLimitHit: boolean;
  cpuMs: number | null;
}

/** What a run cgroup can limit and measure; one implementation per cgroup version. */
export interface CgroupLimits {
  readonly memory: boolean;
  readonly pids: boolean;
  /** every directory of this run cgroup (v1: one per controller; v2: one) */
  readonly dirs: string[];
  /** sets limits (unchanged ones are not written again) and zeroes / records the counters */
  prepare(memoryBytes: number, pidsMax: number): void;
  stats(): CgroupStats;
  close(): void;
}

function readNumber(file: string): number | null {
  try {
    const n = Number(readText(file).trim());
    return Number.isFinite(n) ? n : null;
  } catch {
    return null;
  }
}

function tryWrite(file: string, value: string): boolean {
  try {
    writeText(file, value);
    return true;
  } catch {
    return false;
  }
}

/** `key value` lines (memory.events, cpu.stat, memory.oom_control) → map */
export function parseFlatKeyed(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    const [k, v] = line.trim().split(/\s+/);
    if (k && v !== undefined && /^\d+$/.test(v)) out.set(k, Number(v));
  }
  return out;
}

function readKeyed(file: string): Map<string, number> {
  try {
    return parseFlatKeyed(readText(file));
  } catch {
    return new Map();
  }
}

export type V1Controller = 'memory' | 'pids' | 'cpuacct';

/** cgroup v1: one directory per controller (memory, pids, cpuacct). */
export class V1Limits implements CgroupLimits {
  private oomBaseline = 0;
  private memoryLimit: number | null = null;
  private pidsLimit: number | null = null;

  constructor(private readonly byController: Partial<Record<V1Controller, string>>) {}

  get memory(): boolean {
    return this.byController.memory !== undefined;
  }

  get pids(): boolean {
    return this.byController.pids !== undefined;
  }

  get dirs(): string[] {
    return Object.values(this.byController);
  }

  private oomKills(): number {
    const mem = this.byController.memory;
    return mem ? (readKeyed(path.join(mem, 'memory.oom_control')).get('oom_kill') ?? 0) : 0;
  }

  prepare(memoryBytes: number, pidsMax: number): void {
    const mem = this.byController.memory;
    if (mem) {
      if (this.memoryLimit !== memoryBytes) {
        const first = this.memoryLimit === null;
        this.memoryLimit = null; // unknown until both writes succeeded
        const limit = path.join(mem, 'memory.limit_in_bytes');
        const memsw = path.join(mem, 'memory.memsw.limit_in_bytes');
        const v = String(memoryBytes);
        // memsw must stay >= limit: order the two writes depending on direction.
        if (!tryWrite(limit, v)) {
          tryWrite(memsw, v);
          writeText(limit, v);
        }
        tryWrite(memsw, v);
        if (first) tryWrite(path.join(mem, 'memory.swappiness'), '0');
        this.memoryLimit = memoryBytes;
      }
      tryWrite(path.join(mem, 'memory.max_usage_in_bytes'), '0');
      tryWrite(path.join(mem, 'memory.memsw.max_usage_in_bytes'), '0');
      tryWrite(path.join(mem, 'memory.failcnt'), '0');
      this.oomBaseline = this.oomKills();
    }
    const pids = this.byController.pids;
    if (pids && this.pidsLimit !== pidsMax) {
      this.pidsLimit = null;
      writeText(path.join(pids, 'pids.max'), String(pidsMax));
      this.pidsLimit = pidsMax;
    }
    if (this.byController.cpuacct) tryWrite(path.join(this.byController.cpuacct, 'cpuacct.usage'), '0');
  }

  stats(): CgroupStats {
    const s: CgroupStats = { memoryPeakBytes: null, oomKilled: false, memoryLimitHit: false, cpuMs: null };
    const mem = this.byController.memory;
    if (mem) {
      s.memoryPeakBytes = readNumber(path.join(mem, 'memory.max_usage_in_bytes'));
      s.oomKilled = this.oomKills() > this.oomBaseline;
      const fail = readNumber(path.join(mem, 'memory.failcnt'));
      s.memoryLimitHit = fail !== null && fail > 0;
    }
    if (this.byController.cpuacct) {
      const ns = readNumber(path.join(this.byController.cpuacct, 'cpuacct.usage'));
      if (ns !== null) s.cpuMs = Math.round(ns / 1e6);
    }
    return s;
  }

  close(): void {}
}

export type V2Controller = 'memory' | 'pids' | 'cpu';
const CPU_PERIOD_US = 100_000;

/**
 * cgroup v2: one directory with memory.max (+ memory.swap.max 0), pids.max and cpu.max.
 * Counters cannot be zeroed on v2, so the run's figures are differences from a baseline taken
 * in prepare(): memory.events `max` (limit reached) and `oom_kill`, cpu.stat `usage_usec`. The
 * peak is memory.peak read through one file descriptor that is reset before each run (writing
 * to it resets the peak seen by that descriptor, Linux 6.12+); on older kernels a peak that did
 * not rise above the previous runs' is unknown (null: the monitor's maxrss is used instead).
 */
export class V2Limits implements CgroupLimits {
  private memoryLimit: number | null = null;
  private pidsLimit: number | null = null;
  private cpuLimit: string | null = null;
  private events = new Map<string, number>();
  private cpuUsec = 0;
  private peakFd: number | null = null;
  private peakResettable = false;
  private peakBaseline = 0;

  constructor(
    private readonly dir: string,
    private readonly controllers: ReadonlySet<V2Controller>,
    /** CPU share per sandbox (cpu.max quota / period) */
    private readonly cpus = 1,
  ) {}

  get memory(): boolean {
    return this.controllers.has('memory');
  }

  get pids(): boolean {
    return this.controllers.has('pids');
  }

  get dirs(): string[] {
    return [this.dir];
  }

  private file(name: string): string {
    return path.join(this.dir, name);
  }

  private readPeak(): number | null {
    if (this.peakFd === null) return readNumber(this.file('memory.peak'));
    const buf = Buffer.alloc(32);
    try {
      const n = readSync(this.peakFd, buf, 0, buf.length, 0);
      const v = Number(buf.subarray(0, n).toString('utf8').trim());
      return Number.isFinite(v) ? v : null;
    } catch {
      return null;
    }
  }

  private resetPeak(): void {
    if (this.peakFd === null) {
      try {
        this.peakFd = openSync(this.file('memory.peak'), 'r+');
      } catch {
        try {
          this.peakFd = openSync(this.file('memory.peak'), 'r');
        } catch {
          return; // no memory.peak (Linux < 5.19): the monitor's maxrss is reported
        }
      }
    }
    try {
      writeSync(this.peakFd, 'reset\n', 0);
      this.peakResettable = true;
    } catch {
      this.peakResettable = false;
      this.peakBaseline = this.readPeak() ?? 0;
    }
  }

  prepare(memoryBytes: number, pidsMax: number): void {
    if (this.memory) {
      if (this.memoryLimit !== memoryBytes) {
        const first = this.memoryLimit === null;
        this.memoryLimit = null;
        writeText(this.file('memory.max'), String(memoryBytes));
        if (first) tryWrite(this.file('memory.swap.max'), '0');
        this.memoryLimit = memoryBytes;
      }
      this.events = readKeyed(this.file('memory.events'));
      this.resetPeak();
    }
    if (this.pids && this.pidsLimit !== pidsMax) {
      this.pidsLimit = null;
      writeText(this.file('pids.max'), String(pidsMax));
      this.pidsLimit = pidsMax;
    }
    if (this.controllers.has('cpu')) {
      const quota = `${Math.round(this.cpus * CPU_PERIOD_US)} ${CPU_PERIOD_US}`;
      if (this.cpuLimit !== quota && tryWrite(this.file('cpu.max'), quota)) this.cpuLimit = quota;
    }
    // cpu.stat exists without the cpu controller too (usage only)
    this.cpuUsec = readKeyed(this.file('cpu.stat')).get('usage_usec') ?? 0;
  }

  stats(): CgroupStats {
    const s: CgroupStats = { memoryPeakBytes: null, oomKilled: false, memoryLimitHit: false, cpuMs: null };
    if (this.memory) {
      const ev = readKeyed(this.file('memory.events'));
      const rose = (k: string) => (ev.get(k) ?? 0) > (this.events.get(k) ?? 0);
      s.oomKilled = rose('oom_kill');
      s.memoryLimitHit = rose('max') || rose('oom');
      const peak = this.readPeak();
      s.memoryPeakBytes = peak === null || (!this.peakResettable && peak <= this.peakBaseline) ? null : peak;
    }
    const usec = readKeyed(this.file('cpu.stat')).get('usage_usec');
    if (usec !== undefined) s.cpuMs = Math.round(Math.max(0, usec - this.cpuUsec) / 1000);
    return s;
  }

  close(): void {
    if (this.peakFd !== null) closeSync(this.peakFd);
    this.peakFd = null;
  }
}
