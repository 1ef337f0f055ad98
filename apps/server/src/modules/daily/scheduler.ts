import type { ReviewRating } from '@codingkaro/contracts';
import { type Card, createEmptyCard, fsrs, type Grade, generatorParameters, Rating } from 'ts-fsrs';

/**
 * The FSRS scheduler (ts-fsrs). Its parameters are the library's defaults (FSRS-6 weights,
 * request_retention 0.9, maximum_interval 36500 days, no fuzz) with one exception: the short-term
 * learning steps (1 and 10 minutes) are off, since re-solving a problem minutes after solving it is
 * no test of memory. A first solve rated Good is then due in days, as FSRS's initial stability says.
 */
export const SCHEDULER_PARAMETERS = generatorParameters({ enable_short_term: false });
const scheduler = fsrs(SCHEDULER_PARAMETERS);

export const GRADES: Record<ReviewRating, Grade> = {
  Again: Rating.Again,
  Hard: Rating.Hard,
  Good: Rating.Good,
  Easy: Rating.Easy,
};

export type FsrsCard = Card;

export function newCard(at: Date): FsrsCard {
  return createEmptyCard(at);
}

/** The card after a review rated `rating` at `at`, and the scheduler's log of it. */
export function review(card: FsrsCard, at: Date, rating: ReviewRating) {
  return scheduler.next(card, at, GRADES[rating]);
}

export interface AttemptFigures {
  /** Wrong submissions before the Accepted one. */
  wrongSubmissions: number;
  /** First submission to Accepted in this attempt, ms; null when unknown. */
  attemptMs: number | null;
  /** The same span of the learner's first solve, ms; null when unknown. */
  firstSolveMs: number | null;
}

/**
 * The rating pre-selected after an Accepted attempt: two or more wrong submissions Again, one Hard;
 * clean, it is Easy when at most half the first solve's time, Hard when over one and a half times
 * that, else Good.
 */
export function suggestRating({ wrongSubmissions, attemptMs, firstSolveMs }: AttemptFigures): ReviewRating {
  if (wrongSubmissions >= 2) return 'Again';
  if (wrongSubmissions === 1) return 'Hard';
  if (attemptMs !== null && firstSolveMs !== null && firstSolveMs > 0) {
    if (attemptMs <= firstSolveMs / 2) return 'Easy';
    if (attemptMs > firstSolveMs * 1.5) return 'Hard';
  }
  return 'Good';
}
