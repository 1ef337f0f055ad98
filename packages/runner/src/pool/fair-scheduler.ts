import { QueueFullError, RunnerClosedError } from '../errors';

/** One owner already has as many jobs waiting as it may; the HTTP layer answers 429 with this message. */
export class OwnerQueueFullError extends QueueFullError {
  constructor(readonly queuedLimit: number) {
    super(
      `You already have ${queuedLimit === 1 ? 'a program' : `${queuedLimit} programs`} waiting to run. Wait for ${queuedLimit === 1 ? 'it' : 'them'} to finish, then try again.`,
    );
    this.name = 'OwnerQueueFullError';
  }
}

export interface FairSchedulerOptions {
  /** Jobs running at once, across every owner (the runner's own concurrency). */
  slots: number;
  /** Jobs one owner may have running at once. */
  runningPerOwner: number;
  /** Jobs one owner may have waiting; one more is refused with OwnerQueueFullError. */
  queuedPerOwner: number;
  /** Jobs waiting across every owner; one more is refused with QueueFullError. */
  queueLimit: number;
}

interface Waiter {
  owner: string;
  start: () => void;
  fail: (error: Error) => void;
}

interface OwnerState {
  running: number;
  waiting: Waiter[];
}

/**
 * Bounded concurrency shared fairly between owners (users, or guests by IP): each owner runs at
 * most `runningPerOwner` jobs and queues at most `queuedPerOwner`, and a free slot goes to the owners
 * with waiting jobs in turn (round-robin), not to the oldest job. So one owner flooding the queue
 * delays another owner's job by at most one turn, never by the whole backlog.
 */
export class FairScheduler {
  private readonly owners = new Map<string, OwnerState>();
  /** Owners with waiting jobs, in the order they get their next turn. */
  private readonly turns: string[] = [];
  private running = 0;
  private queued = 0;
  private closed = false;
  private readonly idleWaiters: (() => void)[] = [];

  constructor(readonly options: FairSchedulerOptions) {
    if (options.slots < 1) throw new RangeError('slots must be >= 1');
    if (options.runningPerOwner < 1) throw new RangeError('runningPerOwner must be >= 1');
    if (options.queuedPerOwner < 0 || options.queueLimit < 0) throw new RangeError('queue limits must be >= 0');
  }

  get stats(): { running: number; queued: number; owners: number } {
    return { running: this.running, queued: this.queued, owners: this.owners.size };
  }

  /** What this owner has running and waiting now. */
  ownerStats(owner: string): { running: number; queued: number } {
    const state = this.owners.get(owner);
    return { running: state?.running ?? 0, queued: state?.waiting.length ?? 0 };
  }

  async run<T>(owner: string, job: () => Promise<T>): Promise<T> {
    if (this.closed) throw new RunnerClosedError();
    const state = this.stateOf(owner);
    if (this.running < this.options.slots && state.running < this.options.runningPerOwner && state.waiting.length === 0) {
      state.running++;
      this.running++;
    } else {
      if (state.waiting.length >= this.options.queuedPerOwner) {
        this.forgetIfIdle(owner, state);
        throw new OwnerQueueFullError(this.options.queuedPerOwner);
      }
      if (this.queued >= this.options.queueLimit) {
        this.forgetIfIdle(owner, state);
        throw new QueueFullError();
      }
      await new Promise<void>((start, fail) => {
        state.waiting.push({ owner, start, fail });
        this.queued++;
        if (state.waiting.length === 1) this.turns.push(owner);
      });
    }
    try {
      return await job();
    } finally {
      state.running--;
      this.running--;
      this.forgetIfIdle(owner, state);
      this.dispatch();
      if (this.running === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }

  /** Refuses waiting jobs and waits for running ones. */
  async close(): Promise<void> {
    this.closed = true;
    for (const owner of this.turns.splice(0)) {
      const state = this.owners.get(owner);
      for (const waiter of state?.waiting.splice(0) ?? []) waiter.fail(new RunnerClosedError());
    }
    this.queued = 0;
    if (this.running === 0) return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  /** Starts waiting jobs while slots are free: each turn goes to the next owner allowed to run one more. */
  private dispatch(): void {
    while (this.running < this.options.slots) {
      const index = this.turns.findIndex((owner) => (this.owners.get(owner)?.running ?? 0) < this.options.runningPerOwner);
      if (index === -1) return;
      const [owner] = this.turns.splice(index, 1) as [string];
      const state = this.owners.get(owner) as OwnerState;
      const waiter = state.waiting.shift() as Waiter;
      this.queued--;
      // Back of the line: the owner's next job waits for every other owner's turn.
      if (state.waiting.length > 0) this.turns.push(owner);
      state.running++;
      this.running++;
      waiter.start();
    }
  }

  private stateOf(owner: string): OwnerState {
    let state = this.owners.get(owner);
    if (!state) {
      state = { running: 0, waiting: [] };
      this.owners.set(owner, state);
    }
    return state;
  }

  private forgetIfIdle(owner: string, state: OwnerState): void {
    if (state.running === 0 && state.waiting.length === 0) this.owners.delete(owner);
  }
}
