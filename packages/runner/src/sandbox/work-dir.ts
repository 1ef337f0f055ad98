import { constants as fsc } from 'node:fs';
import { chmod, lstat, mkdir, mkdtemp, open, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SAFE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

export function isSafeFileName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes('..');
}

/** Creates a 0700 directory under `parent` that only the supervisor can enter. */
export async function createPrivateDir(parent: string, prefix: string): Promise<string> {
  await mkdir(parent, { recursive: true, mode: 0o700 });
  const dir = await mkdtemp(path.join(parent, prefix));
  await chmod(dir, 0o700);
  return dir;
}

/** Writes files with O_NOFOLLOW|O_EXCL so nothing pre-existing (or a symlink) is ever followed. */
export async function writeNewFile(dir: string, name: string, content: string | Uint8Array, mode = 0o644): Promise<void> {
  if (!isSafeFileName(name)) throw new Error(`unsafe file name ${JSON.stringify(name)}`);
  const fh = await open(path.join(dir, name), fsc.O_WRONLY | fsc.O_CREAT | fsc.O_EXCL | fsc.O_NOFOLLOW, mode);
  try {
    await fh.writeFile(content);
  } finally {
    await fh.close();
  }
}

/**
 * Removes a tree created by a sandbox without following any symlink: entries are lstat'ed,
 * directories made writable (the sandbox may have chmod'ed them 000) and then removed.
 */
export async function removeTree(target: string): Promise<void> {
  let st: Awaited<ReturnType<typeof lstat>>;
  try {
    st = await lstat(target);
  } catch {
    return;
  }
  if (st.isDirectory()) {
    try {
      await chmod(target, 0o700);
    } catch {
      /* best effort */
    }
    let entries: string[] = [];
    try {
      entries = await readdir(target);
    } catch {
      entries = [];
    }
    for (const entry of entries) await removeTree(path.join(target, entry));
  }
  await rm(target, { force: true, recursive: st.isDirectory() });
}

export interface CollectedFile {
  rel: string;
  data: Buffer;
  mode: number;
}

/**
 * Reads the regular files under `dir` (recursively) without following symlinks, for storing
 * compile artifacts. Symlinks, devices, fifos and hard-linked files are refused.
 */
export async function collectRegularFiles(dir: string, maxBytes: number, maxFiles = 500): Promise<CollectedFile[]> {
  const out: CollectedFile[] = [];
  let total = 0;
  async function walk(abs: string, rel: string, depth: number): Promise<void> {
    if (depth > 16) throw new Error('artifact tree too deep');
    const entries = await readdir(abs);
    for (const name of entries) {
      const childAbs = path.join(abs, name);
      const childRel = rel ? `${rel}/${name}` : name;
      const st = await lstat(childAbs);
      if (st.isDirectory()) {
        await walk(childAbs, childRel, depth + 1);
      } else if (st.isFile()) {
        if (st.nlink !== 1) throw new Error(`refusing hard-linked artifact ${childRel}`);
        const fh = await open(childAbs, fsc.O_RDONLY | fsc.O_NOFOLLOW | fsc.O_NONBLOCK);
        try {
          const fst = await fh.stat();
          if (!fst.isFile()) throw new Error(`artifact ${childRel} is not a regular file`);
          total += fst.size;
          if (total > maxBytes) throw new Error('compile artifacts are too large');
          const data = await fh.readFile();
          out.push({ rel: childRel, data, mode: fst.mode & 0o111 ? 0o755 : 0o644 });
        } finally {
          await fh.close();
        }
        if (out.length > maxFiles) throw new Error('too many compile artifacts');
      }
      /* symlinks and special files are ignored */
    }
  }
  await walk(dir, '', 0);
  return out;
}

export async function writeTree(dir: string, files: CollectedFile[]): Promise<void> {
  for (const f of files) {
    const target = path.join(dir, ...f.rel.split('/'));
    await mkdir(path.dirname(target), { recursive: true, mode: 0o755 });
    await writeFile(target, f.data, { mode: f.mode, flag: 'wx' });
  }
}
