import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';

export type Difficulty = 'Easy' | 'Medium' | 'Hard';

export interface PoolProblem {
  slug: string;
  title: string;
  difficulty: Difficulty;
}

/** Monday to Sunday: Easy, Medium and Hard take turns, the weekend ends on a Medium. */
export const DIFFICULTY_BY_WEEKDAY: readonly Difficulty[] = ['Easy', 'Medium', 'Hard', 'Easy', 'Medium', 'Hard', 'Medium'];

/** A Monday: day 0 of the weekly cycle. */
const CYCLE_START = DateTime.fromISO('2024-01-01', { zone: 'UTC' });

const order = (slug: string) => createHash('sha256').update(`daily:${slug}`).digest('hex');

/**
 * A library ready for picking: per difficulty, problems in a fixed pseudo-random order (a hash of
 * the slug, so adding a problem does not reorder the others).
 */
export function buildPool(problems: readonly PoolProblem[]): Map<Difficulty, PoolProblem[]> {
  const pool = new Map<Difficulty, PoolProblem[]>();
  const keyed = problems.map((p) => ({ p, key: order(p.slug) })).sort((a, b) => (a.key < b.key ? -1 : 1));
  for (const { p } of keyed) pool.set(p.difficulty, [...(pool.get(p.difficulty) ?? []), p]);
  return pool;
}

/**
 * The problem of a calendar date, the same for everyone. The weekday gives the difficulty; the
 * number of earlier days with that difficulty walks that difficulty's fixed order, so a problem
 * comes back only after every other one of its difficulty was shown: with at least 18 Easy, 26
 * Medium and 18 Hard problems (the most days of each in any 60), no repeat within 60 days.
 */
export function problemOfDay(date: string, pool: Map<Difficulty, PoolProblem[]>): PoolProblem | null {
  const day = Math.round(DateTime.fromISO(date, { zone: 'UTC' }).diff(CYCLE_START, 'days').days);
  const week = Math.floor(day / 7);
  const weekday = day - week * 7;
  const difficulty = DIFFICULTY_BY_WEEKDAY[weekday] as Difficulty;
  const perWeek = DIFFICULTY_BY_WEEKDAY.filter((d) => d === difficulty).length;
  const earlierThisWeek = DIFFICULTY_BY_WEEKDAY.slice(0, weekday).filter((d) => d === difficulty).length;
  const occurrence = week * perWeek + earlierThisWeek;
  const candidates = pool.get(difficulty)?.length ? (pool.get(difficulty) as PoolProblem[]) : [...pool.values()].flat();
  if (candidates.length === 0) return null;
  const index = ((occurrence % candidates.length) + candidates.length) % candidates.length;
  return candidates[index] ?? null;
}
