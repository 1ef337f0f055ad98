import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, rmdir } from 'node:fs/promises';

// cgroupfs files are in-kernel pseudo files: synchronous access never blocks on I/O and
// avoids a libuv threadpool round trip per file (measurably slower under load).
const readFile = async (file: string, _enc: 'utf8'): Promise<string> => readFileSync(file, 'utf8');
const writeFile = async (file: string, value: string): Promise<void> => writeFileSync(file, value);

import path from 'node:path';
import type { Zygote } from './spawner';

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
    const parent = path.join(mount, own.get(ctrl) ?? '/');
    const base = path.join(parent, tag);
    await removeStale(parent);
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

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes empty run cgroups left behind by runner processes that died without close(). */
async function removeStale(parent: string): Promise<void> {
  let names: string[] = [];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const m = /^codingkaro-runner-(\d+)-/.exec(name);
    if (!m || pidAlive(Number(m[1]))) continue;
    const dir = path.join(parent, name);
    try {
      for (const child of readdirSync(dir, { withFileTypes: true })) {
        if (child.isDirectory()) await rmdir(path.join(dir, child.name)).catch(() => {});
      }
      await rmdir(dir);
    } catch {
      /* still busy: leave it */
    }
  }
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
  /**
   * The cgroup's resident sandbox starter (see spawner.ts): the only process allowed to stay in
   * the cgroup between runs. It counts against pids.max (+1 below).
   */
  zygote: Zygote | null = null;

  private constructor(private readonly dirs: Partial<Record<Controller, string>>) {}

  static async create(bases: CgroupBases, name: string): Promise<RunCgroup> {
    const dirs: Partial<Record<Controller, string>> = {};
    for (const ctrl of CONTROLLERS) {
      const base = bases[ctrl];
      if (!base) continue;
      const dir = path.join(base, name);
      await mkdir(dir);
      dirs[ctrl] = dir;
    }
    return new RunCgroup(dirs);
  }

  private oomBaseline = 0;
  /** values last written (the cgroup is reused: unchanged limits are not written again) */
  private memoryLimit: number | null = null;
  private pidsLimit: number | null = null;

  private async oomKills(): Promise<number> {
    if (!this.dirs.memory) return 0;
    try {
      const m = /oom_kill (\d+)/.exec(await readFile(path.join(this.dirs.memory, 'memory.oom_control'), 'utf8'));
      return m ? Number(m[1]) : 0;
    } catch {
      return 0;
    }
  }

  /**
   * Sets the limits and zeroes the peak/usage counters before a run (cgroups are reused). Limits
   * equal to the ones already written are left alone; counters are always reset.
   */
  async prepare(memoryBytes: number, maxPids: number): Promise<void> {
    const mem = this.dirs.memory;
    if (mem) {
      if (this.memoryLimit !== memoryBytes) {
        const first = this.memoryLimit === null;
        this.memoryLimit = null; // unknown until both writes succeeded
        const limit = path.join(mem, 'memory.limit_in_bytes');
        const memsw = path.join(mem, 'memory.memsw.limit_in_bytes');
        const v = String(memoryBytes);
        // memsw must stay >= limit: order the two writes depending on direction.
        if (!(await tryWrite(limit, v))) {
          await tryWrite(memsw, v);
          await writeFile(limit, v);
        }
        await tryWrite(memsw, v);
        if (first) await tryWrite(path.join(mem, 'memory.swappiness'), '0');
        this.memoryLimit = memoryBytes;
      }
      await tryWrite(path.join(mem, 'memory.max_usage_in_bytes'), '0');
      await tryWrite(path.join(mem, 'memory.memsw.max_usage_in_bytes'), '0');
      await tryWrite(path.join(mem, 'memory.failcnt'), '0');
      this.oomBaseline = await this.oomKills();
    }
    const pidsMax = maxPids + (this.zygote ? 1 : 0);
    if (this.dirs.pids && this.pidsLimit !== pidsMax) {
      this.pidsLimit = null;
      await writeFile(path.join(this.dirs.pids, 'pids.max'), String(pidsMax));
      this.pidsLimit = pidsMax;
    }
    if (this.dirs.cpuacct) await tryWrite(path.join(this.dirs.cpuacct, 'cpuacct.usage'), '0');
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
      oomKilled = (await this.oomKills()) > this.oomBaseline;
      const fail = await readNumber(path.join(this.dirs.memory, 'memory.failcnt'));
      memoryLimitHit = fail !== null && fail > 0;
    }
    if (this.dirs.cpuacct) {
      const ns = await readNumber(path.join(this.dirs.cpuacct, 'cpuacct.usage'));
      if (ns !== null) cpuMs = Math.round(ns / 1e6);
    }
    return { memoryPeakBytes, oomKilled, memoryLimitHit, cpuMs };
  }

  /** Every process in the cgroup except its zygote. */
  private async pids(): Promise<number[]> {
    const out = new Set<number>();
    for (const dir of Object.values(this.dirs)) {
      try {
        for (const l of (await readFile(path.join(dir, 'cgroup.procs'), 'utf8')).split('\n')) {
          const n = Number(l);
          if (l && Number.isInteger(n) && n > 0 && n !== this.zygote?.pid) out.add(n);
        }
      } catch {
        /* gone */
      }
    }
    return [...out];
  }

  /** Kills every process still in the cgroup and waits until it is empty; true when empty. */
  async drain(): Promise<boolean> {
    for (let i = 0; i < 200; i++) {
      const pids = await this.pids();
      if (pids.length === 0) return true;
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
      await sleep(5);
    }
    return false;
  }

  /** Kills every process still in the cgroup (the zygote too), waits for them and removes the cgroup dirs. */
  async destroy(): Promise<{ leftover: number }> {
    this.zygote?.close();
    this.zygote = null;
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

/**
 * Reuses run cgroups (mkdir/rmdir of memory cgroups costs tens of ms per run). A cgroup goes
 * back to the pool only once it is verifiably empty; otherwise it is destroyed.
 */
export class CgroupPool {
  private readonly idle: RunCgroup[] = [];
  private readonly all = new Set<RunCgroup>();
  private seq = 0;

  /** `startZygote`: starts a zygote (ck-exec --zygote) in every cgroup; null = sandboxes are forked from node. */
  constructor(
    readonly bases: CgroupBases,
    private readonly startZygote: ((procsFiles: string[]) => Promise<Zygote>) | null = null,
  ) {}

  get enabled(): boolean {
    return Object.keys(this.bases).length > 0;
  }

  async acquire(memoryBytes: number, maxPids: number): Promise<RunCgroup> {
    let cg = this.idle.pop();
    while (cg?.zygote && !cg.zygote.alive) {
      // its zygote died (killed from outside): never reuse what it left behind
      this.all.delete(cg);
      await cg.destroy();
      cg = this.idle.pop();
    }
    cg ??= await this.create();
    this.all.add(cg);
    await cg.prepare(memoryBytes, maxPids);
    return cg;
  }

  private async create(): Promise<RunCgroup> {
    const cg = await RunCgroup.create(this.bases, `slot-${++this.seq}`);
    if (this.startZygote) {
      try {
        cg.zygote = await this.startZygote(cg.procsFiles());
      } catch {
        cg.zygote = null; // this cgroup's sandboxes are forked from node (ck-exec --launch)
      }
    }
    return cg;
  }

  async release(cg: RunCgroup): Promise<void> {
    if ((!cg.zygote || cg.zygote.alive) && (await cg.drain())) this.idle.push(cg);
    else {
      this.all.delete(cg);
      await cg.destroy();
    }
  }

  async close(): Promise<void> {
    this.idle.length = 0;
    for (const cg of this.all) await cg.destroy();
    this.all.clear();
    for (const base of Object.values(this.bases)) await rmdir(base).catch(() => {});
  }
}
