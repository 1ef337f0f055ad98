import { z } from 'zod';
import { DEFAULT_QUEUE_NAME, DEFAULT_QUEUE_PREFIX } from './job-protocol';

/** Unset and blank mean the same. */
const blankAsUnset = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/**
 * The queue's environment variables, shared by the server (apps/server/src/config.ts) and the
 * worker process so both validate and default them the same way.
 */
export const runnerQueueEnv = {
  /** Set: the server sends code to judge workers through this Redis; unset: it runs code in-process. */
  RUNNER_QUEUE_URL: blankAsUnset.pipe(
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  RUNNER_QUEUE_NAME: blankAsUnset.pipe(
    z
      .string()
      .regex(/^[\w-]{1,64}$/, 'must be 1-64 letters, digits, _ or -')
      .default(DEFAULT_QUEUE_NAME),
  ),
  /** Redis key prefix: lets environments share one Redis. */
  RUNNER_QUEUE_PREFIX: blankAsUnset.pipe(
    z
      .string()
      .regex(/^[\w-]{1,64}$/, 'must be 1-64 letters, digits, _ or -')
      .default(DEFAULT_QUEUE_PREFIX),
  ),
  RUNNER_QUEUE_WAIT_TIMEOUT_MS: blankAsUnset.pipe(z.coerce.number().int().min(1_000).max(600_000).default(30_000)),
  RUNNER_QUEUE_DEADLINE_MARGIN_MS: blankAsUnset.pipe(z.coerce.number().int().min(0).max(600_000).default(5_000)),
};

export interface RunnerQueueSettings {
  url: string;
  name: string;
  prefix: string;
  waitTimeoutMs: number;
  deadlineMarginMs: number;
}

type ParsedQueueEnv = z.output<z.ZodObject<typeof runnerQueueEnv>>;

export function queueSettingsFrom(env: ParsedQueueEnv): RunnerQueueSettings | null {
  if (!env.RUNNER_QUEUE_URL) return null;
  return {
    url: env.RUNNER_QUEUE_URL,
    name: env.RUNNER_QUEUE_NAME,
    prefix: env.RUNNER_QUEUE_PREFIX,
    waitTimeoutMs: env.RUNNER_QUEUE_WAIT_TIMEOUT_MS,
    deadlineMarginMs: env.RUNNER_QUEUE_DEADLINE_MARGIN_MS,
  };
}
