import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Host processes that belong to a sandbox (monitor, launcher, bubblewrap, or a marker). */
export function sandboxProcesses(extraMarkers: string[] = []): string[] {
  const markers = ['/.ck/ck-exec', 'ck-launch', ...extraMarkers];
  const found: string[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    let cmd = '';
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    } catch {
      continue;
    }
    if (markers.some((m) => cmd.includes(m))) found.push(`${pid}: ${cmd.slice(0, 200)}`);
  }
  return found;
}

export function runnerTempDirs(): string[] {
  return readdirSync(os.tmpdir()).filter((n) => n.startsWith('ck-runner-'));
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
