/**
 * The content checker's record of problem folders that passed a full run (`content:check -- --all`), so CI judges
 * only the problems whose files changed since: content/problems/_checked.json, `{ "<slug>": "<folder hash>" }`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const MANIFEST_FILE = '_checked.json';
/**
 * Bump when the checker's rules change so that every problem is judged again. Judge changes are not hashed: the
 * judge's own tests cover them; run `content:check -- --all` after one.
 */
const CHECK_RULES_VERSION = 'rules-v1';
/** Built from other files, so left out of the hash (and gitignored). */
const UNHASHED = new Set(['tests.large.json']);

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else if (!UNHASHED.has(name)) out.push(path);
  }
  return out;
}

/** sha256 of every file of the problem folder (paths and bytes) and of the shared _lib helpers. */
export function folderHash(root: string, slug: string): string {
  const hash = createHash('sha256').update(CHECK_RULES_VERSION);
  const dirs = [join(root, slug), join(root, '_lib')];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const file of filesUnder(dir)) hash.update('\0').update(relative(root, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function readManifest(root: string): Record<string, string> {
  const file = join(root, MANIFEST_FILE);
  if (!existsSync(file)) return {};
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** One slug per line, sorted, so branches that add problems merge cleanly. */
export function writeManifest(root: string, entries: Record<string, string>): void {
  const lines = Object.keys(entries)
    .sort()
    .map((slug) => `  ${JSON.stringify(slug)}: ${JSON.stringify(entries[slug])}`);
  writeFileSync(join(root, MANIFEST_FILE), `{\n${lines.join(',\n')}\n}\n`);
}
