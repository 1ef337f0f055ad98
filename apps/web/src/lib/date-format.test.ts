import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatDate, localDateKey } from './date-format';

describe('date formats', () => {
  it('shares one formatter per locale and option set', () => {
    const a = dateTimeFormat({ weekday: 'long', day: 'numeric', month: 'long' });
    expect(dateTimeFormat({ weekday: 'long', day: 'numeric', month: 'long' })).toBe(a);
    expect(dateTimeFormat({ weekday: 'long', day: 'numeric', month: 'long' }, 'de-DE')).not.toBe(a);
    expect(dateTimeFormat({ month: 'long' })).not.toBe(a);
  });

  it('formats as toLocaleDateString and toLocaleTimeString do', () => {
    const at = new Date(Date.UTC(2026, 10, 29, 15, 4));
    const day = { weekday: 'long', day: 'numeric', month: 'long' } as const;
    const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    expect(formatDate(at, day)).toBe(at.toLocaleDateString(undefined, day));
    expect(formatDate(at, time, 'en-GB')).toBe(at.toLocaleTimeString('en-GB', time));
    expect(formatDate(at.getTime(), { month: 'short', day: 'numeric' }, 'en-US')).toBe('Nov 29');
  });

  it("keys a moment by the browser's local day, padded", () => {
    expect(localDateKey(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDateKey(new Date(2026, 10, 30, 0, 0))).toBe('2026-11-30');
  });
});
