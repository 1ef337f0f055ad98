import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { mkdir, rmdir } from 'node:fs/promises';
import path from 'node:path';
import {
  type CgroupLimits,
  type CgroupStats,
  readText,
  type V1Controller,
  V1Limits,
  type V2Controller,
  V2Limits,
  writeText,
} from './cgroup-limits';
import type { Zygote } from './spawner';

export type { CgroupStats } from './cgroup-limits';

const V1_CONTROLLERS: V1Controller[] = ['memory', 'pids', 'cpuacct'];
const V2_CONTROLLERS: V2Controller[] = ['memory', 'pids', 'cpu'];
/** the leaf a delegated service moves its own processes into (cgroup v2 "no internal processes") */
export const V2_SERVER_LEAF = 'codingkaro-server';

/** Where this process may create run cgroups, and what they can limit. */
export interface CgroupBases {
  version: 1 | 2 | null;
  /** v1: per-controller directory under which run cgroups are created */
  v1: Partial<Record<V1Controller, string>>;
  /** v2: the directory (controllers enabled for its children) under which run cgroups are created */
  v2: string | null;
  v2Controllers: V2Controller[];
  memory: boolean;
  pids: boolean;
  /** a CPU bandwidth limit per sandbox (v2 cpu.max) */
  cpu: boolean;
}

export const NO_CGROUPS: CgroupBases = {
  version: null,
  v1: {},
  v2: null,
  v2Controllers: [],
  memory: false,
  pids: false,
  cpu: false,
};

interface Mounts {
  /** v1: controller (or name=) -> mount point */
  v1: Map<string, string>;
  /** v2: the unified hierarchy's mount point */
  v2: string | null;
}

function cgroupMounts(): Mounts {
  const mounts: Mounts = { v1: new Map(), v2: null };
  let text = '';
  try {
    text = readText('/proc/self/mountinfo');
  } catch {
    return mounts;
  }
  for (const line of text.split('\n')) {
    const [left, right] = line.split(' - ');
    if (!left || !right) continue;
    const fields = left.split(' ');
    const [fstype, , superOpts] = right.split(' ');
    if (!fields[4]) continue;
    if (fstype === 'cgroup2') mounts.v2 ??= fields[4];
    if (fstype !== 'cgroup' || !superOpts) continue;
    for (const opt of superOpts.split(',')) mounts.v1.set(opt, fields[4]);
  }
  return mounts;
}

/** controller list -> path, from /proc/self/cgroup (v2: the `0::/path` line, key '') */
function ownCgroupPaths(): Map<string, string> {
  const out = new Map<string, string>();
  try {
    for (const line of readText('/proc/self/cgroup').split('\n')) {
      const [id, ctrls, p] = line.split(':');
      if (ctrls === undefined || p === undefined) continue;
      if (id === '0' && ctrls === '') out.set('', p);
      for (const c of ctrls.split(',')) if (c) out.set(c, p);
    }
  } catch {
    /* not linux */
  }
  return out;
}

function words(file: string): Set<string> {
  try {
    return new Set(
      readText(file)
        .split(/\s+/)
        .map((w) => w.replace(/^\+/, ''))
        .filter(Boolean),
    );
  } catch {
    return new Set();
  }
}

/**
 * Turns on `wanted` controllers for the children of `dir`. cgroup v2 refuses that while `dir`
 * itself holds processes ("no internal processes"): when `dir` is this process's own (delegated)
 * cgroup, its processes are first moved into a leaf child, as systemd's delegation guide says.
 */
function enableForChildren(
  dir: string,
  wanted: V2Controller[],
  ownDir: string | null,
  available: ReadonlySet<string> = words(path.join(dir, 'cgroup.controllers')),
): V2Controller[] {
  const want = wanted.filter((c) => available.has(c));
  if (want.length === 0) return [];
  const control = path.join(dir, 'cgroup.subtree_control');
  const enable = () => writeText(control, want.map((c) => `+${c}`).join(' '));
  try {
    enable();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EBUSY' || dir !== ownDir) throw e;
    const leaf = path.join(dir, V2_SERVER_LEAF);
    mkdirSync(leaf, { recursive: true });
    for (const pid of readText(path.join(dir, 'cgroup.procs')).split('\n')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        writeText(path.join(leaf, 'cgroup.procs'), pid);
      } catch {
        /* exited meanwhile (or a kernel thread): nothing to move */
      }
    }
    enable();
  }
  const on = words(control);
  return want.filter((c) => on.has(c));
}

export interface DetectOptions {
  /** test seams: the cgroup v2 mount point and this process's path in it */
  v2Mount?: string | null;
  v2OwnPath?: string;
  /** a delegated cgroup v2 directory to use instead of this process's own cgroup */
  v2Parent?: string;
  /** skip cgroup v1 */
  noV1?: boolean;
}

/**
 * cgroup v2: run cgroups go under `<parent>/<tag>/slot-N`, where parent is
 * `CODINGKARO_RUNNER_CGROUP` (a delegated directory, e.g. a systemd unit with `Delegate=yes`)
 * or the cgroup this process lives in (container limits still apply). Needs memory and pids
 * among the parent's controllers; cpu is used when present.
 */
async function detectV2(tag: string, opts: DetectOptions): Promise<CgroupBases | null> {
  const mount = opts.v2Mount === undefined ? cgroupMounts().v2 : opts.v2Mount;
  if (!mount) return null;
  const ownPath = opts.v2OwnPath ?? ownCgroupPaths().get('') ?? '/';
  const ownDir = path.join(mount, ownPath);
  const parent = opts.v2Parent ?? process.env.CODINGKARO_RUNNER_CGROUP ?? ownDir;
  const available = words(path.join(parent, 'cgroup.controllers'));
  if (!available.has('memory') || !available.has('pids')) return null;
  try {
    await removeStale(parent);
    const parentOn = enableForChildren(parent, V2_CONTROLLERS, ownDir);
    if (!parentOn.includes('memory') || !parentOn.includes('pids')) return null;
    const base = path.join(parent, tag);
    await mkdir(base);
    // a new child's cgroup.controllers is exactly what its parent enabled
    const on = enableForChildren(base, parentOn, null, new Set(parentOn));
    if (!on.includes('memory') || !on.includes('pids')) {
      await rmdir(base).catch(() => {});
      return null;
    }
    return { ...NO_CGROUPS, version: 2, v2: base, v2Controllers: on, memory: true, pids: true, cpu: on.includes('cpu') };
  } catch {
    return null; // not delegated to us: fall back
  }
}

/**
 * cgroup v1: writable hierarchies for memory, pids and cpuacct, nested under the cgroup this
 * process already lives in (so container limits still apply). Missing ones are skipped.
 */
async function detectV1(tag: string): Promise<CgroupBases> {
  const bases: Partial<Record<V1Controller, string>> = {};
  const mounts = cgroupMounts().v1;
  const own = ownCgroupPaths();
  for (const ctrl of V1_CONTROLLERS) {
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
  const found = Object.keys(bases).length > 0;
  return {
    ...NO_CGROUPS,
    version: found ? 1 : null,
    v1: bases,
    memory: bases.memory !== undefined,
    pids: bases.pids !== undefined,
  };
}

/**
 * Where run cgroups can live: cgroup v2 when its memory and pids controllers can be delegated
 * to us, else writable cgroup v1 controllers (hybrid hosts), else none (rlimits only).
 */
export async function detectCgroups(tag: string, opts: DetectOptions = {}): Promise<CgroupBases> {
  if (process.platform !== 'linux' || process.env.CODINGKARO_RUNNER_NO_CGROUPS === '1') return NO_CGROUPS;
  const v2 = await detectV2(tag, opts);
  if (v2) return v2;
  return opts.noV1 ? NO_CGROUPS : detectV1(tag);
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

/** CPU share of one sandbox on cgroup v2 (cpu.max); `CODINGKARO_RUNNER_SANDBOX_CPUS` overrides. */
function sandboxCpus(): number {
  const n = Number(process.env.CODINGKARO_RUNNER_SANDBOX_CPUS);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One cgroup per sandbox run (v1: in every available controller; v2: one directory). */
export class RunCgroup {
  /**
   * The cgroup's resident sandbox starter (see spawner.ts): the only process allowed to stay in
   * the cgroup between runs. It counts against pids.max (+1 below).
   */
  zygote: Zygote | null = null;

  private constructor(private readonly limits: CgroupLimits) {}

  static async create(bases: CgroupBases, name: string): Promise<RunCgroup> {
    if (bases.version === 2 && bases.v2) {
      const dir = path.join(bases.v2, name);
      await mkdir(dir);
      return new RunCgroup(new V2Limits(dir, new Set(bases.v2Controllers), sandboxCpus()));
    }
    const dirs: Partial<Record<V1Controller, string>> = {};
    for (const ctrl of V1_CONTROLLERS) {
      const base = bases.v1[ctrl];
      if (!base) continue;
      const dir = path.join(base, name);
      await mkdir(dir);
      dirs[ctrl] = dir;
    }
    return new RunCgroup(new V1Limits(dirs));
  }

  /**
   * Sets the limits and zeroes the peak/usage counters before a run (cgroups are reused). Limits
   * equal to the ones already written are left alone; counters are always reset.
   */
  async prepare(memoryBytes: number, maxPids: number): Promise<void> {
    this.limits.prepare(memoryBytes, maxPids + (this.zygote ? 1 : 0));
  }

  get limitsMemory(): boolean {
    return this.limits.memory;
  }

  get limitsPids(): boolean {
    return this.limits.pids;
  }

  /** cgroup.procs files the launcher must join before exec'ing bubblewrap. */
  procsFiles(): string[] {
    return this.limits.dirs.map((d) => path.join(d, 'cgroup.procs'));
  }

  async stats(): Promise<CgroupStats> {
    return this.limits.stats();
  }

  /** Every process in the cgroup except its zygote. */
  private async pids(): Promise<number[]> {
    const out = new Set<number>();
    for (const dir of this.limits.dirs) {
      try {
        for (const l of readText(path.join(dir, 'cgroup.procs')).split('\n')) {
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
    this.limits.close();
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
    for (const dir of this.limits.dirs) {
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
    return this.bases.version !== null;
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
    for (const base of [...Object.values(this.bases.v1), this.bases.v2]) if (base) await rmdir(base).catch(() => {});
  }
}
