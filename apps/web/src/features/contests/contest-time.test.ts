import type { Contest, ContestSourceStatus } from '@codingkaro/contracts';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  contestsByDay,
  countdownLabel,
  dayKey,
  endOf,
  freshnessLine,
  isLive,
  isPast,
  monthGrid,
  shortTitle,
} from './contest-time';

const contest = (over: Partial<Contest> = {}): Contest => ({
  _id: 'c1',
  title: 'Codeforces Round 1071 (Div. 2)',
  platform: 'codeforces',
  start_time: '2026-12-01T14:35:00.000Z',
  duration: 7200,
  url: 'https://codeforces.com/contest/2171',
  past: false,
  solution_link: null,
  series: 'cf-div2',
  ...over,
});
const at = (iso: string) => Date.parse(iso);

describe('contest times', () => {
  it('ends after the real duration, or after 2 hours when none is known', () => {
    expect(endOf(contest()).toISOString()).toBe('2026-12-01T16:35:00.000Z');
    expect(endOf(contest({ duration: null })).toISOString()).toBe('2026-12-01T16:35:00.000Z');
    expect(endOf(contest({ duration: 5400 })).toISOString()).toBe('2026-12-01T16:05:00.000Z');
  });

  it('is past when flagged or once started (spec 4), and live while running', () => {
    expect(isPast(contest(), at('2026-12-01T14:00:00Z'))).toBe(false);
    expect(isPast(contest(), at('2026-12-01T15:00:00Z'))).toBe(true);
    expect(isPast(contest({ past: true }), at('2026-11-01T00:00:00Z'))).toBe(true);
    expect(isLive(contest(), at('2026-12-01T15:00:00Z'))).toBe(true);
    expect(isLive(contest(), at('2026-12-01T17:00:00Z'))).toBe(false);
  });

  it('counts down to the start, then to the end', () => {
    expect(countdownLabel(contest(), at('2026-11-29T13:34:55Z'))).toBe('Starts in 2d 01h 00m 05s');
    expect(countdownLabel(contest(), at('2026-12-01T14:34:59Z'))).toBe('Starts in 00h 00m 01s');
    expect(countdownLabel(contest(), at('2026-12-01T16:00:00Z'))).toBe('Ends in 00h 35m 00s');
    expect(countdownLabel(contest(), at('2026-12-02T00:00:00Z'))).toBe('Ended');
  });
});

describe('freshness line', () => {
  const source = (over: Partial<ContestSourceStatus>): ContestSourceStatus => ({
    platform: 'codechef',
    lastSuccessAt: null,
    failingSince: null,
    lastError: null,
    lastAttemptAt: null,
    contestCount: 4,
    ...over,
  });
  const now = new Date(2026, 10, 26, 13, 42).getTime();
  const localIso = (h: number, m: number, day = 26) => new Date(2026, 10, day, h, m).toISOString();

  it('says how old the data is and since when the platform fails', () => {
    expect(freshnessLine(source({ lastSuccessAt: localIso(10, 30), lastAttemptAt: localIso(10, 30) }), now, 'en-GB')).toBe(
      'CodeChef: last updated 3 h ago',
    );
    expect(
      freshnessLine(
        source({ lastSuccessAt: localIso(10, 30), failingSince: localIso(10, 42), lastError: 'answered HTTP 503' }),
        now,
        'en-GB',
      ),
    ).toBe("CodeChef: last updated 3 h ago (couldn't reach it since 10:42)");
    expect(freshnessLine(source({ lastSuccessAt: localIso(13, 30), contestCount: 0 }), now, 'en-GB')).toBe(
      'CodeChef: last updated 12 min ago · no contests listed',
    );
  });

  it('says when the last fetch had to skip unusable rows (a degraded source)', () => {
    const note = '1 contest was skipped: the platform sent unusable data';
    expect(freshnessLine(source({ lastSuccessAt: localIso(13, 30), lastError: note, degraded: true }), now, 'en-GB')).toBe(
      `CodeChef: last updated 12 min ago · degraded: ${note}`,
    );
  });

  it('says a platform was never reached, with the reason, and never invents an age', () => {
    expect(freshnessLine(source({}), now)).toBe('CodeChef: not fetched yet');
    expect(
      freshnessLine(
        source({ lastAttemptAt: localIso(13, 0), failingSince: localIso(13, 0), lastError: 'timed out after 10 s' }),
        now,
      ),
    ).toBe("CodeChef: couldn't reach it yet (timed out after 10 s)");
  });
});

describe('calendar', () => {
  it('lays a month out in Sunday-to-Saturday weeks', () => {
    const weeks = monthGrid(2026, 10); // November 2026 starts on a Sunday
    expect(weeks).toHaveLength(5);
    expect(weeks.every((w) => w.length === 7 && w[0]?.getDay() === 0)).toBe(true);
    expect(dayKey(weeks[0]?.[0] as Date)).toBe('2026-11-01');
    expect(dayKey(weeks[4]?.[6] as Date)).toBe('2026-12-05');
    const march = monthGrid(2025, 2); // March 2025: Saturday the 1st, six weeks
    expect(march).toHaveLength(6);
    expect(dayKey(march[0]?.[0] as Date)).toBe('2025-02-23');
  });

  it('moves by month, clamping the day', () => {
    expect(dayKey(addMonths(new Date(2026, 0, 31), 1))).toBe('2026-02-28');
    expect(dayKey(addMonths(new Date(2026, 0, 15), -1))).toBe('2025-12-15');
  });

  it('groups contests by local start day in start order, and cuts chip titles to 12 characters', () => {
    const a = contest({ _id: 'a', start_time: new Date(2026, 11, 1, 20, 0).toISOString() });
    const b = contest({ _id: 'b', start_time: new Date(2026, 11, 1, 8, 0).toISOString() });
    const c = contest({ _id: 'c', start_time: new Date(2026, 11, 2, 8, 0).toISOString() });
    const days = contestsByDay([a, b, c]);
    expect(days.get('2026-12-01')?.map((x) => x._id)).toEqual(['b', 'a']);
    expect(days.get('2026-12-02')?.map((x) => x._id)).toEqual(['c']);
    expect(shortTitle('Codeforces Round 1071')).toBe('Codeforces R…');
    expect(shortTitle('Starters 215')).toBe('Starters 215');
  });
});
