import {
  CONTEST_PLATFORM_NAMES,
  type ContestPlatform,
  REMINDER_LEAD_LABELS,
  type ReminderLeadMinutes,
} from '@codingkaro/contracts';
import { renderEmail } from '../mail';

export interface ReminderEmailInput {
  title: string;
  platform: string;
  start: Date;
  url: string;
  leadMinutes: number;
  /** The viewer's IANA zone when the reminder was set; null means UTC. */
  timeZone: string | null;
  /** The contest tracker page, where reminders are managed. */
  trackerUrl: string;
  now: Date;
}

/** "10 minutes", "1 hour", "19 hours", "2 days": how long until the start, rounded to the minute. */
export function timeUntil(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}

/** The start in the viewer's zone ("Saturday, 28 November 2026 at 20:05 (Asia/Kolkata)"); UTC when the zone is unknown. */
export function formatStart(start: Date, timeZone: string | null): string {
  const zone = timeZone ?? 'UTC';
  try {
    const text = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(start);
    return `${text} (${zone})`;
  } catch {
    return `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(start)} (UTC)`;
  }
}

/** The reminder email: subject, text and HTML. */
export function reminderEmail(input: ReminderEmailInput) {
  const platform = CONTEST_PLATFORM_NAMES[input.platform as ContestPlatform] ?? input.platform;
  const until = timeUntil(input.start.getTime() - input.now.getTime());
  const lead = REMINDER_LEAD_LABELS[input.leadMinutes as ReminderLeadMinutes] ?? `${input.leadMinutes} minutes`;
  const subject = `Reminder: ${input.title} starts in ${until}`;
  return {
    subject,
    ...renderEmail({
      heading: `${input.title} starts in ${until}`,
      paragraphs: [
        `${platform} contest, starting ${formatStart(input.start, input.timeZone)}.`,
        `You asked CodingKaro to remind you ${lead} before. Manage your reminders on ${input.trackerUrl}.`,
      ],
      action: { label: 'Open the contest', url: input.url },
    }),
  };
}
