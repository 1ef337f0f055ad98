import { existsSync } from 'node:fs';
import { and, getTableColumns, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** A table seeded from content files: a content hash to skip unchanged rows and a retirement stamp. */
export type SeededTable = PgTable & { contentHash: PgColumn; retiredAt: PgColumn };

export interface SeedLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface SeedContentSpec<Item, T extends SeededTable> {
  /** Names the advisory lock and the log lines (`courses` -> `codingkaro:seed-courses`). */
  name: string;
  /** The content folder; when it does not exist (a wrong CONTENT_DIR) nothing is loaded or changed. */
  folder: string;
  /** Reads and validates the content; runs only when the folder exists. */
  load(): { items: Item[]; keepKeys?: string[] };
  table: T;
  /** The natural key column (a slug): it, not the row id, matches a file to its row. */
  keyColumn: PgColumn;
  keyOf(item: Item): string;
  /** The hash of everything the item's rows are built from (stored in `contentHash` by `write`). */
  hashOf(item: Item): string;
  /** Upserts the changed items (and clears their `retiredAt`); runs inside the seeding transaction. */
  write(tx: Database, changed: Item[]): Promise<void>;
  log?: SeedLog | undefined;
}

export interface SeedContentResult {
  seeded: string[];
  unchanged: string[];
  retired: string[];
}

/**
 * Turns content files into rows, idempotently (run at start-up by every module with content):
 *
 * - one transaction under a per-name advisory lock, so processes starting together seed one at a time;
 * - an item whose stored hash is unchanged (and that is not retired) is skipped, so restarts are cheap;
 * - changed and new items are written by the module (upserts keyed by the natural key, so row ids and
 *   the user data that references them survive edits);
 * - a row whose file disappeared is retired (hidden, user data kept) unless its key is in `keepKeys`
 *   (e.g. a file present but invalid: left as it is); it comes back when the file does;
 * - a missing content folder changes nothing (a wrong CONTENT_DIR must not retire everything).
 */
export async function seedContent<Item, T extends SeededTable>(
  db: Database,
  spec: SeedContentSpec<Item, T>,
): Promise<SeedContentResult> {
  const result: SeedContentResult = { seeded: [], unchanged: [], retired: [] };
  if (!existsSync(spec.folder)) {
    spec.log?.warn({ folder: spec.folder }, `no content folder; ${spec.name} not seeded`);
    return result;
  }
  const { items, keepKeys = [] } = spec.load();
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
  });
  spec.log?.info(
    { seeded: result.seeded.length, unchanged: result.unchanged.length, retired: result.retired },
    `${spec.name} seeded`,
  );
  return result;
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
