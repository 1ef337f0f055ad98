import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportTickets } from '../src/modules/support/tables';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { databaseKinds } from './databases';
import { mailTo, recipientsOf, type SmtpTestServer, startSmtpTestServer } from './smtp-test-server';

describe.each(databaseKinds)('support tickets (%s)', (kind) => {
  let t: TestApp;
  let learner: { cookie: string };
  let other: { cookie: string };
  let admin: { cookie: string };
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await buildTestApp(kind, {
      ADMIN_EMAILS: 'staff@example.com',
      SUPPORT_EMAIL: 'help@codingkaro.example',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://codingkaro.example',
    });
    learner = await devSignIn(t.app, 'Asha Rao', 'asha@example.com');
    other = await devSignIn(t.app, 'Ravi Kumar', 'ravi@example.com');
    admin = await devSignIn(t.app, 'Support Staff', 'staff@example.com');
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const open = async (subject = 'Charged twice for a CV review') => {
    const response = await call('POST', '/api/support/tickets', learner.cookie, {
      subject,
      category: 'payments',
      message: 'I see two debits of ₹999.00 on my card.',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().ticket;
  };

  it('opens a ticket with its first message and lists it for its requester only', async () => {
    const ticket = await open();
    expect(ticket).toMatchObject({
      status: 'open',
      category: 'payments',
      requester: { name: 'Asha Rao', email: 'asha@example.com' },
      messages: [{ authorName: 'Asha Rao', fromStaff: false, body: 'I see two debits of ₹999.00 on my card.' }],
    });
    expect((await call('GET', '/api/support/tickets', learner.cookie)).json().tickets.map((x: { id: string }) => x.id)).toContain(
      ticket.id,
    );
    expect((await call('GET', '/api/support/tickets', other.cookie)).json().tickets).toEqual([]);
  });

  it("refuses another learner's ticket (404) and guests (401)", async () => {
    const ticket = await open();
    expect((await call('GET', `/api/support/tickets/${ticket.id}`, other.cookie)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/support/tickets/${ticket.id}/replies`, other.cookie, { message: 'me too' })).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/support/tickets/${ticket.id}/status`, other.cookie, { status: 'closed' })).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/support/tickets/${ticket.id}`)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/support/tickets', undefined, { subject: 'Hello', category: 'other', message: 'x' })).statusCode,
    ).toBe(401);
  });

  it('signed-out visitors open a ticket with their email; staff see it and the answer is emailed to them', async () => {
    const guest = (payload: object) => call('POST', '/api/support/guest-tickets', undefined, payload);
    const ticket = { subject: 'Cannot sign in', category: 'account', message: 'The Google button does nothing.' };
    const badEmail = await guest({ ...ticket, name: 'Meena', email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toMatch(/valid email address/);

    const opened = await guest({ ...ticket, name: ' Meena Iyer ', email: 'Meena@Example.com' });
    expect(opened.statusCode, opened.body).toBe(200);
    const { number } = opened.json();
    expect(number).toEqual(expect.any(Number));
    const [inbox] = await smtp.waitForMatch(mailTo('help@codingkaro.example', /New ticket: Cannot sign in$/));
    expect(inbox?.text).toContain('From Meena Iyer <meena@example.com>');

    const queue = (await call('GET', '/api/staff/support/tickets?search=Cannot%20sign%20in', admin.cookie)).json().tickets;
    const listed = queue.find((x: { number: number }) => x.number === number);
    expect(listed).toMatchObject({ requester: { name: 'Meena Iyer', email: 'meena@example.com' }, status: 'open' });
    const full = (await call('GET', `/api/support/tickets/${listed.id}`, admin.cookie)).json().ticket;
    expect(full.messages).toEqual([expect.objectContaining({ authorName: 'Meena Iyer', fromStaff: false })]);
    // No learner can reach it.
    expect((await call('GET', `/api/support/tickets/${listed.id}`, learner.cookie)).statusCode).toBe(404);

    const answered = await call('POST', `/api/support/tickets/${listed.id}/replies`, admin.cookie, {
      message: 'Try another browser.',
    });
    expect(answered.json().ticket.status).toBe('waiting-on-you');
    const [answer] = await smtp.waitForMatch(mailTo('meena@example.com', new RegExp(`^Re: \\[#${number}\\]`)));
    expect(answer?.text).toContain('Try another browser.');
    expect(answer?.text).not.toContain('/support/tickets/');
  });

  it('limits guest tickets per IP address', async () => {
    const guest = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/support/guest-tickets',
        remoteAddress: '203.0.113.77',
        payload: { subject: 'Spam?', category: 'other', message: 'Hello there', name: 'Bot', email: 'bot@example.com' },
      });
    for (let i = 0; i < 5; i++) expect((await guest()).statusCode).toBe(200);
    expect((await guest()).statusCode).toBe(429);
  });

  it('validates subject, category and message', async () => {
    const bad = await call('POST', '/api/support/tickets', learner.cookie, { subject: 'Hi', category: 'nope', message: '   ' });
    expect(bad.statusCode).toBe(400);
  });

  it('threads staff and requester replies: waiting on you, then open again', async () => {
    const ticket = await open();
    const answered = await call('POST', `/api/support/tickets/${ticket.id}/replies`, admin.cookie, {
      message: 'We refunded the second debit.',
    });
    expect(answered.json().ticket).toMatchObject({ status: 'waiting-on-you' });
    expect(answered.json().ticket.messages.at(-1)).toMatchObject({ authorName: 'Support Staff', fromStaff: true });
    const back = await call('POST', `/api/support/tickets/${ticket.id}/replies`, learner.cookie, {
      message: 'Thanks, I see it.',
    });
    expect(back.json().ticket.status).toBe('open');
    expect(back.json().ticket.messages).toHaveLength(3);
  });

  it('emails the support address about new tickets and replies, and the requester about staff answers', async () => {
    const ticket = await open('Invoice for my mentorship plan');
    const [opened] = await smtp.waitForMatch(mailTo('help@codingkaro.example', /New ticket: Invoice for my mentorship plan$/));
    expect(opened?.subject).toBe(`[#${ticket.number}] New ticket: Invoice for my mentorship plan`);
    expect(opened?.text).toContain('From Asha Rao <asha@example.com>');
    expect(opened?.text).toContain('I see two debits of ₹999.00 on my card.');
    expect(opened?.text).toContain(`https://codingkaro.example/support/tickets/${ticket.id}`);

    await call('POST', `/api/support/tickets/${ticket.id}/replies`, admin.cookie, { message: 'Sent it <today>.' });
    const [answer] = await smtp.waitForMatch(mailTo('asha@example.com', new RegExp(`^Re: \\[#${ticket.number}\\]`)));
    expect(answer?.text).toContain('Sent it <today>.');
    expect(answer?.html).toContain('Sent it &lt;today&gt;.');
    expect(answer?.text).toContain(`Open the ticket: https://codingkaro.example/support/tickets/${ticket.id}`);

    await call('POST', `/api/support/tickets/${ticket.id}/replies`, learner.cookie, { message: 'Got it, thanks.' });
    const [back] = await smtp.waitForMatch(mailTo('help@codingkaro.example', new RegExp(`^Re: \\[#${ticket.number}\\]`)));
    expect(back?.text).toContain('Got it, thanks.');
    // The requester is not emailed about their own reply, nor staff about their own answer.
    await t.app.mailer.idle();
    expect(smtp.messages.filter(mailTo('asha@example.com', new RegExp(`#${ticket.number}`)))).toHaveLength(1);
  });

  it('lets staff resolve; the requester may reopen within 14 days but not after', async () => {
    const ticket = await open();
    expect(
      (await call('POST', `/api/support/tickets/${ticket.id}/status`, learner.cookie, { status: 'resolved' })).statusCode,
    ).toBe(403);
    const resolved = await call('POST', `/api/support/tickets/${ticket.id}/status`, admin.cookie, { status: 'resolved' });
    expect(resolved.json().ticket).toMatchObject({ status: 'resolved', canReopen: true });
    const reopened = await call('POST', `/api/support/tickets/${ticket.id}/status`, learner.cookie, { status: 'open' });
    expect(reopened.json().ticket.status).toBe('open');

    await call('POST', `/api/support/tickets/${ticket.id}/status`, learner.cookie, { status: 'closed' });
    await t.database.db
      .update(supportTickets)
      .set({ settledAt: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) })
      .where(eq(supportTickets.id, ticket.id));
    const late = await call('POST', `/api/support/tickets/${ticket.id}/status`, learner.cookie, { status: 'open' });
    expect(late.statusCode).toBe(409);
    expect(
      (await call('POST', `/api/support/tickets/${ticket.id}/replies`, learner.cookie, { message: 'again' })).statusCode,
    ).toBe(409);
    expect((await call('GET', `/api/support/tickets/${ticket.id}`, learner.cookie)).json().ticket).toMatchObject({
      status: 'closed',
      canReopen: false,
    });
  });

  it('gives the staff queue with filters to admins only', async () => {
    const ticket = await open('Cannot find my invoice_%');
    expect((await call('GET', '/api/staff/support/tickets', learner.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/support/tickets')).statusCode).toBe(401);
    const all = (await call('GET', '/api/staff/support/tickets', admin.cookie)).json().tickets;
    expect(all.length).toBeGreaterThan(1);
    const found = (
      await call('GET', '/api/staff/support/tickets?search=invoice_%25&status=open&category=payments', admin.cookie)
    ).json().tickets;
    expect(found.map((x: { id: string }) => x.id)).toEqual([ticket.id]);
    expect((await call('GET', '/api/staff/support/tickets?status=closed&search=invoice', admin.cookie)).json().tickets).toEqual(
      [],
    );
    expect((await call('GET', `/api/support/tickets/${ticket.id}`, admin.cookie)).statusCode).toBe(200);
  });
});

describe('support tickets switched off', () => {
  it('answers 404', async () => {
    const t = await buildTestApp('pglite', { FEATURE_SUPPORT_TICKETS: 'false', ADMIN_EMAILS: 'staff@example.com' });
    try {
      const admin = await devSignIn(t.app, 'Support Staff', 'staff@example.com');
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/support/tickets', headers: { cookie: admin.cookie } })).statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/staff/support/tickets', headers: { cookie: admin.cookie } })).statusCode,
      ).toBe(404);
    } finally {
      await t.close();
    }
  }, 180_000);
});

describe('support emails without SUPPORT_EMAIL', () => {
  it('go to every admin', async () => {
    const smtp = await startSmtpTestServer();
    const t = await buildTestApp('pglite', { ADMIN_EMAILS: 'one@example.com,two@example.com', SMTP_URL: smtp.url });
    try {
      const learner = await devSignIn(t.app, 'Asha Rao', 'asha@example.com');
      const opened = await t.app.inject({
        method: 'POST',
        url: '/api/support/tickets',
        headers: { cookie: learner.cookie },
        payload: { subject: 'Cannot sign in', category: 'account', message: 'The link expired.' },
      });
      expect(opened.statusCode, opened.body).toBe(200);
      await t.app.mailer.idle();
      expect(smtp.messages.flatMap(recipientsOf).sort()).toEqual(['one@example.com', 'two@example.com']);
    } finally {
      await t.close();
      await smtp.close();
    }
  }, 180_000);
});
