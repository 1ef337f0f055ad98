import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardPoolErrors, openDatabase } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/lib/database-errors';
import { createScratchPostgres } from './databases';

const baseUrl = process.env.DATABASE_URL;

/** Ends backend `pid` as a PostgreSQL restart does (57P01, "terminating connection due to administrator command"). */
async function terminateBackend(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

// Only the real PostgreSQL drops connections this way; CI sets DATABASE_URL.
describe.runIf(baseUrl)('a PostgreSQL connection dropped while checked out of the pool', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  beforeAll(async () => {
    scratch = await createScratchPostgres(baseUrl as string, 'ck_connloss');
  });
  afterAll(async () => scratch?.drop());

  it('does not crash the process when the client is between two statements of a transaction', async () => {
    const pool = guardPoolErrors(new pg.Pool({ connectionString: scratch.url, max: 2 }));
    try {
      const client = await pool.connect();
      await client.query('begin');
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      // no query in flight: the server's FATAL arrives as the client's 'error' event, which without a
      // listener is an uncaught exception (the test run fails on it); 'end' follows once the socket closes
      const ended = new Promise((resolve) => client.once('end', resolve));
      await terminateBackend(rows[0]!.pid);
      await ended;
      await expect(client.query('select 1')).rejects.toThrow();
      client.release(true);
      expect((await pool.query<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it("fails the app's transaction as 'database unavailable' (a 503) and serves the next one", async () => {
    const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      const failure = await handle.db
        .transaction(async (tx) => {
          const result = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
          const pid = Number((result as unknown as { rows: { pid: number }[] }).rows[0]!.pid);
          await terminateBackend(pid);
          // wait until the server has really dropped it, then use it again
          for (;;) {
            const alive = await handle.db.execute(sql`select 1 from pg_stat_activity where pid = ${pid}`);
            if ((alive as unknown as { rows: unknown[] }).rows.length === 0) break;
          }
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failure).not.toBeNull();
      expect(isDatabaseUnavailable(failure)).toBe(true);
      const after = await handle.db.execute(sql`select 2 as two`);
      expect((after as unknown as { rows: { two: number }[] }).rows[0]!.two).toBe(2);
    } finally {
      await handle.close();
    }
  });
});
