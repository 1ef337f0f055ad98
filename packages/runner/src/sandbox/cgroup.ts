import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type Controller = 'memory' | 'pids' | 'cpuacct';
const CONTROLLERS: Controller[] = ['memory', 'pids', 'cpuacct'];

/** Per-controller directory under which this process may create run cgroups (cgroup v1). */
export type CgroupBases = Partial<Record<Controller, string>>;

function v1Mounts(): Map<string, string> {
  const mounts = new Map<string, string>();
  let text = '';
  try {
    text = readFileSync('/proc/self/mountinfo', 'utf8');
  } catch {
    return mounts;
  }
  for (const line of text.split('\n')) {
    const [left, right] = line.split(' - ');
    if (!left || !right) continue;
    const fields = left.split(' ');
    const [fstype, , superOpts] = right.split(' ');
    if (fstype !== 'cgroup' || !superOpts || !fields[4]) continue;
    for (const opt of superOpts.split(',')) mounts.set(opt, fields[4]);
  }
  return mounts;
}

function ownCgroupPaths(): Map<string, string> {
  const out = new Map<string, string>();
  try {
    for (const line of readFileSync('/proc/self/cgroup', 'utf8').split('\n')) {
      const [, ctrls, p] = line.split(':');
      if (!ctrls || p === undefined) continue;
      for (const c of ctrls.split(',')) out.set(c, p);
    }
  } catch {
    /* not linux */
  }
  return out;
}

/**
 * Finds writable cgroup v1 hierarchies for memory, pids and cpuacct, nested under the cgroup
 * this process already lives in (so container limits still apply). Missing ones are skipped.
 */
export async function detectCgroups(tag: string): Promise<CgroupBases> {
  const bases: CgroupBases = {};
  if (process.platform !== 'linux' || process.env.CODINGKARO_RUNNER_NO_CGROUPS === '1') return bases;
  const mounts = v1Mounts();
  const own = ownCgroupPaths();
  for (const ctrl of CONTROLLERS) {
    const mount = mounts.get(ctrl);
    if (!mount) continue;
    const base = path.join(mount, own.get(ctrl) ?? '/', tag);
    try {
      await mkdir(base, { recursive: true });
      if (!existsSync(path.join(base, 'cgroup.procs'))) continue;
      const probe = path.join(base, 'probe');
      await mkdir(probe);
      await rmdir(probe);
      bases[ctrl] = base;
    } catch {
      /* not writable: fall back to rlimits for this controller */
    }
  }
  return bases;
}

export interface CgroupStats {
  memoryPeakBytes: number | null;
  oomKilled: boolean;
  /** memory.failcnt > 0: the limit was reached at least once. */
  memoryLimitHit: boolean;
  cpuMs: number | null;
}

async function readNumber(file: string): Promise<number | null> {
  try {
    const n = Number((await readFile(file, 'utf8')).trim());
    return Number.isFinite(n) ? n : null;
  } catch {
    return null;
  }
}

async function tryWrite(file: string, value: string): Promise<boolean> {
  try {
    await writeFile(file, value);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One cgroup per sandbox run, in every available controller. */
export class RunCgroup {
  private constructor(
    private readonly dirs: Partial<Record<Controller, string>>,
  ) {}

  static async create(bases: CgroupBases, name: string, memoryBytes: number, maxPids: number): Promise<RunCgroup> {
    const dirs: Partial<Record<Controller, string>> = {};
    for (const ctrl of CONTROLLERS) {
      const base = bases[ctrl];
      if (!base) continue;
      const dir = path.join(base, name);
      await mkdir(dir);
      dirs[ctrl] = dir;
    }
    const cg = new RunCgroup(dirs);
    if (dirs.memory) {
      await writeFile(path.join(dirs.memory, 'memory.limit_in_bytes'), String(memoryBytes));
      await tryWrite(path.join(dirs.memory, 'memory.memsw.limit_in_bytes'), String(memoryBytes));
      await tryWrite(path.join(dirs.memory, 'memory.swappiness'), '0');
    }
    if (dirs.pids) await writeFile(path.join(dirs.pids, 'pids.max'), String(maxPids));
    return cg;
  }

  get limitsMemory(): boolean {
    return this.dirs.memory !== undefined;
  }

  get limitsPids(): boolean {
    return this.dirs.pids !== undefined;
  }

  /** cgroup.procs files the launcher must join before exec'ing bubblewrap. */
  procsFiles(): string[] {
    return Object.values(this.dirs).map((d) => path.join(d, 'cgroup.procs'));
  }

  async stats(): Promise<CgroupStats> {
    let memoryPeakBytes: number | null = null;
    let oomKilled = false;
    let cpuMs: number | null = null;
    let memoryLimitHit = false;
    if (this.dirs.memory) {
      memoryPeakBytes = await readNumber(path.join(this.dirs.memory, 'memory.max_usage_in_bytes'));
      try {
        const oom = await readFile(path.join(this.dirs.memory, 'memory.oom_control'), 'utf8');
        const m = /oom_kill (\d+)/.exec(oom);
        if (m && Number(m[1]) > 0) oomKilled = true;
      } catch {
        /* ignore */
      }
      const fail = await readNumber(path.join(this.dirs.memory, 'memory.failcnt'));
      memoryLimitHit = fail !== null && fail > 0;
    }
    if (this.dirs.cpuacct) {
      const ns = await readNumber(path.join(this.dirs.cpuacct, 'cpuacct.usage'));
      if (ns !== null) cpuMs = Math.round(ns / 1e6);
    }
    return { memoryPeakBytes, oomKilled, memoryLimitHit, cpuMs };
  }

  private async pids(): Promise<number[]> {
    const out = new Set<number>();
    for (const dir of Object.values(this.dirs)) {
      try {
        for (const l of (await readFile(path.join(dir, 'cgroup.procs'), 'utf8')).split('\n')) {
          const n = Number(l);
          if (l && Number.isInteger(n) && n > 0) out.add(n);
        }
      } catch {
        /* gone */
      }
    }
    return [...out];
  }

  /** Kills every process still in the cgroup, waits for them and removes the cgroup dirs. */
  async destroy(): Promise<{ leftover: number }> {
    let leftover = 0;
    for (let i = 0; i < 100; i++) {
      const pids = await this.pids();
      if (pids.length === 0) break;
      leftover = pids.length;
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
      await sleep(10);
    }
    for (const dir of Object.values(this.dirs)) {
      for (let i = 0; i < 50; i++) {
        try {
          await rmdir(dir);
          break;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') break;
          await sleep(10);
        }
      }
    }
    return { leftover };
  }
}
