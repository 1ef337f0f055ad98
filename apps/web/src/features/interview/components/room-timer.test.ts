import { describe, expect, it } from 'vitest';
import { formatCountdown } from './room-timer';

describe('formatCountdown', () => {
  it('shows minutes and seconds, rounded up, and hours past an hour', () => {
    expect(formatCountdown(45 * 60_000)).toBe('45:00');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5)).toBe('0:00');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
  });
});
