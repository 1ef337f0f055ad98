import { dateTimeFormat } from '../../../lib/date-format';

/** "5 h 12 min", "45 min", "less than a minute" until `endsAt`. */
export function timeLeftLabel(endsAt: string, now: number): string {
  const minutes = Math.floor((new Date(endsAt).getTime() - now) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${rest} min` : `${rest} min`;
}

/** "today", "yesterday", "12 days ago", "3 months ago" (from the instant, in whole 24-hour days). */
export function sinceLabel(iso: string | null, now: number): string {
  if (!iso) return 'never solved here';
  const days = Math.floor((now - new Date(iso).getTime()) / 86_400_000);
  if (!Number.isFinite(days)) return 'never solved here';
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 60) return `${days} days ago`;
  const months = Math.round(days / 30);
  if (months < 24) return `${months} months ago`;
  return `${Math.round(days / 365)} years ago`;
}

/** `YYYY-MM` moved by `delta` months. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const monthFormat = () => dateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = () => dateTimeFormat({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = () => dateTimeFormat({ weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "November 2026" */
export const monthLabel = (month: string) => monthFormat().format(new Date(`${month}-01T00:00:00Z`));
/** "Sat, 28 Nov" for a local date */
export const dayLabel = (date: string) => dayFormat().format(new Date(`${date}T00:00:00Z`));
/** "Saturday, 28 November" for a local date */
export const longDayLabel = (date: string) => longDayFormat().format(new Date(`${date}T00:00:00Z`));
