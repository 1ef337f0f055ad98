import { describe, expect, it } from 'vitest';
import { addMonths, sinceLabel, timeLeftLabel } from './time-text';

describe('daily time labels', () => {
  const now = Date.parse('2026-11-28T10:00:00Z');
  it('says how long is left today', () => {
    expect(timeLeftLabel('2026-11-28T15:12:30Z', now)).toBe('5 h 12 min');
    expect(timeLeftLabel('2026-11-28T10:45:00Z', now)).toBe('45 min');
    expect(timeLeftLabel('2026-11-28T10:00:20Z', now)).toBe('less than a minute');
  });
  it('says how long since the last solve', () => {
    expect(sinceLabel(null, now)).toBe('never solved here');
    expect(sinceLabel('2026-11-28T01:00:00Z', now)).toBe('today');
    expect(sinceLabel('2026-11-27T09:00:00Z', now)).toBe('yesterday');
    expect(sinceLabel('2026-11-16T10:00:00Z', now)).toBe('12 days ago');
    expect(sinceLabel('2026-08-28T10:00:00Z', now)).toBe('3 months ago');
  });
  it('moves months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-11', 0)).toBe('2026-11');
  });
});
