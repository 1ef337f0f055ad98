import { randomUUID } from 'node:crypto';
import {
  DEFAULT_LIMITS,
  type ExecuteRequest,
  type ExecuteResult,
  type FormatResult,
  internalError,
  type LanguageId,
  QueueFullError,
  type Runner,
  RunnerClosedError,
  type RunnerLimits,
  type RuntimeInfo,
} from '@codingkaro/runner';
import { type KeepJobs, Queue, QueueEvents } from 'bullmq';
import { CRASH_DETECTION_DEFAULTS, crashDetectionMs, executeDeadlineMs, formatDeadlineMs } from './job-deadlines';
import {
  DEFAULT_QUEUE_NAME,
  DEFAULT_QUEUE_PREFIX,
  deserializeError,
  EXECUTE_JOB,
  type ExecuteJobData,
  FORMAT_JOB,
  type FormatJobData,
  type JudgeJobData,
  POISON_JOB_MESSAGE,
  parseJobOutcome,
} from './job-protocol';
import { JudgeQueueBusyError, JudgeQueueUnavailableError } from './queue-errors';
import { closeRedis, openRedis, withTimeout } from './redis-connection';
import { liveAnnouncements, mergeRuntimes, readAnnouncements, registryKey } from './worker-registry';

export interface QueueRunnerOptions {
  /** redis:// or rediss:// URL */
  url: string;
  queueName?: string;
  /** Redis key prefix (tests use one per file). */
  prefix?: string;
  /** Jobs waiting for a worker before `execute` throws QueueFullError (429), as the in-process queue. Default 64. */
  queueLimit?: number;
  /** How long a job may wait for a worker to start it. Default 30 s. */
  waitTimeoutMs?: number;
  /** Added to a started job's compile + run wall limits before the worker is taken as lost. Default 5 s. */
  deadlineMarginMs?: number;
  /**
   * How long a crashed worker's job can go unnoticed (the workers' lockMs + stalledCheckMs, default
   * 15 s): added to a started job's deadline so its retry on another worker is waited for.
   */
  crashDetectionMs?: number;
  /** Caps reported to the HTTP layer; keep them equal to the workers' (both default to DEFAULT_LIMITS). */
  limits?: Partial<RunnerLimits>;
  /** Finished jobs kept in Redis (BullMQ removeOnComplete / removeOnFail). */
  keepCompleted?: KeepJobs;
  keepFailed?: KeepJobs;
  /** Approximate cap of the queue's event stream (results travel through it). Default 1000. */
  eventsMaxLen?: number;
  /** Redis or queue trouble that does not fail a call by itself (a call failing reports its own error). */
  onError?: (error: Error) => void;
}

export const QUEUE_RUNNER_DEFAULTS = {
  queueLimit: 64,
  waitTimeoutMs: 30_000,
  deadlineMarginMs: 5_000,
  keepCompleted: { age: 60, count: 50 },
  keepFailed: { age: 24 * 60 * 60, count: 1000 },
  eventsMaxLen: 1000,
  crashDetectionMs: crashDetectionMs(CRASH_DETECTION_DEFAULTS.lockMs, CRASH_DETECTION_DEFAULTS.stalledCheckMs),
} as const;

const isStalledTwice = (failedReason: string) => /stalled more than/i.test(failedReason);

/** Short Redis reads outside a job's own deadline (runtimes, job state) give up after this. */
const REDIS_CALL_TIMEOUT_MS = 5_000;
const RUNTIMES_CACHE_MS = 2_000;

type Phase = 'admitting' | 'waiting' | 'active' | 'settled';
type NewJobData = Omit<ExecuteJobData, 'startBy'> | Omit<FormatJobData, 'startBy'>;

interface PendingJob {
  id: string;
  phase: Phase;
  createdAt: number;
  /** how long the job may run once a worker has started it */
  activeMs: number;
  timer: NodeJS.Timeout | null;
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** the answer when the worker is lost mid-job (an XX result for execute) */
  lost(reason: string): unknown;
  /** the answer when the job killed two workers */
  poisoned(): unknown;
  /** resolves once the call has its answer, whatever it is */
  finished: Promise<void>;
}

function mergeLimits(partial: Partial<RunnerLimits> | undefined): RunnerLimits {
  const merged = { ...DEFAULT_LIMITS, ...(partial ?? {}) };
  for (const [key, value] of Object.entries(merged)) {
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`runner limit ${key} must be a positive number`);
  }
  return merged;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * A Runner whose work is done by judge workers (`startJudgeWorker`) fed through a BullMQ queue in
 * Redis. `execute` and `format` are jobs; `runtimes` is answered from the workers' announcements.
 *
 * A call ends in bounded time: a full backlog throws QueueFullError; a job no worker starts within
 * `waitTimeoutMs` is withdrawn (JudgeQueueBusyError when workers are alive, else
 * JudgeQueueUnavailableError); a started job that does not answer within its wall limits plus
 * `deadlineMarginMs` (the worker crashed or hangs) resolves as an XX result, the runner's status for
 * an internal failure. The runner's own errors come back as the same classes.
 */
export function createQueueRunner(options: QueueRunnerOptions): Runner {
  const queueName = options.queueName ?? DEFAULT_QUEUE_NAME;
  const prefix = options.prefix ?? DEFAULT_QUEUE_PREFIX;
  const queueLimit = options.queueLimit ?? QUEUE_RUNNER_DEFAULTS.queueLimit;
  const waitTimeoutMs = options.waitTimeoutMs ?? QUEUE_RUNNER_DEFAULTS.waitTimeoutMs;
  const marginMs =
    (options.deadlineMarginMs ?? QUEUE_RUNNER_DEFAULTS.deadlineMarginMs) +
    (options.crashDetectionMs ?? QUEUE_RUNNER_DEFAULTS.crashDetectionMs);
  const keepCompleted = options.keepCompleted ?? QUEUE_RUNNER_DEFAULTS.keepCompleted;
  const keepFailed = options.keepFailed ?? QUEUE_RUNNER_DEFAULTS.keepFailed;
  if (!Number.isInteger(queueLimit) || queueLimit < 0) throw new RangeError('queueLimit must be an integer >= 0');
  if (!(waitTimeoutMs > 0) || !(marginMs >= 0)) throw new RangeError('waitTimeoutMs must be > 0 and deadlineMarginMs >= 0');
  const limits = mergeLimits(options.limits);
  const onError = options.onError ?? (() => {});
  const workersKey = registryKey(prefix, queueName);

  const redis = openRedis(options.url, `${prefix}:${queueName}:api`);
  const queue = new Queue<JudgeJobData>(queueName, {
    connection: redis,
    prefix,
    streams: { events: { maxLen: options.eventsMaxLen ?? QUEUE_RUNNER_DEFAULTS.eventsMaxLen } },
  });
  queue.on('error', onError);
  const pending = new Map<string, PendingJob>();
  let queueEvents: QueueEvents | null = null;
  let closed = false;
  let closing: Promise<void> | null = null;

  // Events are read from the stream position taken before the first job, so none is missed.
  const ready: Promise<void> = (async () => {
    await queue.waitUntilReady();
    const last = await redis.xrevrange(queue.toKey('events'), '+', '-', 'COUNT', 1);
    if (closed) return;
    const events = new QueueEvents(queueName, { connection: redis, prefix, lastEventId: last[0]?.[0] ?? '0-0' });
    queueEvents = events;
    events.on('error', onError);
    events.on('active', ({ jobId }) => {
      const job = pending.get(jobId);
      if (job && (job.phase === 'admitting' || job.phase === 'waiting')) startDeadline(job);
    });
    events.on('completed', ({ jobId, returnvalue }) => {
      const job = pending.get(jobId);
      if (job) settleWithOutcome(job, returnvalue);
    });
    events.on('stalled', ({ jobId }) => {
      // its worker died: the job is back in the queue for another worker, waited for afresh
      const job = pending.get(jobId);
      if (job?.phase !== 'active') return;
      job.phase = 'waiting';
      if (job.timer) clearTimeout(job.timer);
      job.timer = setTimeout(() => void waitDeadlinePassed(job), waitTimeoutMs);
    });
    events.on('failed', ({ jobId, failedReason }) => {
      const job = pending.get(jobId);
      if (!job) return;
      settle(job, { value: isStalledTwice(failedReason) ? job.poisoned() : job.lost(`the worker failed: ${failedReason}`) });
    });
    await events.waitUntilReady();
  })();
  ready.catch(() => {}); // surfaced by the calls that wait for it

  function settle(job: PendingJob, outcome: { value: unknown } | { error: Error }) {
    if (job.phase === 'settled') return;
    job.phase = 'settled';
    if (job.timer) clearTimeout(job.timer);
    pending.delete(job.id);
    if ('error' in outcome) job.reject(outcome.error);
    else job.resolve(outcome.value);
  }

  function settleWithOutcome(job: PendingJob, returnvalue: unknown) {
    const outcome = parseJobOutcome(returnvalue);
    if (!outcome) settle(job, { value: job.lost('the worker answered something unreadable') });
    else if (outcome.ok) settle(job, { value: outcome.value });
    else settle(job, { error: deserializeError(outcome.error) });
  }

  function startDeadline(job: PendingJob) {
    job.phase = 'active';
    if (job.timer) clearTimeout(job.timer);
    job.timer = setTimeout(() => void activeDeadlinePassed(job), job.activeMs);
  }

  /** Nobody started the job in time: withdraw it, unless a worker took it meanwhile. */
  async function waitDeadlinePassed(job: PendingJob) {
    if (job.phase === 'admitting') {
      settle(job, { error: new JudgeQueueUnavailableError('The judge queue (Redis) did not answer in time') });
      return;
    }
    if (job.phase !== 'waiting') return;
    try {
      const state = await withTimeout(queue.getJobState(job.id), REDIS_CALL_TIMEOUT_MS, () => new Error('timeout'));
      if (job.phase !== 'waiting') return;
      const removed = state === 'waiting' || state === 'prioritized' || state === 'delayed' ? await queue.remove(job.id) : 0;
      if (job.phase !== 'waiting') return;
      if (!removed) {
        startDeadline(job); // started (or just finished: its event is on the way)
        return;
      }
      const live = liveAnnouncements(await readAnnouncements(redis, workersKey));
      settle(job, {
        error: live.length
          ? new JudgeQueueBusyError(`No judge worker started the job within ${seconds(waitTimeoutMs)}: all are busy`)
          : new JudgeQueueUnavailableError(),
      });
    } catch (error) {
      onError(error as Error);
      settle(job, { error: new JudgeQueueUnavailableError('The judge queue (Redis) did not answer in time') });
    }
  }

  /** A started job did not answer within its limits: read it once (an event may have been lost), else give up. */
  async function activeDeadlinePassed(job: PendingJob) {
    if (job.phase !== 'active') return;
    try {
      const stored = await withTimeout(queue.getJob(job.id), REDIS_CALL_TIMEOUT_MS, () => new Error('timeout'));
      if (stored?.finishedOn && !stored.failedReason) {
        settleWithOutcome(job, stored.returnvalue);
        return;
      }
    } catch (error) {
      onError(error as Error);
    }
    settle(job, { value: job.lost(`no answer within ${seconds(job.activeMs)}`) });
  }

  let admission: Promise<unknown> = Promise.resolve();
  /** Count-then-add runs one at a time per API process, so one process never overfills the backlog. */
  function admit(fn: () => Promise<void>): Promise<void> {
    const next = admission.then(fn, fn);
    admission = next.catch(() => {});
    return next;
  }

  function submit<T>(
    name: typeof EXECUTE_JOB | typeof FORMAT_JOB,
    data: NewJobData,
    activeMs: number,
    lost: (reason: string) => T,
    poisoned: () => T,
  ): Promise<T> {
    if (closed) return Promise.reject(new RunnerClosedError());
    let markFinished = () => {};
    const finished = new Promise<void>((done) => {
      markFinished = done;
    });
    return new Promise<T>((resolve, reject) => {
      const job: PendingJob = {
        id: randomUUID(),
        phase: 'admitting',
        createdAt: Date.now(),
        activeMs,
        timer: null,
        resolve: (value) => {
          resolve(value as T);
          markFinished();
        },
        reject: (error) => {
          reject(error);
          markFinished();
        },
        lost,
        poisoned,
        finished,
      };
      pending.set(job.id, job);
      job.timer = setTimeout(() => void waitDeadlinePassed(job), waitTimeoutMs);
      // events may move the job on while this awaits: read its phase afresh each time
      const phase = () => job.phase;
      admit(async () => {
        await ready;
        if (phase() === 'settled') return;
        if (closed) throw new RunnerClosedError();
        const waiting = await queue.getWaitingCount();
        if (waiting >= queueLimit) throw new QueueFullError();
        if (phase() === 'settled') return;
        const jobData: JudgeJobData = { ...data, startBy: job.createdAt + waitTimeoutMs };
        await queue.add(name, jobData, {
          jobId: job.id,
          attempts: 1,
          removeOnComplete: keepCompleted,
          removeOnFail: keepFailed,
        });
        if (phase() === 'admitting') job.phase = 'waiting';
        else if (phase() === 'settled') await queue.remove(job.id).catch(() => 0); // gave up while adding
      }).catch((error: unknown) => settle(job, { error: error instanceof Error ? error : new Error(String(error)) }));
    });
  }

  let runtimesCache: { at: number; value: RuntimeInfo[] } | null = null;
  let runtimesInFlight: Promise<RuntimeInfo[]> | null = null;

  return {
    limits,

    async queueDepth() {
      const counts = await withTimeout(
        queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active'),
        REDIS_CALL_TIMEOUT_MS,
        () => new JudgeQueueUnavailableError('The judge queue (Redis) did not answer in time'),
      );
      return {
        waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.delayed ?? 0),
        active: counts.active ?? 0,
      };
    },

    async runtimes(): Promise<RuntimeInfo[]> {
      if (runtimesCache && Date.now() - runtimesCache.at < RUNTIMES_CACHE_MS) return structuredClone(runtimesCache.value);
      runtimesInFlight ??= withTimeout(
        (async () => {
          await ready;
          return mergeRuntimes(await readAnnouncements(redis, workersKey));
        })(),
        REDIS_CALL_TIMEOUT_MS,
        () => new JudgeQueueUnavailableError('The judge queue (Redis) did not answer in time'),
      ).finally(() => {
        runtimesInFlight = null;
      });
      try {
        const value = await runtimesInFlight;
        runtimesCache = { at: Date.now(), value };
        return structuredClone(value);
      } catch (error) {
        onError(error as Error);
        // Unreachable queue: the last known picture, or nothing available (never a hanging or failing list).
        return structuredClone(runtimesCache?.value ?? mergeRuntimes([]));
      }
    },

    execute(request: ExecuteRequest): Promise<ExecuteResult> {
      const startedAt = Date.now();
      const failed = (message: string): ExecuteResult => ({
        language: request.language,
        version: request.version ?? '',
        run: internalError(message, Date.now() - startedAt),
      });
      return submit(
        EXECUTE_JOB,
        { kind: EXECUTE_JOB, request },
        executeDeadlineMs(request, limits, marginMs),
        (reason) => failed(`The code runner lost this job (${reason}). Please try again.`),
        () => failed(POISON_JOB_MESSAGE),
      );
    },

    format(language: LanguageId, code: string): Promise<FormatResult> {
      return submit(
        FORMAT_JOB,
        { kind: FORMAT_JOB, language, code },
        formatDeadlineMs(marginMs),
        (reason) => ({ error: `the formatter did not answer (${reason})` }),
        () => ({ error: POISON_JOB_MESSAGE }),
      );
    },

    /** Stops taking calls, withdraws this runner's jobs still waiting, lets started ones finish (bounded by their deadlines). */
    close(): Promise<void> {
      closing ??= (async () => {
        closed = true;
        await withTimeout(admission, waitTimeoutMs, () => new Error('timeout')).catch(() => {});
        const waiting = [...pending.values()].filter((job) => job.phase === 'waiting' || job.phase === 'admitting');
        await Promise.all(
          waiting.map(async (job) => {
            const removed = await withTimeout(queue.remove(job.id), REDIS_CALL_TIMEOUT_MS, () => new Error('timeout')).catch(
              () => 1,
            );
            if (removed) settle(job, { error: new RunnerClosedError() });
          }),
        );
        await Promise.all([...pending.values()].map((job) => job.finished));
        const quiet = () => new Error('timeout');
        await withTimeout(ready, REDIS_CALL_TIMEOUT_MS, quiet).catch(() => {});
        await withTimeout(queueEvents?.close() ?? Promise.resolve(), REDIS_CALL_TIMEOUT_MS, quiet).catch(() => {});
        await withTimeout(queue.close(), REDIS_CALL_TIMEOUT_MS, quiet).catch(() => {});
        await closeRedis(redis);
      })();
      return closing;
    },
  };
}
export { POISON_JOB_MESSAGE };
