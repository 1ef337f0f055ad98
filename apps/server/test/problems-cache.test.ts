import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_REFRESH_MS, createProblemCache } from '../src/modules/problems/problem-cache';
import type { ProblemRow } from '../src/modules/problems/problem-repository';
import { seedProblems } from '../src/modules/problems/seed-problems';
import { etagMatches } from '../src/modules/problems/shared-answers';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { createProblemsFixture } from './problems-fixture';

describe('problem list and page served from memory', () => {
  let t: TestApp;
  let dir: string;
  let asha: Record<string, string>;

  beforeAll(async () => {
    dir = createProblemsFixture();
    t = await buildTestApp('pglite', { CONTENT_DIR: dir });
    asha = { cookie: (await devSignIn(t.app, 'Asha', 'asha@example.com')).cookie };
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it.each(['/api/problems?page=1&limit=50', '/api/problems/two-sum'])(
    'answers guests with an ETag and 304 when it still matches (%s)',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);

      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);

      // a signed-in viewer (nothing solved) gets the same bytes through the serializer, never cached
      const signedIn = await get(url, { ...asha, 'if-none-match': etag });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers.etag).toBeUndefined();
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
      expect(signedIn.body).toBe(first.body);
    },
  );

  it('shows a re-seed at once, called straight on the seeding function', async () => {
    const before = await get('/api/problems/two-sum');
    const listBefore = await get('/api/problems');
    writeFileSync(join(dir, 'problems/two-sum/statement.md'), 'Cached *no more*.\n');
    await seedProblems(t.database.db, { contentDir: dir });
    const after = await get('/api/problems/two-sum', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().problem.description).toBe('<p>Cached <em>no more</em>.</p>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // the list did not change: same bytes, same ETag
    const listAfter = await get('/api/problems', { 'if-none-match': String(listBefore.headers.etag) });
    expect(listAfter.statusCode).toBe(304);
  });

  it('answers 404 for an unknown problem, guest or not', async () => {
    expect((await get('/api/problems/nope')).statusCode).toBe(404);
    expect((await get('/api/problems/nope', asha)).statusCode).toBe(404);
  });
});

describe('the problem cache', () => {
  const row = (slug: string, order: number, counts: { submissionCount: number; acceptedCount: number }) =>
    ({
      id: `id-${slug}`,
      slug,
      title: slug,
      difficulty: 'Easy',
      difficultyRank: 1,
      topics: [],
      order,
      premium: false,
      ...counts,
    }) as unknown as ProblemRow;
  const filter = { page: 1, limit: 10, sortBy: 'acceptanceRate' as const, topics: [] };

  it('moves counters at once for a stored submission and re-reads them from the database periodically', async () => {
    let clock = 0;
    const db = { a: { submissionCount: 0, acceptedCount: 0 }, b: { submissionCount: 0, acceptedCount: 0 } };
    let loads = 0;
    let counterReads = 0;
    const cache = createProblemCache(
      {
        listActive: async () => {
          loads += 1;
          return [row('a', 1, { ...db.a }), row('b', 2, { ...db.b })];
        },
        counters: async () => {
          counterReads += 1;
          return Object.entries(db).map(([slug, c]) => ({ id: `id-${slug}`, ...c }));
        },
      },
      () => clock,
    );
    const stats = async () =>
      (await cache.list(filter, new Set())).rows.map((r) => [r.slug, r.submissionCount, r.acceptedCount, r.acceptanceRate]);
    expect(await stats()).toEqual([
      ['a', 0, 0, 0],
      ['b', 0, 0, 0],
    ]);
    const v0 = await cache.version();

    // this process stored an Accepted submission for b: shown (and sorted) without a query
    db.b = { submissionCount: 1, acceptedCount: 1 };
    cache.countSubmission('id-b', true);
    expect(await stats()).toEqual([
      ['b', 1, 1, 100],
      ['a', 0, 0, 0],
    ]);
    expect(await cache.version()).toBeGreaterThan(v0);
    expect([loads, counterReads]).toEqual([1, 0]);

    // another process stored two for a (one Accepted): seen once the refresh interval has passed
    db.a = { submissionCount: 2, acceptedCount: 1 };
    expect((await stats())[1]).toEqual(['a', 0, 0, 0]);
    clock += COUNTER_REFRESH_MS;
    expect(await stats()).toEqual([
      ['b', 1, 1, 100],
      ['a', 2, 1, 50],
    ]);
    expect([loads, counterReads]).toEqual([1, 1]);
  });
});

describe('If-None-Match', () => {
  it('compares weakly and understands lists and *', () => {
    expect(etagMatches('W/"x"', 'W/"x"')).toBe(true);
    expect(etagMatches('"x"', 'W/"x"')).toBe(true);
    expect(etagMatches('"a", W/"x"', 'W/"x"')).toBe(true);
    expect(etagMatches('*', 'W/"x"')).toBe(true);
    expect(etagMatches('W/"y"', 'W/"x"')).toBe(false);
    expect(etagMatches(undefined, 'W/"x"')).toBe(false);
  });
});
