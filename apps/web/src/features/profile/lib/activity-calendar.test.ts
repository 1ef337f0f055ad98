import { describe, expect, it } from 'vitest';
import { calendarSources, heatmapYears, intensity, streaks, summariseYear, unifyCalendars, yearWeeks } from './activity-calendar';
import { entry, profileWith, stats } from './test-profile';

describe('heatmap', () => {
  it('intensity: all sources up to 2/5/10/more; GitHub up to 3/7/12/more', () => {
    expect([0, 1, 2, 3, 5, 6, 10, 11].map((n) => intensity(n, 'all'))).toEqual([0, 1, 1, 2, 2, 3, 3, 4]);
    expect([0, 3, 4, 7, 8, 12, 13].map((n) => intensity(n, 'github'))).toEqual([0, 1, 2, 2, 3, 3, 4]);
  });

  it('weeks start on Sunday and cover the whole year', () => {
    const weeks = yearWeeks(2026);
    // 1 January 2026 is a Thursday: the first week starts on Sunday 28 December 2025.
    expect(weeks[0]?.[0]).toEqual({ day: '2025-12-28', inYear: false });
    expect(weeks[0]?.[4]).toEqual({ day: '2026-01-01', inYear: true });
    const inYear = weeks.flat().filter((slot) => slot.inYear);
    expect(inYear).toHaveLength(365);
    expect(inYear.at(-1)?.day).toBe('2026-12-31');
  });

  it('years offered: previous and current (next is capped)', () => {
    expect(heatmapYears(2026)).toEqual([2025, 2026]);
  });

  it('unifies every calendar plus our own practice, and names connected platforms without one', () => {
    const profile = profileWith(
      {
        leetcode: entry(stats({ calendar: { days: { '2026-01-01': 2 }, bucket: 'utc', years: [2026] } })),
        github: entry(stats({ calendar: { days: { '2026-01-01': 3, '2026-01-02': 1 }, bucket: 'utc', years: [2026] } })),
        codechef: entry(null),
      },
      { practice: { calendar: { days: { '2026-01-02': 4 }, bucket: 'local', years: [2026] }, recent: [] } },
    );
    const { calendars, missing } = calendarSources(profile);
    expect(missing).toEqual(['codechef']);
    expect(Object.fromEntries(unifyCalendars(calendars, 'all'))).toEqual({ '2026-01-01': 5, '2026-01-02': 5 });
    expect(Object.fromEntries(unifyCalendars(calendars, 'github'))).toEqual({ '2026-01-01': 3, '2026-01-02': 1 });
    expect(Object.fromEntries(unifyCalendars(calendars, 'codingkaro'))).toEqual({ '2026-01-02': 4 });
  });
});

describe('streaks and insights', () => {
  const days = new Map([
    ['2026-01-01', 1],
    ['2026-01-02', 2],
    ['2026-01-03', 1],
    ['2026-01-05', 1],
    ['2026-01-06', 3],
  ]);

  it('best is the longest run; current runs back from today, or from yesterday when today is empty', () => {
    expect(streaks(days, '2026-01-06')).toEqual({ current: 2, best: 3 });
    expect(streaks(days, '2026-01-07')).toEqual({ current: 2, best: 3 });
    expect(streaks(days, '2026-01-08')).toEqual({ current: 0, best: 3 });
    expect(streaks(new Map(), '2026-01-08')).toEqual({ current: 0, best: 0 });
  });

  it('insights use 365 days for the average and the active-day rate', () => {
    const summary = summariseYear(days, 2026);
    expect(summary).toMatchObject({ total: 8, activeDays: 5, averagePerDay: 0.02, activeRate: 1.4 });
    expect(summary.busiestDay).toEqual({ day: '2026-01-06', count: 3 });
    expect(summary.busiestWeekday).toBe('Tuesday');
    expect(summariseYear(days, 2025).total).toBe(0);
  });
});
