import { type Course, StreakResponseSchema } from '@codingkaro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPracticeDayRepository } from '../src/modules/streak/practice-day-repository';
import { createStreakService } from '../src/modules/streak/service';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { databaseKinds } from './databases';

type Headers = Record<string, string>;

describe.each(databaseKinds)('streak (%s)', (kind) => {
  let t: TestApp;
  let clock: Date;
  const service = () => createStreakService({ repo: createPracticeDayRepository(t.database.db), now: () => clock });
  let userCount = 0;
  const newUser = async () => {
    userCount++;
    const email = `streak${userCount}@example.com`;
    const { cookie } = await devSignIn(t.app, `Streak ${userCount}`, email);
    const headers: Headers = { cookie };
    const id = (await t.app.inject({ url: '/api/auth/current-user', headers })).json().user.id as string;
    return { id, email, headers };
  };
  const practise = (userId: string, iso: string, timeZone: string | null) =>
    t.app.events.emit('code.executed', { userId, language: 'python', at: new Date(iso), timeZone });

  beforeAll(async () => {
    t = await buildTestApp(kind);
  }, 180_000);
  afterAll(async () => t?.close());

  it('asks guests to sign in and refuses someone else’s email', async () => {
    expect((await t.app.inject({ url: '/api/streak' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/streak/update', payload: { email: 'a@example.com' } })).statusCode,
    ).toBe(401);
    const user = await newUser();
    const other = await t.app.inject({ url: '/api/streak?email=someone@example.com', headers: user.headers });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/streak/update',
      headers: user.headers,
      payload: { email: 'someone@example.com' },
    });
    expect(update.statusCode).toBe(403);
    const invalid = await t.app.inject({ method: 'POST', url: '/api/streak/update', headers: user.headers, payload: {} });
    expect(invalid.statusCode).toBe(400);
  });

  it('starts at zero with an empty 30-day window ending today in the client zone', async () => {
    const user = await newUser();
    const response = await t.app.inject({
      url: `/api/streak?email=${encodeURIComponent(user.email.toUpperCase())}`,
      headers: { ...user.headers, 'x-time-zone': 'Pacific/Kiritimati' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = StreakResponseSchema.parse(response.json());
    expect(body).toMatchObject({ currentStreak: 0, longestStreak: 0, lastCodedDate: null, codedToday: false });
    expect(body.timeZone).toBe('Pacific/Kiritimati');
    expect(body.recentDays).toHaveLength(30);
    expect(body.recentDays.at(-1)?.date).toBe(body.today);
    expect(body.recentDays.every((d) => !d.practised)).toBe(true);
    expect(new Date(body.todayEndsAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('counts a sheet question completed through the courses API on the local day of its time zone', async () => {
    const user = await newUser();
    const courses = await t.app.inject({ url: '/codingkaro/courses/data-structures', headers: user.headers });
    const course = courses.json().data as Course;
    const question = course.days[0]?.questions[0];
    if (!question) throw new Error('fixture');
    const done = await t.app.inject({
      method: 'PUT',
      url: `/codingkaro/courses/${course._id}/days/1/questions/${question.id}`,
      headers: { ...user.headers, 'x-time-zone': 'Asia/Kolkata' },
      payload: { status: true },
    });
    expect(done.statusCode).toBe(200);
    const streak = StreakResponseSchema.parse(
      (await t.app.inject({ url: '/api/streak', headers: { ...user.headers, 'x-time-zone': 'Asia/Kolkata' } })).json(),
    );
    expect(streak).toMatchObject({ currentStreak: 1, longestStreak: 1, codedToday: true, lastCodedDate: streak.today });
    expect(streak.recentDays.at(-1)).toEqual({ date: streak.today, practised: true });
  });

  it('records submissions and compiler runs from their events; the update call remembers the client zone', async () => {
    const user = await newUser();
    await t.app.events.emit('problem.submitted', {
      userId: user.id,
      problemSlug: 'two-sum',
      accepted: false,
      at: new Date(),
      timeZone: 'America/Los_Angeles',
    });
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/streak/update',
      headers: { ...user.headers, 'x-time-zone': 'America/Los_Angeles' },
      payload: { email: user.email },
    });
    expect(update.statusCode).toBe(200);
    expect(StreakResponseSchema.parse(update.json())).toMatchObject({ currentStreak: 1, timeZone: 'America/Los_Angeles' });
    // Without a header the zone the client last reported is used.
    const plain = StreakResponseSchema.parse((await t.app.inject({ url: '/api/streak', headers: user.headers })).json());
    expect(plain.timeZone).toBe('America/Los_Angeles');
    // An invalid header is ignored rather than trusted.
    const bogus = await t.app.inject({ url: '/api/streak', headers: { ...user.headers, 'x-time-zone': '+05:30' } });
    expect(bogus.json().timeZone).toBe('America/Los_Angeles');
  });

  it('buckets 00:30 local after 23:30 local as the next day in UTC+5:30 and UTC-8', async () => {
    for (const [zone, lateEvening, afterMidnight, today, expected] of [
      ['Asia/Kolkata', '2026-03-09T18:00:00Z', '2026-03-09T19:00:00Z', '2026-03-10', ['2026-03-09', '2026-03-10']],
      ['America/Los_Angeles', '2026-02-02T07:30:00Z', '2026-02-02T08:30:00Z', '2026-02-02', ['2026-02-01', '2026-02-02']],
    ] as const) {
      const user = await newUser();
      await practise(user.id, lateEvening, zone);
      await practise(user.id, afterMidnight, zone);
      clock = new Date(afterMidnight);
      const streak = await service().getStreak(user.id, zone);
      expect(streak.today).toBe(today);
      expect(streak.recentDays.filter((d) => d.practised).map((d) => d.date)).toEqual(expected);
      expect(streak.currentStreak).toBe(2);
    }
  });

  it('keeps the streak alive until the end of local today and not a second longer', async () => {
    const user = await newUser();
    await practise(user.id, '2026-03-08T12:00:00Z', 'Asia/Kolkata'); // 17:30 IST on the 8th
    await practise(user.id, '2026-03-09T12:00:00Z', 'Asia/Kolkata'); // 17:30 IST on the 9th
    clock = new Date('2026-03-10T18:29:59Z'); // 23:59:59 IST on the 10th, nothing yet today
    const lastMoment = await service().getStreak(user.id, 'Asia/Kolkata');
    expect(lastMoment).toMatchObject({ currentStreak: 2, codedToday: false, today: '2026-03-10' });
    expect(lastMoment.todayEndsAt).toBe('2026-03-10T18:30:00.000Z');
    clock = new Date('2026-03-10T18:30:00Z'); // midnight IST: the 11th
    expect(await service().getStreak(user.id, 'Asia/Kolkata')).toMatchObject({ currentStreak: 0, longestStreak: 2 });
    // The same instant in Los Angeles is still the 10th morning: alive there.
    expect(await service().getStreak(user.id, 'America/Los_Angeles')).toMatchObject({ currentStreak: 2, today: '2026-03-10' });
  });

  it('does not re-bucket history when the user changes zone mid-streak', async () => {
    const user = await newUser();
    // Two evenings in Kolkata (23:00 IST), then the user flies to Los Angeles and codes the next evening there.
    await practise(user.id, '2026-04-01T17:30:00Z', 'Asia/Kolkata'); // 1 April 23:00 IST
    await practise(user.id, '2026-04-02T17:30:00Z', 'Asia/Kolkata'); // 2 April 23:00 IST
    await practise(user.id, '2026-04-04T05:00:00Z', 'America/Los_Angeles'); // 3 April 22:00 PDT
    clock = new Date('2026-04-04T06:00:00Z');
    const streak = await service().getStreak(user.id, 'America/Los_Angeles');
    expect(streak.recentDays.filter((d) => d.practised).map((d) => d.date)).toEqual(['2026-04-01', '2026-04-02', '2026-04-03']);
    expect(streak).toMatchObject({ currentStreak: 3, longestStreak: 3, lastCodedDate: '2026-04-03', codedToday: true });
    // The reverse trip: the Los Angeles evening re-read in Kolkata time would be 2 April, merging the days.
    const other = await newUser();
    await practise(other.id, '2026-04-02T05:00:00Z', 'America/Los_Angeles'); // 1 April 22:00 PDT
    await practise(other.id, '2026-04-02T12:00:00Z', 'Asia/Kolkata'); // 2 April 17:30 IST
    clock = new Date('2026-04-02T13:00:00Z');
    const back = await service().getStreak(other.id, 'Asia/Kolkata');
    expect(back.recentDays.filter((d) => d.practised).map((d) => d.date)).toEqual(['2026-04-01', '2026-04-02']);
    expect(back.currentStreak).toBe(2);
  });

  it('shows a day recorded east of the present zone, later than today here, as practised today', async () => {
    const user = await newUser();
    await practise(user.id, '2026-03-09T19:00:00Z', 'Asia/Kolkata'); // 10 March 00:30 IST
    clock = new Date('2026-03-09T20:00:00Z'); // 9 March 13:00 PDT
    const streak = await service().getStreak(user.id, 'America/Los_Angeles');
    expect(streak).toMatchObject({ today: '2026-03-09', lastCodedDate: '2026-03-10', codedToday: true, currentStreak: 1 });
    expect(streak.recentDays.at(-1)).toEqual({ date: '2026-03-09', practised: true });
  });

  it('buckets practice on DST change days by the local calendar', async () => {
    const user = await newUser();
    // 00:30 PST and 23:30 PDT on 8 March 2026 (spring forward), 23:30 PST on 1 November and 00:30 PST on the 2nd.
    for (const iso of ['2026-03-08T08:30:00Z', '2026-03-09T06:30:00Z', '2026-11-02T07:30:00Z', '2026-11-02T08:30:00Z']) {
      await practise(user.id, iso, 'America/Los_Angeles');
    }
    clock = new Date('2026-11-02T09:00:00Z');
    const streak = await service().getStreak(user.id, 'America/Los_Angeles');
    expect(streak.recentDays.filter((d) => d.practised).map((d) => d.date)).toEqual(['2026-11-01', '2026-11-02']);
    expect(streak.longestStreak).toBe(2);
    clock = new Date('2026-03-09T07:00:00Z'); // 00:00 PDT on the 9th
    const spring = await service().getStreak(user.id, 'America/Los_Angeles');
    expect(spring.recentDays.filter((d) => d.practised).map((d) => d.date)).toEqual(['2026-03-08']);
  });

  it('uses the zone of the latest practice for an event without one, and the UTC day as the last resort', async () => {
    const user = await newUser();
    await practise(user.id, '2026-05-01T20:00:00Z', null); // no zone known at all: UTC, 1 May
    await practise(user.id, '2026-05-02T20:00:00Z', 'Pacific/Kiritimati'); // 3 May 10:00 +14
    await practise(user.id, '2026-05-03T20:00:00Z', null); // the latest zone: 4 May 10:00 +14
    clock = new Date('2026-05-03T21:00:00Z');
    const streak = await service().getStreak(user.id, null);
    expect(streak.timeZone).toBe('Pacific/Kiritimati');
    expect(streak.recentDays.filter((d) => d.practised).map((d) => d.date)).toEqual(['2026-05-01', '2026-05-03', '2026-05-04']);
    expect(streak).toMatchObject({ currentStreak: 2, longestStreak: 2 });
  });
});
