import { rmSync } from 'node:fs';
import { JudgeInfrastructureError } from '@codingkaro/judge';
import { JudgeQueueBusyError, JudgeQueueUnavailableError, POISON_JOB_MESSAGE } from '@codingkaro/judge-queue';
import {
  DEFAULT_LIMITS,
  InvalidRequestError,
  LimitExceededError,
  QueueFullError,
  type Runner,
  RunnerClosedError,
  type RuntimeInfo,
  RuntimeUnavailableError,
} from '@codingkaro/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import { executionErrorToAppError } from '../src/lib/execution-errors';
import { RUNNER_INTERNAL_MESSAGE, toStage } from '../src/modules/compiler/execute-code';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { createProblemsFixture } from './problems-fixture';

const COMPILER_BUSY = 'The code runner is busy. Please try again in a few seconds.';
const JUDGE_BUSY = 'The judge is busy right now. Please try again in a few seconds.';
const NO_RUNNER = 'Code execution is not available on this server.';

const runtime = (language: RuntimeInfo['language'], available: boolean): RuntimeInfo => ({
  language,
  version: '1.0.0',
  aliases: [],
  available,
  compiled: false,
  formatter: null,
});

describe('runner and judge failures: one mapping for the compiler and the problems modules', () => {
  let t: TestApp;
  let dir: string;
  let cookie: string;
  let failure: Error;
  const fakeRunner = {
    limits: DEFAULT_LIMITS,
    runtimes: async () => [runtime('python', true), runtime('go', false)],
    execute: async () => {
      throw failure;
    },
  } as unknown as Runner;

  beforeAll(async () => {
    dir = createProblemsFixture();
    t = await buildTestApp(
      'pglite',
      { CONTENT_DIR: dir, COMPILER_RATE_LIMIT_PER_MINUTE: '100', JUDGE_RATE_LIMIT_PER_MINUTE: '100' },
      { runner: fakeRunner },
    );
    cookie = (await devSignIn(t.app)).cookie;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const compilerAnswer = async (language = 'python') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/execute',
      payload: { language, files: [{ content: 'print(1)' }] },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const judgeAnswers = async () => {
    const payload = { problemId: 'two-sum', language: 'python', code: 'class Solution: pass' };
    const answers = [];
    for (const url of ['/api/problems/run', '/api/problems/submit']) {
      const response = await t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
      answers.push({ status: response.statusCode, body: response.json() });
    }
    return answers;
  };

  it.each([
    ['a full queue', () => new QueueFullError(), 429, 'QUEUE_FULL', COMPILER_BUSY, JUDGE_BUSY],
    ['every judge worker busy', () => new JudgeQueueBusyError(), 429, 'QUEUE_FULL', COMPILER_BUSY, JUDGE_BUSY],
    [
      'a toolchain that is not installed',
      () => new RuntimeUnavailableError('python'),
      503,
      'RUNTIME_UNAVAILABLE',
      'Python is not available on this server.',
      'Python is not available on this server.',
    ],
    ['a closed runner', () => new RunnerClosedError(), 503, 'RUNNER_UNAVAILABLE', NO_RUNNER, NO_RUNNER],
    [
      'no live judge worker',
      () => new JudgeQueueUnavailableError(),
      503,
      'RUNNER_UNAVAILABLE',
      'No judge worker is running right now. Please try again in a minute.',
      'No judge worker is running right now. Please try again in a minute.',
    ],
    [
      'a malformed runner request',
      () => new InvalidRequestError('files', 'bad file'),
      400,
      'BAD_REQUEST',
      'bad file',
      'bad file',
    ],
    ['an unexpected error', () => new Error('disk on fire'), 500, 'INTERNAL', 'Internal server error', 'Internal server error'],
  ] as const)(
    '%s answers the same status and code from both',
    async (_name, make, status, code, compilerMessage, judgeMessage) => {
      failure = make();
      expect(await compilerAnswer()).toEqual({ status, body: { success: false, message: compilerMessage, code } });
      for (const answer of await judgeAnswers()) {
        expect(answer).toEqual({ status, body: { success: false, message: judgeMessage, code } });
      }
    },
  );

  it("names a limit with the caller's field names (Piston's for the compiler)", async () => {
    failure = new LimitExceededError('runTimeoutMs', 'runTimeoutMs 99999 is above the maximum of 10000');
    expect(await compilerAnswer()).toEqual({
      status: 400,
      body: { success: false, message: 'run_timeout 99999 is above the maximum of 10000', code: 'BAD_REQUEST' },
    });
    for (const answer of await judgeAnswers()) {
      expect(answer.body).toEqual({
        success: false,
        message: 'runTimeoutMs 99999 is above the maximum of 10000',
        code: 'BAD_REQUEST',
      });
    }
  });

  it("answers the compiler's own check of an uninstalled language as the runner's failure", async () => {
    expect(await compilerAnswer('go')).toEqual({
      status: 503,
      body: { success: false, message: 'Go is not available on this server.', code: 'RUNTIME_UNAVAILABLE' },
    });
  });

  it('maps a failed judge executor to a retryable 503 and leaves other errors alone', () => {
    const judgeFailed = executionErrorToAppError(new JudgeInfrastructureError('executor answered XX'), {
      language: 'python',
      busyMessage: JUDGE_BUSY,
    });
    expect(judgeFailed).toBeInstanceOf(AppError);
    expect(judgeFailed).toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The judge failed to run your code. Please try again.',
    });
    const other = new TypeError('not mine');
    expect(executionErrorToAppError(other, { language: 'python', busyMessage: JUDGE_BUSY })).toBe(other);
  });

  it("tells the user when their code stopped two judge workers (the queue's poison-pill answer)", () => {
    const poisoned = executionErrorToAppError(
      new JudgeInfrastructureError(`executor failed while running: ${POISON_JOB_MESSAGE}`),
      { language: 'python', busyMessage: JUDGE_BUSY },
    );
    expect(poisoned).toMatchObject({ statusCode: 503, message: POISON_JOB_MESSAGE });
    // the compiler shows it as the run's message; other internal failures stay generic
    const stage = {
      stdout: '',
      stderr: '',
      output: '',
      code: null,
      signal: null,
      status: 'XX' as const,
      cpuTimeMs: 0,
      wallTimeMs: 0,
      memoryBytes: null,
      stdoutTruncated: false,
      stderrTruncated: false,
    };
    expect(toStage({ ...stage, message: POISON_JOB_MESSAGE }).message).toBe(POISON_JOB_MESSAGE);
    expect(toStage({ ...stage, message: 'EBUSY: resource busy' }).message).toBe(RUNNER_INTERNAL_MESSAGE);
  });
});
