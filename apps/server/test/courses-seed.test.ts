import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Course } from '@codingkaro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../src/lib/domain-events';
import { ContentError } from '../src/modules/courses/course-content';
import { seedCourses } from '../src/modules/courses/seed-courses';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { databaseKinds, openTestDatabase } from './databases';

const link = (practice: string | null, altPractice?: string) => ({
  article: null,
  youtube: null,
  practice,
  ...(altPractice && { altPractice }),
});

interface FixtureQuestion {
  key: string;
  title: string;
  difficulty: 'Easy' | 'Medium' | 'Hard' | null;
  links: ReturnType<typeof link>;
  task?: string;
}
interface FixtureDay {
  dayNumber: number;
  dayTitle: string;
  questions: FixtureQuestion[];
}

function fixtureCourse(): { slug: string; days: FixtureDay[]; [field: string]: unknown } {
  return {
    slug: 'mini',
    name: 'Mini Sheet',
    title: 'A tiny sheet for tests',
    description: 'Three days.',
    level: 'Beginner',
    skills: ['Arrays'],
    problemCountLabel: '5 Problems',
    color: 'indigo',
    source: { name: 'test', url: null, notes: '' },
    days: [
      {
        dayNumber: 1,
        dayTitle: 'Arrays',
        questions: [
          { key: 'two-sum', title: 'Two Sum', difficulty: 'Easy', links: link('https://leetcode.com/problems/two-sum/') },
          {
            key: 'pair-sum',
            title: 'Pair with given sum',
            difficulty: null,
            links: link(
              'https://practice.geeksforgeeks.org/problems/pair-sum/1',
              'https://leetcode.com/problems/two-sum/description/',
            ),
          },
          {
            key: 'not-in-library',
            title: 'Not in library',
            difficulty: 'Hard',
            links: link('https://leetcode.com/problems/trapping-rain-water/'),
          },
        ],
      },
      {
        dayNumber: 2,
        dayTitle: 'Strings',
        questions: [
          { key: 'reverse', title: 'Reverse a string', difficulty: 'Easy', links: link(null), task: 'Do it in place.' },
        ],
      },
      {
        dayNumber: 3,
        dayTitle: 'Graphs',
        questions: [{ key: 'bfs', title: 'BFS', difficulty: 'Medium', links: link(null) }],
      },
    ],
  };
}

describe.each(databaseKinds)('course seeding and library links (%s)', (kind) => {
  let t: TestApp;
  let dir: string;
  let user: { cookie: string };
  let userId: string;

  const writeCourse = (course: object, file = 'mini.json') => writeFileSync(join(dir, 'sheets', file), JSON.stringify(course));
  const getMini = async (headers: Record<string, string> = user) => {
    const response = await t.app.inject({ url: '/codingkaro/courses/mini', headers });
    expect(response.statusCode).toBe(200);
    return response.json().data as Course;
  };
  const byKey = (c: Course) => new Map(c.days.flatMap((d) => d.questions.map((q) => [q.key, { ...q, day: d.dayNumber }])));
  const reseed = () => seedCourses(t.database.db, { contentDir: dir });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ck-content-'));
    mkdirSync(join(dir, 'sheets'));
    mkdirSync(join(dir, 'problems/two-sum'), { recursive: true });
    writeFileSync(join(dir, 'problems/two-sum/problem.json'), '{}');
    mkdirSync(join(dir, 'problems/trapping-rain-water')); // a folder without problem.json is not a problem
    writeCourse(fixtureCourse());
    t = await buildTestApp(kind, { CONTENT_DIR: dir });
    user = { cookie: (await devSignIn(t.app, 'Seed', 'seed@example.com')).cookie };
    userId = (await t.app.inject({ url: '/api/auth/current-user', headers: user })).json().user.id;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('links sheet questions to library problems by their LeetCode practice links', async () => {
    const q = byKey(await getMini());
    expect(q.get('two-sum')).toMatchObject({
      problemSlug: 'two-sum',
      links: { practice: '/problems/two-sum', externalPractice: 'https://leetcode.com/problems/two-sum/' },
    });
    expect(q.get('pair-sum')).toMatchObject({
      problemSlug: 'two-sum',
      links: {
        practice: '/problems/two-sum',
        externalPractice: 'https://practice.geeksforgeeks.org/problems/pair-sum/1',
        altPractice: 'https://leetcode.com/problems/two-sum/description/',
      },
    });
    expect(q.get('not-in-library')?.problemSlug).toBeUndefined();
    expect(q.get('not-in-library')?.links).toEqual({
      article: null,
      youtube: null,
      practice: 'https://leetcode.com/problems/trapping-rain-water/',
    });
    expect(q.get('reverse')?.task).toBe('Do it in place.');
  });

  it('an Accepted problem.submitted completes every sheet question of that problem, keeping notes, and announces each', async () => {
    const c = await getMini();
    const pair = byKey(c).get('pair-sum');
    const twoSum = byKey(c).get('two-sum');
    if (!pair || !twoSum) throw new Error('fixture');
    await t.app.inject({
      method: 'PUT',
      url: `/codingkaro/courses/${c._id}/days/1/questions/${pair.id}`,
      headers: user,
      payload: { notes: 'hash map' },
    });
    const completed: DomainEvents['sheet-question.completed'][] = [];
    t.app.events.on('sheet-question.completed', (event) => {
      completed.push(event);
    });
    const at = new Date('2026-03-01T18:30:00Z');
    const submitted = (accepted: boolean, problemSlug = 'two-sum') =>
      t.app.events.emit('problem.submitted', { userId, problemSlug, accepted, at, timeZone: 'Asia/Kolkata' });

    await submitted(false);
    expect((await getMini()).completedQuestions).toBe(0);
    await submitted(true);
    expect(completed.map((e) => e.questionId).sort()).toEqual([pair.id, twoSum.id].sort());
    expect(completed[0]).toMatchObject({ userId, at, timeZone: 'Asia/Kolkata' });
    await submitted(true);
    await submitted(true, 'unknown-problem');
    expect(completed).toHaveLength(2);

    const after = await getMini();
    expect(after.completedQuestions).toBe(2);
    expect(byKey(after).get('two-sum')?.status).toBe(true);
    expect(byKey(after).get('pair-sum')).toMatchObject({ status: true, notes: 'hash map' });
    const other = await getMini({});
    expect(other.completedQuestions).toBe(0);
  });

  it('re-seeding keeps ids and progress through edits, reordering, removal and return', async () => {
    const before = byKey(await getMini());
    const c = await getMini();
    const bfs = before.get('bfs');
    if (!bfs) throw new Error('fixture');
    await t.app.inject({
      method: 'PUT',
      url: `/codingkaro/courses/${c._id}/days/3/questions/${bfs.id}`,
      headers: user,
      payload: { forRevision: true },
    });

    expect(await reseed()).toEqual({ seeded: [], unchanged: ['mini'], retired: [] });

    // Reorder day 1, rename a question, move `reverse` to day 1, drop day 3 (and `bfs`), add one.
    const edited = fixtureCourse();
    const [day1, day2] = edited.days as [FixtureDay, FixtureDay];
    day1.questions.reverse();
    day1.questions.push(...day2.questions.splice(0, 1));
    const twoSum = day1.questions.find((q) => q.key === 'two-sum');
    if (twoSum) twoSum.title = 'Two Sum (hash map)';
    day2.questions.push({ key: 'palindrome', title: 'Palindrome', difficulty: 'Easy', links: link(null) });
    edited.days = [day1, day2];
    writeCourse(edited);
    expect((await reseed()).seeded).toEqual(['mini']);

    const moved = await getMini();
    const after = byKey(moved);
    expect(moved.days.map((d) => d.dayNumber)).toEqual([1, 2]);
    expect(moved.days[0]?.questions.map((q) => q.key)).toEqual(['not-in-library', 'pair-sum', 'two-sum', 'reverse']);
    expect(after.get('two-sum')).toMatchObject({ id: before.get('two-sum')?.id, title: 'Two Sum (hash map)', status: true });
    expect(after.get('pair-sum')).toMatchObject({ id: before.get('pair-sum')?.id, status: true, notes: 'hash map' });
    expect(after.get('reverse')).toMatchObject({ id: before.get('reverse')?.id, day: 1 });
    expect(after.has('bfs')).toBe(false);
    expect(after.get('palindrome')?.day).toBe(2);
    expect(moved.totalQuestions).toBe(5);
    const revision = (await t.app.inject({ url: '/api/courses/revision', headers: user })).json().data;
    expect(revision).toEqual([]);
    const gone = await t.app.inject({
      method: 'PUT',
      url: `/codingkaro/courses/${c._id}/days/3/questions/${bfs.id}`,
      headers: user,
      payload: { status: true },
    });
    expect(gone.statusCode).toBe(404);

    // The removed question comes back with its id and progress.
    writeCourse(fixtureCourse());
    await reseed();
    const restored = byKey(await getMini());
    expect(restored.get('bfs')).toMatchObject({ id: bfs.id, forRevision: true, day: 3 });
    expect(restored.get('reverse')?.day).toBe(2);
    expect((await getMini())._id).toBe(c._id);
  });

  it('retires a course whose file disappears, and brings it back', async () => {
    unlinkSync(join(dir, 'sheets/mini.json'));
    expect((await reseed()).retired).toEqual(['mini']);
    expect((await t.app.inject({ url: '/codingkaro/courses/mini' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/courses' })).json().data).toEqual([]);
    writeCourse(fixtureCourse());
    expect((await reseed()).seeded).toEqual(['mini']);
    expect((await getMini()).completedQuestions).toBe(2);
  });

  it('seeds once when two processes start together: the second waits for the lock and finds it unchanged', async () => {
    const edited = fixtureCourse();
    edited.title = 'Edited while two servers start';
    writeCourse(edited);
    const results = await Promise.all([reseed(), reseed()]);
    expect(results.map((r) => [r.seeded, r.unchanged]).sort()).toEqual([
      [[], ['mini']],
      [['mini'], []],
    ]);
    expect((await getMini()).title).toBe('Edited while two servers start');
    writeCourse(fixtureCourse());
    expect((await reseed()).seeded).toEqual(['mini']);
  });

  it('at start-up an earlier version keeps being served while the re-seed runs later; an empty database is seeded at once', async () => {
    const edited = fixtureCourse();
    edited.title = 'Edited before a restart';
    writeCourse(edited);
    let later: (() => Promise<unknown>) | undefined;
    const result = await seedCourses(t.database.db, { contentDir: dir, defer: (seed) => (later = seed) });
    expect(result).toEqual({ seeded: [], unchanged: [], retired: [], deferred: true });
    expect((await getMini()).title).toBe('A tiny sheet for tests');
    expect(await later?.()).toMatchObject({ seeded: ['mini'] });
    expect((await getMini()).title).toBe('Edited before a restart'); // the course cache was rebuilt
    writeCourse(fixtureCourse());
    expect((await reseed()).seeded).toEqual(['mini']);

    const empty = await openTestDatabase(kind);
    try {
      const first = await seedCourses(empty.db, {
        contentDir: dir,
        defer: () => {
          throw new Error('an empty database must not wait for its content');
        },
      });
      expect(first.seeded).toEqual(['mini']);
    } finally {
      await empty.close();
    }
  }, 180_000); // a second fresh database (PGlite: initdb) takes seconds on a loaded machine

  it('changes nothing when the sheets folder is missing (a wrong CONTENT_DIR)', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'ck-empty-'));
    try {
      expect(await seedCourses(t.database.db, { contentDir: empty })).toEqual({ seeded: [], unchanged: [], retired: [] });
      expect((await getMini()).completedQuestions).toBe(2);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('refuses a malformed course file with a message naming it', async () => {
    const broken = fixtureCourse();
    broken.days[1]?.questions.push({ key: 'two-sum', title: 'Again', difficulty: 'Easy', links: link(null) });
    writeCourse(broken, 'broken.json');
    try {
      await expect(reseed()).rejects.toThrow(ContentError);
      await expect(reseed()).rejects.toThrow(/content\/sheets\/broken\.json is invalid:[\s\S]*duplicate key two-sum/);
    } finally {
      unlinkSync(join(dir, 'sheets/broken.json'));
    }
  });
});
