import {
  type ExecuteRequest,
  InvalidRequestError,
  type LanguageId,
  LimitExceededError,
  QueueFullError,
  RunnerClosedError,
  RuntimeUnavailableError,
} from '@codingkaro/runner';
import { z } from 'zod';
import { JudgeQueueBusyError, JudgeQueueUnavailableError } from './queue-errors';

/** What travels through the queue: job data from the API, an outcome back from the worker. */

/** What the user reads when a job stalled twice (BullMQ's failedReason for it names the stalled limit). */
export const POISON_JOB_MESSAGE =
  'This code stopped two judge workers, so it was not run again. If it can exhaust the machine (memory, processes, disk or output), change it and try again.';

export const DEFAULT_QUEUE_NAME = 'judge';
export const DEFAULT_QUEUE_PREFIX = 'codingkaro';

export const EXECUTE_JOB = 'execute';
export const FORMAT_JOB = 'format';

export interface ExecuteJobData {
  kind: typeof EXECUTE_JOB;
  request: ExecuteRequest;
  /** Epoch ms after which the API no longer waits for this job to start: a worker skips it. */
  startBy: number;
}

export interface FormatJobData {
  kind: typeof FORMAT_JOB;
  language: LanguageId;
  code: string;
  startBy: number;
}

export type JudgeJobData = ExecuteJobData | FormatJobData;

export interface SerializedError {
  name: string;
  message: string;
  field?: string;
}

/**
 * A worker answers every job with an outcome, so the runner's typed errors (a request above a cap,
 * an unknown version...) reach the API as the same classes; a BullMQ "failed" job means the worker
 * itself broke.
 */
export type JobOutcome = { ok: true; value: unknown } | { ok: false; error: SerializedError };

const JobDataSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal(EXECUTE_JOB),
    request: z.object({ language: z.string(), files: z.array(z.object({ content: z.string() }).passthrough()) }).passthrough(),
    startBy: z.number(),
  }),
  z.object({ kind: z.literal(FORMAT_JOB), language: z.string(), code: z.string(), startBy: z.number() }),
]);

const JobOutcomeSchema = z.union([
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({
    ok: z.literal(false),
    error: z.object({ name: z.string(), message: z.string(), field: z.string().optional() }),
  }),
]);

/** Checks the envelope of a job read from Redis (the runner validates the request itself). */
export function parseJobData(data: unknown): JudgeJobData | null {
  const parsed = JobDataSchema.safeParse(data);
  return parsed.success ? (data as JudgeJobData) : null;
}

export function parseJobOutcome(value: unknown): JobOutcome | null {
  const parsed = JobOutcomeSchema.safeParse(value);
  if (!parsed.success) return null;
  return parsed.data.ok ? { ok: true, value: parsed.data.value } : { ok: false, error: parsed.data.error };
}

export function serializeError(error: unknown): SerializedError {
  if (error instanceof LimitExceededError || error instanceof InvalidRequestError) {
    return { name: error.name, message: error.message, field: error.field };
  }
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/** Rebuilds the runner's error classes so the HTTP layer maps them exactly as in-process. */
export function deserializeError(error: SerializedError): Error {
  const withMessage = <E extends Error>(e: E): E => {
    e.message = error.message;
    return e;
  };
  switch (error.name) {
    case 'QueueFullError':
      return new QueueFullError(error.message);
    case 'LimitExceededError':
      return new LimitExceededError(error.field ?? 'request', error.message);
    case 'InvalidRequestError':
      return new InvalidRequestError(error.field ?? 'request', error.message);
    case 'RunnerClosedError':
      return withMessage(new RunnerClosedError());
    case 'RuntimeUnavailableError':
      return withMessage(new RuntimeUnavailableError(''));
    case 'JudgeQueueBusyError':
      return new JudgeQueueBusyError(error.message);
    case 'JudgeQueueUnavailableError':
      return new JudgeQueueUnavailableError(error.message);
    default: {
      const plain = new Error(error.message);
      plain.name = error.name;
      return plain;
    }
  }
}
