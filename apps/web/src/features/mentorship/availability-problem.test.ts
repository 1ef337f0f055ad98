import { describe, expect, it } from 'vitest';
import { availabilityProblem } from './staff-mentorship-page';

describe('availabilityProblem', () => {
  it('says which availability window is wrong instead of "Invalid windows.0.end"', () => {
    expect(availabilityProblem('Asia/Kolkata', [{ weekday: 1, start: '18:00', end: '20:00' }])).toBeNull();
    expect(
      availabilityProblem('Asia/Kolkata', [
        { weekday: 1, start: '18:00', end: '20:00' },
        { weekday: 2, start: '21:00', end: '20:00' },
      ]),
    ).toBe('Window 2 (Tuesday): The window must end after it starts');
    expect(availabilityProblem('Asia/Kolkata', [{ weekday: 3, start: '', end: '20:00' }])).toBe(
      'Window 1 (Wednesday): Use a time like 09:30',
    );
  });
});
