import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { practiceDays, streakTimeZones } from './tables';

export type PracticeKind = 'submission' | 'sheetQuestion' | 'codeRun';

const COUNTER = { submission: 'submissions', sheetQuestion: 'sheetQuestions', codeRun: 'codeRuns' } as const;

export interface PracticeRecord {
  userId: string;
  day: string;
  timeZone: string;
  at: Date;
  kind: PracticeKind;
}

export function createPracticeDayRepository(db: Database) {
  return {
    /** Adds one practice to its day; the day's zone and first instant stay those of its first practice. */
    async record({ userId, day, timeZone, at, kind }: PracticeRecord): Promise<void> {
      const counter = COUNTER[kind];
      const counts = { submissions: 0, sheetQuestions: 0, codeRuns: 0, [counter]: 1 };
      await db
        .insert(practiceDays)
        .values({
          userId,
          day,
          timeZone,
          firstAt: at,
          lastAt: at,
          ...counts,
        })
        .onConflictDoUpdate({
          target: [practiceDays.userId, practiceDays.day],
          set: {
            [counter]: sql`${practiceDays[counter]} + 1`,
            firstAt: sql`least(${practiceDays.firstAt}, excluded.first_at)`,
            lastAt: sql`greatest(${practiceDays.lastAt}, excluded.last_at)`,
          },
        });
    },

    /** Every local date the user practised on, ascending. */
    async listDays(userId: string): Promise<string[]> {
      const rows = await db
        .select({ day: practiceDays.day })
        .from(practiceDays)
        .where(eq(practiceDays.userId, userId))
        .orderBy(practiceDays.day);
      return rows.map((r) => r.day);
    },

    /** Local dates on or after `from`. */
    async listDaysSince(userId: string, from: string): Promise<string[]> {
      const rows = await db
        .select({ day: practiceDays.day })
        .from(practiceDays)
        .where(and(eq(practiceDays.userId, userId), gte(practiceDays.day, from)));
      return rows.map((r) => r.day);
    },

    /** The zone of the user's most recent practice, if any. */
    async latestPracticeZone(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ timeZone: practiceDays.timeZone })
        .from(practiceDays)
        .where(eq(practiceDays.userId, userId))
        .orderBy(desc(practiceDays.lastAt))
        .limit(1);
      return row?.timeZone ?? null;
    },

    async savedZone(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ timeZone: streakTimeZones.timeZone })
        .from(streakTimeZones)
        .where(eq(streakTimeZones.userId, userId));
      return row?.timeZone ?? null;
    },

    async saveZone(userId: string, timeZone: string, at: Date): Promise<void> {
      await db
        .insert(streakTimeZones)
        .values({ userId, timeZone, updatedAt: at })
        .onConflictDoUpdate({ target: streakTimeZones.userId, set: { timeZone, updatedAt: at } });
    },
  };
}
export type PracticeDayRepository = ReturnType<typeof createPracticeDayRepository>;
