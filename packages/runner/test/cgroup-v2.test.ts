import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeIsolation } from '../src/runner';
import { detectCgroups, NO_CGROUPS, RunCgroup } from '../src/sandbox/cgroup';
import { parseFlatKeyed } from '../src/sandbox/cgroup-limits';

/**
 * A fake cgroup v2 tree: plain files where the kernel would have interface files. The code
 * under test only reads and writes files, so the same paths are exercised as on a real host.
 */
let root: string;
const read = (...p: string[]) => readFileSync(path.join(root, ...p), 'utf8');
const write = (value: string, ...p: string[]) => writeFileSync(path.join(root, ...p), value);

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'ck-fake-cgroup2-'));
  mkdirSync(path.join(root, 'svc'));
  write('cpuset cpu io memory hugetlb pids rdma misc\n', 'svc', 'cgroup.controllers');
  write('', 'svc', 'cgroup.subtree_control');
  write('', 'svc', 'cgroup.procs');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('cgroup v2 detection', () => {
  it('delegates memory, pids and cpu below the own cgroup', async () => {
    const bases = await detectCgroups('codingkaro-runner-1-test', { v2Mount: root, v2OwnPath: '/svc', noV1: true });
    expect(bases.version).toBe(2);
    expect(bases.v2).toBe(path.join(root, 'svc', 'codingkaro-runner-1-test'));
    expect(bases).toMatchObject({ memory: true, pids: true, cpu: true });
    expect(read('svc', 'cgroup.subtree_control')).toBe('+memory +pids +cpu');
    expect(read('svc', 'codingkaro-runner-1-test', 'cgroup.subtree_control')).toBe('+memory +pids +cpu');
  });

  it('uses a configured delegated parent instead of the own cgroup', async () => {
    mkdirSync(path.join(root, 'delegated'));
    write('memory pids\n', 'delegated', 'cgroup.controllers');
    const bases = await detectCgroups('t', {
      v2Mount: root,
      v2OwnPath: '/svc',
      v2Parent: path.join(root, 'delegated'),
      noV1: true,
    });
    expect(bases.v2).toBe(path.join(root, 'delegated', 't'));
    expect(bases.cpu).toBe(false); // not offered by the parent: no cpu.max, still strong
    expect(bases).toMatchObject({ memory: true, pids: true });
  });

  it('falls back when memory or pids cannot be delegated', async () => {
    write('cpu io memory\n', 'svc', 'cgroup.controllers');
    expect(await detectCgroups('t', { v2Mount: root, v2OwnPath: '/svc', noV1: true })).toEqual(NO_CGROUPS);
    expect(existsSync(path.join(root, 'svc', 't'))).toBe(false);
  });

  it('removes run cgroups left by dead runner processes', async () => {
    mkdirSync(path.join(root, 'svc', 'codingkaro-runner-999999999-old', 'slot-1'), { recursive: true });
    await detectCgroups('t', { v2Mount: root, v2OwnPath: '/svc', noV1: true });
    expect(existsSync(path.join(root, 'svc', 'codingkaro-runner-999999999-old'))).toBe(false);
  });
});

describe('cgroup v2 run cgroup', () => {
  async function slot() {
    const bases = await detectCgroups('t', { v2Mount: root, v2OwnPath: '/svc', noV1: true });
    const cg = await RunCgroup.create(bases, 'slot-1');
    return { cg, dir: ['svc', 't', 'slot-1'] };
  }

  it('writes memory.max (no swap), pids.max and cpu.max, and joins through one cgroup.procs', async () => {
    const { cg, dir } = await slot();
    await cg.prepare(256 * 1024 * 1024, 64);
    expect(read(...dir, 'memory.max')).toBe(String(256 * 1024 * 1024));
    expect(read(...dir, 'memory.swap.max')).toBe('0');
    expect(read(...dir, 'pids.max')).toBe('64');
    expect(read(...dir, 'cpu.max')).toBe('100000 100000');
    expect(cg.procsFiles()).toEqual([path.join(root, ...dir, 'cgroup.procs')]);
    expect(cg.limitsMemory && cg.limitsPids).toBe(true);
    // unchanged limits are not written again (the cgroup is reused run after run)
    rmSync(path.join(root, ...dir, 'memory.max'));
    await cg.prepare(256 * 1024 * 1024, 64);
    expect(existsSync(path.join(root, ...dir, 'memory.max'))).toBe(false);
    await cg.prepare(128 * 1024 * 1024, 32);
    expect(read(...dir, 'memory.max')).toBe(String(128 * 1024 * 1024));
    expect(read(...dir, 'pids.max')).toBe('32');
  });

  it('reports a run as MLE from memory.events and CPU time from cpu.stat, relative to the run start', async () => {
    const { cg, dir } = await slot();
    write('low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\noom_group_kill 0\n', ...dir, 'memory.events');
    write('usage_usec 5000000\nuser_usec 4000000\nsystem_usec 1000000\n', ...dir, 'cpu.stat');
    await cg.prepare(64 * 1024 * 1024, 16);
    // the run: the limit is hit and the OOM killer fires; 250 ms of CPU; peak 60 MiB
    write('low 0\nhigh 0\nmax 9\noom 2\noom_kill 2\noom_group_kill 0\n', ...dir, 'memory.events');
    write('usage_usec 5250000\nuser_usec 4200000\nsystem_usec 1050000\n', ...dir, 'cpu.stat');
    write(String(60 * 1024 * 1024), ...dir, 'memory.peak');
    expect(await cg.stats()).toEqual({ memoryPeakBytes: 60 * 1024 * 1024, oomKilled: true, memoryLimitHit: true, cpuMs: 250 });
    // next run: nothing new happened
    await cg.prepare(64 * 1024 * 1024, 16);
    write(String(1024 * 1024), ...dir, 'memory.peak');
    expect(await cg.stats()).toMatchObject({ oomKilled: false, memoryLimitHit: false, cpuMs: 0 });
  });

  it('counts the zygote in pids.max', async () => {
    const { cg, dir } = await slot();
    cg.zygote = { pid: 1, alive: true, close() {} } as unknown as RunCgroup['zygote'];
    await cg.prepare(64 * 1024 * 1024, 16);
    expect(read(...dir, 'pids.max')).toBe('17');
    cg.zygote = null;
  });
});

describe('isolation report', () => {
  const v2 = { ...NO_CGROUPS, version: 2 as const, memory: true, pids: true, cpu: true };
  it('is strong with memory and pids cgroups', () => {
    const r = describeIsolation(true, v2, true, true);
    expect(r).toMatchObject({ strong: true, refused: false, cgroup: 'v2', memory: 'cgroup', pids: 'cgroup', seccomp: true });
    expect(r.summary).toBe('bubblewrap, cgroup v2, memory: cgroup, processes: cgroup, cpu limit: cgroup, seccomp: on');
  });
  it('refuses rlimit-only isolation when asked to (production)', () => {
    const r = describeIsolation(true, NO_CGROUPS, true, true);
    expect(r).toMatchObject({ strong: false, refused: true, memory: 'rlimit', pids: 'rlimit' });
    expect(r.summary).toMatch(/RUNNER_ALLOW_WEAK_ISOLATION=true/);
    expect(describeIsolation(true, NO_CGROUPS, true, false)).toMatchObject({ refused: false });
    expect(describeIsolation(true, { ...v2, pids: false }, true, true).refused).toBe(true);
  });
});

it('parses flat keyed cgroup files', () => {
  expect(parseFlatKeyed('max 3\noom_kill 1\n\nbad x\n')).toEqual(
    new Map([
      ['max', 3],
      ['oom_kill', 1],
    ]),
  );
});
