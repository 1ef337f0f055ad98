import path from 'node:path';
import { InvalidRequestError } from '../errors';
import type { Bind } from '../sandbox/run-sandboxed';
import { isSafeFileName } from '../sandbox/work-dir';
import type { PreparedSources, SourceFile } from './types';

export const BASE_PATH = '/usr/local/bin:/usr/bin:/bin';
export const BASE_ENV = { LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8', HOME: '/box', TMPDIR: '/tmp' };

const SYSTEM_PREFIXES = ['/usr/', '/bin/', '/lib/', '/lib64/', '/sbin/'];

/** A directory outside the system dirs must be bound explicitly; system dirs are always there. */
export function bindIfOutsideSystem(dir: string): Bind[] {
  const norm = path.resolve(dir);
  if (SYSTEM_PREFIXES.some((p) => `${norm}/`.startsWith(p))) return [];
  return [{ src: norm, dest: norm }];
}

export function withPath(dirs: string[]): string {
  const extra = dirs.filter((d) => !BASE_PATH.split(':').includes(d));
  return [...extra, BASE_PATH].join(':');
}

/** Names the files: first is the main file (`defaultMain` unless named), others keep their names. */
export function nameFiles(files: SourceFile[], defaultMain: string): PreparedSources {
  const named = files.map((f, i) => ({ name: f.name || (i === 0 ? defaultMain : `file${i}`), content: f.content }));
  return checkNames({ files: named, mainFile: named[0]?.name ?? defaultMain, meta: {} });
}

export function checkNames(p: PreparedSources): PreparedSources {
  const seen = new Set<string>();
  for (const f of p.files) {
    if (!isSafeFileName(f.name) || f.name === 'out') {
      throw new InvalidRequestError('files', `invalid file name ${JSON.stringify(f.name)}`);
    }
    if (seen.has(f.name)) throw new InvalidRequestError('files', `duplicate file name ${f.name}`);
    seen.add(f.name);
  }
  return p;
}

export function filesWithExt(p: PreparedSources, ...exts: string[]): string[] {
  return p.files.map((f) => f.name).filter((n) => exts.some((e) => n.endsWith(e)));
}
