import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProblemDetail, RunProblemResponse, Submission } from '@codingkaro/contracts';
import { createRunner, type Runner } from '@codingkaro/runner';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../src/lib/domain-events';
import { createProblemRepository } from '../src/modules/problems/problem-repository';
import { SUBMISSION_NOT_SAVED } from '../src/modules/problems/service';
import { problems, submissions } from '../src/modules/problems/tables';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { databaseKinds } from './databases';
import { createProblemsFixture } from './problems-fixture';

// Submissions go through the real sandboxed runner; compiling C++ on a busy machine takes a while.
const SLOW = 300_000;
type Headers = Record<string, string>;

let runner: Runner;
let dir: string;
const solution = (slug: string, file: string) => readFileSync(join(dir, 'problems', slug, 'solutions', file), 'utf8');

const PY_TWO_SUM_WRONG =
  'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        return [0, 1]\n';
const PY_TWO_SUM_CRASH =
  'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        print("looking")\n        return [nums[10**6]]\n';
const CPP_VALID_WRONG = 'class Solution {\npublic:\n    bool isValid(string s) {\n        return true;\n    }\n};\n';
const CPP_VALID_BROKEN = 'class Solution {\npublic:\n    bool isValid(string s) {\n        return undefined_thing;\n    }\n};\n';

beforeAll(() => {
  dir = createProblemsFixture();
  runner = createRunner({ cacheDir: join(tmpdir(), 'ck-problems-test-runner-cache') });
});
afterAll(async () => {
  await runner?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(databaseKinds)('run and submit through the sandboxed runner (%s)', (kind) => {
  let t: TestApp;
  let asha: Headers;
  let ravi: Headers;
  let eveId: string;

  const post = (path: 'run' | 'submit', payload: object, headers: Headers = asha) =>
    t.app.inject({ method: 'POST', url: `/api/problems/${path}`, payload, headers });
  const run = async (payload: object, headers: Headers = asha) => {
    const response = await post('run', payload, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as RunProblemResponse;
  };
  const submit = async (payload: object, headers: Headers = asha) => {
    const response = await post('submit', payload, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().submission as Submission;
  };
  const detail = async (slug: string, headers: Headers = asha) =>
    (await t.app.inject({ url: `/api/problems/${slug}`, headers })).json().problem as ProblemDetail;
  const sheet = async (headers: Headers = asha) => (await t.app.inject({ url: '/codingkaro/courses/mini', headers })).json().data;

  beforeAll(async () => {
    t = await buildTestApp(kind, { CONTENT_DIR: dir }, { runner });
    asha = { cookie: (await devSignIn(t.app, 'Asha', 'asha@example.com')).cookie };
    ravi = { authorization: `Bearer ${(await devSignIn(t.app, 'Ravi', 'ravi@example.com')).token}` };
    const eve = { cookie: (await devSignIn(t.app, 'Eve', 'eve@example.com')).cookie };
    eveId = (await t.app.inject({ url: '/api/auth/current-user', headers: eve })).json().user.id;
  }, 180_000);
  afterAll(async () => t?.close());

  it(
    'runs the examples (Python) with per-test results, printed output and runtime errors',
    async () => {
      const ok = await run({ problemId: 'two-sum', language: 'python', code: solution('two-sum', 'python.py') });
      expect(ok).toMatchObject({ success: true, verdict: 'Accepted', compileOutput: null, errorMessage: null });
      expect(ok.results).toHaveLength(3);
      expect(ok.results[0]).toMatchObject({
        passed: true,
        input: 'nums = [2,7,11,15], target = 9',
        expectedOutput: '[0,1]',
        actualOutput: '[0,1]',
        error: null,
      });

      const wrong = await run({ problemId: 'two-sum', language: 'python', code: PY_TWO_SUM_WRONG });
      expect(wrong.verdict).toBe('Wrong Answer');
      expect(wrong.results.map((r) => r.passed)).toEqual([true, false, true]);

      const crash = await run({ problemId: 'two-sum', language: 'python', code: PY_TWO_SUM_CRASH });
      expect(crash.verdict).toBe('Runtime Error');
      expect(crash.errorMessage).toMatch(/IndexError/);
      expect(crash.results[0]?.stdout).toContain('looking');
    },
    SLOW,
  );

  it(
    'runs custom input: the expected output comes from the reference solution',
    async () => {
      const customInput = '[1, 2, 3]\n5';
      const ok = await run({ problemId: 'two-sum', language: 'python', code: solution('two-sum', 'python.py'), customInput });
      expect(ok.verdict).toBe('Accepted');
      expect(ok.results).toEqual([
        expect.objectContaining({
          passed: true,
          input: 'nums = [1,2,3], target = 5',
          expectedOutput: '[1,2]',
          actualOutput: '[1,2]',
        }),
      ]);
      const wrong = await run({ problemId: 'two-sum', language: 'python', code: PY_TWO_SUM_WRONG, customInput });
      expect(wrong.verdict).toBe('Wrong Answer');
      expect(wrong.results[0]).toMatchObject({ passed: false, expectedOutput: '[1,2]', actualOutput: '[0,1]' });

      const design = await run({
        problemId: 'min-stack',
        language: 'python',
        code: solution('min-stack', 'python.py'),
        customInput: '["MinStack","push","push","getMin","pop","getMin"]\n[[],[5],[3],[],[],[]]',
      });
      expect(design.verdict).toBe('Accepted');
      expect(design.results[0]?.expectedOutput).toBe('[null,null,null,3,null,5]');

      const invalid = await post('run', {
        problemId: 'two-sum',
        language: 'python',
        code: PY_TWO_SUM_WRONG,
        customInput: '[1,2,3]',
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({
        success: false,
        message: 'Invalid custom input: expected 2 lines (nums, target), one JSON value per line, got 1.',
        code: 'BAD_REQUEST',
      });
      const badType = await post('run', {
        problemId: 'two-sum',
        language: 'python',
        code: PY_TWO_SUM_WRONG,
        customInput: '[1,2]\n"x"',
      });
      expect(badType.statusCode).toBe(400);
      expect(badType.json().message).toMatch(/target: expected 32-bit int/);
    },
    SLOW,
  );

  it(
    'submits Python: Wrong Answer, then Accepted marks solved, unlocks the editorial, counts, completes the sheet',
    async () => {
      expect((await sheet()).completedQuestions).toBe(0);
      const ashaId = (await t.app.inject({ url: '/api/auth/current-user', headers: asha })).json().user.id;
      const submitted: DomainEvents['problem.submitted'][] = [];
      t.app.events.on('problem.submitted', (event) => {
        if (event.userId === ashaId) submitted.push(event);
      });
      const wrong = await submit({ problemId: 'two-sum', language: 'python', code: PY_TWO_SUM_WRONG });
      expect(wrong).toMatchObject({
        problemSlug: 'two-sum',
        language: 'python',
        status: 'Wrong Answer',
        testCasesPassed: 1,
        totalTestCases: 12,
        errorMessage: null,
        runtimeBeats: null,
      });
      expect(wrong.failedTest).toMatchObject({ passed: false, input: 'nums = [3,2,4], target = 6', expectedOutput: '[1,2]' });
      expect((await detail('two-sum')).editorialLocked).toBe(true);

      const accepted = await submit(
        { problemId: 'two-sum', language: 'python', code: solution('two-sum', 'python.py') },
        { ...asha, 'x-time-zone': 'America/Sao_Paulo' },
      );
      expect(submitted).toEqual([
        { userId: ashaId, problemSlug: 'two-sum', accepted: false, at: expect.any(Date), timeZone: null },
        { userId: ashaId, problemSlug: 'two-sum', accepted: true, at: expect.any(Date), timeZone: 'America/Sao_Paulo' },
      ]);
      expect(submitted[1]?.at.toISOString()).toBe(accepted.createdAt);
      expect(accepted).toMatchObject({
        status: 'Accepted',
        testCasesPassed: 12,
        totalTestCases: 12,
        failedTest: null,
        errorMessage: null,
      });
      expect(accepted.runtime).toEqual(expect.any(Number));
      expect(accepted.runtimeBeats).toBeNull(); // nobody else yet: no distribution, nothing to beat
      const page = await detail('two-sum');
      expect(page).toMatchObject({
        isSolved: true,
        editorialLocked: false,
        stats: { submissions: 2, accepted: 1, acceptanceRate: 50 },
      });
      expect(page.editorial).toEqual(expect.any(String));
      const list = (await t.app.inject({ url: '/api/problems?limit=1', headers: asha })).json();
      expect(list.problems[0]).toMatchObject({ slug: 'two-sum', isSolved: true, stats: { acceptanceRate: 50 } });

      const course = await sheet();
      expect(course.completedQuestions).toBe(1);
      const questions = course.days[0].questions as { key: string; status: boolean }[];
      expect(questions.map((q) => [q.key, q.status])).toEqual([
        ['two-sum', true],
        ['other', false],
      ]);

      // by id too, and another user's Accepted moves the acceptance rate
      const byId = await submit({ problemId: page._id, language: 'python', code: solution('two-sum', 'python.py') }, ravi);
      expect(byId.status).toBe('Accepted');
      expect((await detail('two-sum', ravi)).stats).toEqual({ submissions: 3, accepted: 2, acceptanceRate: 66.7 });

      const history = (await t.app.inject({ url: '/api/problems/two-sum/submissions', headers: asha })).json().submissions;
      expect(history.map((s: Submission) => s.status)).toEqual(['Accepted', 'Wrong Answer']);
      expect(history[0]).toMatchObject({ code: solution('two-sum', 'python.py'), problemSlug: 'two-sum', totalTestCases: 12 });
    },
    SLOW,
  );

  it(
    'submits C++: compile error with a message, Wrong Answer, then Accepted',
    async () => {
      const broken = await submit({ problemId: 'valid-parentheses', language: 'cpp', code: CPP_VALID_BROKEN });
      expect(broken).toMatchObject({ status: 'Compilation Error', testCasesPassed: 0, runtime: null, runtimeBeats: null });
      expect(broken.errorMessage).toMatch(/Line 4: Char \d+: .*undefined_thing/);

      const wrong = await submit({ problemId: 'valid-parentheses', language: 'cpp', code: CPP_VALID_WRONG });
      expect(wrong.status).toBe('Wrong Answer');
      expect(wrong.failedTest).toMatchObject({ passed: false, expectedOutput: 'false', actualOutput: 'true' });

      const accepted = await submit({
        problemId: 'valid-parentheses',
        language: 'cpp',
        code: solution('valid-parentheses', 'cpp.cpp'),
      });
      expect(accepted).toMatchObject({ status: 'Accepted', failedTest: null, runtimeBeats: null });
      expect(accepted.testCasesPassed).toBe(accepted.totalTestCases);
      expect((await detail('valid-parentheses')).stats).toEqual({ submissions: 3, accepted: 1, acceptanceRate: 33.3 });

      const runCpp = await run({ problemId: 'valid-parentheses', language: 'cpp', code: CPP_VALID_BROKEN });
      expect(runCpp).toMatchObject({ verdict: 'Compilation Error', results: [] });
      expect(runCpp.compileOutput).toMatch(/undefined_thing/);
    },
    SLOW,
  );

  it(
    'reports runtimeBeats as the share of other Accepted submissions (same problem and language) that were slower',
    async () => {
      const [problem] = await t.database.db.select().from(problems).where(eq(problems.slug, 'valid-parentheses'));
      if (!problem) throw new Error('fixture');
      const fake = (runtimeMs: number) => ({
        userId: eveId,
        problemId: problem.id,
        language: 'python',
        code: 'pass',
        verdict: 'Accepted',
        testsPassed: 1,
        totalTests: 1,
        runtimeMs,
      });
      await t.database.db.insert(submissions).values([fake(1_000_000), fake(1_000_000), fake(1_000_000), fake(0)]);
      const mine = await submit(
        { problemId: 'valid-parentheses', language: 'python', code: solution('valid-parentheses', 'python.py') },
        ravi,
      );
      expect(mine.status).toBe('Accepted');
      // 3 of the 4 others are slower; the 0 ms one is faster, or tied (and so beaten) when mine took 0 ms too
      expect(mine.runtimeBeats).toBe((mine.runtime ?? 0) === 0 ? 100 : 75);

      // ties count as beaten: at 500 s, the three 1000 s runs are slower, two more 500 s runs tie, the 0 ms one
      // and mine are faster -> 5 of 7
      await t.database.db.insert(submissions).values([fake(500_000), fake(500_000)]);
      const repository = createProblemRepository(t.database.db);
      expect(
        await repository.runtimeBeats({ id: randomUUID(), problemId: problem.id, language: 'python', runtimeMs: 500_000 }),
      ).toBe(71.43);
    },
    SLOW,
  );

  it(
    'keeps the verdict of a program whose output or error holds NUL characters, and stores it',
    async () => {
      const printsNul =
        'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        print(chr(0))\n        return [0, 1]\n';
      const raisesNul =
        'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        raise ValueError(chr(0) * 3)\n';
      const wrong = await submit({ problemId: 'two-sum', language: 'python', code: printsNul });
      expect(wrong.status).toBe('Wrong Answer');
      const crash = await submit({ problemId: 'two-sum', language: 'python', code: raisesNul });
      expect(crash.status).toBe('Runtime Error');
      expect(crash.errorMessage).toContain('ValueError');
      expect(crash.errorMessage).toContain('\u0000\u0000\u0000'); // the answer carries the text as it was
      const history = (await t.app.inject({ url: '/api/problems/two-sum/submissions', headers: asha })).json().submissions;
      const stored = history.find((h: { _id: string }) => h._id === crash._id);
      expect(stored.errorMessage).toContain('\u2400\u2400\u2400'); // stored with NUL shown as ␀
      expect(history.some((h: { _id: string }) => h._id === wrong._id)).toBe(true);
    },
    SLOW,
  );
  it('answers 503 "not saved, submit again" when the submission cannot be stored, never an unrecorded verdict', async () => {
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(sql`alter table submissions rename to submissions_away`);
    try {
      const response = await post('submit', { problemId: 'two-sum', language: 'python', code: PY_TWO_SUM_WRONG });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_SAVED', message: SUBMISSION_NOT_SAVED });
    } finally {
      await t.database.db.execute(sql`alter table submissions_away rename to submissions`);
    }
  }, 60_000);
});
