import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRunner, type ExecuteRequest, type ExecuteResult, type Runner, type StageResult } from '@codingkaro/runner';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createQueueRunner } from '../src/queue-runner';
import { deleteKeys, describeWithRedis, REDIS_URL, sleep, uniquePrefix } from './redis-test-env';

// The real thing: `worker-main.ts` as a child process with the sandboxed runner, this process as the API.
const prefix = uniquePrefix('worker-process');
const packageDir = path.resolve(import.meta.dirname, '..');
const cacheDir = path.join(os.tmpdir(), `ck-test-cache-worker-process-${process.pid}`);
const SLOW = 120_000;

interface WorkerProcess {
  child: ChildProcess;
  logs: string[];
  exited: Promise<number | null>;
}

let queueCounter = 0;
const children: ChildProcess[] = [];

async function spawnWorker(queueName: string): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker-main.ts'], {
    cwd: packageDir,
    env: {
      ...process.env,
      RUNNER_QUEUE_URL: REDIS_URL,
      RUNNER_QUEUE_PREFIX: prefix,
      RUNNER_QUEUE_NAME: queueName,
      RUNNER_POOL_SIZE: '1',
      RUNNER_CACHE_DIR: cacheDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const logs: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // One deadline, the test's own (SLOW), not a tighter start-up one besides: on a busy machine the start
  // (tsx, BullMQ, the sandbox pool) took longer than the 60 s it once had while the test had time left.
  await new Promise<void>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      logs.push(chunk.toString());
      if (chunk.toString().includes('"judge worker ready"')) resolve();
    });
    void exited.then((code) => reject(new Error(`worker exited with ${code}:\n${logs.join('')}`)));
  });
  return { child, logs, exited };
}

let inProcess: Runner;
beforeAll(() => {
  inProcess = createRunner({ cacheDir, poolSize: 1 });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await inProcess?.close();
  if (REDIS_URL) await deleteKeys(prefix);
  rmSync(cacheDir, { recursive: true, force: true });
});

/**
 * Timing and memory differ run to run; everything else must be identical. (An output-limit kill
 * races the program's own exit, so its exit code is either 0 or null: not compared.)
 */
function comparable(result: ExecuteResult) {
  const stage = (s: StageResult | undefined) =>
    s && { ...s, cpuTimeMs: 0, wallTimeMs: 0, memoryBytes: 0, code: s.status === 'OL' ? 'any' : s.code };
  return { ...result, compile: stage(result.compile), run: stage(result.run) };
}

async function waitForActive(queue: Queue, count = 1) {
  for (let i = 0; i < 200 && (await queue.getActiveCount()) < count; i++) await sleep(50);
}

describeWithRedis('judge worker process (sandboxed runner)', () => {
  it(
    'answers exactly what the in-process runner answers: output, statuses, truncation, the compile stage',
    async () => {
      const queueName = `q${++queueCounter}`;
      const worker = await spawnWorker(queueName);
      const client = createQueueRunner({ url: REDIS_URL, prefix, queueName });
      const requests: ExecuteRequest[] = [
        {
          language: 'python',
          files: [{ content: 'import sys\ndata = sys.stdin.read()\nprint(data.upper())\nprint("warn", file=sys.stderr)\n' }],
          stdin: 'héllo wörld ✓\n',
        },
        { language: 'python', files: [{ content: 'import sys\nprint("x")\nsys.exit(3)\n' }] },
        { language: 'python', files: [{ content: 'print("a" * 100000)\n' }], outputLimitBytes: 1000 },
        { language: 'python', files: [{ content: 'while True:\n    pass\n' }], runTimeoutMs: 500 },
        {
          language: 'c',
          files: [{ content: '#include <stdio.h>\nint main(){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n' }],
          stdin: '2 3',
        },
        { language: 'c', files: [{ content: 'int main( { return 0; }\n' }] },
      ];
      try {
        const answers: ExecuteResult[] = [];
        for (const request of requests) {
          const [viaQueue, local] = await Promise.all([client.execute(request), inProcess.execute(request)]);
          expect(comparable(viaQueue)).toEqual(comparable(local));
          answers.push(viaQueue);
        }
        const [echo, exit3, long, loop, sum, broken] = answers;
        expect(echo?.run).toMatchObject({ stdout: 'HÉLLO WÖRLD ✓\n\n', stderr: 'warn\n', status: null });
        expect(exit3?.run).toMatchObject({ stdout: 'x\n', code: 3, status: 'RE' });
        expect(long?.run?.stdoutTruncated).toBe(true);
        expect(loop?.run?.status).toBe('TO');
        expect(sum?.compile).toMatchObject({ status: null, code: 0 });
        expect(sum?.run?.stdout).toBe('5\n');
        expect(broken?.compile?.stderr).toMatch(/error/);
        expect(broken?.run).toBeUndefined();
        const runtimes = await client.runtimes();
        expect(runtimes).toEqual(await inProcess.runtimes());
      } finally {
        await client.close();
        worker.child.kill('SIGTERM');
        expect(await worker.exited).toBe(0);
      }
    },
    SLOW,
  );

  it(
    'SIGTERM lets the running job finish and answer, then the worker exits 0',
    async () => {
      const queueName = `q${++queueCounter}`;
      const worker = await spawnWorker(queueName);
      const client = createQueueRunner({ url: REDIS_URL, prefix, queueName });
      const queue = new Queue(queueName, { connection: new Redis(REDIS_URL, { maxRetriesPerRequest: null }), prefix });
      try {
        const call = client.execute({
          language: 'python',
          files: [{ content: 'import time\ntime.sleep(1.5)\nprint("finished")\n' }],
        });
        await waitForActive(queue);
        worker.child.kill('SIGTERM');
        const result = await call;
        expect(result.run).toMatchObject({ stdout: 'finished\n', status: null, code: 0 });
        expect(await worker.exited).toBe(0);
        expect(worker.logs.join('')).toContain('"shutting down: finishing running jobs"');
      } finally {
        await client.close();
        await queue.close();
        (queue.opts.connection as Redis).disconnect();
      }
    },
    SLOW,
  );

  it(
    'the only worker killed mid-job: the call ends with an XX result by its deadline, not a hang',
    async () => {
      const queueName = `q${++queueCounter}`;
      const worker = await spawnWorker(queueName);
      // no other worker is alive to find the job stalled: the call ends by its own deadline
      const client = createQueueRunner({ url: REDIS_URL, prefix, queueName, deadlineMarginMs: 1_000, crashDetectionMs: 2_000 });
      const queue = new Queue(queueName, { connection: new Redis(REDIS_URL, { maxRetriesPerRequest: null }), prefix });
      try {
        const t0 = Date.now();
        const call = client.execute({
          language: 'python',
          files: [{ content: 'import time\ntime.sleep(4)\nprint("never")\n' }],
          compileTimeoutMs: 1_000,
          runTimeoutMs: 6_000,
        });
        await waitForActive(queue);
        worker.child.kill('SIGKILL');
        const result = await call;
        const waited = Date.now() - t0;
        expect(result.run).toMatchObject({ status: 'XX', stdout: '' });
        expect(result.run?.message).toBe('The code runner lost this job (no answer within 10 s). Please try again.');
        expect(waited).toBeGreaterThanOrEqual(10_000); // 1 s compile + 6 s run + 1 s margin + 2 s crash detection
        expect(waited).toBeLessThan(14_000);
        expect(await worker.exited).toBeNull(); // killed by the signal
      } finally {
        await client.close();
        await queue.close();
        (queue.opts.connection as Redis).disconnect();
      }
    },
    SLOW,
  );
});
