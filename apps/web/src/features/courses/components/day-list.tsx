import type { CourseDay } from '@codingkaro/contracts';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { progressOf } from '../lib/course-progress';
import { ProgressBar } from './progress-bar';

/** The course's days with each day's percent done. Below 1024 px it folds behind a toggle. */
export function DayList({
  days,
  selected,
  onSelect,
}: {
  days: readonly CourseDay[];
  selected: number | null;
  onSelect(dayNumber: number): void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = days.find((d) => d.dayNumber === selected);

  return (
    <nav
      aria-label="Days"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-3 rounded-2xl px-5 py-4 text-left lg:hidden"
      >
        <span className="min-w-0">
          <span className="block text-sm font-semibold">
            {days.length} {days.length === 1 ? 'Day' : 'Days'}
          </span>
          {current && (
            <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
              Day {current.dayNumber}: {current.dayTitle}
            </span>
          )}
        </span>
        <ChevronDown className={`h-5 w-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      <h2 className="hidden px-5 pt-4 text-sm font-semibold text-slate-500 uppercase tracking-wide lg:block dark:text-slate-400">
        Days
      </h2>
      <ul
        id={listId}
        className={`${open ? 'block' : 'hidden'} max-h-[60vh] space-y-1 overflow-y-auto p-2 lg:block lg:max-h-[calc(100vh-22rem)]`}
      >
        {days.map((day) => {
          const progress = progressOf(day.questions);
          const active = day.dayNumber === selected;
          return (
            <li key={day.dayNumber}>
              <button
                type="button"
                aria-current={active ? 'true' : undefined}
                aria-label={`Day ${day.dayNumber}: ${day.dayTitle}, ${progress.percent}% done`}
                onClick={() => {
                  onSelect(day.dayNumber);
                  setOpen(false);
                }}
                className={`grid w-full grid-cols-[1fr_auto] items-baseline gap-x-2 rounded-xl px-3 py-2.5 text-left transition-colors ${
                  active ? 'bg-indigo-500/10 ring-1 ring-indigo-500/40' : 'hover:bg-slate-100 dark:hover:bg-slate-800/70'
                }`}
              >
                {/* Source order is the spec's reading order (day, title, percent) and the label's, with
                    spaces between (axe compares the visible text with the label word by word); the
                    grid places the percent beside the day. */}
                <span
                  className={`col-start-1 row-start-1 text-xs font-semibold uppercase ${active ? 'text-indigo-600 dark:text-indigo-400' : 'text-slate-500 dark:text-slate-400'}`}
                >
                  Day {day.dayNumber}
                </span>{' '}
                <span className="col-span-2 row-start-2 mt-0.5 block min-w-0 truncate text-sm font-medium">{day.dayTitle}</span>{' '}
                <span className="col-start-2 row-start-1 text-xs tabular-nums text-slate-600 dark:text-slate-400">
                  {progress.percent}%
                </span>
                <span className="col-span-2 row-start-3 mt-1.5 block">
                  <ProgressBar percent={progress.percent} size="sm" />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
