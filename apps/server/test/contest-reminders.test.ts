import { ContestRemindersResponseSchema, ListContestRemindersResponseSchema } from '@codingkaro/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { users } from '../src/db/users-table';
import { createContestRepository } from '../src/modules/contests/contest-repository';
import { createReminderRepository } from '../src/modules/contests/reminder-repository';
import { createReminderService } from '../src/modules/contests/reminder-service';
import { contestReminders, contests } from '../src/modules/contests/tables';
import type { Mailer, MailMessage } from '../src/modules/mail';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { createScratchPostgres, databaseKinds } from './databases';
import { json, type ReplayServer, startReplayServer } from './replay-server';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const quietLog = { info() {}, warn() {}, error() {} };

type Db = DatabaseHandle['db'];

let nextExternalId = 1;
/** Stores a contest starting `startsInMs` from now (negative: already started). */
async function insertContest(db: Db, startsInMs: number, title = 'Codeforces Round 1100 (Div. 2)') {
  const [row] = await db
    .insert(contests)
    .values({
      platform: 'codeforces',
      externalId: `t${nextExternalId++}`,
      title,
      startTime: new Date(Date.now() + startsInMs),
      durationSeconds: 7200,
      url: 'https://codeforces.com/contests/3000',
    })
    .returning();
  if (!row) throw new Error('no contest');
  return row;
}

/** Makes every unsent reminder due a minute ago, as if time had passed. */
const makeAllDue = (db: Db) => db.update(contestReminders).set({ dueAt: new Date(Date.now() - MINUTE) });

describe('reminder configuration', () => {
  it('sweeps every 30 s by default (off under test unless set) and checks the value', () => {
    expect(loadConfig({}).contests.reminderSweepMs).toBe(30_000);
    expect(loadConfig({ NODE_ENV: 'test' }).contests.reminderSweepMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', CONTEST_REMINDER_SWEEP_SECONDS: '5' }).contests.reminderSweepMs).toBe(5000);
    expect(() => loadConfig({ CONTEST_REMINDER_SWEEP_SECONDS: 'soon' })).toThrow(/CONTEST_REMINDER_SWEEP_SECONDS/);
  });
});

describe.each(databaseKinds)('contest reminders API (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    cookie = (await devSignIn(t.app)).cookie;
  });
  afterAll(() => t?.close());

  const put = (id: string, leadMinutes: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'PUT', url: `/api/codingkaro/contests/${id}/reminders`, payload: { leadMinutes }, headers });
  const del = (id: string, query = '', headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'DELETE', url: `/api/codingkaro/contests/${id}/reminders${query}`, headers });
  const list = async (headers: Record<string, string> = { cookie }) => {
    const response = await t.app.inject({ url: '/api/codingkaro/contests/reminders', headers });
    expect(response.statusCode).toBe(200);
    return ListContestRemindersResponseSchema.parse(response.json()).reminders;
  };

  it('sets several lead times on a contest, lists them, and removes one or all', async () => {
    const contest = await insertContest(t.database.db, 3 * 24 * HOUR);
    const first = await put(contest.id, 60);
    expect(first.statusCode).toBe(200);
    const body = ContestRemindersResponseSchema.parse(first.json());
    expect(body.reminders).toHaveLength(1);
    expect(body.reminders[0]).toMatchObject({ contestId: contest.id, leadMinutes: 60, sentAt: null });
    expect(Date.parse(body.reminders[0]?.dueAt ?? '')).toBe(contest.startTime.getTime() - HOUR);
    expect(body.reminders[0]?.contest).toEqual({
      title: contest.title,
      platform: 'codeforces',
      start_time: contest.startTime.toISOString(),
      url: contest.url,
    });

    expect((await put(contest.id, 1440)).statusCode).toBe(200);
    expect((await put(contest.id, 60)).statusCode).toBe(200); // again: no duplicate
    expect((await list()).map((r) => r.leadMinutes)).toEqual([1440, 60]);

    // another learner sees none of them
    const other = await devSignIn(t.app, 'Ravi', 'ravi@example.com');
    expect(await list({ cookie: other.cookie })).toEqual([]);

    const afterOne = ContestRemindersResponseSchema.parse((await del(contest.id, '?leadMinutes=1440')).json());
    expect(afterOne.reminders.map((r) => r.leadMinutes)).toEqual([60]);
    const afterAll = ContestRemindersResponseSchema.parse((await del(contest.id)).json());
    expect(afterAll.reminders).toEqual([]);
    expect(await list()).toEqual([]);
  });

  it('refuses guests, unknown and started contests, and lead times not offered', async () => {
    const upcoming = await insertContest(t.database.db, 2 * HOUR);
    const started = await insertContest(t.database.db, -10 * MINUTE);

    expect((await put(upcoming.id, 60, {})).statusCode).toBe(401);
    expect((await del(upcoming.id, '', {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/codingkaro/contests/reminders' })).statusCode).toBe(401);

    const unknown = await put('00000000-0000-4000-8000-000000000000', 60);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Contest not found');
    expect((await del('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await put('not-a-contest', 60)).statusCode).toBe(400);

    const past = await put(started.id, 10);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('This contest has already started');

    for (const bad of [30, 0, -10, '60', null, 1440.5]) {
      const response = await put(upcoming.id, bad);
      expect(response.statusCode, `leadMinutes ${JSON.stringify(bad)}`).toBe(400);
    }
    expect((await del(upcoming.id, '?leadMinutes=30')).statusCode).toBe(400);

    const tooLate = await put(upcoming.id, 1440);
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().message).toBe('This contest starts in less than 1 day: choose a shorter reminder');
    expect(await list()).toEqual([]);
  });
});

describe.each(databaseKinds)('reminder emails (%s)', (kind) => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await buildTestApp(kind, {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://codingkaro.example',
      CONTEST_REMINDER_SWEEP_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  it('the module sweeps on its own and emails a due reminder once, in the viewer’s time zone', async () => {
    const contest = await insertContest(t.database.db, 2 * HOUR + 30_000, 'Codeforces Round <1100> & friends');
    const { cookie } = await devSignIn(t.app, 'Asha Rao', 'asha@example.com');
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/codingkaro/contests/${contest.id}/reminders`,
      payload: { leadMinutes: 60 },
      headers: { cookie, 'x-time-zone': 'Asia/Kolkata' },
    });
    expect(set.statusCode).toBe(200);
    await makeAllDue(t.database.db);

    const [mail] = await smtp.waitFor(1, 5000);
    expect(mail?.to && 'value' in mail.to ? mail.to.value[0]?.address : null).toBe('asha@example.com');
    expect(mail?.subject).toBe('Reminder: Codeforces Round <1100> & friends starts in 2 hours');
    const local = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
      contest.startTime,
    );
    expect(mail?.text).toContain(`Codeforces contest, starting ${local} (Asia/Kolkata).`);
    expect(mail?.text).toContain('remind you 1 hour before. Manage your reminders on https://codingkaro.example/contest.');
    expect(mail?.text).toContain('Open the contest: https://codeforces.com/contests/3000');
    expect(mail?.html).toContain('Codeforces Round &lt;1100&gt; &amp; friends starts in 2 hours');
    expect(mail?.html).toContain('href="https://codeforces.com/contests/3000"');

    // several more sweeps pass: still one email, and the reminder is marked sent
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.messages).toHaveLength(1);
    const [row] = await t.database.db.select().from(contestReminders).where(eq(contestReminders.contestId, contest.id));
    expect(row?.sentAt).not.toBeNull();
    expect(row?.outcome).toBe('sent');
  });

  it('does not send late: a reminder whose contest already started is skipped', async () => {
    const contest = await insertContest(t.database.db, 2 * HOUR);
    const { cookie } = await devSignIn(t.app, 'Late Learner', 'late@example.com');
    await t.app.inject({
      method: 'PUT',
      url: `/api/codingkaro/contests/${contest.id}/reminders`,
      payload: { leadMinutes: 10 },
      headers: { cookie },
    });
    // the server was down: the contest started before any sweep ran
    await t.database.db
      .update(contests)
      .set({ startTime: new Date(Date.now() - MINUTE) })
      .where(eq(contests.id, contest.id));
    await makeAllDue(t.database.db);
    await waitUntil(async () => {
      const [row] = await t.database.db.select().from(contestReminders).where(eq(contestReminders.contestId, contest.id));
      return row?.outcome === 'skipped-started';
    });
    expect(smtp.messages).toHaveLength(0);
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(databaseKinds)('reminders follow a moved contest start (%s)', (kind) => {
  let upstream: ReplayServer;
  let t: TestApp;
  const start = Math.floor(Date.now() / 1000) + 3 * 24 * 3600;
  let shift = 0;
  beforeAll(async () => {
    upstream = await startReplayServer(({ path }) =>
      path.startsWith('/api/contest.list')
        ? json({
            status: 'OK',
            result: [
              {
                id: 4242,
                name: 'Codeforces Round 1200 (Div. 2)',
                type: 'CF',
                phase: 'BEFORE',
                frozen: false,
                durationSeconds: 7200,
                startTimeSeconds: start + shift,
                relativeTimeSeconds: -3 * 24 * 3600,
              },
            ],
          })
        : undefined,
    );
    t = await buildTestApp(kind, {
      LEETCODE_BASE_URL: upstream.url,
      CODEFORCES_BASE_URL: upstream.url,
      CODECHEF_BASE_URL: upstream.url,
      ATCODER_BASE_URL: upstream.url,
      CONTESTS_MANUAL_REFRESH_MIN_SECONDS: '0',
      CONTESTS_FETCH_RATE_LIMIT_PER_MINUTE: '1000',
    });
  });
  afterAll(async () => {
    await t?.close();
    await upstream.close();
  });

  it('moves unsent reminders’ due time when the platform moves the start', async () => {
    expect((await t.app.inject({ url: '/api/codingkaro/contests/fetch' })).statusCode).toBe(200);
    const [contest] = await t.database.db.select().from(contests).where(eq(contests.externalId, '4242'));
    if (!contest) throw new Error('contest not stored');
    const { cookie } = await devSignIn(t.app);
    for (const leadMinutes of [10, 1440]) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/codingkaro/contests/${contest.id}/reminders`,
        payload: { leadMinutes },
        headers: { cookie },
      });
    }
    const dueTimes = async () => {
      const response = await t.app.inject({ url: '/api/codingkaro/contests/reminders', headers: { cookie } });
      return ListContestRemindersResponseSchema.parse(response.json()).reminders.map((r) => [r.leadMinutes, r.dueAt]);
    };
    const at = (seconds: number) => new Date(seconds * 1000).toISOString();
    expect(await dueTimes()).toEqual([
      [1440, at(start - 24 * 3600)],
      [10, at(start - 600)],
    ]);

    shift = 90 * 60; // postponed by 90 minutes
    expect((await t.app.inject({ url: '/api/codingkaro/contests/fetch' })).statusCode).toBe(200);
    expect(await dueTimes()).toEqual([
      [1440, at(start + shift - 24 * 3600)],
      [10, at(start + shift - 600)],
    ]);
  });
});

/** A mailer that counts what it was asked to send (and takes a moment, as SMTP does). */
function countingMailer(sent: MailMessage[]): Mailer {
  return {
    smtpConfigured: true,
    async close() {},
    async idle() {},
    sendLater() {
      throw new Error('reminders send directly');
    },
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      sent.push(message);
      return 'sent';
    },
  };
}

describe.skipIf(!process.env.DATABASE_URL)('two server instances on one PostgreSQL database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  const handles: DatabaseHandle[] = [];
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    scratch = await createScratchPostgres(process.env.DATABASE_URL ?? '');
    smtp = await startSmtpTestServer();
  });
  afterEach(() => {
    smtp.messages.length = 0;
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await smtp.close();
    await scratch.drop();
  });
  const open = async () => {
    const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
    handles.push(handle);
    return handle.db;
  };

  async function seedReminders(db: Db, count: number) {
    const contest = await insertContest(db, 5 * HOUR);
    const people = await db
      .insert(users)
      .values(Array.from({ length: count }, (_, i) => ({ name: `Learner ${i}`, email: `learner${i}.${contest.id}@example.com` })))
      .returning({ id: users.id });
    await db.insert(contestReminders).values(
      people.map((person) => ({
        userId: person.id,
        contestId: contest.id,
        leadMinutes: 60,
        dueAt: new Date(Date.now() - MINUTE),
        timeZone: null,
      })),
    );
    return contest;
  }

  it('concurrent sweeps on two instances send each reminder exactly once', async () => {
    const [a, b] = [await open(), await open()];
    await seedReminders(a, 120);
    const sent: MailMessage[] = [];
    const service = (db: Db) =>
      createReminderService({
        reminders: createReminderRepository(db),
        contests: createContestRepository(db),
        mailer: countingMailer(sent),
        trackerUrl: 'http://localhost/contest',
        log: quietLog,
      });
    const [one, two] = [service(a), service(b)];
    // several sweeps at once on each instance
    const results = await Promise.all([one.sweep(), two.sweep(), one.sweep(), two.sweep()]);
    expect(results.reduce((sum, r) => sum + r.mailed, 0)).toBe(120);
    expect(sent).toHaveLength(120);
    expect(new Set(sent.map((m) => m.to)).size).toBe(120);
    expect(results.filter((r) => r.mailed > 0).length).toBeGreaterThan(1); // both instances took part
    expect(await createReminderRepository(a).pendingCount()).toBe(0);
  });

  it('two running apps, both sweeping every second, email each reminder once', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      SMTP_URL: smtp.url,
      CONTEST_REMINDER_SWEEP_SECONDS: '1',
    });
    const apps = [];
    for (let i = 0; i < 2; i++) {
      const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
      handles.push(handle);
      const app = await buildApp({ config, database: handle, logger: false });
      await app.ready();
      apps.push(app);
    }
    try {
      const [db] = handles;
      if (!db) throw new Error('no database');
      await seedReminders(db.db, 20);
      await smtp.waitFor(20, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 2500)); // more sweeps on both
      expect(smtp.messages).toHaveLength(20);
      expect(new Set(smtp.messages.map((m) => m.subject + JSON.stringify(m.to))).size).toBe(20);
    } finally {
      for (const app of apps) await app.close();
    }
  });
});
