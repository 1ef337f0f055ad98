import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseTarget, openDatabase } from '../src/db/client';
import { createScratchPostgres } from './databases';

/** Opens the target while recording every query it runs, then closes it. */
async function queriesOfOpening(target: DatabaseTarget): Promise<string[]> {
  const queries: string[] = [];
  const handle = await openDatabase(target, { logger: { logQuery: (query) => queries.push(query) } });
  await handle.close();
  return queries;
}

const targets: { name: string; target: () => Promise<{ target: DatabaseTarget; cleanup(): Promise<void> }> }[] = [
  {
    name: 'PGlite',
    target: async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ck-migrations-'));
      return { target: { kind: 'pglite', dataDir }, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
    },
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          target: async () => {
            const scratch = await createScratchPostgres(process.env.DATABASE_URL as string);
            return { target: { kind: 'postgres', url: scratch.url } as DatabaseTarget, cleanup: scratch.drop };
          },
        },
      ]
    : []),
];

describe.each(targets)('migrations on start ($name)', ({ target: makeTarget }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('reopens a migrated database with one query and no migrator', async () => {
    const { target, cleanup } = await makeTarget();
    cleanups.push(cleanup);
    await queriesOfOpening(target);
    const second = await queriesOfOpening(target);
    expect(second).toHaveLength(1);
    expect(second[0]).toMatch(/__drizzle_migrations/);
  }, 180_000);
});

it('runs the migrator on an empty database', async () => {
  const queries = await queriesOfOpening({ kind: 'pglite', dataDir: null });
  expect(queries[0]).toMatch(/__drizzle_migrations/);
  expect(queries.some((query) => /create table "content_digests"/i.test(query))).toBe(true);
}, 180_000);
