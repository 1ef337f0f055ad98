import { MENTORSHIP_BOOKING_DAYS, MENTORSHIP_SESSION_MINUTES } from '@codingkaro/contracts';
import { instantOf, wallTimeIn } from './time-zones';

export interface WeeklyWindow {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The soonest a session can be booked: a mentor needs a little notice. */
export const MIN_NOTICE_MS = 2 * 60 * MINUTE;

/** Session starts (UTC ms) the weekly windows give from `now` for the booking horizon, soonest first. */
export function slotsFromAvailability(zone: string, windows: WeeklyWindow[], now: number): number[] {
  const today = wallTimeIn(zone, now);
  const first = now + MIN_NOTICE_MS;
  const last = now + MENTORSHIP_BOOKING_DAYS * DAY;
  const starts = new Set<number>();
  for (let offset = 0; offset <= MENTORSHIP_BOOKING_DAYS; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const weekday = date.getUTCDay();
    for (const window of windows) {
      if (window.weekday !== weekday) continue;
      for (
        let minute = window.startMinute;
        minute + MENTORSHIP_SESSION_MINUTES <= window.endMinute;
        minute += MENTORSHIP_SESSION_MINUTES
      ) {
        const instant = instantOf(zone, {
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
          hour: Math.floor(minute / 60),
          minute: minute % 60,
        });
        if (instant !== null && instant >= first && instant <= last) starts.add(instant);
      }
    }
  }
  return [...starts].sort((a, b) => a - b);
}

export const clockToMinutes = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};
export const minutesToClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
