/**
 * The judge worker process (`npm run worker`): the sandboxed runner with `RUNNER_POOL_SIZE` slots
 * (default: available CPUs) consuming the queue at `RUNNER_QUEUE_URL`. Run as many as the load
 * needs, on any hosts with the toolchains; SIGINT/SIGTERM finish running jobs, then exit.
 */
import { createRunner } from '@codingkaro/runner';
import { dedupeErrors } from './dedupe-errors';
import { startJudgeWorker } from './judge-worker';
import { loadWorkerConfig, WorkerConfigError } from './worker-config';

const SHUTDOWN_CAP_MS = 60_000;

function log(level: 'info' | 'warn' | 'error', msg: string, extra: Record<string, unknown> = {}) {
  console.log(JSON.stringify({ level, time: new Date().toISOString(), msg, ...extra }));
}

async function main() {
  let config: ReturnType<typeof loadWorkerConfig>;
  try {
    config = loadWorkerConfig();
  } catch (error) {
    if (error instanceof WorkerConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const runner = createRunner({
    poolSize: config.concurrency,
    queueLimit: config.concurrency,
    ...(config.cacheDir ? { cacheDir: config.cacheDir } : {}),
  });
  const isolation = await runner.isolation?.();
  if (isolation) {
    log(isolation.strong ? 'info' : isolation.refused ? 'error' : 'warn', `code sandbox: ${isolation.summary}`);
    if (isolation.refused) process.exit(1);
  }
  const worker = await startJudgeWorker({
    url: config.queue.url,
    queueName: config.queue.name,
    prefix: config.queue.prefix,
    runner,
    concurrency: config.concurrency,
    onError: dedupeErrors((error) => log('warn', 'queue error', { err: error.message })),
    onJob: (job) => log('info', 'job done', job),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      log('warn', 'second signal: exiting now', { signal });
      process.exit(1);
    }
    closing = true;
    log('info', 'shutting down: finishing running jobs', { signal });
    const force = setTimeout(() => {
      log('error', 'shutdown took too long');
      process.exit(1);
    }, SHUTDOWN_CAP_MS);
    force.unref();
    try {
      await worker.close();
      await runner.close();
      log('info', 'stopped');
      process.exit(0);
    } catch (error) {
      log('error', 'shutdown failed', { err: String(error) });
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const runtimes = (await runner.runtimes()).filter((r) => r.available).map((r) => `${r.language} ${r.version}`);
  log('info', 'judge worker ready', { id: worker.id, queue: config.queue.name, concurrency: config.concurrency, runtimes });
}

main().catch((error: unknown) => {
  console.error('The judge worker failed to start:', error);
  process.exit(1);
});
