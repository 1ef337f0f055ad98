import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, type DatabaseOptions, openDatabase, pgliteOptions } from '../src/db/client';
import * as schema from '../src/db/schema';
import { serverPackageRoot } from '../src/lib/package-root';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; the real PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** PostgreSQL's "object in use": a template copied while another session is connected to it. */
const OBJECT_IN_USE = '55006';

/**
 * A new, empty PostgreSQL database beside `baseUrl`'s (tests, benchmarks), and how to drop it;
 * a copy of `template` when given (a file copy, no migrations to run).
 */
export async function createScratchPostgres(
  baseUrl: string,
  prefix = 'ck_test',
  template?: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        break;
      } catch (error) {
        // Copies made at the same moment by other test files can meet each other; a retry finds it free.
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    name,
    async drop() {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * The migrated databases that every test file copies (test/global-setup.ts makes them once per run):
 * initdb plus every migration took 5-20 s per PGlite instance on 2 busy cores, a copy ~1/4 of that.
 * None outside vitest (or before the global setup): each database is then made from scratch.
 */
async function migratedTemplates(): Promise<{ pgliteDump: string | null; postgresTemplate: string | null }> {
  if (!process.env.VITEST) return { pgliteDump: null, postgresTemplate: null };
  const { inject } = await import('vitest');
  return { pgliteDump: inject('pgliteDump') ?? null, postgresTemplate: inject('postgresTemplate') ?? null };
}

/** In-memory PGlite loaded from the migrated dump; migrating it again is the same no-op check as at start-up. */
async function openPgliteCopy(dumpPath: string, { logger }: DatabaseOptions): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite({ ...(await pgliteOptions()), loadDataDir: new Blob([readFileSync(dumpPath)]) });
  const db = drizzle(client, { schema, ...(logger && { logger }) });
  await migrate(db, { migrationsFolder: join(serverPackageRoot(), 'drizzle') });
  return { db: db as unknown as DatabaseHandle['db'], kind: 'pglite', close: () => client.close() };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database
 * created beside DATABASE_URL's and dropped on close.
 */
export async function openTestDatabase(kind: DatabaseKind, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const { pgliteDump, postgresTemplate } = await migratedTemplates();
  if (kind === 'pglite') {
    return pgliteDump ? openPgliteCopy(pgliteDump, options) : openDatabase({ kind: 'pglite', dataDir: null }, options);
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is not set');
  const scratch = await createScratchPostgres(baseUrl, 'ck_test', postgresTemplate ?? undefined);
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url }, options);
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
