import {
  DAILY_MESSAGES,
  type DailyProblem,
  type NextSheetQuestion,
  REVIEWS_SHOWN,
  type ReviewDue,
  type ReviewRating,
} from '@codingkaro/contracts';
import { DateTime } from 'luxon';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { DomainEvents } from '../../lib/domain-events';
import type { SheetQuestionInfo } from '../courses';
import type { LibraryProblem } from '../problems';
import { addDays, endOfLocalDay, localDate } from '../streak';
import { type CardRepository, type CardRow, type DueCard, fsrsCardOf, fsrsColumns } from './card-repository';
import { buildPool, type Difficulty, type PoolProblem, problemOfDay } from './problem-of-the-day';
import type { ReminderRepository } from './reminder-repository';
import { newCard, review, suggestRating } from './scheduler';

export const FALLBACK_TIME_ZONE = 'UTC';

export interface DailyServiceDeps {
  cards: CardRepository;
  reminders: Pick<ReminderRepository, 'get'>;
  /** The active library (cached by the caller). */
  library: () => Promise<LibraryProblem[]>;
  describeQuestions: (ids: string[]) => Promise<SheetQuestionInfo[]>;
  nextQuestions: (userId: string) => Promise<SheetQuestionInfo[]>;
  /** Problems the user had Accepted, first Accepted time each: solves from before review cards existed get cards too. */
  pastSolves?: (userId: string) => Promise<{ slug: string; at: Date }[]>;
  /** This module's clock; `shift` maps another module's event instant onto it (identity outside e2e tests). */
  now: () => Date;
  shift: (at: Date) => Date;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The pre-selected rating of a card Accepted again since it came due. */
export function suggestionFor(
  card: Pick<CardRow, 'reviewSolvedAt' | 'attemptStartedAt' | 'attemptWrong' | 'firstSolveMs'>,
): ReviewRating {
  const attemptMs =
    card.reviewSolvedAt && card.attemptStartedAt ? card.reviewSolvedAt.getTime() - card.attemptStartedAt.getTime() : null;
  return suggestRating({ wrongSubmissions: card.attemptWrong, attemptMs, firstSolveMs: card.firstSolveMs });
}

/**
 * Problem of the day, review cards (FSRS through ts-fsrs) and the Today page. Cards come from the
 * problems module's `problem.submitted` and the courses module's `sheet-question.flagged` events.
 */
export function createDailyService(deps: DailyServiceDeps) {
  const { cards, now, shift } = deps;
  let poolFor: { list: LibraryProblem[]; pool: Map<Difficulty, PoolProblem[]> } | null = null;

  async function pool() {
    const list = await deps.library();
    if (poolFor?.list !== list) poolFor = { list, pool: buildPool(list.filter((p) => !p.premium)) };
    return poolFor.pool;
  }

  async function zoneOf(userId: string | null, clientZone: string | null): Promise<string> {
    if (clientZone) return clientZone;
    if (!userId) return FALLBACK_TIME_ZONE;
    return (await deps.reminders.get(userId))?.timeZone ?? FALLBACK_TIME_ZONE;
  }

  async function dailyProblem(date: string, solved: boolean): Promise<DailyProblem | null> {
    const pick = problemOfDay(date, await pool());
    return pick ? { date, slug: pick.slug, title: pick.title, difficulty: pick.difficulty, solved } : null;
  }

  /** Due cards described for the page; cards whose problem or question is gone are retired, not shown. */
  async function describeDue(rows: DueCard[], at: Date): Promise<{ reviews: ReviewDue[]; retired: number }> {
    const library = new Map((await deps.library()).map((p) => [p.slug, p]));
    const questionIds = rows.filter((r) => r.kind === 'question').map((r) => r.ref);
    const questions = new Map((await deps.describeQuestions(questionIds)).map((q) => [q.questionId, q]));
    const gone: string[] = [];
    const reviews: ReviewDue[] = [];
    for (const row of rows) {
      const base = {
        cardId: row.id,
        kind: row.kind,
        due: row.due.toISOString(),
        lastSolvedAt: iso(row.lastSolvedAt),
        solvedForReview: row.reviewSolvedAt
          ? { at: row.reviewSolvedAt.toISOString(), wrongSubmissions: row.attemptWrong, suggestedRating: suggestionFor(row) }
          : null,
      };
      if (row.kind === 'problem') {
        const problem = library.get(row.ref);
        if (!problem) gone.push(row.id);
        else
          reviews.push({
            ...base,
            title: problem.title,
            problemSlug: problem.slug,
            difficulty: problem.difficulty,
            courseName: null,
          });
      } else {
        const question = questions.get(row.ref);
        if (!question) gone.push(row.id);
        else
          reviews.push({
            ...base,
            title: question.title,
            problemSlug: question.problemSlug,
            difficulty: question.difficulty,
            courseName: question.courseName,
          });
      }
    }
    await cards.retire(gone, at);
    return { reviews, retired: gone.length };
  }

  async function firstSolve(card: CardRow, at: Date): Promise<void> {
    const rating = suggestRating({ wrongSubmissions: card.attemptWrong, attemptMs: null, firstSolveMs: null });
    const { card: next, log } = review(newCard(card.firstAttemptAt ?? at), at, rating);
    await cards.recordReview(
      card,
      {
        ...fsrsColumns(next),
        activatedAt: at,
        firstSolveMs: card.firstAttemptAt ? Math.max(0, at.getTime() - card.firstAttemptAt.getTime()) : 0,
        lastSolvedAt: at,
        attemptWrong: 0,
        attemptStartedAt: null,
      },
      {
        userId: card.userId,
        cardId: card.id,
        rating,
        suggestedRating: null,
        wrongSubmissions: card.attemptWrong,
        state: log.state,
        stability: log.stability,
        difficulty: log.difficulty,
        scheduledDays: next.scheduled_days,
        nextDue: next.due,
        reviewedAt: at,
      },
    );
  }

  /**
   * Cards for problems solved before daily practice existed (or while its event handler failed): each is
   * scheduled as if rated at its first Accepted time. Once per user per process; concurrent callers share it.
   */
  const backfilled = new Map<string, Promise<void>>();
  function backfill(userId: string): Promise<void> {
    const pastSolves = deps.pastSolves;
    if (!pastSolves) return Promise.resolve();
    let done = backfilled.get(userId);
    if (!done) {
      done = (async () => {
        if (await cards.backfilled(userId)) return;
        const [solves, have] = await Promise.all([pastSolves(userId), cards.problemRefs(userId)]);
        for (const { slug, at } of solves) {
          if (have.has(slug)) continue;
          const inserted = await cards.insert({
            userId,
            kind: 'problem',
            ref: slug,
            ...fsrsColumns(newCard(at)),
            firstAttemptAt: at,
          });
          if (!inserted) continue;
          const card = await cards.find(userId, 'problem', slug);
          if (card && !card.activatedAt) await firstSolve(card, at);
        }
        await cards.markBackfilled(userId);
      })();
      backfilled.set(userId, done);
      done.catch(() => backfilled.delete(userId));
    }
    return done;
  }

  return {
    zoneOf,

    /** Cards and the problem-of-the-day mark from a judged submission. */
    async onProblemSubmitted(event: DomainEvents['problem.submitted']): Promise<void> {
      const at = shift(event.at);
      const { userId, problemSlug: slug, accepted } = event;
      let card = await cards.find(userId, 'problem', slug);
      if (!card) {
        await cards.insert({
          userId,
          kind: 'problem',
          ref: slug,
          ...fsrsColumns(newCard(at)),
          firstAttemptAt: at,
          attemptStartedAt: at,
        });
        card = await cards.find(userId, 'problem', slug);
        if (!card) return;
      }
      if (accepted) {
        const zone = await zoneOf(userId, event.timeZone);
        const day = localDate(at, zone);
        if (problemOfDay(day, await pool())?.slug === slug) await cards.recordDailySolve(userId, day, slug, at);
      }
      if (card.retiredAt) return;
      if (!card.activatedAt) {
        if (accepted) await firstSolve(card, at);
        else await cards.update(card.id, { attemptWrong: card.attemptWrong + 1 });
        return;
      }
      if (card.due <= at && !card.reviewSolvedAt) {
        const startedAt = card.attemptStartedAt ?? at;
        if (accepted) await cards.update(card.id, { reviewSolvedAt: at, attemptStartedAt: startedAt, lastSolvedAt: at });
        else await cards.update(card.id, { attemptWrong: card.attemptWrong + 1, attemptStartedAt: startedAt });
      } else if (accepted) {
        await cards.update(card.id, { lastSolvedAt: at });
      }
    },

    /** "Review this" on a sheet question: a card due now; cleared, the card is retired (kept). */
    async onQuestionFlagged(event: DomainEvents['sheet-question.flagged']): Promise<void> {
      const at = shift(event.at);
      if (event.forRevision) await cards.flagQuestion(event.userId, event.questionId, newCard(at), at);
      else await cards.unflagQuestion(event.userId, event.questionId, at);
    },

    async problemOfTheDay(userId: string | null, clientZone: string | null) {
      const at = now();
      const zone = await zoneOf(userId, clientZone);
      const date = localDate(at, zone);
      const solved = userId ? (await cards.dailySolves(userId, date, date)).has(date) : false;
      return { date, endsAt: endOfLocalDay(at, zone).toISOString(), problem: await dailyProblem(date, solved) };
    },

    /** Each day's problem of `month` (default: this local month) up to today, newest first. */
    async pastProblems(userId: string | null, clientZone: string | null, month: string | undefined) {
      const zone = await zoneOf(userId, clientZone);
      const today = localDate(now(), zone);
      const chosen = month ?? today.slice(0, 7);
      const first = `${chosen}-01`;
      const monthEnd = DateTime.fromISO(first, { zone: 'UTC' }).endOf('month').toISODate() as string;
      const last = monthEnd < today ? monthEnd : today;
      const solved = userId && first <= last ? await cards.dailySolves(userId, first, last) : new Set<string>();
      const days: DailyProblem[] = [];
      for (let date = last; date >= first; date = addDays(date, -1)) {
        const problem = await dailyProblem(date, solved.has(date));
        if (problem) days.push(problem);
      }
      return { month: chosen, today, days };
    },

    async today(userId: string, clientZone: string | null) {
      await backfill(userId);
      const at = now();
      const zone = await zoneOf(userId, clientZone);
      const date = localDate(at, zone);
      const [due, counts, next, solvedToday] = await Promise.all([
        cards.listDue(userId, at, REVIEWS_SHOWN),
        cards.countCards(userId, at),
        deps.nextQuestions(userId),
        cards.dailySolves(userId, date, date),
      ]);
      const { reviews, retired } = await describeDue(due, at);
      const nextQuestions: NextSheetQuestion[] = next.map((q) => ({ ...q }));
      return {
        date,
        timeZone: zone,
        endsAt: endOfLocalDay(at, zone).toISOString(),
        problemOfTheDay: await dailyProblem(date, solvedToday.has(date)),
        reviews,
        dueCount: Math.max(0, counts.due - retired),
        cardCount: Math.max(0, counts.live - retired),
        nextQuestions,
      };
    },

    async dueCount(userId: string): Promise<number> {
      await backfill(userId);
      return cards.countDue(userId, now());
    },

    /**
     * Rates a due card. A problem card needs an Accepted solve since it came due, unless the rating
     * is Again (the learner could not solve it); a sheet question is reviewed by confirming it.
     */
    async rate(userId: string, cardId: string, rating: ReviewRating) {
      const at = now();
      const card = await cards.findLive(userId, cardId);
      if (!card) throw notFound('Review card not found');
      const solvedAt = card.reviewSolvedAt;
      if (!solvedAt && card.due > at) throw badRequest(DAILY_MESSAGES.notDue);
      if (card.kind === 'problem' && !solvedAt && rating !== 'Again') throw badRequest(DAILY_MESSAGES.solveFirst);
      const reviewAt = solvedAt ?? at;
      const { card: next, log } = review(fsrsCardOf(card), reviewAt, rating);
      const recorded = await cards.recordReview(
        card,
        {
          ...fsrsColumns(next),
          reviewSolvedAt: null,
          attemptWrong: 0,
          attemptStartedAt: null,
          ...(card.kind === 'question' && rating !== 'Again' ? { lastSolvedAt: reviewAt } : {}),
        },
        {
          userId,
          cardId: card.id,
          rating,
          suggestedRating: solvedAt ? suggestionFor(card) : null,
          wrongSubmissions: card.kind === 'problem' ? card.attemptWrong : null,
          state: log.state,
          stability: log.stability,
          difficulty: log.difficulty,
          scheduledDays: next.scheduled_days,
          nextDue: next.due,
          reviewedAt: reviewAt,
        },
      );
      if (!recorded) throw new AppError(409, 'This review was already rated', 'CONFLICT');
      return { nextDue: next.due.toISOString(), dueCount: await cards.countDue(userId, at) };
    },

    /** The user's review history as CSV (RFC 4180; cells that a spreadsheet would run as a formula are quoted with a leading '). */
    async exportCsv(userId: string): Promise<string> {
      const rows = await cards.history(userId);
      const library = new Map((await deps.library()).map((p) => [p.slug, p.title]));
      const questionIds = [...new Set(rows.filter((r) => r.kind === 'question').map((r) => r.ref))];
      const questions = new Map((await deps.describeQuestions(questionIds)).map((q) => [q.questionId, q.title]));
      const header = [
        'reviewed_at',
        'kind',
        'item',
        'title',
        'rating',
        'suggested_rating',
        'wrong_submissions',
        'scheduled_days',
        'next_due',
      ];
      const lines = rows.map((r) =>
        [
          r.reviewedAt.toISOString(),
          r.kind,
          r.ref,
          (r.kind === 'problem' ? library.get(r.ref) : questions.get(r.ref)) ?? '',
          r.rating,
          r.suggestedRating ?? '',
          r.wrongSubmissions ?? '',
          r.scheduledDays,
          r.nextDue.toISOString(),
        ]
          .map(csvCell)
          .join(','),
      );
      return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
    },

    async reset(userId: string): Promise<number> {
      return cards.reset(userId);
    },
  };
}
export type DailyService = ReturnType<typeof createDailyService>;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
