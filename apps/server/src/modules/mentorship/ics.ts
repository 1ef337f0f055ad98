import { type CalendarPerson, writeCalendar } from '../../lib/icalendar';

/** An iCalendar (RFC 5545 / 5546) invitation for one session, or its cancellation. */
export interface InviteEvent {
  /** Stable per booking, so calendars update the same event on reschedule and cancel. */
  uid: string;
  startsAt: Date;
  endsAt: Date;
  /** Grows with every change (see `inviteSequence`). */
  sequence: number;
  summary: string;
  description: string;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  url: string;
  cancelled: boolean;
}

/**
 * The invite's SEQUENCE without a stored counter: whole seconds from the booking to the moment
 * the invite is written. It only grows, so each rescheduled or cancelled invite supersedes the
 * ones sent before it (RFC 5545 3.8.7.4), and a re-downloaded invite changes nothing in a calendar.
 */
export const inviteSequence = (createdAt: Date, now: number) => Math.max(0, Math.floor((now - createdAt.getTime()) / 1000));

export function renderInvite(event: InviteEvent, now = new Date()): string {
  return writeCalendar(
    [
      {
        uid: event.uid,
        start: event.startsAt,
        end: event.endsAt,
        stamp: now,
        sequence: event.sequence,
        summary: event.summary,
        description: event.description,
        url: event.url,
        organizer: event.organizer,
        attendees: event.attendees,
        status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
      },
    ],
    { product: 'Mentorship', method: event.cancelled ? 'CANCEL' : 'REQUEST' },
  );
}
