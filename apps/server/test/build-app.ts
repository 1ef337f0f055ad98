import type { Runner } from '@codingkaro/runner';
import type { Logger } from 'drizzle-orm/logger';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { type DatabaseKind, openTestDatabase } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * Builds the app on a fresh database with test configuration; env overrides win. The runner is not
 * closed here; `queryLogger` sees every database query.
 */
export async function buildTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  { queryLogger, ...deps }: { runner?: Runner; queryLogger?: Logger } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...env,
  });
  const database = await openTestDatabase(kind, queryLogger ? { logger: queryLogger } : {});
  const app = await buildApp({ config, database, logger: false, ...deps });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Signs in through the development sign-in and returns the session cookie header value. */
export async function devSignIn(app: FastifyInstance, name = 'Asha Rao', email = 'asha@example.com') {
  const response = await app.inject({ method: 'POST', url: '/api/auth/dev-login', payload: { name, email } });
  if (response.statusCode !== 200) throw new Error(`dev sign-in failed: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'ck_session');
  if (!cookie) throw new Error('no session cookie');
  return { cookie: `ck_session=${cookie.value}`, token: response.json().token as string };
}
