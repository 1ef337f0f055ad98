import type { ProblemListItem } from '@codingkaro/contracts';
import { describe, expect, it } from 'vitest';
import { pickWeeklyChallenges, weekStart } from './weekly-challenges';

const problem = (slug: string, difficulty: ProblemListItem['difficulty'], order: number, isPremium = false): ProblemListItem => ({
  _id: slug,
  slug,
  title: slug,
  difficulty,
  topics: [],
  order,
  isSolved: false,
  isPremium,
  stats: { acceptanceRate: 0, submissions: 0, accepted: 0 },
});

const library = [
  ...Array.from({ length: 10 }, (_, i) => problem(`easy-${i}`, 'Easy', i)),
  ...Array.from({ length: 10 }, (_, i) => problem(`medium-${i}`, 'Medium', 20 + i)),
  ...Array.from({ length: 10 }, (_, i) => problem(`hard-${i}`, 'Hard', 40 + i)),
  problem('premium-easy', 'Easy', 99, true),
];

describe('weekly challenges', () => {
  it('starts weeks on Monday (UTC)', () => {
    expect(weekStart(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-16');
    expect(weekStart(new Date('2026-11-16T00:00:00Z'))).toBe('2026-11-16');
  });

  it('picks 2 easy, 3 medium and 2 hard free problems, stable within a week', () => {
    const picks = pickWeeklyChallenges(library, '2026-11-16');
    expect(picks.map((p) => p.difficulty)).toEqual(['Easy', 'Easy', 'Medium', 'Medium', 'Medium', 'Hard', 'Hard']);
    expect(picks.some((p) => p.isPremium)).toBe(false);
    expect(pickWeeklyChallenges([...library].reverse(), '2026-11-16')).toEqual(picks);
  });

  it('changes from one week to the next', () => {
    const a = pickWeeklyChallenges(library, '2026-11-16').map((p) => p.slug);
    const b = pickWeeklyChallenges(library, '2026-11-23').map((p) => p.slug);
    expect(a).not.toEqual(b);
  });

  it('copes with a small or empty library', () => {
    expect(pickWeeklyChallenges([], '2026-11-16')).toEqual([]);
    expect(pickWeeklyChallenges([problem('only', 'Hard', 1)], '2026-11-16')).toHaveLength(1);
  });
});
