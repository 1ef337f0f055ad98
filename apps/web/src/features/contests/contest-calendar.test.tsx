import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ContestCalendar } from './contest-calendar';
import { dayKey } from './contest-time';

const today = new Date(2026, 10, 30, 12);

function Calendar({ onSelectDay }: { onSelectDay: (day: Date) => void }) {
  const [focused, setFocused] = useState(today);
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <ContestCalendar
      contests={[]}
      focused={focused}
      onFocusedChange={setFocused}
      selectedKey={selected}
      onSelectDay={(day) => {
        setSelected(dayKey(day));
        onSelectDay(day);
      }}
      today={today}
    />
  );
}

const dayButton = (name: RegExp) => screen.getByRole('button', { name });

describe('ContestCalendar keyboard', () => {
  it('opens the day the arrows moved to, even when Enter lands on a button the focus has not reached yet', () => {
    const onSelectDay = vi.fn();
    render(<Calendar onSelectDay={onSelectDay} />);
    const start = dayButton(/^Monday, November 30 ?:/);
    start.focus();
    // On a slow phone the focus follows a render: both keys can reach the first button.
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    fireEvent.keyDown(start, { key: 'Enter' });
    expect(onSelectDay).toHaveBeenCalledTimes(1);
    expect(dayKey(onSelectDay.mock.calls[0]?.[0] as Date)).toBe(dayKey(new Date(2026, 11, 2)));
    expect(dayButton(/^Wednesday, December 2 ?:/)).toHaveAttribute('aria-pressed', 'true');
    expect(dayButton(/^Wednesday, December 2 ?:/)).toHaveFocus();
  });

  it('opens the focused day with Space as well, and a click opens the day clicked', () => {
    const onSelectDay = vi.fn();
    render(<Calendar onSelectDay={onSelectDay} />);
    const start = dayButton(/^Monday, November 30 ?:/);
    fireEvent.keyDown(start, { key: 'ArrowDown' });
    fireEvent.keyDown(dayButton(/^Monday, December 7 ?:/), { key: ' ' });
    expect(dayKey(onSelectDay.mock.calls[0]?.[0] as Date)).toBe(dayKey(new Date(2026, 11, 7)));
    fireEvent.click(dayButton(/^Thursday, December 3 ?:/));
    expect(dayKey(onSelectDay.mock.calls[1]?.[0] as Date)).toBe(dayKey(new Date(2026, 11, 3)));
  });
});
