import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { createScratchPostgres } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated in-memory PGlite data directory (test/databases.ts loads copies of it). */
    pgliteDump: string | null;
    /** A migrated PostgreSQL database beside DATABASE_URL's, the template of each test database. */
    postgresTemplate: string | null;
  }
}

/** Migrates one database of each kind once per run; test files then copy them instead of migrating. */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'ck-test-db-'));
  const pglite = await openDatabase({ kind: 'pglite', dataDir: null });
  const dump = await (pglite.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await pglite.close();
  const pgliteDump = join(folder, 'pglite-migrated.tar');
  writeFileSync(pgliteDump, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', pgliteDump);

  const baseUrl = process.env.DATABASE_URL;
  let template: Awaited<ReturnType<typeof createScratchPostgres>> | null = null;
  if (baseUrl) {
    template = await createScratchPostgres(baseUrl, 'ck_template');
    const migrated = await openDatabase({ kind: 'postgres', url: template.url });
    // No connection may stay open to a template database while it is copied.
    await migrated.close();
  }
  project.provide('postgresTemplate', template?.name ?? null);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    await template?.drop();
  };
}
