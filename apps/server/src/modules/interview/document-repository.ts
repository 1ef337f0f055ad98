import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client';
import { advisoryLockKey } from '../../lib/advisory-lock';
import { interviewDocumentUpdates } from './tables';

export interface StoredUpdate {
  id: number;
  update: Uint8Array;
}

/** All SQL of the rooms' shared documents: updates appended, read back in order, merged in place. */
export function createDocumentRepository(db: Database, kind: DatabaseHandle['kind'] = 'postgres') {
  return {
    /** Stores one update; answers its row id. */
    async append(roomId: string, update: Uint8Array): Promise<number> {
      const [row] = await db
        .insert(interviewDocumentUpdates)
        .values({ roomId, update })
        .returning({ id: interviewDocumentUpdates.id });
      if (!row) throw new Error('update insert returned nothing');
      return row.id;
    },

    /** Stores one update for each of several rooms, in one statement. */
    async appendMany(rows: { roomId: string; update: Uint8Array }[]): Promise<void> {
      if (rows.length > 0) await db.insert(interviewDocumentUpdates).values(rows);
    },

    async load(roomId: string): Promise<StoredUpdate[]> {
      return db
        .select({ id: interviewDocumentUpdates.id, update: interviewDocumentUpdates.update })
        .from(interviewDocumentUpdates)
        .where(eq(interviewDocumentUpdates.roomId, roomId))
        .orderBy(asc(interviewDocumentUpdates.id));
    },

    /** The stored rows with when each was written: playback replays them. */
    async history(roomId: string): Promise<{ update: Uint8Array; createdAt: Date }[]> {
      return db
        .select({ update: interviewDocumentUpdates.update, createdAt: interviewDocumentUpdates.createdAt })
        .from(interviewDocumentUpdates)
        .where(eq(interviewDocumentUpdates.roomId, roomId))
        .orderBy(asc(interviewDocumentUpdates.id));
    },

    /**
     * Replaces the room's stored rows by `merge` of them, in one transaction: a reader sees either
     * the rows or their replacement. Exactly the rows read are deleted, so a row another instance
     * appends meanwhile (whatever its id) stays; Yjs applies an update it already holds as a no-op,
     * so order does not matter. One compaction per room at a time across instances (an advisory
     * lock); answers null when another instance is compacting the room, else the rows left and the
     * merged row's size.
     */
    async compact(roomId: string, merge: (updates: Uint8Array[]) => Uint8Array): Promise<{ rows: number; bytes: number } | null> {
      // The lock is taken in the compaction's own transaction (not lib/advisory-lock's, which holds
      // a second connection): many rooms compacting at once must not exhaust the pool.
      return db.transaction(async (tx) => {
        if (kind === 'postgres') {
          const key = advisoryLockKey(`interview-compact:${roomId}`).toString();
          const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}::bigint) as locked`);
          if (!(result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return null;
        }
        const rows = await tx
          .select({ id: interviewDocumentUpdates.id, update: interviewDocumentUpdates.update })
          .from(interviewDocumentUpdates)
          .where(eq(interviewDocumentUpdates.roomId, roomId))
          .orderBy(asc(interviewDocumentUpdates.id));
        if (rows.length < 2) return { rows: rows.length, bytes: rows[0]?.update.byteLength ?? 0 };
        const state = merge(rows.map((row) => row.update));
        await tx.delete(interviewDocumentUpdates).where(
          and(
            eq(interviewDocumentUpdates.roomId, roomId),
            inArray(
              interviewDocumentUpdates.id,
              rows.map((row) => row.id),
            ),
          ),
        );
        await tx.insert(interviewDocumentUpdates).values({ roomId, update: state });
        return { rows: 1, bytes: state.byteLength };
      });
    },
  };
}
export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
