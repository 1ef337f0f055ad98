import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Submission } from '@codingkaro/contracts';
import { createConfiguredRunner, type JudgeWorker, startJudgeWorker } from '@codingkaro/judge-queue';
import { createRunner, type Runner } from '@codingkaro/runner';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { createProblemsFixture } from './problems-fixture';

// The scale-out path end to end: the app's runner is the queue client chosen by configuration, a judge
// worker (the sandboxed runner) consumes the queue in this process. Needs a real Redis: REDIS_URL
// (CI sets it); without it the Redis tests are reported as skipped. One database kind is enough here:
// the queue does not touch the database.
const REDIS_URL = process.env.REDIS_URL ?? '';
const prefix = `ck-test-server-queue-${process.pid}-${randomBytes(3).toString('hex')}`;
const SLOW = 300_000;

const PY_TWO_SUM_WRONG =
  'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        return [0, 1]\n';

describe('runner selection by configuration', () => {
  it('runs in-process unless RUNNER_QUEUE_URL is set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).runner.queue).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', RUNNER_QUEUE_URL: '  ' }).runner.queue).toBeNull();
    const config = loadConfig({ NODE_ENV: 'test', RUNNER_QUEUE_URL: 'redis://judge-redis:6379/1', RUNNER_QUEUE_LIMIT: '10' });
    expect(config.runner.queue).toEqual({
      url: 'redis://judge-redis:6379/1',
      name: 'judge',
      prefix: 'codingkaro',
      waitTimeoutMs: 30_000,
      deadlineMarginMs: 5_000,
    });
    expect(config.runner.queueLimit).toBe(10);
  });

  it('names a bad queue variable', () => {
    expect(() => loadConfig({ RUNNER_QUEUE_URL: 'localhost:6379' })).toThrow(ConfigError);
    expect(() => loadConfig({ RUNNER_QUEUE_URL: 'localhost:6379' })).toThrow(/RUNNER_QUEUE_URL: must be a redis:\/\//);
    expect(() => loadConfig({ RUNNER_QUEUE_URL: 'redis://x', RUNNER_QUEUE_WAIT_TIMEOUT_MS: '10' })).toThrow(
      /RUNNER_QUEUE_WAIT_TIMEOUT_MS/,
    );
  });
});

describe.skipIf(!REDIS_URL)('code execution through the judge queue (Redis + worker)', () => {
  let dir: string;
  let sandbox: Runner;
  let worker: JudgeWorker;
  let runner: Runner;
  let t: TestApp;
  let asha: Record<string, string>;
  const env = () => ({ CONTENT_DIR: dir, RUNNER_QUEUE_URL: REDIS_URL, RUNNER_QUEUE_PREFIX: prefix });
  const solution = (slug: string, file: string) => readFileSync(join(dir, 'problems', slug, 'solutions', file), 'utf8');

  beforeAll(async () => {
    dir = createProblemsFixture();
    const config = loadConfig({ NODE_ENV: 'test', ...env() });
    runner = await createConfiguredRunner(config.runner);
    sandbox = createRunner({ cacheDir: join(tmpdir(), 'ck-judge-queue-test-runner-cache'), poolSize: 2 });
    worker = await startJudgeWorker({ url: REDIS_URL, prefix, runner: sandbox, concurrency: 2 });
    t = await buildTestApp('pglite', env(), { runner });
    asha = { cookie: (await devSignIn(t.app, 'Asha', 'asha@example.com')).cookie };
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await runner?.close();
    await worker?.close();
    await sandbox?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it(
    'lists the workers’ runtimes and runs /api/execute on a worker, compile stage included',
    async () => {
      const runtimes = (await t.app.inject({ url: '/api/runtimes' })).json() as { language: string; available: boolean }[];
      expect(runtimes.find((r) => r.language === 'python')?.available).toBe(true);

      const py = await t.app.inject({
        method: 'POST',
        url: '/api/execute',
        payload: { language: 'python', version: '*', files: [{ content: 'print(input()[::-1])' }], stdin: 'olleh' },
      });
      expect(py.statusCode, py.body).toBe(200);
      expect(py.json().run).toMatchObject({ stdout: 'hello\n', code: 0, status: null });

      const c = await t.app.inject({
        method: 'POST',
        url: '/api/execute',
        payload: { language: 'c', version: '*', files: [{ content: 'int main(void) { return 4; }' }] },
      });
      expect(c.statusCode, c.body).toBe(200);
      expect(c.json().compile).toMatchObject({ code: 0, status: null });
      expect(c.json().run).toMatchObject({ code: 4, status: 'RE' });
    },
    SLOW,
  );

  it(
    'judges a submission end to end: Wrong Answer, then Accepted',
    async () => {
      const submit = async (code: string) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/problems/submit',
          payload: { problemId: 'two-sum', language: 'python', code },
          headers: asha,
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().submission as Submission;
      };
      expect(await submit(PY_TWO_SUM_WRONG)).toMatchObject({
        status: 'Wrong Answer',
        testCasesPassed: 1,
        totalTestCases: 12,
      });
      expect(await submit(solution('two-sum', 'python.py'))).toMatchObject({
        status: 'Accepted',
        testCasesPassed: 12,
        totalTestCases: 12,
        errorMessage: null,
      });
    },
    SLOW,
  );

  it(
    'with no worker on the queue: a full backlog answers 429 at once, a job nobody starts 503 after the wait limit',
    async () => {
      const idleEnv = { ...env(), RUNNER_QUEUE_NAME: 'idle', RUNNER_QUEUE_LIMIT: '1', RUNNER_QUEUE_WAIT_TIMEOUT_MS: '1000' };
      const idleRunner = await createConfiguredRunner(loadConfig({ NODE_ENV: 'test', ...idleEnv }).runner);
      const idle = await buildTestApp('pglite', idleEnv, { runner: idleRunner });
      try {
        const ravi = { cookie: (await devSignIn(idle.app, 'Ravi', 'ravi@example.com')).cookie };
        // another user: one user's own second job waits its turn in the server's fair gate instead
        const asha = { cookie: (await devSignIn(idle.app, 'Asha', 'asha@example.com')).cookie };
        const submit = (headers: { cookie: string } = ravi) =>
          idle.app.inject({
            method: 'POST',
            url: '/api/problems/submit',
            payload: { problemId: 'two-sum', language: 'python', code: PY_TWO_SUM_WRONG },
            headers,
          });
        const t0 = Date.now();
        const waiting = submit();
        await new Promise((resolve) => setTimeout(resolve, 200));
        const refused = await submit(asha);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe('The judge is busy right now. Please try again in a few seconds.');
        // the operator sees the backlog in Redis: one job nobody has started
        const scrape = (await idle.app.inject({ url: '/metrics' })).body;
        expect(scrape).toMatch(/^judge_queue_jobs\{state="waiting"\} 1$/m);
        expect(scrape).toMatch(/^judge_queue_jobs\{state="active"\} 0$/m);
        const unanswered = await waiting;
        expect(unanswered.statusCode).toBe(503);
        expect(unanswered.json()).toEqual({
          success: false,
          message: 'No judge worker is running right now. Please try again in a minute.',
          code: 'RUNNER_UNAVAILABLE',
        });
        expect(Date.now() - t0).toBeLessThan(5_000);
      } finally {
        await idle.close();
        await idleRunner.close();
      }
    },
    SLOW,
  );
});
