import { createEmptyCard, fsrs, generatorParameters, Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { newCard, review, SCHEDULER_PARAMETERS, suggestRating } from './scheduler';

describe('FSRS through ts-fsrs', () => {
  it('uses the library defaults, short-term steps off', () => {
    expect(SCHEDULER_PARAMETERS).toEqual(generatorParameters({ enable_short_term: false }));
    expect(SCHEDULER_PARAMETERS.request_retention).toBe(0.9);
    expect(SCHEDULER_PARAMETERS.enable_fuzz).toBe(false);
  });

  it('moves the next due date as the library says for each rating, later for better ratings', () => {
    const reference = fsrs(generatorParameters({ enable_short_term: false }));
    const start = new Date('2026-01-01T10:00:00Z');
    const solved = review(newCard(start), start, 'Good').card;
    const reviewAt = new Date(solved.due.getTime() + 3_600_000);
    const dues = (['Again', 'Hard', 'Good', 'Easy'] as const).map((rating, i) => {
      const next = review(solved, reviewAt, rating).card;
      const expected = reference.next(
        reference.next(createEmptyCard(start), start, Rating.Good).card,
        reviewAt,
        [Rating.Again, Rating.Hard, Rating.Good, Rating.Easy][i] as Rating.Again,
      );
      expect(next.due).toEqual(expected.card.due);
      return next.due.getTime();
    });
    expect([...dues].sort((a, b) => a - b)).toEqual(dues);
    expect(new Set(dues).size).toBe(4);
    expect(dues[0]).toBeGreaterThan(reviewAt.getTime());
  });
});

describe('suggested rating', () => {
  it('follows wrong submissions first, then time against the first solve', () => {
    expect(suggestRating({ wrongSubmissions: 3, attemptMs: 1000, firstSolveMs: 100_000 })).toBe('Again');
    expect(suggestRating({ wrongSubmissions: 2, attemptMs: null, firstSolveMs: null })).toBe('Again');
    expect(suggestRating({ wrongSubmissions: 1, attemptMs: 1000, firstSolveMs: 100_000 })).toBe('Hard');
    expect(suggestRating({ wrongSubmissions: 0, attemptMs: 40_000, firstSolveMs: 100_000 })).toBe('Easy');
    expect(suggestRating({ wrongSubmissions: 0, attemptMs: 90_000, firstSolveMs: 100_000 })).toBe('Good');
    expect(suggestRating({ wrongSubmissions: 0, attemptMs: 200_000, firstSolveMs: 100_000 })).toBe('Hard');
    expect(suggestRating({ wrongSubmissions: 0, attemptMs: 0, firstSolveMs: 0 })).toBe('Good');
  });
});
