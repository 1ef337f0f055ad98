import os from 'node:os';
import { z } from 'zod';
import { queueSettingsFrom, type RunnerQueueSettings, runnerQueueEnv } from './queue-env';

const WorkerEnvSchema = z.object({
  ...runnerQueueEnv,
  RUNNER_POOL_SIZE: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .pipe(z.coerce.number().int().min(1).max(256).optional()),
  RUNNER_CACHE_DIR: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined)),
});

export interface WorkerConfig {
  queue: RunnerQueueSettings;
  /** jobs at once = the runner's pool size; default: available CPUs */
  concurrency: number;
  /** undefined = the runner's default */
  cacheDir: string | undefined;
}

export class WorkerConfigError extends Error {}

/** The worker process's environment, validated like the server's (a bad value names the variable). */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const parsed = WorkerEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new WorkerConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const queue = queueSettingsFrom(parsed.data);
  if (!queue) throw new WorkerConfigError('Invalid configuration:\n  - RUNNER_QUEUE_URL: required by the judge worker');
  return {
    queue,
    concurrency: parsed.data.RUNNER_POOL_SIZE ?? os.availableParallelism(),
    cacheDir: parsed.data.RUNNER_CACHE_DIR,
  };
}
