import { MENTORSHIP_SESSION_MINUTES } from '@codingkaro/contracts';
import type { CalendarPerson } from '../../lib/icalendar';
import { type MailMessage, renderEmail } from '../mail';
import type { BookingRow } from './booking-repository';
import { inviteSequence, renderInvite } from './ics';

export type BookingChange = 'confirmed' | 'rescheduled' | 'cancelled';

export interface InviteContext {
  publicUrl: string;
  /** The platform sends invitations: learner and mentor are both attendees. */
  organizer: CalendarPerson;
}

/** The session's calendar invite (METHOD:CANCEL once cancelled), as attached and as downloaded. */
export function bookingInvite(row: BookingRow, context: InviteContext, now: number): string {
  return renderInvite(
    {
      uid: `${row.id}@codingkaro`,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      sequence: inviteSequence(row.createdAt, now),
      summary: `CodingKaro mentorship: ${row.learnerName} with ${row.mentorName}`,
      description: `One-to-one mentorship session (${MENTORSHIP_SESSION_MINUTES} minutes). Manage it at ${context.publicUrl}/mentorship`,
      organizer: context.organizer,
      attendees: [
        { name: row.mentorName, email: row.mentorEmail },
        { name: row.learnerName, email: row.learnerEmail },
      ],
      url: `${context.publicUrl}/mentorship`,
      cancelled: row.status === 'cancelled',
    },
    new Date(now),
  );
}

/** "Tue, 1 Dec 2026, 09:00 IST" in the given zone. */
function when(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}

const HEADINGS: Record<BookingChange, string> = {
  confirmed: 'Your mentorship session is booked',
  rescheduled: 'Your mentorship session has moved',
  cancelled: 'Your mentorship session is cancelled',
};

/** One email each for the learner and the mentor, both with the updated invite attached. */
export function bookingEmails(row: BookingRow, change: BookingChange, context: InviteContext, now: number): MailMessage[] {
  const ics = bookingInvite(row, context, now);
  const people = [
    { email: row.learnerEmail, name: row.learnerName, other: row.mentorName, zone: 'UTC', link: '/mentorship' },
    { email: row.mentorEmail, name: row.mentorName, other: row.learnerName, zone: row.mentorTimeZone, link: '/staff/mentorship' },
  ];
  return people.map((person) => {
    const time = when(row.startsAt, person.zone);
    const lead =
      change === 'cancelled'
        ? `The ${MENTORSHIP_SESSION_MINUTES}-minute session with ${person.other} on ${time} is cancelled.`
        : `${change === 'rescheduled' ? 'The session now takes place' : 'Your session takes place'} on ${time}, with ${person.other}, for ${MENTORSHIP_SESSION_MINUTES} minutes.`;
    const content = renderEmail({
      heading: HEADINGS[change],
      paragraphs: [
        `Hi ${person.name},`,
        lead,
        change === 'cancelled'
          ? 'The attached invite removes it from your calendar.'
          : 'The attached invite adds it to your calendar (or updates the one you already have).',
      ],
      action: { label: 'Open mentorship', url: `${context.publicUrl}${person.link}` },
    });
    return {
      to: person.email,
      subject: `${HEADINGS[change]}: ${time}`,
      ...content,
      attachments: [
        {
          filename: change === 'cancelled' ? 'cancel.ics' : 'invite.ics',
          content: ics,
          contentType: `text/calendar; charset=utf-8; method=${change === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
        },
      ],
    };
  });
}
