import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { interviewDocumentUpdates } from './tables';

export interface StoredUpdate {
  id: number;
  update: Uint8Array;
}

/** All SQL of the rooms' shared documents: updates appended, read back in order, merged in place. */
export function createDocumentRepository(db: Database) {
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
     * Replaces the room's rows up to `throughId` by one update holding the whole document, in one
     * transaction: a reader sees either the rows or their replacement. Rows appended later stay;
     * Yjs applies an update it already holds as a no-op, so their order does not matter.
     */
    async compact(roomId: string, throughId: number, state: Uint8Array): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(interviewDocumentUpdates)
          .where(and(eq(interviewDocumentUpdates.roomId, roomId), lte(interviewDocumentUpdates.id, throughId)));
        await tx.insert(interviewDocumentUpdates).values({ roomId, update: state });
      });
    },
  };
}
export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
