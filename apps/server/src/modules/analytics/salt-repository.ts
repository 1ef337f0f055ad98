import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsSalts } from './tables';

export function createSaltRepository(db: Database) {
  return {
    /** The salt of a UTC day, created once (concurrent creators agree on the first one stored). */
    async saltFor(day: string, now: Date): Promise<string> {
      await db
        .insert(analyticsSalts)
        .values({ day, salt: randomBytes(32).toString('hex'), createdAt: now })
        .onConflictDoNothing();
      const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
      if (!row) throw new Error(`analytics salt for ${day} vanished`);
      return row.salt;
    },

    /** Deletes salts created before `cutoff`; returns how many. */
    async deleteCreatedBefore(cutoff: Date): Promise<number> {
      const deleted = await db
        .delete(analyticsSalts)
        .where(lt(analyticsSalts.createdAt, cutoff))
        .returning({ day: analyticsSalts.day });
      return deleted.length;
    },

    async listDays(): Promise<string[]> {
      const rows = await db.select({ day: analyticsSalts.day }).from(analyticsSalts).orderBy(analyticsSalts.day);
      return rows.map((r) => r.day);
    },
  };
}
export type SaltRepository = ReturnType<typeof createSaltRepository>;
