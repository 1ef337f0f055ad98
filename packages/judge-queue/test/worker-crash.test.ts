import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createQueueRunner, POISON_JOB_MESSAGE } from '../src/queue-runner';
import { deleteKeys, describeWithRedis, REDIS_URL, sleep, uniquePrefix } from './redis-test-env';

// Worker processes killed for real (SIGKILL) mid-job, on the real Redis: BullMQ's stalled check
// hands the job to another worker once, and fails it when it kills a second one.
const prefix = uniquePrefix('worker-crash');
const packageDir = path.resolve(import.meta.dirname, '..');
const LOCK_MS = 1_000;
const STALLED_CHECK_MS = 500;
const SLOW = 60_000;
const children: ChildProcess[] = [];

interface StubWorker {
  id: string;
  child: ChildProcess;
  exited: Promise<NodeJS.Signals | null>;
}

async function spawnStubWorker(queueName: string, id: string): Promise<StubWorker> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/stub-worker.ts'], {
    cwd: packageDir,
    env: {
      ...process.env,
      REDIS_URL,
      STUB_WORKER_ID: id,
      STUB_PREFIX: prefix,
      STUB_QUEUE: queueName,
      STUB_LOCK_MS: String(LOCK_MS),
      STUB_STALLED_CHECK_MS: String(STALLED_CHECK_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  const logs: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  // Bounded by the beforeAll hook's timeout, not a start-up deadline of its own: on a busy machine
  // loading tsx and BullMQ took 39 s of wall time for 1 s of CPU, past the 30 s the start once had.
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    void exited.then(() => reject(new Error(`stub worker exited:\n${logs.join('')}`)));
  });
  return { id, child, exited };
}

function openQueue(queueName: string) {
  return new Queue(queueName, { connection: new Redis(REDIS_URL, { maxRetriesPerRequest: null }), prefix });
}

async function closeQueue(queue: Queue) {
  await queue.close();
  (queue.opts.connection as Redis).disconnect();
}

/**
 * Every test's workers are started before the tests, each set on its own queue: starting a process is
 * set-up, not the behaviour under test, and it must not eat a test's time on a busy machine.
 */
const workersOf: Record<'retry' | 'poison', StubWorker[]> = { retry: [], poison: [] };
beforeAll(async () => {
  if (!REDIS_URL) return;
  [workersOf.retry, workersOf.poison] = await Promise.all([
    Promise.all(['w1', 'w2'].map((id) => spawnStubWorker('retry', id))),
    Promise.all(['p1', 'p2', 'p3'].map((id) => spawnStubWorker('poison', id))),
  ]);
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (REDIS_URL) await deleteKeys(prefix);
});

describeWithRedis('judge worker crashes (real Redis, real processes)', () => {
  it(
    'a worker killed mid-job: the job is run once more on another worker and the call gets that one answer',
    async () => {
      const queueName = 'retry';
      const workers = workersOf[queueName];
      const client = createQueueRunner({ url: REDIS_URL, prefix, queueName, crashDetectionMs: LOCK_MS + STALLED_CHECK_MS });
      const queue = openQueue(queueName);
      try {
        const call = client.execute({ language: 'python', files: [{ content: 'sleep 1500' }], runTimeoutMs: 3_000 });
        let first: string | undefined;
        for (let i = 0; i < 200 && !first; i++) {
          first = (await queue.getActive())[0]?.processedBy;
          if (!first) await sleep(25);
        }
        const victim = workers.find((w) => w.id === first);
        const survivor = workers.find((w) => w.id !== first);
        expect(victim && survivor).toBeTruthy();
        victim?.child.kill('SIGKILL');
        expect(await victim?.exited).toBe('SIGKILL');

        const result = await call;
        expect(result.run).toMatchObject({ status: null, stdout: `done by ${survivor?.id}` });
        // answered once: one completed job, none failed, the same job id throughout
        expect(await queue.getJobCounts('completed', 'failed', 'active', 'wait')).toEqual({
          completed: 1,
          failed: 0,
          active: 0,
          wait: 0,
        });
        const [done] = await queue.getCompleted();
        expect(done?.stalledCounter).toBe(1);
        expect(done?.processedBy).toBe(survivor?.id);
      } finally {
        await client.close();
        await closeQueue(queue);
        for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGTERM');
      }
    },
    SLOW,
  );

  it(
    'a job that kills two workers is failed with a clear message and never reaches a third',
    async () => {
      const queueName = 'poison';
      const workers = workersOf[queueName];
      const client = createQueueRunner({ url: REDIS_URL, prefix, queueName, crashDetectionMs: LOCK_MS + STALLED_CHECK_MS });
      const queue = openQueue(queueName);
      try {
        const t0 = Date.now();
        const result = await client.execute({ language: 'python', files: [{ content: 'crash' }], runTimeoutMs: 3_000 });
        expect(result.run).toMatchObject({ status: 'XX', stdout: '', message: POISON_JOB_MESSAGE });
        // two crash detections, well before the call's own deadline
        expect(Date.now() - t0).toBeLessThan(2 * (LOCK_MS + STALLED_CHECK_MS) + 5_000);
        const dead = workers.filter((w) => w.child.signalCode === 'SIGKILL');
        expect(dead).toHaveLength(2);
        const [failed] = await queue.getFailed();
        expect(failed?.failedReason).toMatch(/stalled more than/);
        expect(await queue.getJobCounts('completed', 'failed', 'active', 'wait')).toEqual({
          completed: 0,
          failed: 1,
          active: 0,
          wait: 0,
        });
        // the survivor still judges
        const next = await client.execute({ language: 'python', files: [{ content: 'sleep 0' }] });
        const survivor = workers.find((w) => w.child.signalCode === null);
        expect(next.run?.stdout).toBe(`done by ${survivor?.id}`);
      } finally {
        await client.close();
        await closeQueue(queue);
        for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGTERM');
      }
    },
    SLOW,
  );
});
