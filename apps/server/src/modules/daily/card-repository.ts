import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FsrsCard } from './scheduler';
import { dailyProblemSolves, reviewBackfills, reviewCards, reviewLogs } from './tables';

export type CardRow = typeof reviewCards.$inferSelect;
export type CardKind = CardRow['kind'];
export type NewCard = typeof reviewCards.$inferInsert;
export type DueCard = Pick<
  CardRow,
  'id' | 'kind' | 'ref' | 'due' | 'lastSolvedAt' | 'reviewSolvedAt' | 'attemptWrong' | 'attemptStartedAt' | 'firstSolveMs'
>;
export type LogRow = typeof reviewLogs.$inferInsert;

/** The FSRS columns of a row, as ts-fsrs's Card. */
export function fsrsCardOf(row: CardRow): FsrsCard {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  };
}

/** ts-fsrs's Card as the row's FSRS columns. */
export function fsrsColumns(card: FsrsCard) {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

const live = (userId: string) =>
  and(eq(reviewCards.userId, userId), isNotNull(reviewCards.activatedAt), isNull(reviewCards.retiredAt));

export function createCardRepository(db: Database) {
  return {
    async find(userId: string, kind: CardKind, ref: string): Promise<CardRow | null> {
      const [row] = await db
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.userId, userId), eq(reviewCards.kind, kind), eq(reviewCards.ref, ref)));
      return row ?? null;
    },

    async findLive(userId: string, id: string): Promise<CardRow | null> {
      const [row] = await db
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.id, id), live(userId)));
      return row ?? null;
    },

    /** Whether the user's past solves were already turned into cards. */
    async backfilled(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: reviewBackfills.userId })
        .from(reviewBackfills)
        .where(eq(reviewBackfills.userId, userId));
      return Boolean(row);
    },

    async markBackfilled(userId: string): Promise<void> {
      await db.insert(reviewBackfills).values({ userId }).onConflictDoNothing();
    },

    /** The problems a user already has a card for (live or retired). */
    async problemRefs(userId: string): Promise<Set<string>> {
      const rows = await db
        .select({ ref: reviewCards.ref })
        .from(reviewCards)
        .where(and(eq(reviewCards.userId, userId), eq(reviewCards.kind, 'problem')));
      return new Set(rows.map((row) => row.ref));
    },

    /** Inserts the row unless (user, kind, ref) exists; answers whether it did. */
    async insert(values: NewCard): Promise<boolean> {
      const rows = await db.insert(reviewCards).values(values).onConflictDoNothing().returning({ id: reviewCards.id });
      return rows.length > 0;
    },

    async update(id: string, values: Partial<NewCard>): Promise<void> {
      await db.update(reviewCards).set(values).where(eq(reviewCards.id, id));
    },

    /** A sheet question flagged "review this": a new card due now, or the retired one brought back. */
    async flagQuestion(userId: string, questionId: string, card: FsrsCard, at: Date): Promise<void> {
      await db
        .insert(reviewCards)
        .values({ userId, kind: 'question', ref: questionId, ...fsrsColumns(card), activatedAt: at })
        .onConflictDoUpdate({
          target: [reviewCards.userId, reviewCards.kind, reviewCards.ref],
          set: { retiredAt: null, activatedAt: sql`coalesce(${reviewCards.activatedAt}, excluded.activated_at)` },
        });
    },

    async unflagQuestion(userId: string, questionId: string, at: Date): Promise<void> {
      await db
        .update(reviewCards)
        .set({ retiredAt: at })
        .where(and(eq(reviewCards.userId, userId), eq(reviewCards.kind, 'question'), eq(reviewCards.ref, questionId)));
    },

    /** Applies a review: the card's new state (only if the card is still as it was read) and its log. */
    async recordReview(card: CardRow, values: Partial<NewCard>, log: LogRow): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(reviewCards)
          .set(values)
          .where(and(eq(reviewCards.id, card.id), eq(reviewCards.reps, card.reps)))
          .returning({ id: reviewCards.id });
        if (changed.length === 0) return false;
        await tx.insert(reviewLogs).values(log);
        return true;
      });
    },

    async insertLog(log: LogRow): Promise<void> {
      await db.insert(reviewLogs).values(log);
    },

    /** Live cards due by `at`, oldest due first (the columns the Today page shows). */
    async listDue(userId: string, at: Date, limit: number): Promise<DueCard[]> {
      return db
        .select({
          id: reviewCards.id,
          kind: reviewCards.kind,
          ref: reviewCards.ref,
          due: reviewCards.due,
          lastSolvedAt: reviewCards.lastSolvedAt,
          reviewSolvedAt: reviewCards.reviewSolvedAt,
          attemptWrong: reviewCards.attemptWrong,
          attemptStartedAt: reviewCards.attemptStartedAt,
          firstSolveMs: reviewCards.firstSolveMs,
        })
        .from(reviewCards)
        .where(and(live(userId), lte(reviewCards.due, at)))
        .orderBy(asc(reviewCards.due), asc(reviewCards.id))
        .limit(limit);
    },

    async countDue(userId: string, at: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(reviewCards)
        .where(and(live(userId), lte(reviewCards.due, at)));
      return row?.n ?? 0;
    },

    /** Live cards in all and those due by `at`, in one query. */
    async countCards(userId: string, at: Date): Promise<{ live: number; due: number }> {
      const [row] = await db
        .select({ live: count(), due: sql<number>`count(*) filter (where ${reviewCards.due} <= ${at})`.mapWith(Number) })
        .from(reviewCards)
        .where(live(userId));
      return { live: row?.live ?? 0, due: row?.due ?? 0 };
    },

    async retire(ids: string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.update(reviewCards).set({ retiredAt: at }).where(inArray(reviewCards.id, ids));
    },

    /** Every rating the user gave, oldest first, with the card it rated. */
    async history(userId: string) {
      return db
        .select({
          reviewedAt: reviewLogs.reviewedAt,
          kind: reviewCards.kind,
          ref: reviewCards.ref,
          rating: reviewLogs.rating,
          suggestedRating: reviewLogs.suggestedRating,
          wrongSubmissions: reviewLogs.wrongSubmissions,
          state: reviewLogs.state,
          scheduledDays: reviewLogs.scheduledDays,
          nextDue: reviewLogs.nextDue,
        })
        .from(reviewLogs)
        .innerJoin(reviewCards, eq(reviewCards.id, reviewLogs.cardId))
        .where(eq(reviewLogs.userId, userId))
        .orderBy(asc(reviewLogs.reviewedAt), asc(reviewLogs.id));
    },

    /** Deletes every card of the user (their logs go with them). */
    async reset(userId: string): Promise<number> {
      const rows = await db.delete(reviewCards).where(eq(reviewCards.userId, userId)).returning({ id: reviewCards.id });
      return rows.length;
    },

    async recordDailySolve(userId: string, day: string, slug: string, at: Date): Promise<void> {
      await db.insert(dailyProblemSolves).values({ userId, day, slug, solvedAt: at }).onConflictDoNothing();
    },

    /** The local dates in [from, to] on which the user solved that day's problem. */
    async dailySolves(userId: string, from: string, to: string): Promise<Set<string>> {
      const rows = await db
        .select({ day: dailyProblemSolves.day })
        .from(dailyProblemSolves)
        .where(and(eq(dailyProblemSolves.userId, userId), sql`${dailyProblemSolves.day} between ${from} and ${to}`))
        .orderBy(desc(dailyProblemSolves.day));
      return new Set(rows.map((r) => r.day));
    },
  };
}
export type CardRepository = ReturnType<typeof createCardRepository>;
