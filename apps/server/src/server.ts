import { createConfiguredRunner } from '@codingkaro/judge-queue';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  let logQueueError = (_error: Error) => {};
  const runner = await createConfiguredRunner(config.runner, (error) => logQueueError(error));
  const app = await buildApp({ config, database, runner });
  logQueueError = (error) => app.log.warn({ err: error }, 'runner queue error');
  app.server.requestTimeout = 60_000;
  app.server.headersTimeout = 20_000;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await runner.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const isolation = await runner.isolation?.();
  if (isolation) {
    const level = isolation.strong ? 'info' : isolation.refused ? 'error' : 'warn';
    app.log[level]({ isolation: { ...isolation, summary: undefined } }, `code sandbox: ${isolation.summary}`);
  }
  app.log.info(
    {
      database: database.kind,
      runner: config.runner.queue ? `queue ${config.runner.queue.name}` : 'in-process',
      googleSignIn: Boolean(config.google),
      devSignIn: config.devLoginEnabled,
    },
    `CodingKaro is running at ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error('CodingKaro failed to start:', error);
  process.exit(1);
});
