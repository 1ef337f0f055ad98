import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { serverPackageRoot } from '../../lib/package-root';
import { buildPool, DIFFICULTY_BY_WEEKDAY, type PoolProblem, problemOfDay } from './problem-of-the-day';

/** The real library, as the daily module sees it (premium problems left out). */
function realLibrary(): PoolProblem[] {
  const root = join(serverPackageRoot(), '../../content/problems');
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => ({ slug: entry.name, ...JSON.parse(readFileSync(join(root, entry.name, 'problem.json'), 'utf8')) }))
    .filter((p) => !p.premium)
    .map((p) => ({ slug: p.slug, title: p.title, difficulty: p.difficulty }));
}

const dates = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => DateTime.fromISO(from, { zone: 'UTC' }).plus({ days: i }).toISODate() as string);

describe('problem of the day', () => {
  const library = realLibrary();
  const pool = buildPool(library);

  it('is a function of the date alone, whatever order the library is listed in', () => {
    const shuffled = buildPool([...library].reverse());
    for (const date of dates('2026-01-01', 120)) {
      expect(problemOfDay(date, shuffled)).toEqual(problemOfDay(date, pool));
    }
  });

  it('cycles Easy, Medium and Hard through the week', () => {
    // 2026-11-30 is a Monday
    const week = dates('2026-11-30', 7).map((date) => problemOfDay(date, pool)?.difficulty);
    expect(week).toEqual([...DIFFICULTY_BY_WEEKDAY]);
    expect(new Set(week)).toEqual(new Set(['Easy', 'Medium', 'Hard']));
  });

  it('never repeats a problem within 60 days, over five years', () => {
    const picks = dates('2025-01-01', 5 * 365).map((date) => problemOfDay(date, pool)?.slug);
    const lastSeen = new Map<string, number>();
    picks.forEach((slug, day) => {
      expect(slug).toBeDefined();
      const previous = lastSeen.get(slug as string);
      if (previous !== undefined) expect(day - previous).toBeGreaterThanOrEqual(60);
      lastSeen.set(slug as string, day);
    });
  });

  it('falls back to the whole library when a difficulty has no problems, and to nothing when it is empty', () => {
    const easyOnly = buildPool(library.filter((p) => p.difficulty === 'Easy'));
    const wednesday = problemOfDay('2026-12-02', easyOnly);
    expect(wednesday?.difficulty).toBe('Easy');
    expect(problemOfDay('2026-12-02', buildPool([]))).toBeNull();
  });
});
