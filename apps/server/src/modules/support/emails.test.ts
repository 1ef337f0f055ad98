import { describe, expect, it } from 'vitest';
import { staffReplyEmail, supportInboxEmails } from './emails';
import type { TicketRow } from './ticket-repository';

const row = (userId: string | null): TicketRow => ({
  id: '5d0c8f5e-8f0f-4c43-9a0b-2b1c0d7e6f11',
  number: 42,
  userId,
  subject: 'Judge says TLE',
  category: 'bug',
  status: 'open',
  createdAt: new Date('2026-11-01T00:00:00Z'),
  updatedAt: new Date('2026-11-01T00:00:00Z'),
  settledAt: null,
  requesterName: 'Asha',
  requesterEmail: 'asha@example.com',
});

describe('support emails', () => {
  it('sends a member to the ticket page, where the thread goes on', () => {
    const mail = staffReplyEmail(row('user-1'), 'Fixed now.', 'https://ck.example');
    expect(mail.subject).toBe('Re: [#42] Judge says TLE');
    expect(mail.text).toContain('Reply on the ticket page if you need more help.');
    expect(mail.text).toContain(`Open the ticket: https://ck.example/support/tickets/${row(null).id}`);
    expect(mail.text).not.toContain('Contact support');
  });

  it('gives a guest (no ticket page) the whole answer and the way back to support', () => {
    const mail = staffReplyEmail(row(null), 'Fixed now.', 'https://ck.example');
    expect(mail.to).toBe('asha@example.com');
    expect(mail.text).toContain('Fixed now.');
    expect(mail.text).toContain('Need more help? Open a new ticket and mention #42.');
    expect(mail.text).toContain('Contact support: https://ck.example/support');
    expect(mail.text).not.toContain('/support/tickets/');
  });

  it('cuts a long answer in the email and escapes it in the HTML part', () => {
    const body = `<b>${'x'.repeat(2500)}`;
    const mail = staffReplyEmail(row(null), body, 'https://ck.example');
    expect(mail.text).toContain(`<b>${'x'.repeat(1997)}…`);
    expect(mail.text).not.toContain('x'.repeat(1998));
    expect(mail.html).toContain('&lt;b&gt;');
  });

  it('addresses one inbox message per recipient', () => {
    const mails = supportInboxEmails(row(null), 'Help', 'new', ['a@ck.example', 'b@ck.example'], 'https://ck.example');
    expect(mails.map((m) => m.to)).toEqual(['a@ck.example', 'b@ck.example']);
    expect(mails[0]?.subject).toBe('[#42] New ticket: Judge says TLE');
  });
});
