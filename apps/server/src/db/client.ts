import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverPackageRoot } from '../lib/package-root';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = join(serverPackageRoot(), 'drizzle');

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export interface DatabaseOptions {
  /** Sees every query (tests count them); none by default. */
  logger?: Logger;
}

/** Opens the database (PGlite on disk or in memory, or PostgreSQL) and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget, { logger }: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // connectionTimeoutMillis: a database that does not answer at all (a dropped network) fails a
    // request in 30 s with a 503 instead of holding it until the request timeout. A stopped or
    // restarting server is refused at once (503 immediately). 30 s, not less: under overload a
    // request waits its turn for one of the 10 clients (the load bench saw 5 s waits shed as 503s).
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 30_000 });
    // An idle client can be dropped by the server (restart, admin command); the pool replaces it.
    // Without a listener that 'error' event would crash the process.
    pool.on('error', (error) => console.warn('PostgreSQL idle client error:', error.message));
    const db = drizzlePg(pool, { schema, ...(logger && { logger }) });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = target.dataDir ? new PGlite(resolve(target.dataDir, 'pglite')) : new PGlite();
  const db = drizzlePglite(client, { schema, ...(logger && { logger }) });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
