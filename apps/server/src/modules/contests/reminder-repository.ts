import type { ContestPlatform } from '@codingkaro/contracts';
import { and, asc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/users-table';
import { contestReminders, contests } from './tables';

export type ReminderRow = typeof contestReminders.$inferSelect;

/** A reminder with what its list and its email need. */
export interface ReminderWithContest {
  reminder: ReminderRow;
  contest: Pick<typeof contests.$inferSelect, 'id' | 'title' | 'platform' | 'startTime' | 'url' | 'finished'>;
}

/** A claimed reminder, ready to be sent (or skipped). */
export interface ClaimedReminder extends ReminderWithContest {
  email: string;
  name: string;
}

export type ReminderOutcome = 'sent' | 'logged' | 'failed' | 'skipped-started' | 'skipped-no-email';

const contestColumns = {
  id: contests.id,
  title: contests.title,
  platform: contests.platform,
  startTime: contests.startTime,
  url: contests.url,
  finished: contests.finished,
};

/** The start minus the lead: the one definition of `due_at`. */
const dueFrom = (start: SQL | typeof contests.startTime, leadMinutes: SQL | typeof contestReminders.leadMinutes) =>
  sql`${start} - ${leadMinutes} * interval '1 minute'`;

/** Raw SQL rows (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function createReminderRepository(db: Database) {
  return {
    /** Adds a lead time (setting it again keeps the first one). */
    async add(values: { userId: string; contestId: string; leadMinutes: number; dueAt: Date; timeZone: string | null }) {
      await db
        .insert(contestReminders)
        .values(values)
        .onConflictDoNothing({ target: [contestReminders.userId, contestReminders.contestId, contestReminders.leadMinutes] });
    },

    /** Removes one lead time, or every reminder of the user on that contest. */
    async remove(userId: string, contestId: string, leadMinutes?: number): Promise<void> {
      const conditions = [eq(contestReminders.userId, userId), eq(contestReminders.contestId, contestId)];
      if (leadMinutes !== undefined) conditions.push(eq(contestReminders.leadMinutes, leadMinutes));
      await db.delete(contestReminders).where(and(...conditions));
    },

    /** The user's reminders on contests that have not started (optionally one contest), by due time. */
    async listForUser(userId: string, now: Date, contestId?: string): Promise<ReminderWithContest[]> {
      const conditions = [eq(contestReminders.userId, userId), gt(contests.startTime, now), eq(contests.finished, false)];
      if (contestId) conditions.push(eq(contestReminders.contestId, contestId));
      return db
        .select({ reminder: contestReminders, contest: contestColumns })
        .from(contestReminders)
        .innerJoin(contests, eq(contests.id, contestReminders.contestId))
        .where(and(...conditions))
        .orderBy(asc(contestReminders.dueAt), asc(contestReminders.leadMinutes));
    },

    /**
     * Claims up to `limit` due, unclaimed reminders by setting `sent_at`, atomically: on PostgreSQL
     * `FOR UPDATE SKIP LOCKED` lets concurrent sweeps (several instances) take disjoint rows, and the
     * outer `sent_at is null` re-check means a row is claimed by exactly one sweep.
     */
    async claimDue(now: Date, limit: number): Promise<ClaimedReminder[]> {
      const at = now.toISOString();
      const claimed = await rowsOf<{ id: string }>(
        db,
        sql`
        update ${contestReminders} set sent_at = ${at}::timestamptz
        where ${contestReminders.id} in (
          select id from ${contestReminders}
          where sent_at is null and due_at <= ${at}::timestamptz
          order by due_at
          limit ${limit}
          for update skip locked
        ) and sent_at is null
        returning id`,
      );
      const ids = claimed.map((row) => row.id);
      if (ids.length === 0) return [];
      return db
        .select({ reminder: contestReminders, contest: contestColumns, email: users.email, name: users.name })
        .from(contestReminders)
        .innerJoin(contests, eq(contests.id, contestReminders.contestId))
        .innerJoin(users, eq(users.id, contestReminders.userId))
        .where(inArray(contestReminders.id, ids))
        .orderBy(asc(contestReminders.dueAt));
    },

    async recordOutcome(id: string, outcome: ReminderOutcome): Promise<void> {
      await db.update(contestReminders).set({ outcome }).where(eq(contestReminders.id, id));
    },

    /**
     * Moves the unsent reminders of a platform's contests to the contests' current start (called after
     * each refresh). Resolves how many moved.
     */
    async followStartTimes(platform: ContestPlatform): Promise<number> {
      const moved = await rowsOf<{ id: string }>(
        db,
        sql`
        update ${contestReminders} set due_at = ${dueFrom(contests.startTime, contestReminders.leadMinutes)}
        from ${contests}
        where ${contests.id} = ${contestReminders.contestId}
          and ${contests.platform} = ${platform}
          and ${contestReminders.sentAt} is null
          and ${contestReminders.dueAt} is distinct from ${dueFrom(contests.startTime, contestReminders.leadMinutes)}
        returning ${contestReminders.id}`,
      );
      return moved.length;
    },

    /** Unclaimed reminders count (tests, logs). */
    async pendingCount(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(contestReminders)
        .where(isNull(contestReminders.sentAt));
      return Number(row?.count ?? 0);
    },
  };
}
export type ReminderRepository = ReturnType<typeof createReminderRepository>;
