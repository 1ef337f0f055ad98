import { createHash, type Hash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, getTableColumns, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { type Database, newestMigrationTag } from '../db/client';
import { contentDigests } from '../db/content-digests';

/** A table seeded from content files: a content hash to skip unchanged rows and a retirement stamp. */
export type SeededTable = PgTable & { contentHash: PgColumn; retiredAt: PgColumn };

export interface SeedLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface SeedContentSpec<Item, T extends SeededTable> {
  /** Names the advisory lock, the stored digest and the log lines (`courses` -> `codingkaro:seed-courses`). */
  name: string;
  /** The content folder; when it does not exist (a wrong CONTENT_DIR) nothing is loaded or changed. */
  folder: string;
  /**
   * A digest of every file (and setting) the rows are built from, computed from the raw bytes without
   * parsing anything (see `ContentDigest`). Equal to the stored one: nothing is loaded or written.
   */
  digest(): string;
  /** Reads and validates the content; runs only when the folder exists and the digest changed. */
  load(): { items: Item[]; keepKeys?: string[] } | Promise<{ items: Item[]; keepKeys?: string[] }>;
  table: T;
  /** The natural key column (a slug): it, not the row id, matches a file to its row. */
  keyColumn: PgColumn;
  keyOf(item: Item): string;
  /** The hash of everything the item's rows are built from (stored in `contentHash` by `write`). */
  hashOf(item: Item): string;
  /** Upserts the changed items (and clears their `retiredAt`); runs inside the seeding transaction. */
  write(tx: Database, changed: Item[]): Promise<void>;
  /** Runs after every seed that read the content (drops caches built from the rows). */
  afterSeed?(): void;
  log?: SeedLog | undefined;
}

export interface SeedContentResult {
  seeded: string[];
  unchanged: string[];
  retired: string[];
  /** Set when the seed was handed to `defer`: the database keeps its previous content until it is done. */
  deferred?: true;
}

/** Runs a seed later (after the server listens); see `seedAfterReady`. */
export type DeferSeed = (seed: () => Promise<unknown>) => void;

export interface SeedContentOptions {
  /**
   * Given, a database that already holds an earlier version of the content keeps serving it while
   * the seed runs through `defer`; a database without any of it is still seeded before returning,
   * so no route answers an empty list for want of a seed.
   */
  defer?: DeferSeed | undefined;
}

/** Bumped when the digest's recipe changes, so every module re-reads its content once. */
const DIGEST_FORMAT = 1;

/**
 * Turns content files into rows, idempotently (run at start-up by every module with content):
 *
 * - the raw files' digest equals the one stored by the last seed (and that seed's count of active
 *   rows still holds): nothing is read, parsed or written, so an unchanged restart costs a hash;
 * - else one transaction under a per-name advisory lock, so processes starting together seed one at
 *   a time; an item whose stored hash is unchanged (and that is not retired) is skipped;
 * - changed and new items are written by the module (upserts keyed by the natural key, so row ids and
 *   the user data that references them survive edits);
 * - a row whose file disappeared is retired (hidden, user data kept) unless its key is in `keepKeys`
 *   (e.g. a file present but invalid: left as it is); it comes back when the file does;
 * - a missing content folder changes nothing (a wrong CONTENT_DIR must not retire everything).
 */
export async function seedContent<Item, T extends SeededTable>(
  db: Database,
  spec: SeedContentSpec<Item, T>,
  { defer }: SeedContentOptions = {},
): Promise<SeedContentResult> {
  if (!existsSync(spec.folder)) {
    spec.log?.warn({ folder: spec.folder }, `no content folder; ${spec.name} not seeded`);
    return { seeded: [], unchanged: [], retired: [] };
  }
  const digest = createHash('sha256').update(`${DIGEST_FORMAT}\0${newestMigrationTag()}\0${spec.digest()}`).digest('hex');
  const [stored] = await db
    .select({ digest: contentDigests.digest, activeRows: contentDigests.activeRows })
    .from(contentDigests)
    .where(eq(contentDigests.name, spec.name));
  if (stored?.digest === digest) {
    const active = await activeKeys(db, spec);
    if (active.length === stored.activeRows) {
      spec.log?.info({ unchanged: active.length }, `${spec.name} unchanged (content digest)`);
      return { seeded: [], unchanged: active.sort(), retired: [] };
    }
  }
  if (defer && (stored || (await activeKeys(db, spec, 1)).length)) {
    defer(() => seedChanged(db, spec, digest));
    return { seeded: [], unchanged: [], retired: [], deferred: true };
  }
  return seedChanged(db, spec, digest);
}

async function activeKeys(db: Database, spec: SeedContentSpec<unknown, SeededTable>, limit?: number): Promise<string[]> {
  const query = db
    .select({ key: sql<string>`${spec.keyColumn}` })
    .from(spec.table as PgTable)
    .where(isNull(spec.table.retiredAt));
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((row) => row.key);
}

async function seedChanged<Item, T extends SeededTable>(
  db: Database,
  spec: SeedContentSpec<Item, T>,
  digest: string,
): Promise<SeedContentResult> {
  const result: SeedContentResult = { seeded: [], unchanged: [], retired: [] };
  const { items, keepKeys = [] } = await spec.load();
  const { table, keyColumn } = spec;

  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`codingkaro:seed-${spec.name}`}))`);
    const stored = await tx
      .select({ key: sql<string>`${keyColumn}`, contentHash: table.contentHash, retiredAt: table.retiredAt })
      .from(table as PgTable);
    const byKey = new Map(stored.map((row) => [row.key, row]));

    const changed: Item[] = [];
    for (const item of items) {
      const row = byKey.get(spec.keyOf(item));
      if (row && row.contentHash === spec.hashOf(item) && !row.retiredAt) result.unchanged.push(spec.keyOf(item));
      else {
        changed.push(item);
        result.seeded.push(spec.keyOf(item));
      }
    }
    if (changed.length) await spec.write(tx, changed);

    const present = [...items.map(spec.keyOf), ...keepKeys];
    const retired = await tx
      .update(table)
      .set({ retiredAt: new Date() } as PgUpdateSetSource<T>)
      .where(and(isNull(table.retiredAt), present.length ? notInArray(keyColumn, present) : undefined))
      .returning({ key: sql<string>`${keyColumn}` });
    result.retired = retired.map((row) => row.key);

    const activeRows = (await activeKeys(tx, spec as SeedContentSpec<unknown, SeededTable>)).length;
    await tx
      .insert(contentDigests)
      .values({ name: spec.name, digest, activeRows })
      .onConflictDoUpdate({ target: contentDigests.name, set: { digest, activeRows, seededAt: new Date() } });
  });
  spec.afterSeed?.();
  spec.log?.info(
    { seeded: result.seeded.length, unchanged: result.unchanged.length, retired: result.retired },
    `${spec.name} seeded`,
  );
  return result;
}

/**
 * A `DeferSeed` for a module plugin: the seed starts once the app is ready (a turn of the event
 * loop later, so `listen` binds first) and closing the app waits for it. A failure is logged; the
 * previous content stays in place and the next start tries again.
 */
export function seedAfterReady(app: FastifyInstance): DeferSeed {
  return (seed) => {
    let running: Promise<void> = Promise.resolve();
    app.addHook('onReady', async () => {
      running = nextTurn()
        .then(seed)
        .then(
          () => undefined,
          (error: unknown) => app.log.error({ err: error }, 'seeding content failed; the previous content is served'),
        );
    });
    app.addHook('onClose', async () => {
      await running;
    });
  };
}

/**
 * Builds a content digest from raw bytes: each part is length-prefixed, so no two different lists of
 * parts hash alike, and a missing file differs from an empty one.
 */
export class ContentDigest {
  private readonly hash: Hash = createHash('sha256');

  text(value: string): this {
    this.hash.update(`t${Buffer.byteLength(value)}:`).update(value);
    return this;
  }

  /** The file's bytes, or a mark that it is absent. */
  file(path: string): this {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      this.hash.update('-');
      return this;
    }
    this.hash.update(`f${bytes.length}:`).update(bytes);
    return this;
  }

  value(): string {
    return this.hash.digest('hex');
  }
}

/** `items` in consecutive slices of at most `size` (bulk inserts stay under the driver's parameter limit). */
export function inChunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** An upsert's `set` that takes each listed column from the row proposed for insertion (`excluded."column"`). */
export function fromExcluded<T extends PgTable>(table: T, keys: readonly (keyof T['_']['columns'] & string)[]) {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql`excluded.${sql.identifier((columns[key] as PgColumn).name)}`])) as Record<
    (typeof keys)[number],
    SQL
  >;
}
