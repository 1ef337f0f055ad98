import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/users-table';
import { dailyReminders } from './tables';

export type ReminderRow = typeof dailyReminders.$inferSelect;

export function createReminderRepository(db: Database) {
  return {
    async get(userId: string): Promise<ReminderRow | null> {
      const [row] = await db.select().from(dailyReminders).where(eq(dailyReminders.userId, userId));
      return row ?? null;
    },

    async save(userId: string, settings: { enabled: boolean; hour: number; timeZone: string }, at: Date): Promise<ReminderRow> {
      const [row] = await db
        .insert(dailyReminders)
        .values({ userId, ...settings, unsubscribeToken: randomBytes(32).toString('base64url'), updatedAt: at })
        .onConflictDoUpdate({ target: dailyReminders.userId, set: { ...settings, updatedAt: at } })
        .returning();
      return row as ReminderRow;
    },

    /** Turns reminders off for the token's owner; false when no such token. */
    async unsubscribe(token: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(dailyReminders)
        .set({ enabled: false, updatedAt: at })
        .where(eq(dailyReminders.unsubscribeToken, token))
        .returning({ userId: dailyReminders.userId });
      return rows.length > 0;
    },

    /** Every opted-in learner with their email address. */
    async listEnabled() {
      return db
        .select({ reminder: dailyReminders, email: users.email, name: users.name })
        .from(dailyReminders)
        .innerJoin(users, eq(users.id, dailyReminders.userId))
        .where(eq(dailyReminders.enabled, true));
    },

    /** Marks `day` as sent for the user, unless it already was (by this or another instance). */
    async claimDay(userId: string, day: string): Promise<boolean> {
      const rows = await db
        .update(dailyReminders)
        .set({ lastSentDay: day })
        .where(
          and(
            eq(dailyReminders.userId, userId),
            eq(dailyReminders.enabled, true),
            or(isNull(dailyReminders.lastSentDay), ne(dailyReminders.lastSentDay, day)),
          ),
        )
        .returning({ userId: dailyReminders.userId });
      return rows.length > 0;
    },
  };
}
export type ReminderRepository = ReturnType<typeof createReminderRepository>;
