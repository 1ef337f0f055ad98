import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';

/** A stable signed 64-bit lock id for a job name (PostgreSQL advisory locks are keyed by bigint). */
export function advisoryLockKey(name: string): bigint {
  return createHash('sha256').update(`codingkaro:${name}`).digest().readBigInt64BE(0);
}

export type LockOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `job` while holding the database advisory lock named `name`, so that a periodic job
 * (video refresh, contest and profile refreshes) runs once across several API instances sharing
 * one PostgreSQL. `wait: false` (periodic jobs): when another instance holds the lock the job is
 * skipped (`{ ran: false }`); `wait: true`: waits for it, so the job can then see what the other
 * instance did (re-check freshness first).
 *
 * The lock is transaction-scoped (released by commit or by the connection dropping, never
 * leaked). The transaction only holds the lock: `job` uses the ordinary pool. On PGlite (one
 * process by construction) the job just runs.
 */
export async function withAdvisoryLock<T>(
  database: Pick<DatabaseHandle, 'db' | 'kind'> | { db: Database; kind: DatabaseHandle['kind'] },
  name: string,
  job: () => Promise<T>,
  options: { wait?: boolean } = {},
): Promise<LockOutcome<T>> {
  if (database.kind === 'pglite') return { ran: true, value: await job() };
  const key = advisoryLockKey(name).toString();
  return database.db.transaction(async (tx) => {
    if (options.wait) {
      await tx.execute(sql`select pg_advisory_xact_lock(${key}::bigint)`);
    } else {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}::bigint) as locked`);
      const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
      if (!rows[0]?.locked) return { ran: false };
    }
    return { ran: true, value: await job() };
  });
}
