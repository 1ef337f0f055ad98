import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { LoadRecorder } from './recorder';

/** A read-only look at the server's database after it stopped (PGlite) or alongside it (PostgreSQL). */
export interface DatabaseHandle {
  query<T>(sql: string, params: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openDatabase(
  target: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string },
): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    const db = new PGlite(`${target.dataDir}/pglite`);
    return {
      query: async <T>(sql: string, params: unknown[]) => (await db.query<T>(sql, params)).rows,
      close: () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  return {
    query: async <T>(sql: string, params: unknown[]) => (await client.query(sql, params)).rows as T[],
    close: () => client.end(),
  };
}

/** Counts acknowledged writes missing from the database: a progress state that differs, a submission not there. */
export async function verifyAcknowledged(db: DatabaseHandle, rec: LoadRecorder) {
  const rows = await db.query<{ email: string; question_id: string; status: boolean }>(
    'SELECT u.email, p.question_id, p.status FROM question_progress p JOIN users u ON u.id = p.user_id',
    [],
  );
  const stored = new Map(rows.map((r) => [`${r.email}\u0001${r.question_id}`, r.status]));
  let progress = 0;
  for (const [key, status] of rec.progress) if (stored.get(key) !== status) progress++;
  const ids = rec.submissionIds;
  const found = ids.length
    ? await db.query<{ n: string | number }>('SELECT count(*) AS n FROM submissions WHERE id = ANY($1::uuid[])', [ids])
    : [{ n: 0 }];
  return { progress, submissions: ids.length - Number(found[0]?.n ?? 0) };
}
