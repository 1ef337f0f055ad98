import { OutboxResponseSchema } from '@codingkaro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { renderEmail } from '../src/modules/mail';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { databaseKinds } from './databases';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server';

const ADMIN = 'admin@example.com';
const message = (to = 'asha@example.com') => ({
  to,
  subject: 'Your CV review is ready',
  ...renderEmail({
    heading: 'Your CV review is ready',
    paragraphs: ['Score 8/10 <b>not bold</b>', 'Read the comments.'],
    action: { label: 'Open the review', url: 'http://localhost:3000/cv-review?x=1&y=2' },
  }),
  attachments: [{ filename: 'session.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', contentType: 'text/calendar' }],
});

describe('mail configuration', () => {
  it('takes an smtp:// or smtps:// URL and refuses anything else, naming the variable', () => {
    expect(loadConfig({}).mail.smtpUrl).toBeNull();
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).mail.smtpUrl).toBe('smtps://u:p@mail.example.com:465');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must start with smtp/);
  });
});

describe('email template', () => {
  it('escapes every value in the HTML and keeps the text readable', () => {
    const { text, html } = message();
    expect(html).toContain('Score 8/10 &lt;b&gt;not bold&lt;/b&gt;');
    expect(html).not.toContain('<b>not bold</b>');
    expect(html).toContain('href="http://localhost:3000/cv-review?x=1&amp;y=2"');
    expect(text).toContain('Open the review: http://localhost:3000/cv-review?x=1&y=2');
    expect(text).toContain('Score 8/10 <b>not bold</b>');
  });
});

describe.each(databaseKinds)('mailer (%s)', (kind) => {
  let smtp: SmtpTestServer;
  let refusing: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    refusing = await startSmtpTestServer({ refuse: true });
  });
  afterAll(async () => {
    await smtp.close();
    await refusing.close();
  });

  it('sends through SMTP with text, HTML and the attachment, from MAIL_FROM', async () => {
    const t = await buildTestApp(kind, { SMTP_URL: smtp.url, MAIL_FROM: 'CodingKaro <hello@codingkaro.example>' });
    try {
      expect(await t.app.mailer.send(message())).toBe('sent');
      const [mail] = await smtp.waitFor(1);
      expect(mail?.subject).toBe('Your CV review is ready');
      expect(mail?.from?.value[0]).toMatchObject({ name: 'CodingKaro', address: 'hello@codingkaro.example' });
      expect(mail?.text).toContain('Open the review: http://localhost:3000/cv-review?x=1&y=2');
      expect(mail?.html).toContain('&lt;b&gt;not bold');
      expect(mail?.attachments.map((a) => a.filename)).toEqual(['session.ics']);
    } finally {
      await t.close();
    }
  });

  describe('without SMTP, and when SMTP refuses', () => {
    let noSmtp: TestApp;
    let refused: TestApp;
    beforeAll(async () => {
      noSmtp = await buildTestApp(kind, { ADMIN_EMAILS: ADMIN });
      refused = await buildTestApp(kind, { ADMIN_EMAILS: ADMIN, SMTP_URL: refusing.url });
    });
    afterAll(async () => {
      await noSmtp.close();
      await refused.close();
    });

    it('keeps the email in the outbox that only admins can read', async () => {
      expect(await noSmtp.app.mailer.send(message('learner\u0000@example.com'))).toBe('logged');
      const learner = await devSignIn(noSmtp.app, 'Learner', 'learner@example.com');
      const forbidden = await noSmtp.app.inject({ url: '/api/staff/mail-outbox', headers: { cookie: learner.cookie } });
      expect(forbidden.statusCode).toBe(403);
      const guest = await noSmtp.app.inject({ url: '/api/staff/mail-outbox' });
      expect(guest.statusCode).toBe(401);

      const admin = await devSignIn(noSmtp.app, 'Admin', ADMIN);
      const response = await noSmtp.app.inject({ url: '/api/staff/mail-outbox', headers: { cookie: admin.cookie } });
      expect(response.statusCode).toBe(200);
      const body = OutboxResponseSchema.parse(response.json());
      expect(body.smtpConfigured).toBe(false);
      expect(body.emails).toHaveLength(1);
      expect(body.emails[0]).toMatchObject({
        to: 'learner\u2400@example.com',
        subject: 'Your CV review is ready',
        status: 'logged',
        attachments: ['session.ics'],
        error: null,
      });
    });

    it('records a refused email as failed without throwing', async () => {
      expect(await refused.app.mailer.send(message())).toBe('failed');
      const admin = await devSignIn(refused.app, 'Admin', ADMIN);
      const body = OutboxResponseSchema.parse(
        (await refused.app.inject({ url: '/api/staff/mail-outbox', headers: { cookie: admin.cookie } })).json(),
      );
      expect(body.smtpConfigured).toBe(true);
      expect(body.emails[0]?.status).toBe('failed');
      expect(body.emails[0]?.error).toMatch(/Mailbox unavailable/);
    });
  });
});
