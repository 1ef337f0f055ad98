import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/users-table';
import { sessions } from './tables';
import type { UserRow } from './user-repository';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionWithUser {
  createdAt: Date;
  expiresAt: Date;
  user: UserRow;
}

export function createSessionRepository(db: Database, ttlMs: number) {
  return {
    /** Creates a session and returns the bearer token (only its hash is stored). */
    async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ttlMs);
      await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
      return { token, expiresAt };
    },

    async findValid(token: string): Promise<SessionWithUser | undefined> {
      const [row] = await db
        .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
      return row;
    },

    async revoke(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    async purgeExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
