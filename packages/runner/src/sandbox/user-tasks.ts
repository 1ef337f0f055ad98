import { readdirSync, readFileSync } from 'node:fs';

let cached: { at: number; count: number } | null = null;

/**
 * Number of tasks (threads included) owned by this process's real uid: RLIMIT_NPROC counts
 * them all, so the fallback process limit is "what the uid already runs + the sandbox budget".
 * Cached for 500 ms.
 */
export function userTaskCount(): number {
  const now = Date.now();
  if (cached && now - cached.at < 500) return cached.count;
  const uid = process.getuid?.() ?? -1;
  let count = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const realUid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      if (realUid === uid) count += Number(/^Threads:\s+(\d+)/m.exec(status)?.[1] ?? 1);
    } catch {
      /* exited */
    }
  }
  cached = { at: now, count };
  return count;
}
