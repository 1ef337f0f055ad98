import { DateTime } from 'luxon';

/**
 * Calendar arithmetic in IANA zones (luxon reads the zone rules from the runtime's Intl data, so
 * DST changes and half-hour or +14 h offsets are handled by the same tables the OS uses).
 */

/** The local date (`YYYY-MM-DD`) of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  const local = DateTime.fromJSDate(instant, { zone: timeZone });
  if (!local.isValid) throw new RangeError(`unknown time zone: ${timeZone}`);
  return local.toISODate() as string;
}

/** The first instant after the local day that contains `instant` (the next local midnight, or later on a DST gap). */
export function endOfLocalDay(instant: Date, timeZone: string): Date {
  return DateTime.fromJSDate(instant, { zone: timeZone }).startOf('day').plus({ days: 1 }).toJSDate();
}

/** `date` moved by `days` calendar days (pure date arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate() as string;
}
