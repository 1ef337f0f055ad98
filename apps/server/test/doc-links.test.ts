import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The docs are a map (docs/ARCHITECTURE.md) pointing at READMEs beside the code and at ADRs: a moved
 * or renamed file must not leave a link to nowhere.
 */
const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report', 'coverage']);
// content/problems holds one folder per problem (hundreds), none with a README
const SKIP_PATHS = new Set([join(REPO_ROOT, 'content', 'problems')]);

function markdownFiles(dir: string, onlyReadmes: boolean): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (SKIP_DIRS.has(name) || SKIP_PATHS.has(path)) continue;
    if (statSync(path).isDirectory()) found.push(...markdownFiles(path, onlyReadmes));
    else if (onlyReadmes ? name === 'README.md' : name.endsWith('.md')) found.push(path);
  }
  return found;
}

const documents = [
  join(REPO_ROOT, 'README.md'),
  ...markdownFiles(join(REPO_ROOT, 'docs'), false),
  ...['apps', 'packages', 'content', 'e2e', 'bench'].flatMap((dir) => markdownFiles(join(REPO_ROOT, dir), true)),
];

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsIn(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1] ?? '')));
}

interface Link {
  from: string;
  target: string;
}

function relativeLinks(file: string): Link[] {
  // fenced code and code spans hold diagrams and examples, not links
  const text = readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  const links: Link[] = [];
  for (const match of text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('#')) continue;
    links.push({ from: file, target });
  }
  return links;
}

describe('documentation links', () => {
  it('finds the map, the ADRs and the module READMEs', () => {
    const names = documents.map((file) => relative(REPO_ROOT, file));
    expect(names).toContain('docs/ARCHITECTURE.md');
    expect(names).toContain('apps/server/src/modules/problems/README.md');
    expect(names).toContain('packages/judge/README.md');
    expect(names.filter((name) => name.startsWith('docs/decisions/0')).length).toBeGreaterThan(5);
  });

  it('every relative link points at an existing file, and every anchor at a heading in it', () => {
    const broken: string[] = [];
    for (const { from, target } of documents.flatMap(relativeLinks)) {
      const [path = '', anchor] = target.split('#');
      const resolved = path ? resolve(dirname(from), decodeURIComponent(path)) : from;
      if (!existsSync(resolved)) {
        broken.push(`${relative(REPO_ROOT, from)}: ${target} (no such file)`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchorsIn(resolved).has(anchor)) {
        broken.push(`${relative(REPO_ROOT, from)}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('keeps the architecture map short and indexes every decision', () => {
    const map = readFileSync(join(REPO_ROOT, 'docs', 'ARCHITECTURE.md'), 'utf8');
    expect(map.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
    const decisions = readdirSync(join(REPO_ROOT, 'docs', 'decisions')).filter((name) => /^\d{3}-.+\.md$/.test(name));
    const index = readFileSync(join(REPO_ROOT, 'docs', 'decisions', 'README.md'), 'utf8');
    for (const name of decisions) {
      expect(map, `docs/ARCHITECTURE.md lists ${name}`).toContain(`(decisions/${name})`);
      expect(index, `docs/decisions/README.md lists ${name}`).toContain(`(${name})`);
    }
  });
});
