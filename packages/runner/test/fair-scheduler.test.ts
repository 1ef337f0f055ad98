import { describe, expect, it } from 'vitest';
import { QueueFullError, RunnerClosedError } from '../src/errors';
import { FairScheduler, OwnerQueueFullError } from '../src/pool/fair-scheduler';

/** A job that runs until the test releases it, recording when it started. */
function jobs() {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  const job = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      releases.set(name, () => resolve(name));
    });
  const release = async (name: string) => {
    const done = releases.get(name);
    if (!done) throw new Error(`${name} has not started`);
    done();
    // let the finished job's `finally` hand its slot on
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { started, job, release };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('FairScheduler', () => {
  it("keeps a slot for a light owner while a heavy owner floods (the heavy owner's extra jobs queue or are refused)", async () => {
    const scheduler = new FairScheduler({ slots: 2, runningPerOwner: 1, queuedPerOwner: 3, queueLimit: 64 });
    const { started, job } = jobs();
    const heavy = Array.from({ length: 4 }, (_, i) => scheduler.run('ip:10.0.0.9', job(`heavy-${i}`)));
    await expect(scheduler.run('ip:10.0.0.9', job('heavy-extra'))).rejects.toBeInstanceOf(OwnerQueueFullError);
    await settle();
    expect(started).toEqual(['heavy-0']);
    expect(scheduler.ownerStats('ip:10.0.0.9')).toEqual({ running: 1, queued: 3 });

    void scheduler.run('user:light', job('light'));
    await settle();
    expect(started).toEqual(['heavy-0', 'light']);
    expect(heavy).toHaveLength(4);
  });

  it('hands free slots to owners in turn, not to the oldest job', async () => {
    const scheduler = new FairScheduler({ slots: 1, runningPerOwner: 1, queuedPerOwner: 10, queueLimit: 64 });
    const { started, job, release } = jobs();
    for (let i = 0; i < 4; i++) void scheduler.run('a', job(`a${i}`));
    void scheduler.run('b', job('b0'));
    void scheduler.run('b', job('b1'));
    void scheduler.run('c', job('c0'));
    await settle();
    for (const name of ['a0', 'a1', 'b0', 'c0', 'a2', 'b1']) await release(name);
    // FIFO would be a0 a1 a2 a3 b0 b1 c0.
    expect(started).toEqual(['a0', 'a1', 'b0', 'c0', 'a2', 'b1', 'a3']);
    expect(scheduler.stats).toEqual({ running: 1, queued: 0, owners: 1 });
  });

  it('refuses past the shared queue limit and rejects waiting jobs on close', async () => {
    const scheduler = new FairScheduler({ slots: 1, runningPerOwner: 1, queuedPerOwner: 5, queueLimit: 1 });
    const { job, release } = jobs();
    const running = scheduler.run('a', job('a0'));
    const waiting = scheduler.run('b', job('b0'));
    const refused = scheduler.run('c', job('c0'));
    await expect(refused).rejects.toBeInstanceOf(QueueFullError);
    await expect(refused).rejects.not.toBeInstanceOf(OwnerQueueFullError);
    await settle();
    const closing = scheduler.close();
    await expect(waiting).rejects.toBeInstanceOf(RunnerClosedError);
    await release('a0');
    await expect(running).resolves.toBe('a0');
    await closing;
    await expect(scheduler.run('a', job('late'))).rejects.toBeInstanceOf(RunnerClosedError);
  });
});
