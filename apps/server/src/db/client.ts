import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { serverPackageRoot } from '../lib/package-root';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the connection pool's counts (for /metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const migrationsFolder = join(serverPackageRoot(), 'drizzle');

interface JournalEntry {
  tag: string;
  /** The migration's timestamp, which drizzle's migrator records as `created_at`. */
  when: number;
}

let newestMigration: JournalEntry | null | undefined;
function newestJournalEntry(): JournalEntry | null {
  newestMigration ??=
    (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries.at(
      -1,
    ) ?? null;
  return newestMigration;
}

/**
 * The tag of the newest migration. Content digests include it, so a schema change (say, a column the
 * seed fills) re-seeds the content once even when the files are unchanged.
 */
export function newestMigrationTag(): string {
  return newestJournalEntry()?.tag ?? '';
}

/**
 * Whether the database lacks the newest migration. drizzle's migrator applies exactly the migrations
 * newer than the newest it recorded, so when that is the journal's newest there is nothing to do;
 * one query instead of its schema and table DDL, a transaction and reading every SQL file. Any doubt
 * (no migrations table yet, an unreadable row) says pending and the migrator decides.
 */
async function migrationsPending(db: Database): Promise<boolean> {
  const newest = newestJournalEntry();
  if (!newest) return false;
  try {
    const result = (await db.execute(sql`select max(created_at) as "recorded" from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { recorded: string | number | bigint | null }[];
    };
    const recorded = result.rows[0]?.recorded;
    return recorded === null || recorded === undefined || Number(recorded) < newest.when;
  } catch {
    return true;
  }
}

/**
 * A PGlite data directory already migrated and seeded from the repository's content, written by the
 * build (`scripts/pglite-template.ts`). A fresh DATA_DIR is unpacked from it (`unpackTemplate`)
 * instead of running initdb (~15 s and ~800 MB of WASM memory on 2 cores) and every migration;
 * start-up then finds the migrations applied and the content digests unchanged. Absent (tests,
 * `npm run dev`): initdb as usual.
 */
export const pgliteTemplatePath = join(serverPackageRoot(), 'dist', 'pglite-template.tar.gz');

/**
 * PostgreSQL's 128 MB default of shared buffers lives in PGlite's WASM memory, which never shrinks;
 * the data is a few MB and the files stay in the OS cache, so 16 MB costs nothing measurable and
 * saves ~110 MB of RSS (bench/start).
 */
export async function pgliteOptions(): Promise<PGliteOptions> {
  const { PGlite } = await import('@electric-sql/pglite');
  return { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };
}

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export interface DatabaseOptions {
  /** Sees every query (tests count them); none by default. */
  logger?: Logger;
  /**
   * Called once the driver is loaded and the database is opening (PGlite compiling its WASM and
   * reading its files, PostgreSQL connecting): start-up loads the app meanwhile.
   */
  whileOpening?: () => void;
}

/**
 * A client can be dropped by the server (restart, `pg_terminate_backend`): its 'error' event crashes
 * the process when nobody listens. pg-pool listens only while a client is idle and removes that
 * listener at checkout, so a client dropped between two statements of a transaction had none. Every
 * client gets its own listener for life; the statement in flight (or the next one) still fails, the
 * request answers 503, and the pool discards the dead client when it is released.
 */
export function guardPoolErrors<P extends Pool>(pool: P): P {
  const warn = (error: Error) => console.warn('PostgreSQL client error:', error.message);
  pool.on('error', warn);
  pool.on('connect', (client) => client.on('error', warn));
  return pool;
}

/**
 * Opens the database (PGlite on disk or in memory, or PostgreSQL) and applies pending migrations.
 * Each kind's driver is imported only when used (~0.5-0.9 s of module loading at start-up each), and
 * its migrator only when a migration is pending.
 */
export async function openDatabase(
  target: DatabaseTarget,
  { logger, whileOpening }: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    // connectionTimeoutMillis: a database that does not answer at all (a dropped network) fails a
    // request in 30 s with a 503 instead of holding it until the request timeout. A stopped or
    // restarting server is refused at once (503 immediately). 30 s, not less: under overload a
    // request waits its turn for one of the 10 clients (the load bench saw 5 s waits shed as 503s).
    const pool = guardPoolErrors(new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 30_000 }));
    const db = drizzlePg(pool, { schema, ...(logger && { logger }) });
    const pending = migrationsPending(db as unknown as Database);
    whileOpening?.();
    if (await pending) {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(db, { migrationsFolder });
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const options = await pgliteOptions();
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true });
    const dir = resolve(target.dataDir, 'pglite');
    if (!existsSync(join(dir, 'PG_VERSION')) && existsSync(pgliteTemplatePath)) await unpackTemplate(dir);
  }
  const client = target.dataDir ? new PGlite(resolve(target.dataDir, 'pglite'), options) : new PGlite(options);
  const db = drizzlePglite(client, { schema, ...(logger && { logger }) });
  const pending = migrationsPending(db as unknown as Database);
  whileOpening?.();
  if (await pending) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db, { migrationsFolder });
  }
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/**
 * Unpacks the template into `dir`: native gunzip of the whole file, then each entry written in one
 * call, into a sibling folder renamed into place at the end (a crash half-way leaves no half data
 * directory). ~0.6 s of CPU on the bench machine, where PGlite's own `loadDataDir` (unpacking inside
 * WASM) took ~4 s and a streamed extraction ~2.3 s.
 *
 * Memory: the gunzipped tar (~45 MB) is one allocation of its known size (the gzip trailer's ISIZE),
 * and each file is written from slices of it without copying. gunzip's default 64 KB pieces, joined,
 * and a copy per file went through malloc's arena, which kept ~55 MB of RSS for the process's life
 * after they were freed (bench/start: idle RSS after a fresh start).
 */
async function unpackTemplate(dir: string): Promise<void> {
  const { extract } = await import('tar-stream');
  const partial = `${dir}.unpacking`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const gzipped = readFileSync(pgliteTemplatePath);
  const entries = extract();
  const unpackedSize = gzipped.readUInt32LE(gzipped.length - 4);
  entries.end(gunzipSync(gzipped, { chunkSize: Math.max(64 * 1024, unpackedSize + 1) }));
  for await (const entry of entries) {
    const target = join(partial, normalize(entry.header.name).replace(/^[/\\]+/, ''));
    if (target !== partial && !target.startsWith(partial + sep)) {
      throw new Error(`PGlite template entry outside its data directory: ${entry.header.name}`);
    }
    if (entry.header.type === 'file') {
      mkdirSync(dirname(target), { recursive: true });
      const fd = openSync(target, 'w', entry.header.mode ?? 0o600);
      try {
        for await (const chunk of entry) writeSync(fd, chunk as Buffer);
      } finally {
        closeSync(fd);
      }
    } else {
      if (entry.header.type === 'directory') mkdirSync(target, { recursive: true });
      entry.resume();
    }
  }
  renameSync(partial, dir);
}
