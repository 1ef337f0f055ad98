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
      description: `One-to-one mentorship session (${MENTORSHIP_SESSION_MINUTES} minutes).${row.interviewRoomId ? ` Join the interview room: ${context.publicUrl}/interview/${row.interviewRoomId}` : ''} Manage it at ${context.publicUrl}/mentorship`,
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
        ...(change !== 'cancelled' && row.interviewRoomId
          ? [`At the session time, meet in the live interview room: ${context.publicUrl}/interview/${row.interviewRoomId}`]
          : []),
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

/**
 * A session paid after its hold lapsed and its slot went to someone else: the support inbox is
 * asked to refund the order, and the learner is told so.
 */
export function lapsedPaymentEmails(
  row: BookingRow,
  context: { orderId: string | null; supportInbox: string[]; publicUrl: string },
): MailMessage[] {
  const time = when(row.startsAt, 'UTC');
  const staff = renderEmail({
    heading: 'Refund needed: a session was paid after its hold lapsed',
    paragraphs: [
      `${row.learnerName} <${row.learnerEmail}> paid for the one-time session with ${row.mentorName} on ${time}, after the 30-minute hold had lapsed and the slot had gone to someone else.`,
      `Booking ${row.id}${context.orderId ? `, order ${context.orderId}` : ''}. Refund the payment in the provider's dashboard and let the learner know.`,
    ],
    action: { label: 'Open the support queue', url: `${context.publicUrl}/staff/support` },
  });
  const learner = renderEmail({
    heading: 'We could not keep your session',
    paragraphs: [
      `Hi ${row.learnerName},`,
      `Your payment for the session with ${row.mentorName} on ${time} arrived after the slot's 30-minute hold had lapsed, and someone else has booked it since.`,
      'We have asked our support team to refund you in full. Please pick another time on the mentorship page.',
    ],
    action: { label: 'Choose another time', url: `${context.publicUrl}/mentorship` },
  });
  return [
    ...context.supportInbox.map((to) => ({ to, subject: `Refund needed: mentorship payment for booking ${row.id}`, ...staff })),
    { to: row.learnerEmail, subject: 'Your mentorship payment will be refunded', ...learner },
  ];
}
