import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  ContentError,
  type CourseFileQuestion,
  CourseFileSchema,
  loadCourseFiles,
  loadProblemLinks,
  matchProblemSlug,
} from './course-content';
import { linksOf, toCsv } from './service';

const contentDir = loadConfig({}).contentDir;

describe('content/sheets', () => {
  const courses = loadCourseFiles(contentDir);
  const bySlug = new Map(courses.map((c) => [c.slug, c]));
  const count = (slug: string) => bySlug.get(slug)?.days.reduce((n, d) => n + d.questions.length, 0);

  it('is found at <repo>/content by default and can be moved with CONTENT_DIR', () => {
    expect(contentDir).toMatch(/\/content$/);
    expect(loadConfig({ CONTENT_DIR: '/srv/ck-content' }).contentDir).toBe('/srv/ck-content');
  });

  it('holds the three courses, valid and in order', () => {
    expect(courses.map((c) => c.slug)).toEqual(['data-structures', 'lovebabbar', 'fullstack']);
    expect(count('data-structures')).toBe(191);
    expect(bySlug.get('data-structures')?.days).toHaveLength(27);
    expect(count('lovebabbar')).toBe(448);
    expect(bySlug.get('lovebabbar')?.days).toHaveLength(15);
    expect(bySlug.get('data-structures')).toMatchObject({
      name: 'DSA Placement Preparation',
      level: 'Intermediate',
      skills: ['Arrays', 'Graphs', 'DP', 'Trees'],
      problemCountLabel: '180+ Problems',
    });
    expect(bySlug.get('lovebabbar')).toMatchObject({
      level: 'All Levels',
      skills: ['Arrays', 'Strings', 'Recursion', 'DP'],
      problemCountLabel: '450 Problems',
    });
  });

  it('gives every question a difficulty', () => {
    for (const course of courses) {
      for (const q of course.days.flatMap((d) => d.questions)) {
        expect(q.difficulty, `${course.slug}/${q.key}`).not.toBeNull();
      }
    }
  });

  it("says where each Love Babbar difficulty comes from, naming a judge only on that judge's problem link", () => {
    const questions = bySlug.get('lovebabbar')?.days.flatMap((d) => d.questions) ?? [];
    const tally: Record<string, number> = {};
    for (const q of questions) {
      const where = `lovebabbar/${q.key}`;
      expect(['Easy', 'Medium', 'Hard'], where).toContain(q.difficulty);
      expect(['leetcode', 'geeksforgeeks', 'judged'], where).toContain(q.difficultySource);
      if (q.difficultySource === 'leetcode') {
        expect(q.links.practice, where).toMatch(/^https:\/\/(www\.)?leetcode\.com\/problems\/[a-z0-9-]+/);
      }
      if (q.difficultySource === 'geeksforgeeks') {
        expect(q.links.practice, where).toMatch(/^https:\/\/(www\.|practice\.)?geeksforgeeks\.org\/problems\/[^/]+/);
      }
      tally[q.difficultySource ?? 'none'] = (tally[q.difficultySource ?? 'none'] ?? 0) + 1;
    }
    // The counts content/sheets/README.md reports (scripts/assign-lovebabbar-difficulty.mjs).
    expect(tally).toEqual({ leetcode: 28, geeksforgeeks: 227, judged: 193 });
  });

  it('gives every link as an absolute https URL or an internal route', () => {
    for (const course of courses) {
      for (const q of course.days.flatMap((d) => d.questions)) {
        for (const value of Object.values(q.links)) {
          if (value) expect(value, `${course.slug}/${q.key}`).toMatch(/^(https?:\/\/\S+|\/[a-z0-9/-]+)$/);
        }
      }
    }
  });

  it('has a Full Stack course of 12 days, 5 to 8 items each, each with a reading and a task', () => {
    const fullstack = bySlug.get('fullstack');
    expect(fullstack?.name).toBe('Full Stack Development');
    expect(fullstack?.days).toHaveLength(12);
    for (const day of fullstack?.days ?? []) {
      expect(day.questions.length).toBeGreaterThanOrEqual(5);
      expect(day.questions.length).toBeLessThanOrEqual(8);
      for (const q of day.questions) {
        expect(q.links.article).toMatch(/^https:\/\//);
        expect(q.task?.length).toBeGreaterThan(20);
        expect(q.difficulty).not.toBeNull();
      }
    }
  });
});

describe('course file difficulty sources', () => {
  type Question = { key: string; difficulty: string | null; difficultySource?: string; practice: string | null };
  const sheet = (...questions: Question[]) => ({
    slug: 's',
    name: 'S',
    title: 'S',
    level: 'All Levels',
    source: { name: 'x' },
    days: [
      {
        dayNumber: 1,
        dayTitle: 'Day',
        questions: questions.map(({ practice, ...q }) => ({ ...q, title: q.key, links: { practice } })),
      },
    ],
  });
  const issues = (...questions: Question[]) => {
    const parsed = CourseFileSchema.safeParse(sheet(...questions));
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  const lc = 'https://leetcode.com/problems/two-sum/';
  const gfg = 'https://practice.geeksforgeeks.org/problems/kadanes-algorithm/0';

  it('accepts judges on their own problem links and judgements on any link', () => {
    expect(
      issues(
        { key: 'a', difficulty: 'Easy', difficultySource: 'leetcode', practice: lc },
        { key: 'b', difficulty: 'Medium', difficultySource: 'geeksforgeeks', practice: gfg },
        { key: 'c', difficulty: 'Hard', difficultySource: 'judged', practice: gfg },
        { key: 'd', difficulty: 'Easy', difficultySource: 'judged', practice: null },
      ),
    ).toEqual([]);
    expect(issues({ key: 'a', difficulty: null, practice: lc })).toEqual([]);
  });

  it('rejects a judge named on another site, an article or a look-alike link', () => {
    expect(issues({ key: 'a', difficulty: 'Easy', difficultySource: 'leetcode', practice: gfg })).toEqual([
      'days.0.questions.0.difficultySource: difficultySource "leetcode" needs a leetcode.com/problems/… practice link',
    ]);
    expect(issues({ key: 'a', difficulty: 'Easy', difficultySource: 'geeksforgeeks', practice: lc })).toHaveLength(1);
    expect(
      issues({
        key: 'a',
        difficulty: 'Easy',
        difficultySource: 'geeksforgeeks',
        practice: 'https://www.geeksforgeeks.org/kadane/',
      }),
    ).toHaveLength(1);
    expect(
      issues({
        key: 'a',
        difficulty: 'Easy',
        difficultySource: 'leetcode',
        practice: 'https://evil.example/leetcode.com/problems/x',
      }),
    ).toHaveLength(1);
  });

  it('rejects a source without a difficulty, and a sourced sheet with a question left unsourced', () => {
    expect(issues({ key: 'a', difficulty: null, difficultySource: 'judged', practice: null })).toHaveLength(1);
    expect(
      issues(
        { key: 'a', difficulty: 'Easy', difficultySource: 'judged', practice: null },
        { key: 'b', difficulty: 'Easy', practice: null },
      ),
    ).toEqual(['days.0.questions.1.difficultySource: every question of this sheet needs a difficulty and a difficultySource']);
  });
});

describe('matchProblemSlug', () => {
  const q = (practice: string | null, altPractice?: string): CourseFileQuestion => ({
    key: 'k',
    title: 't',
    difficulty: null,
    links: { article: null, youtube: null, practice, altPractice },
  });
  const known = new Set(['two-sum', 'sort-colors']);

  it('matches LeetCode problem links whose slug is in the library', () => {
    expect(matchProblemSlug(q('https://leetcode.com/problems/two-sum/'), known)).toBe('two-sum');
    expect(matchProblemSlug(q('https://www.leetcode.com/problems/sort-colors/description/'), known)).toBe('sort-colors');
    expect(matchProblemSlug(q('https://leetcode.com/problems/two-sum'), known)).toBe('two-sum');
    expect(matchProblemSlug(q('https://gfg.org/x', 'https://leetcode.com/problems/two-sum/?tab=1'), known)).toBe('two-sum');
  });

  it('ignores other sites, other problems and look-alike slugs', () => {
    expect(matchProblemSlug(q('https://leetcode.com/problems/three-sum/'), known)).toBeNull();
    expect(matchProblemSlug(q('https://leetcode.com/problems/two-sum-ii/'), known)).toBeNull();
    expect(matchProblemSlug(q('https://evil.example/leetcode.com/problems/two-sum/'), known)).toBeNull();
    expect(matchProblemSlug(q(null), known)).toBeNull();
  });

  it('exposes a linked question as our problem page, keeping the external link', () => {
    const row = { article: 'a', youtube: null, practice: 'https://leetcode.com/problems/two-sum/', altPractice: null };
    expect(linksOf({ ...row, problemSlug: 'two-sum' })).toEqual({
      article: 'a',
      youtube: null,
      practice: '/problems/two-sum',
      externalPractice: 'https://leetcode.com/problems/two-sum/',
    });
    expect(linksOf({ ...row, problemSlug: null })).toEqual({ article: 'a', youtube: null, practice: row.practice });
  });
});

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'two\nlines', '=1+1', '+x', '@y', '-z', 'plain 1-2']])).toBe(
      'a,"b,c","say ""hi""","two\nlines",\'=1+1,\'+x,\'@y,\'-z,plain 1-2\r\n',
    );
    expect(toCsv([['=A1,B1']])).toBe('"\'=A1,B1"\r\n');
    expect(toCsv([['x'], ['y']])).toBe('x\r\ny\r\n');
  });
});

describe('problem-links', () => {
  const question = (key: string, practice: string | null): CourseFileQuestion => ({
    key,
    title: key,
    difficulty: 'Easy',
    links: { article: null, youtube: null, practice },
  });

  function withLinks(files: Record<string, unknown>, check: (dir: string) => void) {
    const dir = mkdtempSync(join(tmpdir(), 'ck-links-'));
    try {
      mkdirSync(join(dir, 'sheets', 'problem-links'), { recursive: true });
      for (const [name, body] of Object.entries(files))
        writeFileSync(join(dir, 'sheets', 'problem-links', name), JSON.stringify(body));
      check(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('links a GeeksforGeeks question to the library problem a links file names, when that problem exists', () => {
    withLinks(
      { 'a.json': { lovebabbar: { 'kadanes-algo': 'maximum-subarray' } }, 'b.json': { lovebabbar: { other: 'gone' } } },
      (dir) => {
        const linked = loadProblemLinks(dir).get('lovebabbar');
        const known = new Set(['maximum-subarray', 'two-sum']);
        const gfg = 'https://www.geeksforgeeks.org/problems/kadanes-algorithm-1587115620/1';
        expect(matchProblemSlug(question('kadanes-algo', gfg), known, linked)).toBe('maximum-subarray');
        expect(matchProblemSlug(question('other', gfg), known, linked)).toBeNull(); // named problem not in the library
        // a LeetCode link to a problem we have wins
        expect(matchProblemSlug(question('kadanes-algo', 'https://leetcode.com/problems/two-sum/'), known, linked)).toBe(
          'two-sum',
        );
      },
    );
  });

  it('refuses one question linked to two different problems, and a bad slug', () => {
    withLinks({ 'a.json': { lovebabbar: { q: 'one' } }, 'b.json': { lovebabbar: { q: 'two' } } }, (dir) => {
      expect(() => loadProblemLinks(dir)).toThrow(ContentError);
    });
    withLinks({ 'a.json': { lovebabbar: { q: 'Not A Slug' } } }, (dir) => {
      expect(() => loadProblemLinks(dir)).toThrow(/a problem slug/);
    });
  });
});
