import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oidcLoginAttempts } from './tables';

const ATTEMPT_TTL_MS = 10 * 60 * 1000;

export type LoginAttempt = typeof oidcLoginAttempts.$inferSelect;

export function createLoginAttemptRepository(db: Database) {
  return {
    async save(attempt: Omit<LoginAttempt, 'createdAt'>): Promise<void> {
      await db.delete(oidcLoginAttempts).where(lt(oidcLoginAttempts.createdAt, new Date(Date.now() - ATTEMPT_TTL_MS)));
      await db.insert(oidcLoginAttempts).values(attempt);
    },

    /** Returns and deletes the attempt in one statement, so a state can be used only once. */
    async consume(state: string): Promise<LoginAttempt | undefined> {
      const [row] = await db.delete(oidcLoginAttempts).where(eq(oidcLoginAttempts.state, state)).returning();
      if (!row || row.createdAt.getTime() < Date.now() - ATTEMPT_TTL_MS) return undefined;
      return row;
    },
  };
}
export type LoginAttemptRepository = ReturnType<typeof createLoginAttemptRepository>;
