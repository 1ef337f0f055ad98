import type { PGlite } from '@electric-sql/pglite';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';

export interface SqlResult {
  columns: string[];
  rows: unknown[][];
  /** Set for statements without a result set (e.g. UPDATE): rows affected. */
  affectedRows: number | null;
  elapsedMs: number;
}

export interface SqlDatabase {
  /** Runs a query in a transaction that is always rolled back, so every example sees the seed data. */
  run: (query: string) => Promise<SqlResult>;
  /** Whether the database has been started (the first run downloads and seeds it). */
  isReady: () => boolean;
}

// Date and time types stay as PostgreSQL prints them (no time-zone shifts through JS Date).
const DATE_TIME_TYPE_IDS = [1082, 1083, 1114, 1184, 1266];

async function openDatabase(): Promise<PGlite> {
  const [{ PGlite: Database }, seed] = await Promise.all([
    import('@electric-sql/pglite'),
    import('../../../../../../content/articles/sql-seed.sql?raw'),
  ]);
  const db = await Database.create({
    parsers: Object.fromEntries(DATE_TIME_TYPE_IDS.map((id) => [id, (value: string) => value])),
  });
  await db.exec(seed.default);
  return db;
}

const SqlDatabaseContext = createContext<SqlDatabase | null>(null);

/** One PGlite instance per page, created (and the seed loaded) only when the first query runs. */
export function SqlDatabaseProvider({ children }: { children: ReactNode }) {
  const database = useRef<Promise<PGlite> | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const ready = useRef(false);

  useEffect(
    () => () => {
      database.current?.then((db) => db.close()).catch(() => undefined);
      database.current = null;
    },
    [],
  );

  const value = useMemo<SqlDatabase>(
    () => ({
      run: (query) => {
        const task = queue.current.then(async () => {
          database.current ??= openDatabase();
          let db: PGlite;
          try {
            db = await database.current;
            ready.current = true;
          } catch (error) {
            database.current = null;
            throw new Error(`Could not start the in-browser database: ${error instanceof Error ? error.message : String(error)}`);
          }
          const started = performance.now();
          await db.exec('BEGIN');
          try {
            const results = await db.exec(query, { rowMode: 'array' });
            const elapsedMs = performance.now() - started;
            const withRows = [...results].reverse().find((result) => result.fields.length > 0);
            if (withRows) {
              return {
                columns: withRows.fields.map((field) => field.name),
                rows: withRows.rows as unknown as unknown[][],
                affectedRows: null,
                elapsedMs,
              };
            }
            return { columns: [], rows: [], affectedRows: results.at(-1)?.affectedRows ?? 0, elapsedMs };
          } finally {
            await db.exec('ROLLBACK');
          }
        });
        queue.current = task.catch(() => undefined);
        return task;
      },
      isReady: () => ready.current,
    }),
    [],
  );

  return <SqlDatabaseContext.Provider value={value}>{children}</SqlDatabaseContext.Provider>;
}

export function useSqlDatabase(): SqlDatabase {
  const context = useContext(SqlDatabaseContext);
  if (!context) throw new Error('useSqlDatabase must be used inside SqlDatabaseProvider');
  return context;
}
