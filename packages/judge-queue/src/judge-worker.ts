import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Runner } from '@codingkaro/runner';
import { Worker } from 'bullmq';
import { CRASH_DETECTION_DEFAULTS } from './job-deadlines';
import { DEFAULT_QUEUE_NAME, DEFAULT_QUEUE_PREFIX, type JobOutcome, parseJobData, serializeError } from './job-protocol';
import { JudgeQueueBusyError } from './queue-errors';
import { closeRedis, openRedis } from './redis-connection';
import { announceWorker, HEARTBEAT_MS, registryKey, type WorkerAnnouncement, withdrawWorker } from './worker-registry';

export interface JudgeWorkerOptions {
  /** redis:// or rediss:// URL */
  url: string;
  /** Does the work; owned (and closed) by the caller. */
  runner: Runner;
  /** Jobs run at once; match the runner's pool size so jobs never queue inside the worker. */
  concurrency: number;
  queueName?: string;
  prefix?: string;
  /** Names the worker in the registry and in BullMQ; default host:pid:random. */
  id?: string;
  heartbeatMs?: number;
  /** A job's lock lifetime; a crashed worker's job is found stalled after at most lockMs + stalledCheckMs. */
  lockMs?: number;
  stalledCheckMs?: number;
  onError?: (error: Error) => void;
  /** Called after every job (logs, tests). */
  onJob?: (info: { jobId: string; kind: string; ms: number; ok: boolean }) => void;
}

export interface JudgeWorker {
  readonly id: string;
  /** Stops taking jobs, marks itself stopped in the registry, lets running jobs finish and answer. */
  close(): Promise<void>;
}

/**
 * Consumes the judge queue with a Runner: warms the runner up (toolchain detection, sandbox
 * checks), announces the host's runtimes, then takes `concurrency` jobs at a time. A job's outcome
 * is always a value (the runner's result or its error, serialised); a BullMQ failure is left for
 * the worker breaking. A crashed worker's job is found by the stalled check of the workers still
 * alive and run once more on one of them (`maxStalledCount: 1`); a job that stalls a second time has
 * killed two workers and is failed (the API answers it with POISON_JOB_MESSAGE), never run a third time.
 */
export async function startJudgeWorker(options: JudgeWorkerOptions): Promise<JudgeWorker> {
  const { runner, concurrency } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be an integer >= 1');
  const queueName = options.queueName ?? DEFAULT_QUEUE_NAME;
  const prefix = options.prefix ?? DEFAULT_QUEUE_PREFIX;
  const id = options.id ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const onError = options.onError ?? (() => {});
  const workersKey = registryKey(prefix, queueName);

  const runtimes = await runner.runtimes();
  const redis = openRedis(options.url, `${prefix}:${queueName}:worker`);

  const worker = new Worker(
    queueName,
    async (job): Promise<JobOutcome> => {
      const started = Date.now();
      const data = parseJobData(job.data);
      let outcome: JobOutcome;
      if (!data) {
        outcome = { ok: false, error: { name: 'InvalidRequestError', message: 'malformed judge job', field: 'job' } };
      } else if (started > data.startBy && !job.stalledCounter) {
        // the API stopped waiting for it: do not run code nobody will read (a retried job's API
        // waits on: it restarted its own deadline when the job stalled)
        outcome = { ok: false, error: serializeError(new JudgeQueueBusyError('The job waited too long for a judge worker')) };
      } else {
        try {
          const value =
            data.kind === 'execute' ? await runner.execute(data.request) : await runner.format(data.language, data.code);
          outcome = { ok: true, value };
        } catch (error) {
          outcome = { ok: false, error: serializeError(error) };
        }
      }
      options.onJob?.({ jobId: job.id ?? '', kind: data?.kind ?? job.name, ms: Date.now() - started, ok: outcome.ok });
      return outcome;
    },
    {
      connection: redis,
      prefix,
      concurrency,
      name: id,
      autorun: false,
      maxStalledCount: 1,
      lockDuration: options.lockMs ?? CRASH_DETECTION_DEFAULTS.lockMs,
      stalledInterval: options.stalledCheckMs ?? CRASH_DETECTION_DEFAULTS.stalledCheckMs,
    },
  );
  worker.on('error', onError);

  const announcement = (): WorkerAnnouncement => ({ id, at: Date.now(), concurrency, runtimes });
  try {
    await worker.waitUntilReady();
    await announceWorker(redis, workersKey, announcement());
  } catch (error) {
    await worker.close(true).catch(() => {});
    await closeRedis(redis);
    throw error;
  }
  const heartbeat = setInterval(() => {
    announceWorker(redis, workersKey, announcement()).catch(onError);
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  worker.run().catch(onError);

  let closing: Promise<void> | null = null;
  return {
    id,
    close() {
      closing ??= (async () => {
        clearInterval(heartbeat);
        await withdrawWorker(redis, workersKey, announcement()).catch(onError);
        await worker.close();
        await closeRedis(redis);
      })();
      return closing;
    },
  };
}
