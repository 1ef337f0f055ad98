import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseFailure, isDatabaseUnavailable, startupFailureMessage } from '../src/lib/database-errors';
import { registerErrorHandler } from '../src/plugins/error-handler';

const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);
const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a lost, refused or restarting database and a full disk, wrapped or not', () => {
    expect(isDatabaseUnavailable(wrapped(pgError('ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(pgError('57P01', 'terminating connection due to administrator command')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(pgError('57P03', 'the database system is starting up')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(pgError('08006')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(pgError('53100', 'could not extend file: No space left on device')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([pgError('ECONNREFUSED')]))).toBe(true);
  });

  it('tells a full disk from an unreachable database, PGlite file-system error included', () => {
    // what PGlite throws when DATA_DIR is full (seen on a full tmpfs): Emscripten's ErrnoError, errno 51
    const pgliteFull = wrapped(Object.assign(new Error(), { name: 'ErrnoError', errno: 51 }));
    expect(databaseFailure(pgliteFull)).toBe('disk-full');
    expect(databaseFailure(wrapped(pgError('53100')))).toBe('disk-full');
    expect(databaseFailure(pgError('ENOSPC'))).toBe('disk-full');
    expect(databaseFailure(wrapped(pgError('ECONNREFUSED')))).toBe('unreachable');
    expect(databaseFailure(Object.assign(new Error(), { name: 'ErrnoError', errno: 44 }))).toBeNull();
  });

  it('makes a plain start-up message naming DATA_DIR or the PostgreSQL host, never the URL', () => {
    const pgliteFull = wrapped(Object.assign(new Error(), { name: 'ErrnoError', errno: 51 }));
    expect(startupFailureMessage(pgliteFull, { kind: 'pglite', dataDir: '/srv/ck' })).toMatch(
      /^the database cannot write to DATA_DIR \(\/srv\/ck\): no space left on device/,
    );
    expect(startupFailureMessage(wrapped(pgError('ECONNREFUSED')), { kind: 'postgres', host: 'db:5432' })).toMatch(
      /^cannot reach PostgreSQL at db:5432/,
    );
    expect(startupFailureMessage(new Error('a bug'), { kind: 'pglite', dataDir: '/srv/ck' })).toBeNull();
    // PGlite on an existing database and a full disk: "PGlite failed to initialize properly", no errno
    const opaque = wrapped(new Error('PGlite failed to initialize properly'));
    expect(startupFailureMessage(opaque, { kind: 'pglite', dataDir: '/srv/ck', freeBytes: 0 })).toMatch(/no space left/);
    expect(startupFailureMessage(opaque, { kind: 'pglite', dataDir: '/srv/ck', freeBytes: 10 * 1024 ** 3 })).toBeNull();
  });

  it('leaves bugs and data errors alone', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(pgError('23505', 'duplicate key value')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(pgError('42601', 'syntax error')))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    const loop: { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});

describe('a request while PostgreSQL is unreachable', () => {
  // a real node-postgres pool through Drizzle, pointed at a port nothing listens on
  const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 2_000 });
  const db = drizzle(pool);
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/read', async () => (await db.execute(sql`select 1 as one`)).rows);
  app.get('/bug', async () => {
    throw new Error('a bug');
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
  });

  it('answers 503 SERVICE_UNAVAILABLE as JSON with Retry-After, not 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/read' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      success: false,
      message: 'The service is temporarily unavailable. Please try again shortly.',
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('still answers 500 for a bug', async () => {
    const response = await app.inject({ method: 'GET', url: '/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL' });
  });
});
