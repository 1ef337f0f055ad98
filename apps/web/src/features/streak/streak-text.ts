import { dateTimeFormat } from '../../lib/date-format';

/** The badge's texts (spec 4, "Streak badge"). */
export const streakLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);
export const streakHint = (days: number) => `Current streak: ${days} days`;
export const OFFLINE_LABEL = 'Offline';
export const OFFLINE_HINT = 'Streak service is temporarily unavailable. Your progress is still being tracked.';
export const CACHED_HINT = 'Using cached data - service temporarily unavailable';

/** "3 h 12 min left to keep your streak"; null once the day is over. */
export function timeLeftText(msLeft: number): string | null {
  if (msLeft <= 0) return null;
  if (msLeft < 60_000) return 'Less than a minute left to keep your streak';
  const hours = Math.floor(msLeft / 3_600_000);
  const minutes = Math.floor((msLeft % 3_600_000) / 60_000);
  return `${hours > 0 ? `${hours} h ` : ''}${minutes} min left to keep your streak`;
}

const dayFormat = () => dateTimeFormat({ weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A `YYYY-MM-DD` local date as "Mon, Mar 9" in the reader's language (read as UTC so no zone shifts it). */
export const formatLocalDate = (date: string) => dayFormat().format(new Date(`${date}T00:00:00Z`));
