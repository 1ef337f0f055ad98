import { PLATFORMS, type PlatformId, type Profile } from '@codingkaro/contracts';

/** The heatmap's sources: the six platforms plus this site's own practice. */
export type ActivitySource = PlatformId | 'codingkaro';
export const SOURCE_NAMES: Record<ActivitySource, string> = {
  ...Object.fromEntries(Object.values(PLATFORMS).map((p) => [p.id, p.name])),
  codingkaro: 'CodingKaro',
} as Record<ActivitySource, string>;

export interface SourceCalendar {
  source: ActivitySource;
  days: Record<string, number>;
  bucket: 'utc' | 'platform' | 'local';
}

export interface CalendarSources {
  /** Sources that gave a calendar. */
  calendars: SourceCalendar[];
  /** Connected platforms with no calendar to show (failed, not found, or none published). */
  missing: ActivitySource[];
}

/** Every connected platform's calendar plus our own practice; says which have none. */
export function calendarSources(profile: Profile): CalendarSources {
  const calendars: SourceCalendar[] = [];
  const missing: ActivitySource[] = [];
  for (const [id, entry] of Object.entries(profile.platformStats) as [PlatformId, Profile['platformStats'][PlatformId]][]) {
    const calendar = entry?.stats?.calendar;
    if (calendar) calendars.push({ source: id, days: calendar.days, bucket: calendar.bucket });
    else missing.push(id);
  }
  calendars.push({ source: 'codingkaro', days: profile.practice.calendar.days, bucket: 'local' });
  return { calendars, missing };
}

/** Sums the chosen sources' day counts into one calendar. */
export function unifyCalendars(calendars: SourceCalendar[], filter: ActivitySource | 'all'): Map<string, number> {
  const out = new Map<string, number>();
  for (const calendar of calendars) {
    if (filter !== 'all' && calendar.source !== filter) continue;
    for (const [day, count] of Object.entries(calendar.days)) out.set(day, (out.get(day) ?? 0) + count);
  }
  return out;
}

/** Heatmap intensity 0-4 (spec 9): all sources 2/5/10; GitHub alone 3/7/12. */
export function intensity(count: number, filter: ActivitySource | 'all'): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0) return 0;
  const [a, b, c] = filter === 'github' ? [3, 7, 12] : [2, 5, 10];
  if (count <= a) return 1;
  if (count <= b) return 2;
  if (count <= c) return 3;
  return 4;
}

const DAY_MS = 86_400_000;
export const dayKey = (date: Date) => date.toISOString().slice(0, 10);
const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);

export interface HeatmapSlot {
  day: string;
  /** False for the days of the first and last weeks that fall outside the year (drawn blank). */
  inYear: boolean;
}

/** Weeks (Sunday first) covering the year, 7 slots each. */
export function yearWeeks(year: number): HeatmapSlot[][] {
  const first = Date.UTC(year, 0, 1);
  const last = Date.UTC(year, 11, 31);
  const start = first - new Date(first).getUTCDay() * DAY_MS;
  const weeks: HeatmapSlot[][] = [];
  for (let weekStart = start; weekStart <= last; weekStart += 7 * DAY_MS) {
    const week: HeatmapSlot[] = [];
    for (let d = 0; d < 7; d++) {
      const t = weekStart + d * DAY_MS;
      week.push({ day: dayKey(new Date(t)), inYear: t >= first && t <= last });
    }
    weeks.push(week);
  }
  return weeks;
}

export interface Streaks {
  current: number;
  best: number;
}

/** Longest run of active days, and the run ending today (or yesterday, when today has nothing yet). */
export function streaks(days: Map<string, number>, today: string): Streaks {
  const active = [...days].filter(([, n]) => n > 0).map(([day]) => day);
  const set = new Set(active);
  let best = 0;
  for (const day of active) {
    const previous = dayKey(new Date(parseDay(day).getTime() - DAY_MS));
    if (set.has(previous)) continue;
    let length = 1;
    let cursor = parseDay(day).getTime();
    while (set.has(dayKey(new Date(cursor + DAY_MS)))) {
      length++;
      cursor += DAY_MS;
    }
    best = Math.max(best, length);
  }
  let cursor = parseDay(today).getTime();
  if (!set.has(today)) cursor -= DAY_MS;
  let current = 0;
  while (set.has(dayKey(new Date(cursor)))) {
    current++;
    cursor -= DAY_MS;
  }
  return { current, best };
}

export interface YearSummary {
  total: number;
  activeDays: number;
  /** Average per day over 365 days (spec 9). */
  averagePerDay: number;
  /** Share of 365 days with activity, in percent. */
  activeRate: number;
  busiestDay: { day: string; count: number } | null;
  busiestWeekday: string | null;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function summariseYear(days: Map<string, number>, year: number): YearSummary {
  let total = 0;
  let activeDays = 0;
  let busiestDay: YearSummary['busiestDay'] = null;
  const byWeekday = new Array(7).fill(0) as number[];
  for (const [day, count] of days) {
    if (!day.startsWith(`${year}-`) || count <= 0) continue;
    total += count;
    activeDays++;
    const weekday = parseDay(day).getUTCDay();
    byWeekday[weekday] = (byWeekday[weekday] ?? 0) + count;
    if (!busiestDay || count > busiestDay.count) busiestDay = { day, count };
  }
  const top = Math.max(...byWeekday);
  return {
    total,
    activeDays,
    averagePerDay: Math.round((total / 365) * 100) / 100,
    activeRate: Math.round((activeDays / 365) * 1000) / 10,
    busiestDay,
    busiestWeekday: top > 0 ? (WEEKDAYS[byWeekday.indexOf(top)] ?? null) : null,
  };
}

/** Years offered: previous, current and next, capped at the current year (spec 4). */
export const heatmapYears = (currentYear: number) =>
  [currentYear - 1, currentYear, currentYear + 1].filter((y) => y <= currentYear);
