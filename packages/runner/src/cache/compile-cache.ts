import { createHash } from 'node:crypto';
import { constants as fsc } from 'node:fs';
import { chmod, mkdir, open, readdir, readFile, rename, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type CollectedFile, createPrivateDir, removeTree, writeTree } from '../sandbox/work-dir';
import type { StageResult } from '../types';

export interface CacheKeyInput {
  language: string;
  version: string;
  flags: string;
  files: { name: string; content: string }[];
}

export function cacheKey(input: CacheKeyInput): string {
  const h = createHash('sha256');
  const files = [...input.files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  h.update(JSON.stringify({ l: input.language, v: input.version, f: input.flags, s: files.map((f) => [f.name, f.content]) }));
  return h.digest('hex');
}

export interface CacheEntry {
  key: string;
  /** directory holding the artifacts (bound read-only into run sandboxes) */
  dir: string;
  /** artifact paths relative to dir */
  files: string[];
  meta: Record<string, string>;
  compile: StageResult;
}

interface Stored {
  files: string[];
  meta: Record<string, string>;
  compile: StageResult;
}

interface IndexRecord {
  bytes: number;
  /** last use (ms): the LRU order */
  used: number;
  /** last time the entry dir's mtime was refreshed (the recency that survives restarts) */
  touched: number;
  /** entry.json, parsed once (entries are immutable) */
  stored?: Stored;
}

/** An artifact as the run stage needs it (read-only bytes + mode). */
export interface Artifact {
  rel: string;
  data: Buffer;
  mode: number;
}

/**
 * A temp dir older than this is abandoned whoever wrote it: writing one entry (a compile's artifacts)
 * takes well under a second, so an hour leaves room for any stalled disk.
 */
export const TEMP_DIR_MAX_AGE_MS = 60 * 60 * 1000;

const HOST_TAG = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 8);

/** `tmp-<host>-<pid>-`: the writer's host and process, so another runner can tell whether it is still alive. */
export function tempDirPrefix(): string {
  return `tmp-${HOST_TAG}-${process.pid}-`;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, owned by another user
  }
}

/**
 * Whether a temp dir found at load can be removed: its writer on this host is gone, or it is older
 * than any write can take (another host's writer, or an unnamed one from an older version).
 */
export async function isAbandonedTempDir(dir: string, name: string, now = Date.now()): Promise<boolean> {
  const owner = /^tmp-([0-9a-f]{8})-(\d+)-/.exec(name);
  if (owner && owner[1] === HOST_TAG && !processAlive(Number(owner[2]))) return true;
  try {
    return now - (await stat(dir)).mtimeMs > TEMP_DIR_MAX_AGE_MS;
  } catch {
    return false; // already gone: published or removed by its writer
  }
}

/** How often a hit refreshes the entry dir's mtime on disk (a syscall per run otherwise). */
const TOUCH_INTERVAL_MS = 60_000;
export const DEFAULT_MEMORY_BYTES = 64 * 1024 * 1024;

/**
 * Content-addressed store of compile artifacts with a total-size bound and LRU eviction
 * (recency = last use in memory; on disk the entry directory mtime, refreshed at most once a
 * minute, so the order survives restarts). Entries are immutable once published (written to a
 * temp dir, then renamed into place), so their metadata is parsed once and the artifact bytes of
 * recently run programs are kept in memory (bounded by `memoryMaxBytes`): a cache hit costs no
 * file system call at all.
 */
export class CompileCache {
  private readonly entriesDir: string;
  private readonly index = new Map<string, IndexRecord>();
  private total = 0;
  private ready: Promise<void>;
  /** key -> artifacts, in LRU order (oldest first) */
  private readonly memory = new Map<string, Artifact[]>();
  private memoryBytes = 0;

  constructor(
    root: string,
    private readonly maxBytes: number,
    private readonly memoryMaxBytes = DEFAULT_MEMORY_BYTES,
  ) {
    this.entriesDir = path.join(root, 'artifacts');
    this.ready = this.load();
  }

  private async load(): Promise<void> {
    await mkdir(this.entriesDir, { recursive: true, mode: 0o755 });
    for (const name of await readdir(this.entriesDir)) {
      const dir = path.join(this.entriesDir, name);
      if (!/^[0-9a-f]{64}$/.test(name)) {
        // a temp dir: left by a crashed writer, or being written right now by a live runner sharing the directory
        if (await isAbandonedTempDir(dir, name)) await removeTree(dir);
        continue;
      }
      try {
        const meta = JSON.parse(await readFile(path.join(dir, 'entry.json'), 'utf8')) as Stored & { bytes: number };
        const st = await stat(dir);
        this.index.set(name, { bytes: meta.bytes, used: st.mtimeMs, touched: st.mtimeMs });
        this.total += meta.bytes;
      } catch {
        await removeTree(dir);
      }
    }
    await this.evict();
  }

  get totalBytes(): number {
    return this.total;
  }

  async get(key: string): Promise<CacheEntry | null> {
    await this.ready;
    const rec = this.index.get(key) ?? (await this.adopt(key));
    if (!rec) return null;
    const dir = path.join(this.entriesDir, key);
    try {
      rec.stored ??= JSON.parse(await readFile(path.join(dir, 'entry.json'), 'utf8')) as Stored;
    } catch {
      this.drop(key);
      return null;
    }
    const now = Date.now();
    rec.used = now;
    if (now - rec.touched >= TOUCH_INTERVAL_MS) {
      rec.touched = now;
      const t = new Date(now);
      await utimes(dir, t, t).catch(() => {});
    }
    const { files, meta, compile } = rec.stored;
    return { key, dir: path.join(dir, 'files'), files, meta, compile };
  }

  /**
   * The entry's artifacts, from memory or read from disk (trusted files written by the
   * supervisor, opened without following symlinks). Null when the entry has vanished from disk
   * (evicted by another runner sharing the directory): the caller compiles again.
   */
  async artifacts(entry: CacheEntry): Promise<Artifact[] | null> {
    const cached = this.memory.get(entry.key);
    if (cached) {
      this.memory.delete(entry.key); // most recently used goes last
      this.memory.set(entry.key, cached);
      return cached;
    }
    const files: Artifact[] = [];
    try {
      for (const rel of entry.files) {
        const fh = await open(path.join(entry.dir, ...rel.split('/')), fsc.O_RDONLY | fsc.O_NOFOLLOW);
        try {
          const st = await fh.stat();
          files.push({ rel, data: await fh.readFile(), mode: st.mode & 0o777 });
        } finally {
          await fh.close();
        }
      }
    } catch {
      this.drop(entry.key);
      return null;
    }
    this.remember(entry.key, files);
    return files;
  }

  private remember(key: string, files: Artifact[]): void {
    const bytes = files.reduce((n, f) => n + f.data.length, 0);
    if (bytes > this.memoryMaxBytes / 4 || this.memory.has(key)) return;
    this.memory.set(key, files);
    this.memoryBytes += bytes;
    for (const [k, v] of this.memory) {
      if (this.memoryBytes <= this.memoryMaxBytes) break;
      this.forget(k, v);
    }
  }

  private forget(key: string, files = this.memory.get(key)): void {
    if (!files) return;
    this.memory.delete(key);
    this.memoryBytes -= files.reduce((n, f) => n + f.data.length, 0);
  }

  async put(key: string, files: CollectedFile[], meta: Record<string, string>, compile: StageResult): Promise<CacheEntry> {
    await this.ready;
    const bytes = files.reduce((n, f) => n + f.data.length, 0) + 4096;
    const tmp = await createPrivateDir(this.entriesDir, tempDirPrefix());
    await writeTree(path.join(tmp, 'files'), files);
    const stored: Stored & { bytes: number } = { files: files.map((f) => f.rel), meta, compile, bytes };
    await writeFile(path.join(tmp, 'entry.json'), JSON.stringify(stored));
    await chmod(tmp, 0o755);
    const dir = path.join(this.entriesDir, key);
    try {
      await rename(tmp, dir);
      if (!this.index.has(key)) this.total += bytes;
      const now = Date.now();
      this.index.set(key, { bytes, used: now, touched: now, stored });
      this.remember(
        key,
        files.map((f) => ({ rel: f.rel, data: f.data, mode: f.mode })),
      );
    } catch {
      await removeTree(tmp); // someone else published the same key first: index theirs
      await this.adopt(key);
    }
    await this.evict(key);
    return { key, dir: path.join(dir, 'files'), files: stored.files, meta, compile };
  }

  /** Indexes an entry another runner (sharing the directory) published after this one loaded. */
  private async adopt(key: string): Promise<IndexRecord | null> {
    if (!/^[0-9a-f]{64}$/.test(key)) return null;
    try {
      const stored = JSON.parse(await readFile(path.join(this.entriesDir, key, 'entry.json'), 'utf8')) as Stored & {
        bytes: number;
      };
      const known = this.index.get(key);
      if (known) return known;
      const now = Date.now();
      const rec: IndexRecord = { bytes: stored.bytes, used: now, touched: now, stored };
      this.index.set(key, rec);
      this.total += stored.bytes;
      return rec;
    } catch {
      return null;
    }
  }

  private drop(key: string): void {
    const rec = this.index.get(key);
    if (rec) this.total -= rec.bytes;
    this.index.delete(key);
    this.forget(key);
  }

  private async evict(keep?: string): Promise<void> {
    if (this.total <= this.maxBytes) return;
    const order = [...this.index.entries()].filter(([k]) => k !== keep).sort((a, b) => a[1].used - b[1].used);
    for (const [key] of order) {
      if (this.total <= this.maxBytes) break;
      this.drop(key);
      await removeTree(path.join(this.entriesDir, key));
    }
  }
}
