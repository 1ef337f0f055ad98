import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/users-table';
import { createBookingRepository } from '../src/modules/mentorship/booking-repository';
import { slotsFromAvailability } from '../src/modules/mentorship/slots';
import { mentorshipBookings } from '../src/modules/mentorship/tables';
import { instantOf } from '../src/modules/mentorship/time-zones';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { databaseKinds } from './databases';
import { mailTo, recipientsOf, type SmtpTestServer, startSmtpTestServer } from './smtp-test-server';

const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));

describe('mentorship time zones', () => {
  it('reads a mentor window in their zone as the right UTC instant, DST included', () => {
    expect(new Date(instantOf('Asia/Kolkata', { year: 2026, month: 12, day: 1, hour: 9, minute: 0 }) ?? 0).toISOString()).toBe(
      '2026-12-01T03:30:00.000Z',
    );
    expect(new Date(instantOf('America/New_York', { year: 2026, month: 7, day: 1, hour: 9, minute: 0 }) ?? 0).toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    // 02:30 on the spring-forward night does not exist in New York.
    expect(instantOf('America/New_York', { year: 2026, month: 3, day: 8, hour: 2, minute: 30 })).toBeNull();
  });

  it('offers one-hour slots inside the windows, within 14 days', () => {
    const now = Date.parse('2026-12-01T00:00:00Z');
    const slots = slotsFromAvailability('Asia/Kolkata', [{ weekday: 2, startMinute: 540, endMinute: 660 }], now);
    // Tuesdays 09:00 and 10:00 IST: Dec 1, 8, 15.
    expect(slots.map((s) => new Date(s).toISOString())).toEqual(
      [
        '2026-12-01T03:30:00.000Z',
        '2026-12-01T04:30:00.000Z',
        '2026-12-08T03:30:00.000Z',
        '2026-12-08T04:30:00.000Z',
        '2026-12-15T03:30:00.000Z',
        '2026-12-15T04:30:00.000Z',
      ].filter((iso) => Date.parse(iso) <= now + 14 * 86_400_000),
    );
  });
});

describe.each(databaseKinds)('mentorship booking (%s)', (kind) => {
  let t: TestApp;
  let mentor: { cookie: string };
  let learner: { cookie: string };
  let other: { cookie: string };
  let mentorId: string;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await buildTestApp(kind, {
      MENTOR_EMAILS: 'mentor@example.com',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'CodingKaro <sessions@codingkaro.example>',
      SUPPORT_EMAIL: 'help@codingkaro.example',
      PUBLIC_URL: 'https://codingkaro.example',
    });
    mentor = await devSignIn(t.app, 'Kiran Mentor', 'mentor@example.com');
    learner = await devSignIn(t.app, 'Asha Rao', 'asha@example.com');
    other = await devSignIn(t.app, 'Ravi Kumar', 'ravi@example.com');
    const saved = await call('PUT', '/api/staff/mentorship/availability', mentor.cookie, {
      timeZone: 'Asia/Kolkata',
      windows: everyDay,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    mentorId = (await call('GET', '/api/mentorship/mentors')).json().mentors[0].id;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) {
    return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  }
  const slots = async () => (await call('GET', `/api/mentorship/slots?mentorId=${mentorId}`)).json().slots as string[];
  const startOrder = async (bookingId: string, cookie: string) => {
    const order = await call('POST', '/api/payments/orders', cookie, {
      product: 'mentorship-session',
      method: 'checkout',
      reference: bookingId,
    });
    expect(order.statusCode, order.body).toBe(200);
    return order.json().order.id as string;
  };
  const completeOrder = (orderId: string, cookie: string) =>
    call('POST', `/api/payments/test-provider/orders/${orderId}`, cookie, { outcome: 'success' });
  const payFor = async (bookingId: string, cookie: string) => completeOrder(await startOrder(bookingId, cookie), cookie);

  it('lists the mentor and slots; non-mentors cannot publish availability', async () => {
    expect((await call('GET', '/api/mentorship/mentors')).json().mentors).toEqual([
      { id: mentorId, name: 'Kiran Mentor', timeZone: 'Asia/Kolkata' },
    ]);
    expect((await slots()).length).toBeGreaterThan(50);
    expect(
      (await call('PUT', '/api/staff/mentorship/availability', learner.cookie, { timeZone: 'UTC', windows: [] })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/api/staff/mentorship/availability', mentor.cookie, { timeZone: 'Mars/Base', windows: [] })).statusCode,
    ).toBe(400);
  });

  it('20 parallel bookings of one slot: exactly one wins', async () => {
    const slot = (await slots())[5] as string;
    // Twenty different learners (signed in from different loopback addresses: sign-in is rate-limited per address, and the development sign-in answers loopback only).
    const people = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/dev-login',
          payload: { name: `Racer ${i}`, email: `racer${i}@example.com` },
          remoteAddress: `127.0.0.${i + 2}`,
        });
        return { cookie: `ck_session=${response.cookies.find((c) => c.name === 'ck_session')?.value}` };
      }),
    );
    const answers = await Promise.all(
      people.map((p) => call('POST', '/api/mentorship/bookings', p.cookie, { mentorId, startsAt: slot, kind: 'one-time' })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await slots()).not.toContain(slot);
  });

  it('confirms a one-time session only on a verified payment; invite, reschedule and cancel', async () => {
    const [first, second] = (await slots()).slice(-2) as [string, string];
    const booked = await call('POST', '/api/mentorship/bookings', learner.cookie, {
      mentorId,
      startsAt: first,
      kind: 'one-time',
    });
    expect(booked.json().booking).toMatchObject({ status: 'awaiting-payment', changeable: true });
    const id = booked.json().booking.id;
    // The session's interview room exists from booking time: the mentor interviews, the learner is the candidate.
    const roomUrl = booked.json().booking.interviewRoomUrl as string;
    expect(roomUrl).toMatch(/^https:\/\/codingkaro\.example\/interview\/[0-9a-f-]{36}$/);
    const roomId = roomUrl.split('/').at(-1);
    expect((await call('GET', `/api/interview/rooms/${roomId}`, learner.cookie)).json().room).toMatchObject({
      role: 'candidate',
      interviewer: { name: 'Kiran Mentor' },
    });
    expect((await call('GET', `/api/interview/rooms/${roomId}`, mentor.cookie)).json().room.role).toBe('interviewer');
    expect((await call('GET', `/api/interview/rooms/${roomId}`, other.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/mentorship/bookings/${id}/invite.ics`, learner.cookie)).statusCode).toBe(409);
    const theirs = await call('POST', '/api/payments/orders', other.cookie, {
      product: 'mentorship-session',
      method: 'checkout',
      reference: id,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await call('GET', '/api/mentorship/bookings', learner.cookie)).json().bookings[0].status).toBe('awaiting-payment');
    await payFor(id, learner.cookie);
    const mine = (await call('GET', '/api/mentorship/bookings', learner.cookie)).json();
    expect(mine).toMatchObject({ plan: null, bookings: [{ id, status: 'confirmed' }] });

    // Booked: learner and mentor each get an email with the REQUEST invite.
    const inviteOf = (mail: ParsedMail | undefined) =>
      mail?.attachments
        .find((a) => a.contentType === 'text/calendar')
        ?.content.toString('utf8')
        .replace(/\r\n /g, '') ?? '';
    const sequenceOf = (ics: string) => Number(/\r\nSEQUENCE:(\d+)\r\n/.exec(ics)?.[1] ?? Number.NaN);
    const booked1 = await smtp.waitForMatch(mailTo('asha@example.com', /^Your mentorship session is booked/));
    const [mentorMail] = await smtp.waitForMatch(mailTo('mentor@example.com', /^Your mentorship session is booked/));
    const firstIcs = inviteOf(booked1[0]);
    expect(firstIcs).toContain('\r\nMETHOD:REQUEST\r\n');
    expect(firstIcs).toContain(`\r\nUID:${id}@codingkaro\r\n`);
    expect(firstIcs).toContain(`\r\nDTSTART:${first.replace(/[-:]/g, '').replace('.000', '')}\r\n`);
    expect(firstIcs).toMatch(/\r\nDTEND:\d{8}T\d{6}Z\r\n/);
    expect(firstIcs).toContain('ORGANIZER;CN="CodingKaro":mailto:sessions@codingkaro.example');
    expect(firstIcs).toContain('mailto:asha@example.com');
    expect(inviteOf(mentorMail)).toContain(`UID:${id}@codingkaro`);
    expect(mentorMail?.text).toContain('with Asha Rao');
    expect(mentorMail?.text).toContain('https://codingkaro.example/staff/mentorship');
    expect(booked1[0]?.text).toContain('with Kiran Mentor');
    // Both emails and the invite carry the room link.
    expect(booked1[0]?.text).toContain(roomUrl);
    expect(mentorMail?.text).toContain(roomUrl);
    expect(firstIcs.replace(/\\/g, '')).toContain(`Join the interview room: ${roomUrl}`);

    const invite = await call('GET', `/api/mentorship/bookings/${id}/invite.ics`, learner.cookie);
    expect(invite.headers['content-type']).toContain('text/calendar');
    expect(invite.body).toContain('BEGIN:VEVENT');
    expect(invite.body).toContain(`DTSTART:${first.replace(/[-:]/g, '').replace('.000', '')}`);
    expect((await call('GET', `/api/mentorship/bookings/${id}/invite.ics`, other.cookie)).statusCode).toBe(404);

    // SEQUENCE counts seconds since the booking: let one pass so the update is visibly newer.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const moved = await call('POST', `/api/mentorship/bookings/${id}/reschedule`, learner.cookie, { startsAt: second });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking.startsAt).toBe(second);
    expect(await slots()).toContain(first);
    const movedMails = await smtp.waitForMatch((m) => /^Your mentorship session has moved/.test(m.subject ?? ''), 2);
    expect(movedMails.flatMap(recipientsOf).sort()).toEqual(['asha@example.com', 'mentor@example.com']);
    const movedIcs = inviteOf(movedMails[0]);
    expect(movedIcs).toContain('\r\nMETHOD:REQUEST\r\n');
    expect(movedIcs).toContain(`\r\nUID:${id}@codingkaro\r\n`);
    expect(movedIcs).toContain(`\r\nDTSTART:${second.replace(/[-:]/g, '').replace('.000', '')}\r\n`);
    expect(sequenceOf(movedIcs)).toBeGreaterThan(sequenceOf(firstIcs));
    // A real iCalendar parser reads the same event, moved.
    const parsed = new ICAL.Component(ICAL.parse(movedIcs));
    expect(parsed.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(parsed.getFirstSubcomponent('vevent') as ICAL.Component);
    expect(event.uid).toBe(`${id}@codingkaro`);
    expect(event.startDate.toJSDate().toISOString()).toBe(second);
    expect(event.sequence).toBe(sequenceOf(movedIcs));
    expect(event.attendees.map((a) => a.getFirstValue())).toEqual(['mailto:mentor@example.com', 'mailto:asha@example.com']);
    expect((await call('POST', `/api/mentorship/bookings/${id}/cancel`, other.cookie)).statusCode).toBe(404);
    const cancelled = await call('POST', `/api/mentorship/bookings/${id}/cancel`, learner.cookie);
    expect(cancelled.json().booking.status).toBe('cancelled');
    const cancelMails = await smtp.waitForMatch((m) => /^Your mentorship session is cancelled/.test(m.subject ?? ''), 2);
    expect(cancelMails.flatMap(recipientsOf).sort()).toEqual(['asha@example.com', 'mentor@example.com']);
    const cancelIcs = inviteOf(cancelMails[0]);
    expect(cancelIcs).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(cancelIcs).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(cancelIcs).toContain(`\r\nUID:${id}@codingkaro\r\n`);
    expect(sequenceOf(cancelIcs)).toBeGreaterThanOrEqual(sequenceOf(movedIcs));
    expect(await slots()).toContain(second);
    const mentorView = (await call('GET', '/api/staff/mentorship/bookings', mentor.cookie)).json().bookings as { id: string }[];
    expect(mentorView.map((b) => b.id)).not.toContain(id);
  });

  it('books within an active plan up to its monthly allowance', async () => {
    expect(
      (await call('POST', '/api/mentorship/bookings', learner.cookie, { mentorId, startsAt: (await slots())[0], kind: 'plan' }))
        .statusCode,
    ).toBe(402);
    const sub = await call('POST', '/api/payments/subscriptions', learner.cookie, { tier: 'basic' });
    await call('POST', `/api/payments/test-provider/subscriptions/${sub.json().subscription.id}`, learner.cookie);
    const open = await slots();
    // two slots of one month: on a month's last day the first open slot's month may have only one left
    const months = [...new Set(open.map((s) => s.slice(0, 7)))];
    const sameMonth = months.map((m) => open.filter((s) => s.startsWith(m))).find((inMonth) => inMonth.length >= 2) ?? [];
    const ok = await call('POST', '/api/mentorship/bookings', learner.cookie, { mentorId, startsAt: sameMonth[0], kind: 'plan' });
    expect(ok.json().booking).toMatchObject({ status: 'confirmed', kind: 'plan' });
    const planUid = `UID:${ok.json().booking.id}@codingkaro`;
    const planMails = await smtp.waitForMatch((m) => m.attachments.some((a) => a.content.toString('utf8').includes(planUid)), 2);
    expect(planMails.flatMap(recipientsOf).sort()).toEqual(['asha@example.com', 'mentor@example.com']);
    const over = await call('POST', '/api/mentorship/bookings', learner.cookie, {
      mentorId,
      startsAt: sameMonth[1],
      kind: 'plan',
    });
    expect(over.statusCode).toBe(409);
    // the listing shows this month's usage: the two slots may be next month's
    const bookedThisMonth = sameMonth[0]?.slice(0, 7) === new Date().toISOString().slice(0, 7);
    expect((await call('GET', '/api/mentorship/bookings', learner.cookie)).json().plan).toMatchObject({
      tier: 'basic',
      used: bookedThisMonth ? 1 : 0,
      allowance: 1,
    });
  });

  it('parallel plan bookings of one learner never exceed the monthly allowance', async () => {
    const planner = await devSignIn(t.app, 'Priya Planner', 'planner@example.com');
    const sub = await call('POST', '/api/payments/subscriptions', planner.cookie, { tier: 'basic' });
    await call('POST', `/api/payments/test-provider/subscriptions/${sub.json().subscription.id}`, planner.cookie);
    const open = await slots();
    const month = (open.at(-1) as string).slice(0, 7);
    const sameMonth = open.filter((s) => s.slice(0, 7) === month).slice(-6);
    expect(sameMonth.length).toBeGreaterThanOrEqual(2);
    const answers = await Promise.all(
      sameMonth.map((startsAt) => call('POST', '/api/mentorship/bookings', planner.cookie, { mentorId, startsAt, kind: 'plan' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(sameMonth.length - 1);
    const mine = (await call('GET', '/api/mentorship/bookings', planner.cookie)).json().bookings as { kind: string }[];
    expect(mine.filter((b) => b.kind === 'plan')).toHaveLength(1);

    // The same race at the repository, where the parallel counts and inserts interleave for sure.
    await devSignIn(t.app, 'Rita Racer', 'rita@example.com');
    const [rita] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'rita@example.com'));
    const ritaId = rita?.id as string;
    const repository = createBookingRepository(t.database.db);
    const later = (await slots()).filter((s) => s.slice(0, 7) === month).slice(0, 6);
    const [from, to] = [new Date(`${month}-01T00:00:00Z`), new Date(Date.parse(`${month}-01T00:00:00Z`) + 32 * 86_400_000)];
    const created = await Promise.all(
      later.map((startsAt) =>
        repository.createWithinAllowance(
          { mentorId, learnerId: ritaId, startsAt: new Date(startsAt), endsAt: new Date(Date.parse(startsAt) + 3_600_000) },
          { from, to, allowance: 2 },
        ),
      ),
    );
    expect(created.filter(Boolean)).toHaveLength(Math.min(2, later.length));
  });

  describe('a payment that arrives after the 30-minute hold lapsed', () => {
    const orders = new Map<string, string>();
    const payLate = (bookingId: string, cookie: string) => completeOrder(orders.get(bookingId) ?? '', cookie);
    /** Booked and its order started while the hold was live; the hold then lapses before the payment. */
    const bookAndLapse = async (cookie: string, startsAt: string) => {
      const booked = await call('POST', '/api/mentorship/bookings', cookie, { mentorId, startsAt, kind: 'one-time' });
      expect(booked.statusCode, booked.body).toBe(200);
      const id = booked.json().booking.id as string;
      orders.set(id, await startOrder(id, cookie));
      await t.database.db
        .update(mentorshipBookings)
        .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
        .where(eq(mentorshipBookings.id, id));
      return id;
    };
    const statusOf = async (cookie: string, id: string) =>
      ((await call('GET', '/api/mentorship/bookings', cookie)).json().bookings as { id: string; status: string }[]).find(
        (b) => b.id === id,
      )?.status;

    it('is refunded through support (staff and learner emailed) when the slot went to someone else', async () => {
      const lateLearner = await devSignIn(t.app, 'Late Learner', 'late@example.com');
      const slot = (await slots())[10] as string;
      const id = await bookAndLapse(lateLearner.cookie, slot);
      // Someone else takes the slot: the lapsed hold is released.
      const taken = await call('POST', '/api/mentorship/bookings', other.cookie, { mentorId, startsAt: slot, kind: 'one-time' });
      expect(taken.statusCode, taken.body).toBe(200);
      expect(await statusOf(lateLearner.cookie, id)).toBe('cancelled');

      await payLate(id, lateLearner.cookie);
      expect(await statusOf(lateLearner.cookie, id)).toBe('cancelled');
      const [staffMail] = await smtp.waitForMatch(
        mailTo('help@codingkaro.example', new RegExp(`^Refund needed: mentorship payment for booking ${id}$`)),
      );
      expect(staffMail?.text).toContain('Late Learner <late@example.com> paid for the one-time session');
      expect(staffMail?.text).toMatch(/order [0-9a-f-]{36}/);
      const [learnerMail] = await smtp.waitForMatch(mailTo('late@example.com', /^Your mentorship payment will be refunded$/));
      expect(learnerMail?.text).toContain('We have asked our support team to refund you in full.');
    });

    it('confirms the session when the slot is still free', async () => {
      const lateLearner = await devSignIn(t.app, 'Late Learner', 'late@example.com');
      const slot = (await slots())[12] as string;
      const id = await bookAndLapse(lateLearner.cookie, slot);
      const taken = await call('POST', '/api/mentorship/bookings', other.cookie, { mentorId, startsAt: slot, kind: 'one-time' });
      await call('POST', `/api/mentorship/bookings/${taken.json().booking.id}/cancel`, other.cookie);
      expect(await statusOf(lateLearner.cookie, id)).toBe('cancelled');

      await payLate(id, lateLearner.cookie);
      expect(await statusOf(lateLearner.cookie, id)).toBe('confirmed');
      await smtp.waitForMatch((m) => m.attachments.some((a) => a.content.toString('utf8').includes(`UID:${id}@codingkaro`)), 2);
    });
  });

  it('refuses times the mentor does not offer', async () => {
    const bad = await call('POST', '/api/mentorship/bookings', learner.cookie, {
      mentorId,
      startsAt: '2026-01-01T00:07:00Z',
      kind: 'one-time',
    });
    expect(bad.statusCode).toBe(400);
  });
});
