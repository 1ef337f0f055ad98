import { describe, expect, it } from 'vitest';
import { addDays, endOfLocalDay, localDate } from './local-day';
import { computeStreak } from './streak-calculator';

describe('computeStreak', () => {
  it('counts consecutive days, with the run alive today', () => {
    expect(computeStreak(['2026-03-01', '2026-03-02', '2026-03-03'], '2026-03-03')).toEqual({
      currentStreak: 3,
      longestStreak: 3,
      lastCodedDate: '2026-03-03',
      codedToday: true,
    });
  });

  it('keeps a run that ended yesterday alive until today ends, and drops it the day after', () => {
    const days = ['2026-03-01', '2026-03-02'];
    expect(computeStreak(days, '2026-03-03')).toMatchObject({ currentStreak: 2, codedToday: false });
    expect(computeStreak(days, '2026-03-04')).toMatchObject({ currentStreak: 0, longestStreak: 2, lastCodedDate: '2026-03-02' });
  });

  it('restarts after a gap and keeps the longest run', () => {
    const days = ['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-05', '2026-03-06'];
    expect(computeStreak(days, '2026-03-06')).toMatchObject({ currentStreak: 2, longestStreak: 4 });
  });

  it('counts a day once however often the user practised on it, in any order', () => {
    expect(computeStreak(['2026-03-02', '2026-03-01', '2026-03-02', '2026-03-01'], '2026-03-02')).toMatchObject({
      currentStreak: 2,
      longestStreak: 2,
    });
  });

  it('updates the longest streak when the current run passes it', () => {
    const before = ['2026-01-01', '2026-01-02', '2026-02-01', '2026-02-02'];
    expect(computeStreak(before, '2026-02-02').longestStreak).toBe(2);
    expect(computeStreak([...before, '2026-02-03'], '2026-02-03')).toMatchObject({ currentStreak: 3, longestStreak: 3 });
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(computeStreak(['2027-12-31', '2028-01-01'], '2028-01-01').currentStreak).toBe(2);
    expect(computeStreak(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01').currentStreak).toBe(3);
    expect(computeStreak(['2026-02-28', '2026-03-01'], '2026-03-01').currentStreak).toBe(2);
  });

  it('is empty without practice', () => {
    expect(computeStreak([], '2026-03-03')).toEqual({
      currentStreak: 0,
      longestStreak: 0,
      lastCodedDate: null,
      codedToday: false,
    });
  });

  it('keeps a run alive after a move westwards left a date later than today', () => {
    // Recorded as 2026-03-10 in Kolkata; the user is now in Los Angeles where it is still the 9th.
    expect(computeStreak(['2026-03-08', '2026-03-09', '2026-03-10'], '2026-03-09')).toMatchObject({
      currentStreak: 3,
      codedToday: true,
    });
  });
});

describe('localDate', () => {
  it('buckets 23:30 and 00:30 local in UTC+5:30 (Asia/Kolkata) by the local calendar', () => {
    // 23:30 IST on 9 March is 18:00 UTC the same day; 00:30 IST on 10 March is 19:00 UTC on the 9th.
    expect(localDate(new Date('2026-03-09T18:00:00Z'), 'Asia/Kolkata')).toBe('2026-03-09');
    expect(localDate(new Date('2026-03-09T19:00:00Z'), 'Asia/Kolkata')).toBe('2026-03-10');
    // The same instants by UTC would both be the 9th: the LeetCode bug.
    expect(localDate(new Date('2026-03-09T19:00:00Z'), 'UTC')).toBe('2026-03-09');
  });

  it('buckets 23:30 and 00:30 local in UTC-8 (America/Los_Angeles in winter) by the local calendar', () => {
    // 23:30 PST on 1 February is 07:30 UTC on the 2nd; 00:30 PST on 2 February is 08:30 UTC on the 2nd.
    expect(localDate(new Date('2026-02-02T07:30:00Z'), 'America/Los_Angeles')).toBe('2026-02-01');
    expect(localDate(new Date('2026-02-02T08:30:00Z'), 'America/Los_Angeles')).toBe('2026-02-02');
  });

  it('follows DST: the same UTC hour falls on different local days before and after the change', () => {
    // Los Angeles springs forward on 8 March 2026: 07:30 UTC is 23:30 PST the day before,
    // but after the change 06:30 UTC is already 23:30 PDT.
    expect(localDate(new Date('2026-03-08T07:30:00Z'), 'America/Los_Angeles')).toBe('2026-03-07');
    expect(localDate(new Date('2026-03-10T06:30:00Z'), 'America/Los_Angeles')).toBe('2026-03-09');
    expect(localDate(new Date('2026-03-10T07:30:00Z'), 'America/Los_Angeles')).toBe('2026-03-10');
    // It falls back on 1 November 2026: 07:30 UTC is 00:30 PDT, 08:30 UTC is 00:30 PST on the 2nd.
    expect(localDate(new Date('2026-11-01T07:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-01');
    expect(localDate(new Date('2026-11-02T07:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-01');
    expect(localDate(new Date('2026-11-02T08:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-02');
  });

  it('puts one instant on two different dates at the extremes (UTC+14 and UTC-11)', () => {
    const instant = new Date('2026-06-15T11:00:00Z');
    expect(localDate(instant, 'Pacific/Kiritimati')).toBe('2026-06-16');
    expect(localDate(instant, 'Pacific/Pago_Pago')).toBe('2026-06-15');
    expect(localDate(new Date('2026-06-15T10:59:59Z'), 'Pacific/Kiritimati')).toBe('2026-06-16');
    expect(localDate(new Date('2026-06-15T09:59:59Z'), 'Pacific/Kiritimati')).toBe('2026-06-15');
  });

  it('refuses an unknown zone', () => {
    expect(() => localDate(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('endOfLocalDay', () => {
  it('is the next local midnight', () => {
    expect(endOfLocalDay(new Date('2026-03-09T12:00:00Z'), 'Asia/Kolkata').toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(endOfLocalDay(new Date('2026-06-15T11:00:00Z'), 'Pacific/Kiritimati').toISOString()).toBe('2026-06-16T10:00:00.000Z');
    expect(endOfLocalDay(new Date('2026-06-15T11:00:00Z'), 'Pacific/Pago_Pago').toISOString()).toBe('2026-06-16T11:00:00.000Z');
  });

  it('spans 23 hours on the spring-forward day and 25 hours on the fall-back day', () => {
    const springStart = new Date('2026-03-08T08:00:00Z'); // 00:00 PST
    const springEnd = endOfLocalDay(new Date('2026-03-08T12:00:00Z'), 'America/Los_Angeles');
    expect((springEnd.getTime() - springStart.getTime()) / 3_600_000).toBe(23);
    const fallStart = new Date('2026-11-01T07:00:00Z'); // 00:00 PDT
    const fallEnd = endOfLocalDay(new Date('2026-11-01T20:00:00Z'), 'America/Los_Angeles');
    expect((fallEnd.getTime() - fallStart.getTime()) / 3_600_000).toBe(25);
  });
});

describe('addDays', () => {
  it('moves across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
