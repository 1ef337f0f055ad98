import { QueueFullError, RunnerClosedError } from '../errors';

export interface PoolStats {
  active: number;
  queued: number;
  started: number;
  waitSeconds: number;
}

interface Waiter {
  resolve: () => void;
  reject: (e: Error) => void;
}

/**
 * Bounded concurrency with a bounded wait queue. `run` rejects with QueueFullError when
 * `size` jobs are running and `queueLimit` more are already waiting.
 */
export class WorkerPool {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private closed = false;
  private readonly idleWaiters: (() => void)[] = [];
  private started = 0;
  private waitedMs = 0;

  constructor(
    readonly size: number,
    readonly queueLimit: number,
  ) {
    if (size < 1) throw new RangeError('poolSize must be >= 1');
    if (queueLimit < 0) throw new RangeError('queueLimit must be >= 0');
  }

  /** Running and waiting jobs now; jobs started and their total time spent waiting, since creation. */
  get stats(): PoolStats {
    return { active: this.active, queued: this.waiting.length, started: this.started, waitSeconds: this.waitedMs / 1000 };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.closed) throw new RunnerClosedError();
    if (this.active >= this.size) {
      if (this.waiting.length >= this.queueLimit) throw new QueueFullError();
      const queuedAt = performance.now();
      await new Promise<void>((resolve, reject) => this.waiting.push({ resolve, reject }));
      this.waitedMs += performance.now() - queuedAt;
    } else {
      this.active++;
    }
    this.started++;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next.resolve();
      else {
        this.active--;
        if (this.active === 0) for (const w of this.idleWaiters.splice(0)) w();
      }
    }
  }

  /** Rejects queued jobs and waits for running ones. */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.splice(0)) w.reject(new RunnerClosedError());
    if (this.active === 0) return;
    await new Promise<void>((r) => this.idleWaiters.push(r));
  }
}
