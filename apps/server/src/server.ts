import { statfsSync } from 'node:fs';
import { createConfiguredRunner } from '@codingkaro/judge-queue';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { startupFailureMessage } from './lib/database-errors';
import { checkProduction } from './lib/production-guard';

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
  const production = checkProduction(process.env, config);
  if (production.refusals.length > 0) {
    console.error(`CodingKaro refuses to start:\n${production.refusals.map((line) => `  - ${line}`).join('\n')}`);
    process.exit(1);
  }
  // The runner first: it probes the toolchains by spawning processes, and a spawn costs the main
  // thread more the bigger the process is (~60 ms each once PGlite and the app are loaded).
  let logQueueError = (_error: Error) => {};
  const runner = await createConfiguredRunner(config.runner, (error) => logQueueError(error));
  // The app's modules (Fastify, its plugins and every feature module: most of the bundle) load while
  // the database opens: PGlite compiles its WASM off the main thread and reads its files meanwhile.
  let appModule: Promise<typeof import('./app')> | undefined;
  const loadApp = () => {
    appModule ??= import('./app');
    return appModule;
  };
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
      { whileOpening: () => loadApp().catch(() => {}) },
    );
  } catch (error) {
    const plain = startupFailureMessage(
      error,
      config.databaseUrl
        ? { kind: 'postgres', host: hostOf(config.databaseUrl) }
        : { kind: 'pglite', dataDir: config.dataDir, freeBytes: freeBytes(config.dataDir) },
    );
    if (!plain) throw error;
    console.error(`CodingKaro failed to start: ${plain}`);
    await runner.close();
    process.exit(1);
  }
  const { buildApp } = await loadApp();
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
  for (const warning of production.warnings) app.log.warn(warning);
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

/** Free bytes for us on the file system of `dir`; null when it cannot be read. */
function freeBytes(dir: string): number | null {
  try {
    const fs = statfsSync(dir);
    return fs.bavail * fs.bsize;
  } catch {
    return null;
  }
}

/** host:port of a database URL (never its password) */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'DATABASE_URL';
  }
}

main().catch((error: unknown) => {
  console.error('CodingKaro failed to start:', error);
  process.exit(1);
});
