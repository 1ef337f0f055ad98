import { TICKET_CATEGORY_LABELS } from '@codingkaro/contracts';
import { type MailMessage, renderEmail } from '../mail';
import type { TicketRow } from './ticket-repository';

/** Long messages are cut in the email; the full thread is on the ticket page. */
const excerpt = (body: string) => (body.length > 2000 ? `${body.slice(0, 2000)}…` : body);

/** A staff answer, to the requester. Guests have no ticket page: the answer is all in the email. */
export function staffReplyEmail(row: TicketRow, body: string, publicUrl: string): MailMessage {
  const guest = row.userId === null;
  return {
    to: row.requesterEmail,
    subject: `Re: [#${row.number}] ${row.subject}`,
    ...renderEmail({
      heading: `Support answered your ticket #${row.number}`,
      paragraphs: [
        `Hi ${row.requesterName},`,
        'Our support team replied:',
        excerpt(body),
        guest
          ? `Need more help? Open a new ticket and mention #${row.number}.`
          : 'Reply on the ticket page if you need more help.',
      ],
      action: guest
        ? { label: 'Contact support', url: `${publicUrl}/support` }
        : { label: 'Open the ticket', url: `${publicUrl}/support/tickets/${row.id}` },
    }),
  };
}

/** A new ticket or the requester's reply, to the support address (or each admin when none is set). */
export function supportInboxEmails(
  row: TicketRow,
  body: string,
  kind: 'new' | 'reply',
  recipients: string[],
  publicUrl: string,
): MailMessage[] {
  const heading = kind === 'new' ? `New ticket #${row.number}: ${row.subject}` : `${row.requesterName} replied on #${row.number}`;
  const content = renderEmail({
    heading,
    paragraphs: [
      `From ${row.requesterName} <${row.requesterEmail}>, category ${TICKET_CATEGORY_LABELS[row.category]}.`,
      excerpt(body),
    ],
    action: { label: 'Answer in the support queue', url: `${publicUrl}/support/tickets/${row.id}` },
  });
  const subject = kind === 'new' ? `[#${row.number}] New ticket: ${row.subject}` : `Re: [#${row.number}] ${row.subject}`;
  return recipients.map((to) => ({ to, subject, ...content }));
}
