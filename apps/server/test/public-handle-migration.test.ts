import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';

/** Migration 0019 re-keys public addresses that were derived from the sign-in email, and keeps chosen ones. */
const migration = readFileSync(join(__dirname, '../drizzle/0019_random_public_handles.sql'), 'utf8');

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', dataDir: null });
}, 180_000);
afterAll(async () => handle?.close());

async function userWithHandle(email: string, publicHandle: string | null): Promise<string> {
  const result = await handle.db.execute<{ id: string }>(
    sql`INSERT INTO users (name, email) VALUES ('Learner', ${email}) RETURNING id`,
  );
  const id = (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
  await handle.db.execute(sql`INSERT INTO profiles (user_id, is_public, public_handle) VALUES (${id}, true, ${publicHandle})`);
  return id;
}

async function handleOf(userId: string): Promise<string | null> {
  const result = await handle.db.execute<{ public_handle: string | null }>(
    sql`SELECT public_handle FROM profiles WHERE user_id = ${userId}`,
  );
  return (result as unknown as { rows: { public_handle: string | null }[] }).rows[0]!.public_handle;
}

it('replaces email-derived handles (plain, numbered, sanitised) and keeps chosen ones and private profiles', async () => {
  const plain = await userWithHandle('bob@example.com', 'bob');
  const numbered = await userWithHandle('bob@other.org', 'bob-2');
  const sanitised = await userWithHandle('Mary Jane+cs@example.com', 'mary-jane-cs');
  const chosen = await userWithHandle('carol@example.com', 'graph-queen');
  const lookalike = await userWithHandle('dan@example.com', 'dan-the-man');
  const none = await userWithHandle('eve@example.com', null);

  await handle.db.execute(sql.raw(migration));

  for (const id of [plain, numbered, sanitised]) expect(await handleOf(id)).toMatch(/^learner-[0-9a-f]{8}$/);
  expect(await handleOf(chosen)).toBe('graph-queen');
  expect(await handleOf(lookalike)).toBe('dan-the-man');
  expect(await handleOf(none)).toBeNull();
}, 60_000);
