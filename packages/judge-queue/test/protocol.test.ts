import {
  DEFAULT_LIMITS,
  InvalidRequestError,
  LimitExceededError,
  QueueFullError,
  RunnerClosedError,
  RuntimeUnavailableError,
} from '@codingkaro/runner';
import { describe, expect, it } from 'vitest';
import { executeDeadlineMs, formatDeadlineMs } from '../src/job-deadlines';
import { deserializeError, parseJobData, parseJobOutcome, serializeError } from '../src/job-protocol';
import { JudgeQueueBusyError, JudgeQueueUnavailableError } from '../src/queue-errors';
import { loadWorkerConfig } from '../src/worker-config';
import { LIVE_WINDOW_MS, mergeRuntimes, type WorkerAnnouncement } from '../src/worker-registry';
import { PYTHON_RUNTIME } from './redis-test-env';

// Pure parts of the queue: no Redis needed, always run.

const roundTrip = (error: Error) => deserializeError(JSON.parse(JSON.stringify(serializeError(error))));

describe('errors across the queue', () => {
  it('come back as the classes the HTTP layer maps, with field and message', () => {
    const limit = roundTrip(new LimitExceededError('runTimeoutMs', 'runTimeoutMs 20000 is above the server cap 15000'));
    expect(limit).toBeInstanceOf(LimitExceededError);
    expect(limit).toMatchObject({ field: 'runTimeoutMs', message: 'runTimeoutMs 20000 is above the server cap 15000' });
    expect(roundTrip(new InvalidRequestError('files', 'no files'))).toMatchObject({ field: 'files', message: 'no files' });
    expect(roundTrip(new InvalidRequestError('files', 'x'))).toBeInstanceOf(InvalidRequestError);
    const unavailable = roundTrip(new RuntimeUnavailableError('go'));
    expect(unavailable).toBeInstanceOf(RuntimeUnavailableError);
    expect(unavailable.message).toBe('go is not available on this server');
    expect(roundTrip(new QueueFullError())).toBeInstanceOf(QueueFullError);
    expect(roundTrip(new RunnerClosedError())).toBeInstanceOf(RunnerClosedError);
    const busy = roundTrip(new JudgeQueueBusyError('late'));
    expect(busy).toBeInstanceOf(JudgeQueueBusyError);
    expect(busy).toBeInstanceOf(QueueFullError); // 429
    expect(busy.message).toBe('late');
    const none = roundTrip(new JudgeQueueUnavailableError());
    expect(none).toBeInstanceOf(RunnerClosedError); // 503
    expect(none.message).toBe('No judge worker is running right now. Please try again in a minute.');
    const other = roundTrip(new TypeError('boom'));
    expect(other).toMatchObject({ name: 'TypeError', message: 'boom' });
  });

  it('rejects malformed envelopes', () => {
    expect(parseJobOutcome({ ok: true, value: { language: 'python' } })).toEqual({ ok: true, value: { language: 'python' } });
    expect(parseJobOutcome({ ok: false, error: { name: 'X', message: 'y' } })).toEqual({
      ok: false,
      error: { name: 'X', message: 'y' },
    });
    expect(parseJobOutcome({ ok: false })).toBeNull();
    expect(parseJobOutcome('nope')).toBeNull();
    expect(
      parseJobData({ kind: 'execute', request: { language: 'python', files: [{ content: '' }] }, startBy: 1 }),
    ).not.toBeNull();
    expect(parseJobData({ kind: 'format', language: 'go', code: 'x', startBy: 1 })).not.toBeNull();
    expect(parseJobData({ kind: 'execute', request: { language: 'python' }, startBy: 1 })).toBeNull();
    expect(parseJobData({ kind: 'shell', startBy: 1 })).toBeNull();
  });
});

describe('deadlines', () => {
  it('are the compile and run wall limits the worker applies, plus the margin', () => {
    const base = { language: 'python' as const, files: [{ content: '' }] };
    expect(executeDeadlineMs(base, DEFAULT_LIMITS, 5_000)).toBe(10_000 + 3_000 + 5_000); // request defaults
    expect(executeDeadlineMs({ ...base, compileTimeoutMs: 2_000, runTimeoutMs: 1_500 }, DEFAULT_LIMITS, 0)).toBe(3_500);
    // never above the caps (the worker refuses such a request at once anyway)
    expect(executeDeadlineMs({ ...base, compileTimeoutMs: 1e9, runTimeoutMs: 1e9 }, DEFAULT_LIMITS, 0)).toBe(30_000 + 15_000);
    expect(executeDeadlineMs({ ...base, runTimeoutMs: -1 }, DEFAULT_LIMITS, 0)).toBe(13_000);
    expect(formatDeadlineMs(5_000)).toBe(15_000);
  });
});

describe('runtimes from the worker registry', () => {
  const now = 1_000_000_000;
  const worker = (id: string, at: number, version: string, extra: Partial<WorkerAnnouncement> = {}): WorkerAnnouncement => ({
    id,
    at,
    concurrency: 2,
    runtimes: [{ ...PYTHON_RUNTIME, version }],
    ...extra,
  });

  it('prefers live workers, keeps the last known picture when none is live, knows nothing without workers', () => {
    const stale = worker('old', now - LIVE_WINDOW_MS - 1, '3.11.0');
    const live = worker('new', now - 1_000, '3.12.1');
    expect(mergeRuntimes([stale, live], now).find((r) => r.language === 'python')?.version).toBe('3.12.1');
    expect(mergeRuntimes([stale], now).find((r) => r.language === 'python')).toMatchObject({
      version: '3.11.0',
      available: true,
    });
    const stopped = worker('stopped', now - 10, '3.13.0', { stopped: true });
    expect(mergeRuntimes([stale, stopped], now).find((r) => r.language === 'python')?.version).toBe('3.13.0');
    const nothing = mergeRuntimes([], now);
    expect(nothing).toHaveLength(10);
    expect(nothing.every((r) => !r.available && r.version === '')).toBe(true);
    expect(nothing.find((r) => r.language === 'cpp')).toMatchObject({ compiled: true, aliases: expect.arrayContaining(['c++']) });
  });

  it('reports a language available when any live worker has it', () => {
    const without = worker('a', now, '3.12.1', { runtimes: [{ ...PYTHON_RUNTIME, available: false }] });
    const withIt = worker('b', now - 10, '3.12.1');
    expect(mergeRuntimes([without, withIt], now).find((r) => r.language === 'python')?.available).toBe(true);
  });
});

describe('worker configuration', () => {
  it('validates the environment like the server and names the bad variable', () => {
    const config = loadWorkerConfig({ RUNNER_QUEUE_URL: 'redis://10.0.0.5:6379/2', RUNNER_POOL_SIZE: '4' });
    expect(config).toEqual({
      queue: {
        url: 'redis://10.0.0.5:6379/2',
        name: 'judge',
        prefix: 'codingkaro',
        waitTimeoutMs: 30_000,
        deadlineMarginMs: 5_000,
      },
      concurrency: 4,
      cacheDir: undefined,
    });
    expect(() => loadWorkerConfig({})).toThrow(/RUNNER_QUEUE_URL: required by the judge worker/);
    expect(() => loadWorkerConfig({ RUNNER_QUEUE_URL: 'http://x' })).toThrow(/RUNNER_QUEUE_URL: must be a redis:\/\//);
    expect(() => loadWorkerConfig({ RUNNER_QUEUE_URL: 'redis://x', RUNNER_QUEUE_NAME: 'a:b' })).toThrow(/RUNNER_QUEUE_NAME/);
    expect(() => loadWorkerConfig({ RUNNER_QUEUE_URL: 'redis://x', RUNNER_POOL_SIZE: '0' })).toThrow(/RUNNER_POOL_SIZE/);
  });
});
