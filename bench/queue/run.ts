/**
 * Queue overhead benchmark (not a test): `npm run bench:queue -- [iterations] [--process]` from the
 * repo root, with Redis at REDIS_URL (default redis://127.0.0.1:6379).
 *
 * The same small Python execute through
 *   in-process: createRunner().execute() (what the embedded server does), and
 *   queue:      the queue runner -> Redis -> a judge worker wrapping its own createRunner(),
 * interleaved one call at a time, printed as medians and their ratio. The worker runs in this process
 * by default, in its own process (worker-main.ts, as deployed) with --process. A third line times the
 * queue alone: the same trip with a worker whose runner answers at once (no sandbox).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { startJudgeWorker } from '../../packages/judge-queue/src/index';
import { createQueueRunner } from '../../packages/judge-queue/src/queue-runner';
import { createRunner, type ExecuteRequest, type ExecuteResult, type Runner } from '../../packages/runner/src/index';
import { hostLine, median, min, ratios } from '../lib/timing';

const args = process.argv.slice(2);
const iterations = Number(args.find((a) => /^\d+$/.test(a)) ?? 30);
const separateProcess = args.includes('--process');
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `ck-bench-queue-${randomBytes(3).toString('hex')}`;

const request: ExecuteRequest = { language: 'python', files: [{ content: 'print("Hello, World!")' }] };
const fmt = (n: number) => n.toFixed(2).padStart(8);

async function timed(runner: Runner): Promise<number> {
  const t0 = performance.now();
  const result = await runner.execute(request);
  const ms = performance.now() - t0;
  if (result.run?.stdout !== 'Hello, World!\n') throw new Error(`unexpected answer ${JSON.stringify(result)}`);
  return ms;
}

function startWorkerProcess(cacheDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/judge-queue/src/worker-main.ts'], {
    env: {
      ...process.env,
      RUNNER_QUEUE_URL: url,
      RUNNER_QUEUE_PREFIX: prefix,
      RUNNER_QUEUE_NAME: 'sandbox',
      RUNNER_POOL_SIZE: '1',
      RUNNER_CACHE_DIR: cacheDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('"judge worker ready"')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'ck-bench-queue-'));
const inProcess = createRunner({ cacheDir: path.join(cacheDir, 'in-process'), poolSize: 1 });
const workerRunner = separateProcess ? null : createRunner({ cacheDir: path.join(cacheDir, 'worker'), poolSize: 1 });
const sandboxWorker = workerRunner
  ? await startJudgeWorker({ url, prefix, queueName: 'sandbox', runner: workerRunner, concurrency: 1 })
  : null;
const child = separateProcess ? await startWorkerProcess(path.join(cacheDir, 'worker')) : null;
const queued = createQueueRunner({ url, prefix, queueName: 'sandbox' });

const instant: Runner = {
  limits: inProcess.limits,
  runtimes: async () => [],
  execute: async (): Promise<ExecuteResult> => ({
    language: 'python',
    version: '',
    run: {
      stdout: 'Hello, World!\n',
      stderr: '',
      output: 'Hello, World!\n',
      code: 0,
      signal: null,
      status: null,
      message: null,
      cpuTimeMs: 0,
      wallTimeMs: 0,
      memoryBytes: null,
      stdoutTruncated: false,
      stderrTruncated: false,
    },
  }),
  format: async () => ({ error: 'none' }),
  close: async () => {},
};
const instantWorker = await startJudgeWorker({ url, prefix, queueName: 'instant', runner: instant, concurrency: 1 });
const instantQueue = createQueueRunner({ url, prefix, queueName: 'instant' });

try {
  for (let i = 0; i < 3; i++) await Promise.all([timed(inProcess), timed(queued), timed(instantQueue)]); // warm-up
  const local: number[] = [];
  const viaQueue: number[] = [];
  const queueOnly: number[] = [];
  for (let i = 0; i < iterations; i++) {
    local.push(await timed(inProcess));
    viaQueue.push(await timed(queued));
    queueOnly.push(await timed(instantQueue));
  }
  const [l, q, e] = [median(local), median(viaQueue), median(queueOnly)];
  console.log(
    `queue bench: python hello, ${iterations} iterations interleaved, worker ${separateProcess ? 'in its own process' : 'in this process'}, ` +
      hostLine(),
  );
  console.log('path                         median ms     min ms');
  console.log(`in-process runner            ${fmt(l)}   ${fmt(min(local))}`);
  console.log(`queue -> worker -> runner    ${fmt(q)}   ${fmt(min(viaQueue))}`);
  console.log(`queue -> no-op worker        ${fmt(e)}   ${fmt(min(queueOnly))}`);
  console.log(`queue / in-process, median [min]: ${ratios(viaQueue, local)}, overhead ${(q - l).toFixed(2)} ms per execute`);
} finally {
  await queued.close();
  await instantQueue.close();
  await instantWorker.close();
  await sandboxWorker?.close();
  if (child) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
  }
  await workerRunner?.close();
  await inProcess.close();
  const redis = new Redis(url);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  rmSync(cacheDir, { recursive: true, force: true });
}
