import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROBLEM_TOPICS, type ProblemDetail, type ProblemListItem } from '@codingkaro/contracts';
import { DEFAULT_LIMITS, QueueFullError, type Runner, RunnerClosedError } from '@codingkaro/runner';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLVED_CACHE_TTL_MS } from '../src/modules/problems';
import { invalidateProblemCaches } from '../src/modules/problems/problem-cache-generation';
import { seedProblems } from '../src/modules/problems/seed-problems';
import { problems, submissions } from '../src/modules/problems/tables';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { databaseKinds } from './databases';
import { createProblemsFixture, FIXTURE_SLUGS, REAL_CONTENT_DIR } from './problems-fixture';

type Headers = Record<string, string>;
const LOGIN_TO_RUN = 'You need to be logged in to run code and submit solutions.';

describe.each(databaseKinds)('problem library (%s)', (kind) => {
  let t: TestApp;
  let dir: string;
  let asha: Headers;
  let ashaId: string;
  let ravi: Headers;

  const list = async (query = '', headers: Headers = {}) => {
    const response = await t.app.inject({ url: `/api/problems${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { problems: ProblemListItem[]; totalPages: number; total: number; page: number };
  };
  const slugs = async (query = '') => (await list(query)).problems.map((p) => p.slug);
  const detail = async (slug: string, headers: Headers = {}) => {
    const response = await t.app.inject({ url: `/api/problems/${slug}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().problem as ProblemDetail;
  };
  const reseed = () => seedProblems(t.database.db, { contentDir: dir });

  beforeAll(async () => {
    dir = createProblemsFixture();
    t = await buildTestApp(kind, { CONTENT_DIR: dir, JUDGE_RATE_LIMIT_PER_MINUTE: '3' });
    asha = { cookie: (await devSignIn(t.app, 'Asha', 'asha@example.com')).cookie };
    ashaId = (await t.app.inject({ url: '/api/auth/current-user', headers: asha })).json().user.id;
    ravi = { authorization: `Bearer ${(await devSignIn(t.app, 'Ravi', 'ravi@example.com')).token}` };
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists the seeded problems in content order with paging', async () => {
    const all = await list();
    expect(all.problems.map((p) => p.slug)).toEqual([...FIXTURE_SLUGS].sort((a, b) => order(a) - order(b)));
    expect(all).toMatchObject({ total: 4, totalPages: 1, page: 1 });
    expect(all.problems[0]).toEqual({
      _id: expect.any(String),
      slug: 'two-sum',
      title: 'Two Sum',
      difficulty: 'Easy',
      topics: ['Array', 'Hash Table'],
      order: 1,
      isSolved: false,
      isPremium: false,
      stats: { acceptanceRate: 0, submissions: 0, accepted: 0 },
    });
    expect(all.problems.find((p) => p.slug === 'min-stack')?.isPremium).toBe(true);

    const page2 = await list('?limit=3&page=2');
    expect(page2).toMatchObject({ total: 4, totalPages: 2, page: 2 });
    expect(page2.problems.map((p) => p.slug)).toEqual(['maximum-depth-of-binary-tree']);
    expect((await list('?limit=3&page=5')).problems).toEqual([]);
    expect((await t.app.inject({ url: '/api/problems?limit=500' })).statusCode).toBe(400);
  });

  it('filters by difficulty and by all selected topics', async () => {
    expect(await slugs('?difficulty=Medium')).toEqual(['min-stack']);
    expect(await slugs('?difficulty=Easy')).toEqual(['two-sum', 'valid-parentheses', 'maximum-depth-of-binary-tree']);
    expect(await slugs('?topics=Stack')).toEqual(['valid-parentheses', 'min-stack']);
    expect(await slugs(`?topics=${encodeURIComponent('String,Stack')}`)).toEqual(['valid-parentheses']);
    expect(await slugs(`?topics=${encodeURIComponent('Tree, Breadth-First Search')}`)).toEqual(['maximum-depth-of-binary-tree']);
    expect(await slugs('?topics=Tree,Stack')).toEqual([]);
    expect(await slugs('?topics=Stack&difficulty=Easy')).toEqual(['valid-parentheses']);
    const bad = await t.app.inject({ url: '/api/problems?topics=Sorcery' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
    const empty = await list('?difficulty=Hard');
    expect(empty).toMatchObject({ problems: [], total: 0, totalPages: 1 });
  });

  it('searches titles case-insensitively with LIKE wildcards taken literally', async () => {
    expect(await slugs('?search=TWO')).toEqual(['two-sum']);
    expect(await slugs('?search=%20depth%20')).toEqual(['maximum-depth-of-binary-tree']);
    expect(await slugs(`?search=${encodeURIComponent('100%')}`)).toEqual(['valid-parentheses']);
    expect(await slugs(`?search=${encodeURIComponent('%')}`)).toEqual(['valid-parentheses']);
    expect(await slugs('?search=_')).toEqual(['min-stack']);
    expect(await slugs('?search=n_s')).toEqual(['min-stack']);
    expect(await slugs(`?search=${encodeURIComponent('\\')}`)).toEqual([]);
    expect(await slugs('?search=nothing-like-this')).toEqual([]);
  });

  it('sorts by difficulty and by acceptance rate', async () => {
    expect(await slugs('?sortBy=difficulty')).toEqual([
      'two-sum',
      'valid-parentheses',
      'maximum-depth-of-binary-tree',
      'min-stack',
    ]);
    const { db } = t.database;
    await db.update(problems).set({ submissionCount: 4, acceptedCount: 1 }).where(eq(problems.slug, 'two-sum'));
    await db.update(problems).set({ submissionCount: 3, acceptedCount: 2 }).where(eq(problems.slug, 'min-stack'));
    // counters written behind the server's back (as another instance would) are otherwise seen within COUNTER_REFRESH_MS
    invalidateProblemCaches();
    try {
      expect(await slugs('?sortBy=acceptanceRate')).toEqual([
        'min-stack',
        'two-sum',
        'valid-parentheses',
        'maximum-depth-of-binary-tree',
      ]);
      const [minStack] = (await list('?sortBy=acceptanceRate&limit=1')).problems;
      expect(minStack?.stats).toEqual({ acceptanceRate: 66.7, submissions: 3, accepted: 2 });
    } finally {
      await db.update(problems).set({ submissionCount: 0, acceptedCount: 0 });
      invalidateProblemCaches();
    }
  });

  it('serves a problem page: rendered statement, examples, starter code, custom-input sample', async () => {
    const p = await detail('two-sum');
    expect(p).toMatchObject({
      slug: 'two-sum',
      title: 'Two Sum',
      difficulty: 'Easy',
      topics: ['Array', 'Hash Table'],
      isSolved: false,
      isPremium: false,
      editorial: null,
      editorialLocked: true,
      sampleInput: '[2,7,11,15]\n9',
      stats: { acceptanceRate: 0, submissions: 0, accepted: 0 },
    });
    expect(p.description).toMatch(/^<p>/);
    expect(p.description).not.toMatch(/<script/i);
    expect(p.examples[0]).toEqual({
      input: 'nums = [2,7,11,15], target = 9',
      output: '[0,1]',
      explanation: 'nums[0] + nums[1] = 2 + 7 = 9, so the answer is [0, 1].',
    });
    expect(p.constraints).toContain('2 <= nums.length <= 10^4');
    expect(Object.keys(p.starterCode).sort()).toEqual(['c', 'cpp', 'java', 'javascript', 'python']);
    expect(p.starterCode.python).toContain('def twoSum(self, nums: List[int], target: int) -> List[int]:');
    expect(p.starterCode.cpp).toContain('vector<int> twoSum(vector<int>& nums, int target)');

    const design = await detail('min-stack');
    expect(design.sampleInput.split('\n')).toHaveLength(2);
    expect(design.examples[0]?.input.split('\n')[0]).toMatch(/^\["MinStack",/);

    const missing = await t.app.inject({ url: '/api/problems/no-such-problem' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Problem not found', code: 'NOT_FOUND' });
  });

  it('renders fenced code in editorials with a language class once unlocked by an Accepted submission', async () => {
    const locked = await detail('valid-parentheses', asha);
    expect(locked).toMatchObject({ editorial: null, editorialLocked: true, isSolved: false });
    // a Wrong Answer does not unlock it
    const { db } = t.database;
    await db.insert(submissions).values({
      userId: ashaId,
      problemId: locked._id,
      language: 'python',
      code: 'x',
      verdict: 'Wrong Answer',
      testsPassed: 0,
      totalTests: 10,
    });
    expect((await detail('valid-parentheses', asha)).editorialLocked).toBe(true);
    await db.insert(submissions).values({
      userId: ashaId,
      problemId: locked._id,
      language: 'python',
      code: 'y',
      verdict: 'Accepted',
      testsPassed: 10,
      totalTests: 10,
      runtimeMs: 3,
    });
    // written behind the service (as another instance would): her cached solved set shows it within the TTL
    await new Promise((resolve) => setTimeout(resolve, SOLVED_CACHE_TTL_MS + 50));
    const open = await detail('valid-parentheses', asha);
    expect(open).toMatchObject({ isSolved: true, editorialLocked: false });
    expect(open.editorial).toMatch(/<h2|<p>/);
    const source = readFileSync(join(dir, 'problems/valid-parentheses/editorial.md'), 'utf8');
    if (source.includes('```')) expect(open.editorial).toMatch(/<code class="language-/);
    // only for her
    expect((await detail('valid-parentheses', ravi)).editorialLocked).toBe(true);
    expect((await detail('valid-parentheses')).editorialLocked).toBe(true);
    const mine = await list('?topics=Stack', asha);
    expect(mine.problems.map((p) => [p.slug, p.isSolved])).toEqual([
      ['valid-parentheses', true],
      ['min-stack', false],
    ]);
    expect((await list('?topics=Stack', ravi)).problems.every((p) => !p.isSolved)).toBe(true);

    const history = await t.app.inject({ url: '/api/problems/valid-parentheses/submissions', headers: asha });
    expect(history.statusCode).toBe(200);
    expect(history.json().submissions.map((s: { status: string; code: string }) => [s.status, s.code])).toEqual([
      ['Accepted', 'y'],
      ['Wrong Answer', 'x'],
    ]);
    const none = await t.app.inject({ url: '/api/problems/valid-parentheses/submissions', headers: ravi });
    expect(none.json()).toEqual({ success: true, submissions: [] });
    expect((await t.app.inject({ url: '/api/problems/nope/submissions', headers: ravi })).statusCode).toBe(404);
  });

  it('answers guests 401 on run, submit and history with the login message', async () => {
    const body = { problemId: 'two-sum', language: 'python', code: 'class Solution: pass' };
    for (const [method, url] of [
      ['POST', '/api/problems/run'],
      ['POST', '/api/problems/submit'],
      ['GET', '/api/problems/two-sum/submissions'],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: body } : {}) });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ success: false, message: LOGIN_TO_RUN, code: 'UNAUTHORIZED' });
    }
    // even with an invalid body
    const invalid = await t.app.inject({ method: 'POST', url: '/api/problems/submit', payload: { nope: true } });
    expect(invalid.statusCode).toBe(401);
  });

  it('answers 503 when the server has no runner, after validating the request', async () => {
    const run = (payload: object, headers: Headers = ravi) =>
      t.app.inject({ method: 'POST', url: '/api/problems/run', payload, headers });
    const ok = { problemId: 'two-sum', language: 'python', code: 'class Solution: pass' };
    const response = await run(ok);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: 'Code execution is not available on this server.',
      code: 'RUNNER_UNAVAILABLE',
    });
    expect((await run({ ...ok, language: 'cobol' })).statusCode).toBe(400);
    expect((await run({ ...ok, problemId: 'nope' })).statusCode).toBe(404);
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/problems/submit',
      payload: { ...ok, code: '  \n' },
      headers: asha,
    });
    expect(blank.json()).toEqual({ success: false, message: 'Please write some code first!', code: 'BAD_REQUEST' });
  });

  it('rate-limits run and submit per user', async () => {
    const carol = { cookie: (await devSignIn(t.app, 'Carol', 'carol@example.com')).cookie };
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/problems/run', payload: {}, headers: carol });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 429]);
    // another user is not affected
    const dave = { cookie: (await devSignIn(t.app, 'Dave', 'dave@example.com')).cookie };
    expect((await t.app.inject({ method: 'POST', url: '/api/problems/run', payload: {}, headers: dave })).statusCode).toBe(400);
  });

  it('re-seeds idempotently: unchanged problems are skipped, edits applied, removed ones hidden and restored', async () => {
    const before = await detail('two-sum');
    expect(await reseed()).toMatchObject({ seeded: [], unchanged: [...FIXTURE_SLUGS].sort(), retired: [], invalid: [] });

    writeFileSync(join(dir, 'problems/two-sum/statement.md'), 'Find **two** numbers.\n');
    expect((await reseed()).seeded).toEqual(['two-sum']);
    const edited = await detail('two-sum');
    expect(edited._id).toBe(before._id);
    expect(edited.description).toBe('<p>Find <strong>two</strong> numbers.</p>');

    renameSync(join(dir, 'problems/valid-parentheses'), join(dir, 'valid-parentheses.away'));
    expect((await reseed()).retired).toEqual(['valid-parentheses']);
    expect((await t.app.inject({ url: '/api/problems/valid-parentheses' })).statusCode).toBe(404);
    expect(await slugs()).not.toContain('valid-parentheses');
    renameSync(join(dir, 'valid-parentheses.away'), join(dir, 'problems/valid-parentheses'));
    expect((await reseed()).seeded).toEqual(['valid-parentheses']);
    // submissions survived the retirement
    expect((await detail('valid-parentheses', asha)).isSolved).toBe(true);

    // an invalid folder is reported and skipped, nothing else changes
    mkdirSync(join(dir, 'problems/broken-problem'));
    writeFileSync(join(dir, 'problems/broken-problem/problem.json'), '{}');
    cpSync(join(dir, 'problems/two-sum/statement.md'), join(dir, 'problems/broken-problem/statement.md'));
    const result = await reseed();
    expect(result.invalid.map((i) => i.slug)).toEqual(['broken-problem']);
    expect(result.seeded).toEqual([]);
    expect((await list()).total).toBe(4);
    rmSync(join(dir, 'problems/broken-problem'), { recursive: true });

    // a missing problems folder (wrong CONTENT_DIR) changes nothing
    expect(await seedProblems(t.database.db, { contentDir: join(dir, 'nowhere') })).toMatchObject({ retired: [] });
    expect((await list()).total).toBe(4);
  });

  it('skips an unchanged library without reading it; a changed, added or removed folder after that skip is seeded as before', async () => {
    expect((await reseed()).seeded).toEqual([]);
    // a row's hash spoiled behind the seed's back: a seed that read the files would rewrite that row
    await t.database.db.update(problems).set({ contentHash: 'spoiled' }).where(eq(problems.slug, 'valid-parentheses'));
    expect(await reseed()).toMatchObject({ seeded: [], unchanged: [...FIXTURE_SLUGS].sort(), retired: [] });

    writeFileSync(join(dir, 'problems/two-sum/editorial.md'), 'Use a *hash map*.\n');
    expect((await reseed()).seeded).toEqual(['two-sum', 'valid-parentheses']);

    cpSync(join(dir, 'problems/two-sum'), join(dir, 'problems/two-sum-again'), { recursive: true });
    expect((await reseed()).seeded).toEqual(['two-sum-again']);
    expect((await t.app.inject({ url: '/api/problems/two-sum-again' })).statusCode).toBe(200);

    rmSync(join(dir, 'problems/two-sum-again'), { recursive: true });
    expect((await reseed()).retired).toEqual(['two-sum-again']);
    expect((await t.app.inject({ url: '/api/problems/two-sum-again' })).statusCode).toBe(404);
    expect(await reseed()).toMatchObject({ seeded: [], retired: [] });
  });
});

function order(slug: string): number {
  return JSON.parse(readFileSync(join(REAL_CONTENT_DIR, 'problems', slug, 'problem.json'), 'utf8')).order;
}

describe.each(databaseKinds)('the real problem library (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  }, 180_000);
  afterAll(async () => t?.close());

  it('seeds every problem of content/problems, covering all topics and difficulties', async () => {
    const result = await seedProblems(t.database.db, { contentDir: REAL_CONTENT_DIR });
    expect(result.invalid).toEqual([]);
    expect(result.seeded).toEqual([]); // already seeded at start-up, nothing changed
    const folders = result.unchanged.length;
    expect(folders).toBeGreaterThanOrEqual(100);

    const all = (await t.app.inject({ url: '/api/problems?limit=100' })).json();
    expect(all.total).toBe(folders);
    expect(all.totalPages).toBe(Math.ceil(folders / 100));
    const rows = await t.database.db
      .select({ topics: problems.topics, difficulty: problems.difficulty, premium: problems.premium })
      .from(problems);
    // every topic the content uses is filterable, and the content uses (nearly) all of the spec's 20
    const contentTopics = new Set(
      readdirSync(join(REAL_CONTENT_DIR, 'problems'))
        .filter((slug) => existsSync(join(REAL_CONTENT_DIR, 'problems', slug, 'problem.json')))
        .flatMap(
          (slug) => JSON.parse(readFileSync(join(REAL_CONTENT_DIR, 'problems', slug, 'problem.json'), 'utf8')).topics as string[],
        ),
    );
    expect(new Set(rows.flatMap((r) => r.topics))).toEqual(contentTopics);
    expect(contentTopics.size).toBeGreaterThanOrEqual(PROBLEM_TOPICS.length - 1);
    for (const topic of contentTopics) {
      const n = rows.filter((r) => r.topics.includes(topic)).length;
      expect((await t.app.inject({ url: `/api/problems?topics=${encodeURIComponent(topic)}&limit=1` })).json().total, topic).toBe(
        n,
      );
    }
    for (const difficulty of ['Easy', 'Medium', 'Hard'] as const) {
      const n = rows.filter((r) => r.difficulty === difficulty).length;
      expect(n, difficulty).toBeGreaterThan(0);
      expect((await t.app.inject({ url: `/api/problems?difficulty=${difficulty}&limit=1` })).json().total).toBe(n);
    }
    expect(rows.some((r) => r.premium)).toBe(true);
    const orders = (await t.app.inject({ url: '/api/problems?limit=100' })).json().problems.map((p: ProblemListItem) => p.order);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
  });
});

describe('runner failures become HTTP answers', () => {
  let t: TestApp;
  let dir: string;
  let failure: Error;
  const fakeRunner = {
    limits: DEFAULT_LIMITS,
    execute: async () => {
      throw failure;
    },
  } as unknown as Runner;

  beforeAll(async () => {
    dir = createProblemsFixture();
    t = await buildTestApp('pglite', { CONTENT_DIR: dir }, { runner: fakeRunner });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('maps a full queue to 429 and a closed runner to 503', async () => {
    const headers = { cookie: (await devSignIn(t.app)).cookie };
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/problems/submit',
        payload: { problemId: 'two-sum', language: 'python', code: 'class Solution: pass' },
        headers,
      });
    failure = new QueueFullError();
    const busy = await submit();
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toEqual({
      success: false,
      message: 'The judge is busy right now. Please try again in a few seconds.',
      code: 'QUEUE_FULL',
    });
    failure = new RunnerClosedError();
    expect((await submit()).json()).toEqual({
      success: false,
      message: 'Code execution is not available on this server.',
      code: 'RUNNER_UNAVAILABLE',
    });
    // nothing was recorded
    expect((await t.app.inject({ url: '/api/problems/two-sum/submissions', headers })).json().submissions).toEqual([]);
  });
});
