import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from '../src/db/client';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; the real PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A new, empty PostgreSQL database beside `baseUrl`'s (tests, benchmarks), and how to drop it. */
export async function createScratchPostgres(
  baseUrl: string,
  prefix = 'ck_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database
 * created beside DATABASE_URL's and dropped on close.
 */
export async function openTestDatabase(kind: DatabaseKind, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', dataDir: null }, options);
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is not set');
  const scratch = await createScratchPostgres(baseUrl);
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url }, options);
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
