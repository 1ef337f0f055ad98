import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { insideChangeCutoff, LateBookingWarning } from './mentorship-page';

const now = Date.parse('2026-11-28T12:00:00.000Z');
const hoursFromNow = (hours: number) => new Date(now + hours * 3_600_000).toISOString();

describe('booking a session less than 24 hours away', () => {
  it('knows the change cut-off', () => {
    expect(insideChangeCutoff(hoursFromNow(23.9), now)).toBe(true);
    expect(insideChangeCutoff(hoursFromNow(24), now)).toBe(false);
    expect(insideChangeCutoff(hoursFromNow(72), now)).toBe(false);
  });

  it('warns before booking that the session cannot be changed; says nothing for later slots', () => {
    const { rerender } = render(<LateBookingWarning slot={hoursFromNow(5)} id="w" now={now} />);
    expect(
      screen.getByText(/starts in less than 24 hours\. Once booked, it cannot be rescheduled or cancelled\./),
    ).toHaveAttribute('id', 'w');
    rerender(<LateBookingWarning slot={hoursFromNow(30)} id="w" now={now} />);
    expect(screen.queryByText(/less than 24 hours/)).toBeNull();
    rerender(<LateBookingWarning slot={null} id="w" now={now} />);
    expect(screen.queryByText(/less than 24 hours/)).toBeNull();
  });
});
