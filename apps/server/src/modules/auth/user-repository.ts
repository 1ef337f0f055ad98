import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/users-table';

export type UserRow = typeof users.$inferSelect;

export interface UserProfileInput {
  name: string;
  email: string;
  avatar: string | null;
  googleId: string | null;
}

export function createUserRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /**
     * Links a Google account to a user: matched by Google id first, then by email (a dev sign-in
     * account with the same email becomes the Google account). Name and avatar follow Google.
     */
    async upsertGoogleUser(input: UserProfileInput & { googleId: string }): Promise<UserRow> {
      const [byGoogle] = await db.select().from(users).where(eq(users.googleId, input.googleId));
      const [existing] = byGoogle ? [byGoogle] : await db.select().from(users).where(eq(users.email, input.email));
      if (existing) {
        const [updated] = await db
          .update(users)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(users.id, existing.id))
          .returning();
        return updated as UserRow;
      }
      const [created] = await db.insert(users).values(input).returning();
      return created as UserRow;
    },

    /** Development sign-in: the account is found by email and keeps any Google link it has. */
    /** The account with this email, created with `name` when there is none; an existing one is never renamed. */
    async findOrCreateByEmail(input: { name: string; email: string }): Promise<UserRow> {
      await db.insert(users).values({ name: input.name, email: input.email }).onConflictDoNothing({ target: users.email });
      const [row] = await db.select().from(users).where(eq(users.email, input.email));
      return row as UserRow;
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
