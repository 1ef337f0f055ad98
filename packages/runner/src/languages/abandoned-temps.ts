import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes what start-up artifact builds left behind in `dir` more than `olderThanMs` ago: `<name>.tmp-<tag>` files (a
 * build writes its output to one and renames it when done) and `work-<tag>` / `rt-build-<tag>` directories (its
 * scratch space, removed when it ends). A runner killed mid-build (a restart, a deploy) leaves them, and a precompiled
 * header is 60-100 MB. The step writing them is killed by its own timeout (`olderThanMs`) before they get that old, so
 * another runner's build in progress is never touched.
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
    const tempFile = /\.tmp-[0-9a-f]+$/.test(name);
    const scratchDir = /^(work|rt-build)-[0-9a-f]+$/.test(name);
    if (!tempFile && !scratchDir) continue;
    const entry = path.join(dir, name);
    try {
      const info = await stat(entry);
      if ((tempFile ? !info.isFile() : !info.isDirectory()) || now - info.mtimeMs <= olderThanMs) continue;
      await rm(entry, { recursive: true, force: true });
      removed.push(name);
    } catch {
      // gone meanwhile (renamed by its builder or removed by another runner)
    }
  }
  return removed;
}
