import { createRunner, type Runner } from '@codingkaro/runner';
import { dedupeErrors } from './dedupe-errors';
import type { RunnerQueueSettings } from './queue-env';

export interface RunnerSettings {
  cacheDir: string;
  /** undefined = the runner's default (available CPUs); in-process only */
  poolSize: number | undefined;
  /** undefined = the default (64): jobs waiting before 429, in-process or in the queue */
  queueLimit: number | undefined;
  /** set = judge workers through Redis; null = the embedded in-process runner */
  queue: RunnerQueueSettings | null;
}

/**
 * The server's runner: the queue client when a queue is configured, else the in-process pool.
 * `onError` hears of queue trouble that does not fail a call by itself (Redis reconnecting...).
 */
export async function createConfiguredRunner(settings: RunnerSettings, onError?: (error: Error) => void): Promise<Runner> {
  if (settings.queue) {
    const { createQueueRunner } = await import('./queue-runner');
    return createQueueRunner({
      url: settings.queue.url,
      queueName: settings.queue.name,
      prefix: settings.queue.prefix,
      waitTimeoutMs: settings.queue.waitTimeoutMs,
      deadlineMarginMs: settings.queue.deadlineMarginMs,
      ...(settings.queueLimit !== undefined ? { queueLimit: settings.queueLimit } : {}),
      ...(onError ? { onError: dedupeErrors(onError) } : {}),
    });
  }
  return createRunner({
    cacheDir: settings.cacheDir,
    ...(settings.poolSize !== undefined ? { poolSize: settings.poolSize } : {}),
    ...(settings.queueLimit !== undefined ? { queueLimit: settings.queueLimit } : {}),
  });
}
