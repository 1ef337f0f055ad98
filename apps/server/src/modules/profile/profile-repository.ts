import type { PlatformId } from '@codingkaro/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/users-table';
import { profilePlatforms, profiles } from './tables';

export interface ProfileFields {
  displayName: string;
  bio: string;
  location: string;
  website: string;
  linkedin: string;
  instagram: string;
  github: string;
}

export type StoredProfile = ProfileFields & { isPublic: boolean; publicHandle: string | null };

export function createProfileRepository(db: Database) {
  return {
    async find(userId: string): Promise<StoredProfile | undefined> {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
      return row;
    },

    async saveBasic(userId: string, fields: ProfileFields): Promise<void> {
      await db
        .insert(profiles)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...fields, updatedAt: new Date() } });
    },

    /** Makes sure a row exists (connecting a platform counts as having a profile). */
    async ensure(userId: string): Promise<void> {
      await db.insert(profiles).values({ userId }).onConflictDoNothing();
    },

    async platforms(userId: string): Promise<Map<PlatformId, string>> {
      const rows = await db
        .select({ platform: profilePlatforms.platform, username: profilePlatforms.username })
        .from(profilePlatforms)
        .where(eq(profilePlatforms.userId, userId));
      return new Map(rows.map((row) => [row.platform as PlatformId, row.username]));
    },

    async connect(userId: string, platform: PlatformId, username: string): Promise<void> {
      await db
        .insert(profilePlatforms)
        .values({ userId, platform, username })
        .onConflictDoUpdate({
          target: [profilePlatforms.userId, profilePlatforms.platform],
          set: { username, connectedAt: new Date() },
        });
    },

    async disconnect(userId: string, platform: PlatformId): Promise<void> {
      await db.delete(profilePlatforms).where(and(eq(profilePlatforms.userId, userId), eq(profilePlatforms.platform, platform)));
    },

    async setPublic(userId: string, isPublic: boolean, handle: string | null): Promise<void> {
      await db
        .update(profiles)
        .set({ isPublic, ...(handle ? { publicHandle: handle } : {}), updatedAt: new Date() })
        .where(eq(profiles.userId, userId));
    },

    async setHandle(userId: string, handle: string): Promise<void> {
      await db.update(profiles).set({ publicHandle: handle, updatedAt: new Date() }).where(eq(profiles.userId, userId));
    },

    async handleTaken(handle: string): Promise<boolean> {
      const [row] = await db.select({ one: sql<number>`1` }).from(profiles).where(eq(profiles.publicHandle, handle)).limit(1);
      return Boolean(row);
    },

    /** The owner of a public profile, with the user's own name and avatar. */
    async findPublic(handle: string) {
      const [row] = await db
        .select({
          userId: profiles.userId,
          profile: profiles,
          name: users.name,
          avatar: users.avatar,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(eq(profiles.publicHandle, handle), eq(profiles.isPublic, true)))
        .limit(1);
      return row;
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
