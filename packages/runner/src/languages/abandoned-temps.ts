import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes the `<name>.tmp-<tag>` files in `dir` last written more than `olderThanMs` ago. A start-up artifact's build
 * (a precompiled header, a class-data archive) writes its output to such a file and renames it when done; a runner
 * killed mid-build (a restart, a deploy) leaves it behind, and a precompiled header is 60-100 MB. The step writing the
 * file is killed by its own timeout (`olderThanMs`) before the file gets that old, so another runner's build in
 * progress is never touched.
 */
export async function removeAbandonedTemps(dir: string, olderThanMs: number, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return removed;
  }
  for (const name of names) {
    if (!/\.tmp-[0-9a-f]+$/.test(name)) continue;
    const file = path.join(dir, name);
    try {
      const info = await stat(file);
      if (!info.isFile() || now - info.mtimeMs <= olderThanMs) continue;
      await rm(file, { force: true });
      removed.push(name);
    } catch {
      // gone meanwhile (renamed by its builder or removed by another runner)
    }
  }
  return removed;
}
