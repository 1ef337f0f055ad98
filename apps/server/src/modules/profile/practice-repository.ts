import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { practiceEvents } from './tables';

export interface PracticeEvent {
  kind: 'solved' | 'submitted' | 'sheet';
  subject: string;
  at: Date;
  day: string;
}

export function createPracticeRepository(db: Database) {
  return {
    async record(userId: string, event: PracticeEvent): Promise<void> {
      await db.insert(practiceEvents).values({ userId, ...event });
    },

    /** Per-day counts since `fromDay` (YYYY-MM-DD). */
    async countsByDay(userId: string, fromDay: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ day: practiceEvents.day, count: sql<number>`sum(${practiceEvents.count})::int` })
        .from(practiceEvents)
        .where(and(eq(practiceEvents.userId, userId), gte(practiceEvents.day, fromDay)))
        .groupBy(practiceEvents.day);
      return new Map(rows.map((row) => [row.day, Number(row.count)]));
    },

    async recent(userId: string, limit: number): Promise<PracticeEvent[]> {
      return db
        .select({ kind: practiceEvents.kind, subject: practiceEvents.subject, at: practiceEvents.at, day: practiceEvents.day })
        .from(practiceEvents)
        .where(eq(practiceEvents.userId, userId))
        .orderBy(desc(practiceEvents.at))
        .limit(limit);
    },
  };
}
export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
