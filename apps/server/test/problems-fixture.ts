import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverPackageRoot } from '../src/lib/package-root';

export const REAL_CONTENT_DIR = join(serverPackageRoot(), '../../content');
export const FIXTURE_SLUGS = ['two-sum', 'valid-parentheses', 'min-stack', 'maximum-depth-of-binary-tree'] as const;

function editJson(file: string, edit: (value: Record<string, unknown>) => unknown) {
  const value = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, JSON.stringify(edit(value) ?? value, null, 2));
}

/**
 * A small content folder: four library problems copied from content/problems (two-sum's hidden tests
 * cut to 12 for speed; titles changed so LIKE wildcards can be tested: `Valid 100% Parentheses`,
 * `Min_Stack`, which is also premium) and a one-day sheet whose first question links two-sum.
 */
export function createProblemsFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ck-problems-'));
  for (const slug of FIXTURE_SLUGS) {
    // tests.large.json (built locally by content:large) is left out: these tests judge with the small cases
    cpSync(join(REAL_CONTENT_DIR, 'problems', slug), join(dir, 'problems', slug), {
      recursive: true,
      filter: (src) => !src.endsWith('tests.large.json'),
    });
  }
  const problem = (slug: string, file = 'problem.json') => join(dir, 'problems', slug, file);
  editJson(problem('two-sum', 'tests.json'), (tests) => (tests as unknown as unknown[]).slice(0, 12));
  editJson(problem('valid-parentheses'), (p) => ({ ...p, title: 'Valid 100% Parentheses' }));
  editJson(problem('min-stack'), (p) => ({ ...p, title: 'Min_Stack', premium: true }));
  mkdirSync(join(dir, 'sheets'));
  writeFileSync(
    join(dir, 'sheets', 'mini.json'),
    JSON.stringify({
      slug: 'mini',
      name: 'Mini Sheet',
      title: 'A tiny sheet for tests',
      description: 'One day.',
      level: 'Beginner',
      skills: ['Arrays'],
      problemCountLabel: '2 Problems',
      color: 'indigo',
      source: { name: 'test', url: null, notes: '' },
      days: [
        {
          dayNumber: 1,
          dayTitle: 'Arrays',
          questions: [
            {
              key: 'two-sum',
              title: 'Two Sum',
              difficulty: 'Easy',
              links: { article: null, youtube: null, practice: 'https://leetcode.com/problems/two-sum/' },
            },
            {
              key: 'other',
              title: 'Something else',
              difficulty: 'Easy',
              links: { article: null, youtube: null, practice: null },
            },
          ],
        },
      ],
    }),
  );
  return dir;
}
