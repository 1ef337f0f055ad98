import {
  ASSUMED_CONTEST_DURATION_SECONDS,
  CONTEST_PLATFORM_NAMES,
  type Contest,
  type ContestSourceStatus,
} from '@codingkaro/contracts';
import { formatDate, localDateKey } from '../../lib/date-format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const startOf = (contest: Contest) => new Date(contest.start_time);

/** The real duration when the platform gives one, else the spec's assumed 2 hours. */
export const endOf = (contest: Contest) =>
  new Date(Date.parse(contest.start_time) + (contest.duration ?? ASSUMED_CONTEST_DURATION_SECONDS) * 1000);

/** Spec 4: past when the server says so or its start is earlier than now. */
export const isPast = (contest: Contest, now: number) => contest.past || Date.parse(contest.start_time) < now;

/** Running right now (started, not yet over). */
export const isLive = (contest: Contest, now: number) =>
  !contest.past && Date.parse(contest.start_time) <= now && now < endOf(contest).getTime();

/** "2d 04h 10m 05s" (days only when there are any). */
export function formatSpan(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}h ${pad(Math.floor((total % 3600) / 60))}m ${pad(total % 60)}s`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** The card's live countdown. */
export function countdownLabel(contest: Contest, now: number): string {
  const start = Date.parse(contest.start_time);
  if (now < start) return `Starts in ${formatSpan(start - now)}`;
  if (isLive(contest, now)) return `Ends in ${formatSpan(endOf(contest).getTime() - now)}`;
  return 'Ended';
}

/** "3 h", "12 min", "2 d"; under a minute "moments". */
export function ago(ms: number): string {
  if (ms < MINUTE) return 'moments';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h`;
  return `${Math.floor(ms / DAY)} d`;
}

/** "10:42" today, "Nov 25, 10:42" on another day, in the viewer's time zone. */
export function clockTime(at: Date, now: number, locale?: string): string {
  const time = formatDate(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, locale);
  if (new Date(now).toDateString() === at.toDateString()) return time;
  return `${formatDate(at, { month: 'short', day: 'numeric' }, locale)}, ${time}`;
}

/**
 * The per-source freshness line, e.g. "CodeChef: last updated 3 h ago (couldn't reach it since 10:42)".
 * Never claims data the platform did not give.
 */
export function freshnessLine(source: ContestSourceStatus, now: number, locale?: string): string {
  const name = CONTEST_PLATFORM_NAMES[source.platform];
  if (!source.lastSuccessAt) {
    if (!source.lastAttemptAt) return `${name}: not fetched yet`;
    return `${name}: couldn't reach it yet (${source.lastError ?? 'no answer'})`;
  }
  const updated = `${name}: last updated ${ago(now - Date.parse(source.lastSuccessAt))} ago`;
  const failing = source.failingSince
    ? ` (couldn't reach it since ${clockTime(new Date(source.failingSince), now, locale)})`
    : '';
  const empty = source.contestCount === 0 ? ' · no contests listed' : '';
  const degraded = !source.failingSince && source.degraded && source.lastError ? ` · degraded: ${source.lastError}` : '';
  return `${updated}${failing}${empty}${degraded}`;
}

/** A day's key in the viewer's time zone ("2026-11-26"). */
export const dayKey = localDateKey;

/** The weeks (Sunday to Saturday) covering a month; days outside it are included to fill the weeks. */
export function monthGrid(year: number, month: number): Date[][] {
  const first = new Date(year, month, 1);
  const start = new Date(year, month, 1 - first.getDay());
  const weeks: Date[][] = [];
  for (let cursor = start; weeks.length === 0 || cursor.getMonth() === month; ) {
    const week: Date[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(cursor);
      cursor = new Date(cursor.getFullYear(), cursor.getMonth(), cursor.getDate() + 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** `date` moved by whole days (calendar days, so DST changes do not shift it). */
export const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** The same day of another month, clamped to that month's length. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return new Date(target.getFullYear(), target.getMonth(), Math.min(date.getDate(), lastDay));
}

/** Contests grouped by their start day in the viewer's time zone, each day by start time. */
export function contestsByDay(contests: Contest[]): Map<string, Contest[]> {
  const days = new Map<string, Contest[]>();
  for (const contest of [...contests].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time))) {
    const key = dayKey(startOf(contest));
    days.set(key, [...(days.get(key) ?? []), contest]);
  }
  return days;
}

/** Calendar chips cut titles to 12 characters. */
export const shortTitle = (title: string) => (title.length > 12 ? `${title.slice(0, 12)}…` : title);
