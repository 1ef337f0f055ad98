/**
 * The "bare" side of the benchmarks: the exact command the runner would run in the sandbox, with
 * the same files (for compiled languages the binary from the runner's compile cache), in a plain
 * temp dir instead of /box, spawned without bubblewrap.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompileCache, cacheKey } from '../../packages/runner/src/cache/compile-cache';
import { LANGUAGES } from '../../packages/runner/src/languages/registry';
import type { SourceFile, Toolchain } from '../../packages/runner/src/languages/types';
import type { LanguageId } from '../../packages/runner/src/types';

export interface BareProgram {
  cmd: string[];
  cwd: string;
  env: Record<string, string>;
  cleanup(): void;
}

/**
 * Prepares `files` for a bare run. Compiled languages: the runner (cache in `cacheDir`) must
 * already have compiled exactly these files; its cached artifacts are copied.
 */
export async function prepareBare(opts: {
  language: LanguageId;
  files: { name?: string; content: string }[];
  toolchain: Toolchain;
  cacheDir: string;
  memoryBytes: number;
  /** extra environment (e.g. PATH for interpreters that spawn tools) */
  env?: Record<string, string>;
}): Promise<BareProgram> {
  const lang = LANGUAGES[opts.language];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-bench-bare-'));
  const sources = lang.prepare(opts.files.map((f): SourceFile => ({ name: f.name ?? '', content: f.content })));
  if (lang.compiled) {
    const key = cacheKey({
      language: opts.language,
      version: opts.toolchain.version,
      flags: lang.compileSignature ?? '',
      files: sources.files,
    });
    const entry = await new CompileCache(opts.cacheDir, 1 << 30).get(key);
    if (!entry) throw new Error(`no compile cache entry for ${opts.language}: run it through the runner first`);
    cpSync(entry.dir, dir, { recursive: true });
    Object.assign(sources.meta, entry.meta);
  } else {
    for (const f of sources.files) writeFileSync(path.join(dir, f.name), f.content);
  }
  const cmd = lang
    .runCommand({ toolchain: opts.toolchain, sources, memoryBytes: opts.memoryBytes, args: [] })
    .map((a) => a.replace(/^\/box(?=\/|$)/, dir));
  return {
    cmd,
    cwd: dir,
    env: { ...opts.toolchain.env, HOME: dir, ...opts.env },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
