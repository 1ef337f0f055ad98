import type { Streak } from '@codingkaro/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { CACHED_HINT, formatLocalDate, streakLabel, timeLeftText } from './streak-text';

function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function TodayMessage({ streak }: { streak: Streak }) {
  const now = useMinuteClock();
  if (streak.codedToday) return <>You practised today. Come back tomorrow to keep it going.</>;
  const left = streak.currentStreak > 0 ? timeLeftText(new Date(streak.todayEndsAt).getTime() - now) : null;
  if (left) return <strong className="font-semibold text-amber-700 dark:text-amber-300">{left}</strong>;
  return <>Solve a problem, complete a sheet question or run code to start a streak.</>;
}

/** The badge's details: current and longest streak, the last 30 days and what today still needs. */
export function StreakPopover({
  id,
  streak,
  fromCache,
  dayMark,
}: {
  id: string;
  streak: Streak;
  fromCache: boolean;
  /** Today's problem of the day, from the daily feature (the app composes it in). */
  dayMark?: ReactNode;
}) {
  const practisedCount = streak.recentDays.filter((d) => d.practised).length;
  return (
    <div
      id={id}
      role="dialog"
      aria-label="Your daily streak"
      className="absolute right-0 top-full z-50 mt-3 w-72 animate-fade-in rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-2xl shadow-slate-900/10 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40"
    >
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">Current</dt>
          <dd className="text-lg font-bold text-slate-900 dark:text-white">{streakLabel(streak.currentStreak)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">Longest</dt>
          <dd className="text-lg font-bold text-slate-900 dark:text-white">{streakLabel(streak.longestStreak)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
        Last 30 days: {practisedCount} {practisedCount === 1 ? 'day' : 'days'} practised
      </p>
      <ol className="mt-2 grid grid-cols-10 gap-1" aria-label="Last 30 days">
        {streak.recentDays.map((day) => {
          const isToday = day.date === streak.today;
          const label = `${formatLocalDate(day.date)}${isToday ? ' (today)' : ''}: ${day.practised ? 'practised' : 'no practice'}`;
          return (
            <li
              key={day.date}
              title={label}
              aria-label={label}
              className={`aspect-square rounded-[4px] ${
                day.practised ? 'bg-orange-500 dark:bg-orange-400' : 'bg-slate-200 dark:bg-slate-700'
              } ${isToday ? 'ring-2 ring-indigo-500 ring-offset-1 ring-offset-white dark:ring-offset-slate-900' : ''}`}
            />
          );
        })}
      </ol>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-200">
        <TodayMessage streak={streak} />
      </p>
      {dayMark}
      {streak.lastCodedDate && (
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Last practised {formatLocalDate(streak.lastCodedDate)}</p>
      )}
      {fromCache && <p className="mt-2 text-xs text-amber-700 dark:text-amber-300">{CACHED_HINT}</p>}
    </div>
  );
}
