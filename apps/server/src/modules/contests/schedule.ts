import type { FastifyBaseLogger } from 'fastify';

export interface RefreshScheduleOptions {
  intervalMs: number;
  run: () => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Names the job in the log when a run fails. */
  name?: string;
}

/**
 * Runs `run` once soon after start-up and then every `intervalMs`. The run itself decides (under a
 * database advisory lock) whether another instance already did it, so every instance may schedule it.
 */
export function startRefreshSchedule({ intervalMs, run, log, name = 'contest refresh' }: RefreshScheduleOptions) {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> | null = null;
  const tick = () => {
    // A run still going when the next tick comes is not doubled.
    if (current) return;
    current = run()
      .catch((error: unknown) => log.error({ err: error }, `scheduled ${name} failed`))
      .finally(() => {
        current = null;
      });
  };
  return {
    start() {
      if (timer) return;
      setImmediate(tick);
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    /** Stops the timer and waits for a run in progress (its fetches have their own timeouts). */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await current;
    },
  };
}
