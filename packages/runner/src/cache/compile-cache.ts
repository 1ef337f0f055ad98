import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, utimes, writeFile } from 'node:fs/promises';
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

/**
 * Content-addressed store of compile artifacts with a total-size bound and LRU eviction
 * (recency = entry directory mtime, refreshed on every hit). Entries are immutable once
 * published (written to a temp dir, then renamed into place).
 */
export class CompileCache {
  private readonly entriesDir: string;
  private readonly index = new Map<string, { bytes: number; used: number }>();
  private total = 0;
  private ready: Promise<void>;

  constructor(
    root: string,
    private readonly maxBytes: number,
  ) {
    this.entriesDir = path.join(root, 'artifacts');
    this.ready = this.load();
  }

  private async load(): Promise<void> {
    await mkdir(this.entriesDir, { recursive: true, mode: 0o755 });
    for (const name of await readdir(this.entriesDir)) {
      const dir = path.join(this.entriesDir, name);
      if (!/^[0-9a-f]{64}$/.test(name)) {
        await removeTree(dir); // stale temp dirs from a crash
        continue;
      }
      try {
        const meta = JSON.parse(await readFile(path.join(dir, 'entry.json'), 'utf8')) as Stored & { bytes: number };
        const st = await stat(dir);
        this.index.set(name, { bytes: meta.bytes, used: st.mtimeMs });
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
    const rec = this.index.get(key);
    if (!rec) return null;
    const dir = path.join(this.entriesDir, key);
    try {
      const stored = JSON.parse(await readFile(path.join(dir, 'entry.json'), 'utf8')) as Stored;
      rec.used = Date.now();
      const now = new Date();
      await utimes(dir, now, now).catch(() => {});
      return { key, dir: path.join(dir, 'files'), files: stored.files, meta: stored.meta, compile: stored.compile };
    } catch {
      this.drop(key);
      return null;
    }
  }

  async put(key: string, files: CollectedFile[], meta: Record<string, string>, compile: StageResult): Promise<CacheEntry> {
    await this.ready;
    const bytes = files.reduce((n, f) => n + f.data.length, 0) + 4096;
    const tmp = await createPrivateDir(this.entriesDir, 'tmp-');
    await writeTree(path.join(tmp, 'files'), files);
    const stored: Stored & { bytes: number } = { files: files.map((f) => f.rel), meta, compile, bytes };
    await writeFile(path.join(tmp, 'entry.json'), JSON.stringify(stored));
    const { chmod } = await import('node:fs/promises');
    await chmod(tmp, 0o755);
    const dir = path.join(this.entriesDir, key);
    try {
      await rename(tmp, dir);
      if (!this.index.has(key)) this.total += bytes;
      this.index.set(key, { bytes, used: Date.now() });
    } catch {
      await removeTree(tmp); // someone else published the same key first
    }
    await this.evict(key);
    return { key, dir: path.join(dir, 'files'), files: stored.files, meta, compile };
  }

  private drop(key: string): void {
    const rec = this.index.get(key);
    if (rec) this.total -= rec.bytes;
    this.index.delete(key);
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
