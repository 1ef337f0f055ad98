import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WORK_ROOT_TAG } from '../src/runner';

/**
 * Host processes that belong to this test's sandboxes: bubblewrap/launcher command lines name
 * the runner's cache dir (the monitor binary is bound from there); `markers` catch programs
 * that tried to escape. Other runners on the same host (other cache dirs) are ignored.
 * `ignoreIdle`: pre-started sandboxes waiting for a job; `ignoreZygotes`: the per-cgroup sandbox
 * starters (`ck-exec --zygote`) that live as long as the runner.
 */
export function sandboxProcesses(
  cacheDirs: string[],
  markers: string[] = [],
  opts: { ignoreIdle?: boolean; ignoreZygotes?: boolean } = {},
): string[] {
  const needles = [...cacheDirs.map((d) => `${d}/bin/ck-exec`), ...markers];
  const found: string[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    let cmd = '';
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    } catch {
      continue;
    }
    // idle pre-started sandboxes wait in control mode (ck-exec --control)
    if (opts.ignoreIdle && cmd.includes('/.ck/ck-exec --control')) continue;
    if (opts.ignoreZygotes && / --zygote( |$)/.test(cmd) && cacheDirs.some((d) => cmd.startsWith(`${d}/bin/ck-exec-`))) continue;
    if (needles.some((m) => cmd.includes(m))) found.push(`${pid}: ${cmd.slice(0, 200)}`);
  }
  return found;
}

/** Private work roots of runners in THIS process (named `ck-runner-<tag>-*`; other processes' are ignored). */
export function runnerTempDirs(): string[] {
  return readdirSync(os.tmpdir()).filter((n) => n.startsWith(`ck-runner-${WORK_ROOT_TAG}-`));
}

export function tempCacheDir(tag: string): string {
  return path.join(os.tmpdir(), `ck-test-cache-${tag}-${process.pid}`);
}

/** Run cgroups created by runners of this process that still exist (cgroup v1). */
export function leftoverCgroups(): string[] {
  const out: string[] = [];
  let own = '';
  try {
    own = readFileSync('/proc/self/cgroup', 'utf8');
  } catch {
    return out;
  }
  for (const line of own.split('\n')) {
    const [, ctrl, p] = line.split(':');
    if (!ctrl || p === undefined || !['memory', 'pids', 'cpuacct'].includes(ctrl)) continue;
    const parent = path.join('/sys/fs/cgroup', ctrl, p);
    try {
      for (const n of readdirSync(parent)) if (n.startsWith(`codingkaro-runner-${process.pid}-`)) out.push(path.join(parent, n));
    } catch {
      /* not mounted */
    }
  }
  return out;
}

/** True while `pid` is a live process, running or stopped (a zombie is not: it only waits for its reaper). */
export function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
