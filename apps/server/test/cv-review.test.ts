import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { databaseKinds } from './databases';
import { mailTo, type SmtpTestServer, startSmtpTestServer } from './smtp-test-server';

/** A minimal two-page PDF (enough structure for the magic-byte check and the page count). */
const pdf = (extra = '') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Count 2 /Kids [3 0 R 4 0 R] >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R >> endobj\n4 0 obj << /Type /Page /Parent 2 0 R >> endobj\n${extra}trailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

describe.each(databaseKinds)('CV review (%s)', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let learner: { cookie: string };
  let other: { cookie: string };
  let reviewer: { cookie: string };
  let secondReviewer: { cookie: string };
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ck-cv-'));
    smtp = await startSmtpTestServer();
    t = await buildTestApp(kind, {
      DATA_DIR: dataDir,
      REVIEWER_EMAILS: 'rev@example.com,rev2@example.com',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://codingkaro.example',
    });
    learner = await devSignIn(t.app, 'Asha Rao', 'asha@example.com');
    other = await devSignIn(t.app, 'Ravi Kumar', 'ravi@example.com');
    reviewer = await devSignIn(t.app, 'Meera Reviewer', 'rev@example.com');
    secondReviewer = await devSignIn(t.app, 'Second Reviewer', 'rev2@example.com');
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const upload = (id: string, cookie: string, body: Buffer, type = 'application/pdf') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/cv-reviews/${id}/file`,
      headers: { cookie, 'content-type': type, 'x-file-name': encodeURIComponent('Asha Rao CV.pdf') },
      payload: body,
    });
  const request = async () => {
    const response = await call('POST', '/api/cv-reviews', learner.cookie, { targetRole: 'Backend engineer', notes: 'Fintech' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().review as { id: string; status: string };
  };
  const pay = async (reviewId: string, cookie = learner.cookie) => {
    const order = await call('POST', '/api/payments/orders', cookie, {
      product: 'cv-review',
      method: 'checkout',
      reference: reviewId,
    });
    expect(order.statusCode, order.body).toBe(200);
    const paid = await call('POST', `/api/payments/test-provider/orders/${order.json().order.id}`, cookie, {
      outcome: 'success',
    });
    expect(paid.json().order.status).toBe('paid');
  };
  const paidAndUploaded = async () => {
    const review = await request();
    await pay(review.id);
    expect((await upload(review.id, learner.cookie, pdf())).statusCode).toBe(200);
    return review.id;
  };

  it('grants nothing before a verified payment; a failed payment changes nothing', async () => {
    const review = await request();
    expect(review.status).toBe('awaiting-payment');
    expect((await upload(review.id, learner.cookie, pdf())).statusCode).toBe(402);
    const order = await call('POST', '/api/payments/orders', learner.cookie, {
      product: 'cv-review',
      method: 'checkout',
      reference: review.id,
    });
    await call('POST', `/api/payments/test-provider/orders/${order.json().order.id}`, learner.cookie, { outcome: 'failure' });
    expect((await call('GET', `/api/cv-reviews/${review.id}`, learner.cookie)).json().review.status).toBe('awaiting-payment');
  });

  it("does not grant a review paid for by someone else's order", async () => {
    const review = await request();
    const order = await call('POST', '/api/payments/orders', other.cookie, {
      product: 'cv-review',
      method: 'checkout',
      reference: review.id,
    });
    expect(order.statusCode).toBe(404);
    expect((await call('GET', `/api/cv-reviews/${review.id}`, learner.cookie)).json().review.status).toBe('awaiting-payment');
  });

  it('walks paid -> uploaded -> claimed -> reviewed, with the page count read from the PDF', async () => {
    const review = await request();
    await pay(review.id);
    expect((await call('GET', `/api/cv-reviews/${review.id}`, learner.cookie)).json().review.status).toBe('awaiting-upload');
    const uploaded = await upload(review.id, learner.cookie, pdf());
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().review).toMatchObject({
      status: 'submitted',
      file: { name: 'Asha Rao CV.pdf', pages: 2, bytes: pdf().length },
    });
    expect(readdirSync(join(dataDir, 'cv-reviews')).every((name) => /^[0-9a-f]{32}\.pdf$/.test(name))).toBe(true);
    expect((await upload(review.id, learner.cookie, pdf())).statusCode).toBe(409);

    const queue = (await call('GET', '/api/staff/cv-reviews', reviewer.cookie)).json().reviews as { id: string }[];
    expect(queue.map((r) => r.id)).toContain(review.id);
    const claims = await Promise.all([
      call('POST', `/api/staff/cv-reviews/${review.id}/claim`, reviewer.cookie),
      call('POST', `/api/staff/cv-reviews/${review.id}/claim`, secondReviewer.cookie),
    ]);
    expect(claims.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    const winner = claims[0]?.statusCode === 200 ? reviewer : secondReviewer;
    const loser = winner === reviewer ? secondReviewer : reviewer;
    expect((await call('GET', `/api/cv-reviews/${review.id}`, learner.cookie)).json().review.status).toBe('in-review');

    const feedback = { sections: [{ title: 'Experience', comment: 'Lead with outcomes.' }], score: 7, summary: 'Solid base.' };
    expect((await call('POST', `/api/staff/cv-reviews/${review.id}/feedback`, loser.cookie, feedback)).statusCode).toBe(409);
    const done = await call('POST', `/api/staff/cv-reviews/${review.id}/feedback`, winner.cookie, feedback);
    expect(done.statusCode, done.body).toBe(200);
    const seen = (await call('GET', `/api/cv-reviews/${review.id}`, learner.cookie)).json().review;
    expect(seen).toMatchObject({ status: 'reviewed', feedback, reviewerName: expect.any(String) });
  });

  it('emails the learner on payment and when the review is ready, with a link to the page', async () => {
    const review = await request();
    const paidMail = mailTo('asha@example.com', /^Payment received/);
    const before = smtp.messages.filter(paidMail).length;
    await pay(review.id);
    const [paid] = (await smtp.waitForMatch(paidMail, before + 1)).slice(-1);
    expect(paid?.text).toContain('Next, upload your CV as a PDF');
    expect(paid?.text).toContain('Open your CV review: https://codingkaro.example/cv-review');
    expect(paid?.html).toContain('href="https://codingkaro.example/cv-review"');

    expect((await upload(review.id, learner.cookie, pdf())).statusCode).toBe(200);
    expect((await call('POST', `/api/staff/cv-reviews/${review.id}/claim`, reviewer.cookie)).statusCode).toBe(200);
    const feedback = { sections: [{ title: 'Skills', comment: 'Group by depth.' }], score: 8, summary: 'Strong.' };
    expect((await call('POST', `/api/staff/cv-reviews/${review.id}/feedback`, reviewer.cookie, feedback)).statusCode).toBe(200);
    const isReady = mailTo('asha@example.com', /is ready$/);
    const [mail] = await smtp.waitForMatch((m) => isReady(m) && Boolean(m.text?.includes('8/10')));
    expect(mail?.subject).toBe('Your CV review for Backend engineer is ready');
    expect(mail?.text).toContain('Meera Reviewer has reviewed your CV for Backend engineer. It scores 8/10 overall.');
    expect(mail?.text).toContain('https://codingkaro.example/cv-review');
  });

  it('keeps the review when the mail server refuses (the email goes to the outbox)', async () => {
    const refusing = await startSmtpTestServer({ refuse: true });
    const other = await buildTestApp(kind, { DATA_DIR: dataDir, SMTP_URL: refusing.url, ADMIN_EMAILS: 'admin@example.com' });
    try {
      const person = await devSignIn(other.app, 'Asha Rao', 'asha@example.com');
      const created = await other.app.inject({
        method: 'POST',
        url: '/api/cv-reviews',
        headers: { cookie: person.cookie },
        payload: { targetRole: 'SRE', notes: '' },
      });
      const id = created.json().review.id;
      const order = await other.app.inject({
        method: 'POST',
        url: '/api/payments/orders',
        headers: { cookie: person.cookie },
        payload: { product: 'cv-review', method: 'checkout', reference: id },
      });
      const paid = await other.app.inject({
        method: 'POST',
        url: `/api/payments/test-provider/orders/${order.json().order.id}`,
        headers: { cookie: person.cookie },
        payload: { outcome: 'success' },
      });
      expect(paid.statusCode).toBe(200);
      await other.app.mailer.idle();
      const seen = await other.app.inject({ url: `/api/cv-reviews/${id}`, headers: { cookie: person.cookie } });
      expect(seen.json().review.status).toBe('awaiting-upload');
      const admin = await devSignIn(other.app, 'Admin', 'admin@example.com');
      const outbox = (await other.app.inject({ url: '/api/staff/mail-outbox', headers: { cookie: admin.cookie } })).json();
      expect(outbox.emails[0]).toMatchObject({
        to: 'asha@example.com',
        status: 'failed',
        subject: 'Payment received: CV review for SRE',
      });
    } finally {
      await other.close();
      await refusing.close();
    }
  });

  it('refuses files that are not PDFs by content, and files over 5 MB', async () => {
    const review = await request();
    await pay(review.id);
    const fake = await upload(review.id, learner.cookie, Buffer.from('<html>not a pdf</html>'));
    expect(fake.statusCode).toBe(415);
    const huge = await upload(review.id, learner.cookie, pdf('x'.repeat(5 * 1024 * 1024)));
    expect(huge.statusCode).toBe(413);
    // A PDF sent as octet-stream is accepted: the type comes from the bytes, not the header.
    expect((await upload(review.id, learner.cookie, pdf(), 'application/octet-stream')).statusCode).toBe(200);
  });

  it('serves the CV only to its owner and reviewers', async () => {
    const id = await paidAndUploaded();
    const own = await call('GET', `/api/cv-reviews/${id}/file`, learner.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toContain('attachment');
    expect(own.rawPayload.equals(pdf())).toBe(true);
    expect((await call('GET', `/api/cv-reviews/${id}/file`, reviewer.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/cv-reviews/${id}/file`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/cv-reviews/${id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/cv-reviews/${id}/file`)).statusCode).toBe(401);
    expect((await call('GET', '/api/cv-reviews', other.cookie)).json().reviews).toEqual([]);
  });

  it('keeps the reviewer queue and its actions for reviewers only', async () => {
    const id = await paidAndUploaded();
    expect((await call('GET', '/api/staff/cv-reviews', learner.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/staff/cv-reviews/${id}/claim`, learner.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/cv-reviews')).statusCode).toBe(401);
  });

  it('validates the request', async () => {
    expect((await call('POST', '/api/cv-reviews', learner.cookie, { targetRole: ' ' })).statusCode).toBe(400);
    expect((await call('POST', '/api/cv-reviews', undefined, { targetRole: 'SDE' })).statusCode).toBe(401);
  });
});

describe('CV review flag off', () => {
  it('answers 404', async () => {
    const t = await buildTestApp('pglite', { FEATURE_CV_REVIEW: 'false' });
    const user = await devSignIn(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/cv-reviews', headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(404);
    await t.close();
  }, 180_000);
});
