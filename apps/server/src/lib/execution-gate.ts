import { availableParallelism } from 'node:os';
import { FairScheduler, type Runner } from '@codingkaro/runner';
import type { FastifyRequest } from 'fastify';

/** Whose code it is: a signed-in user, or a guest by IP. */
export interface ExecutionOwner {
  key: string;
  guest: boolean;
}

export interface ExecutionFairness {
  /**
   * Jobs sent to the runner at once: RUNNER_SLOTS, else the runner's own concurrency (the in-process
   * pool size), else the CPUs. With a judge queue, set it to the workers' total concurrency.
   */
  slots: number | undefined;
  /** Jobs one user (or guest IP) may have running at once; default half the slots, so another user always finds one free. */
  runningPerUser: number | undefined;
  /** Jobs one user (or guest IP) may have waiting; one more answers 429. */
  queuedPerUser: number;
  /** Jobs waiting across everyone; one more answers 429. */
  queueLimit: number;
  /** Guests' cap on a program's run wall time, ms (RUNNER_GUEST_MAX_RUN_MS): below the signed-in cap. */
  guestMaxRunMs: number;
}

/** The signed-in user, else the client's IP (as trusted proxies report it). */
export async function executionOwnerOf(request: FastifyRequest): Promise<ExecutionOwner> {
  const session = await request.session().catch(() => null);
  return session ? { key: `user:${session.user.id}`, guest: false } : { key: `ip:${request.ip}`, guest: true };
}

/**
 * Every program the API runs (compiler, problem run and submit) passes this gate before the
 * runner: per-owner caps on running and waiting jobs, free slots handed to owners in turn
 * (FairScheduler), and lower wall limits for guests. It sits in front of either runner (the
 * in-process pool or the Redis queue client), so both are fair for this API process's requests.
 */
export function createExecutionGate(runner: Runner, fairness: ExecutionFairness) {
  const slots = fairness.slots ?? runner.slots ?? availableParallelism();
  const scheduler = new FairScheduler({
    slots,
    runningPerOwner: fairness.runningPerUser ?? Math.max(1, Math.floor(slots / 2)),
    queuedPerOwner: fairness.queuedPerUser,
    queueLimit: fairness.queueLimit,
  });
  const guestLimits: Runner['limits'] = {
    ...runner.limits,
    maxRunTimeoutMs: Math.min(runner.limits.maxRunTimeoutMs, fairness.guestMaxRunMs),
  };

  return {
    scheduler,
    /** The runner as this owner sees it: its jobs scheduled fairly, a guest's limits lowered. */
    runnerFor(owner: ExecutionOwner): Runner {
      return {
        limits: owner.guest ? guestLimits : runner.limits,
        runtimes: () => runner.runtimes(),
        execute: (request) => scheduler.run(owner.key, () => runner.execute(request)),
        format: (language, code) => scheduler.run(owner.key, () => runner.format(language, code)),
        // the shared runner is closed by its owner (server.ts), not through one user's view
        close: async () => {},
      };
    },
    close: () => scheduler.close(),
  };
}
export type ExecutionGate = ReturnType<typeof createExecutionGate>;
