/**
 * Build step (`npm run build`): writes dist/pglite-template.tar.gz, a PGlite data directory with every
 * migration applied and the repository's content seeded, so a fresh DATA_DIR starts from it instead
 * of running initdb, the migrations and a full seed (see `pgliteTemplatePath` in src/db/client.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../src/db/client';
import { pgliteOptions, pgliteTemplatePath } from '../src/db/client';
import * as schema from '../src/db/schema';
import { serverPackageRoot } from '../src/lib/package-root';
import { seedCourses } from '../src/modules/courses/seed-courses';
import { seedProblems } from '../src/modules/problems/seed-problems';

const root = serverPackageRoot();
const contentDir = join(root, '../../content');
const client = new PGlite(await pgliteOptions());
const db = drizzle(client, { schema });
await migrate(db, { migrationsFolder: join(root, 'drizzle') });
await seedCourses(db as unknown as Database, { contentDir });
await seedProblems(db as unknown as Database, { contentDir });
await client.exec('vacuum analyze');
// a checkpoint first: the copy then starts without replaying the seed's WAL (seconds of CPU at start-up)
await client.exec('checkpoint');
const dump = await client.dumpDataDir('gzip');
writeFileSync(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));
await client.close();
console.log(`PGlite template written: ${pgliteTemplatePath} (${(dump.size / 1024).toFixed(0)} KiB)`);
