import type { Contest } from '@codingkaro/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, memo, useLayoutEffect, useMemo, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../lib/date-format';
import { addDays, addMonths, contestsByDay, dayKey, monthGrid, shortTitle } from './contest-time';
import { platformStyle } from './platform-style';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const PER_DAY = 3;
const MONTH = { month: 'long', year: 'numeric' } as const;
const DAY = { weekday: 'long', day: 'numeric', month: 'long' } as const;

export interface ContestCalendarProps {
  contests: Contest[];
  /** The focused day; its month is the one shown. */
  focused: Date;
  onFocusedChange: (day: Date) => void;
  /** The day whose list is open, or null. */
  selectedKey: string | null;
  onSelectDay: (day: Date) => void;
  today: Date;
}

/**
 * Monthly calendar, Sunday to Saturday (spec 2): up to 3 contests a day and '+N more', which opens that
 * day's list. One tab stop for the days: arrows move a day/week, Page Up/Down a month, Home/End the
 * week's ends, Enter or Space opens the day.
 */
export const ContestCalendar = memo(function ContestCalendar({
  contests,
  focused,
  onFocusedChange,
  selectedKey,
  onSelectDay,
  today,
}: ContestCalendarProps) {
  const weeks = useMemo(() => monthGrid(focused.getFullYear(), focused.getMonth()), [focused]);
  const byDay = useMemo(() => contestsByDay(contests), [contests]);
  const focusedKey = dayKey(focused);
  const todayKey = dayKey(today);
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);

  // In the commit, not after the next paint: keys pressed in quick succession (a slow phone paints a
  // few times a second) must reach the day the last one moved to.
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focusedKey}"]`)?.focus();
  }, [focusedKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, -1),
      PageDown: () => addMonths(focused, 1),
      Home: () => addDays(focused, -focused.getDay()),
      End: () => addDays(focused, 6 - focused.getDay()),
    };
    // The day the grid's focus is on, even if the key landed on a button the focus has not reached yet.
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelectDay(focused);
      return;
    }
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveFocus.current = true;
      onFocusedChange(move());
    }
  };

  const monthLabel = formatDate(focused, MONTH);
  return (
    <section
      aria-label="Contest calendar"
      className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-3 flex items-center gap-2">
        <h2 className="text-lg font-bold text-slate-900 dark:text-white" aria-live="polite" id="contest-calendar-month">
          {monthLabel}
        </h2>
        <div className="ml-auto flex items-center gap-1">
          <Button variant="ghost" size="sm" aria-label="Previous month" onClick={() => onFocusedChange(addMonths(focused, -1))}>
            <ChevronLeft className="h-4 w-4" aria-hidden />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onFocusedChange(today)}>
            Today
          </Button>
          <Button variant="ghost" size="sm" aria-label="Next month" onClick={() => onFocusedChange(addMonths(focused, 1))}>
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>
      <table
        aria-labelledby="contest-calendar-month"
        ref={grid}
        className="w-full table-fixed border-separate border-spacing-1 text-xs"
      >
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" className="pb-1 text-center font-semibold text-slate-500 dark:text-slate-400">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0] as Date)}>
              {week.map((day) => {
                const key = dayKey(day);
                const items = byDay.get(key) ?? [];
                const inMonth = day.getMonth() === focused.getMonth();
                const isToday = key === todayKey;
                const date = formatDate(day, DAY);
                const count = items.length === 0 ? 'no contests' : `${items.length} contest${items.length === 1 ? '' : 's'}`;
                return (
                  <td key={key} className="h-16 p-0 align-top sm:h-24">
                    <button
                      type="button"
                      data-day={key}
                      tabIndex={key === focusedKey ? 0 : -1}
                      aria-pressed={key === selectedKey}
                      aria-current={isToday ? 'date' : undefined}
                      onKeyDown={onKeyDown}
                      onClick={() => {
                        onFocusedChange(day);
                        onSelectDay(day);
                      }}
                      className={`flex h-16 w-full flex-col gap-0.5 overflow-hidden rounded-lg border p-1 sm:h-24 text-left outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
                        isToday
                          ? 'border-indigo-500 bg-indigo-500/10 dark:border-indigo-400'
                          : key === selectedKey
                            ? 'border-slate-400 dark:border-slate-500'
                            : 'border-slate-100 dark:border-slate-800'
                      } ${inMonth ? '' : 'bg-slate-50 dark:bg-slate-900/60'}`}
                    >
                      {/* The name is the content (date, visible contest titles, count), not an aria-label that
                          would leave out the titles on screen (WCAG 2.5.3); days outside the month are shaded,
                          not faded, so their titles keep their contrast. */}
                      <span
                        aria-hidden
                        className={`self-end font-semibold ${
                          isToday
                            ? 'rounded-full bg-indigo-600 px-1.5 text-white'
                            : inMonth
                              ? 'text-slate-700 dark:text-slate-300'
                              : 'text-slate-500 dark:text-slate-400'
                        }`}
                      >
                        {day.getDate()}
                      </span>
                      <span className="sr-only">{date}</span>
                      {items.slice(0, PER_DAY).map((contest) => (
                        <span
                          key={contest._id}
                          title={contest.title}
                          className={`hidden w-full truncate rounded px-1 leading-4 sm:block ${platformStyle[contest.platform].chip}`}
                        >
                          {shortTitle(contest.title)}
                        </span>
                      ))}
                      {items.length > 0 && (
                        <span className="flex gap-0.5 sm:hidden" aria-hidden>
                          {items.slice(0, PER_DAY).map((contest) => (
                            <span
                              key={contest._id}
                              className={`h-1.5 w-1.5 rounded-full ${platformStyle[contest.platform].dot}`}
                            />
                          ))}
                        </span>
                      )}
                      {items.length > PER_DAY && (
                        // "+N" alone on a phone: "+N more" took a second line there and made the week's row taller
                        // when the contests came
                        <span className="whitespace-nowrap font-medium leading-4 text-indigo-700 dark:text-indigo-300">
                          +{items.length - PER_DAY}
                          <span className="hidden sm:inline"> more</span>
                        </span>
                      )}
                      <span className="sr-only">: {count}</span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});
