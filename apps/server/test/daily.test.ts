import { rmSync } from 'node:fs';
import {
  DailyProblemsResponseSchema,
  DailyReminderResponseSchema,
  ProblemOfTheDayResponseSchema,
  RateReviewResponseSchema,
  TodayResponseSchema,
} from '@codingkaro/contracts';
import { eq, sql } from 'drizzle-orm';
import { createEmptyCard, fsrs, generatorParameters, Rating } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeSheetQuestions, nextSheetQuestions } from '../src/modules/courses';
import { createCardRepository } from '../src/modules/daily/card-repository';
import { buildPool, problemOfDay } from '../src/modules/daily/problem-of-the-day';
import { createReminderRepository } from '../src/modules/daily/reminder-repository';
import { createDailyReminderService } from '../src/modules/daily/reminder-service';
import { createDailyService } from '../src/modules/daily/service';
import { dailyReminders } from '../src/modules/daily/tables';
import { mailOutbox } from '../src/modules/mail/tables';
import { firstAcceptedSolves, listLibraryProblems } from '../src/modules/problems';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { databaseKinds } from './databases';
import { createProblemsFixture } from './problems-fixture';

type Headers = Record<string, string>;
const DAY_MS = 86_400_000;
/** The library's defaults with short-term steps off, as the module documents (scheduler.ts). */
const expectedScheduler = fsrs(generatorParameters({ enable_short_term: false }));

describe.each(databaseKinds)('daily practice (%s)', (kind) => {
  let t: TestApp;
  let dir: string;
  let userCount = 0;
  const newUser = async (zone = 'UTC') => {
    userCount++;
    const email = `daily${userCount}@example.com`;
    const { cookie } = await devSignIn(t.app, `Daily ${userCount}`, email);
    const headers: Headers = { cookie, 'x-time-zone': zone };
    const id = (await t.app.inject({ url: '/api/auth/current-user', headers })).json().user.id as string;
    return { id, email, headers };
  };
  const submit = (userId: string, problemSlug: string, accepted: boolean, at = new Date(), timeZone: string | null = 'UTC') =>
    t.app.events.emit('problem.submitted', { userId, problemSlug, accepted, at, timeZone });
  const setClock = async (offsetMinutes: number) => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/internal/daily-clock', payload: { offsetMinutes } });
    expect(response.statusCode).toBe(200);
  };
  const today = async (headers: Headers) => {
    const response = await t.app.inject({ url: '/api/daily/today', headers });
    expect(response.statusCode).toBe(200);
    return TodayResponseSchema.parse(response.json());
  };
  const rate = (headers: Headers, cardId: string, rating: string) =>
    t.app.inject({ method: 'POST', url: `/api/daily/cards/${cardId}/review`, headers, payload: { rating } });

  /** The module's services over the test database, on a clock the test sets. */
  const servicesAt = (clock: () => Date) => {
    const db = t.database.db;
    const cards = createCardRepository(db);
    const reminders = createReminderRepository(db);
    const daily = createDailyService({
      cards,
      reminders,
      library: () => listLibraryProblems(db),
      describeQuestions: (ids) => describeSheetQuestions(db, ids),
      nextQuestions: (id) => nextSheetQuestions(db, id),
      now: clock,
      shift: (at) => at,
    });
    const log = { info: () => {}, error: () => {} };
    const mail = createDailyReminderService({
      reminders,
      cards,
      daily,
      mailer: t.app.mailer,
      publicUrl: 'https://codingkaro.example',
      log,
      now: clock,
    });
    return { daily, mail };
  };

  beforeAll(async () => {
    dir = createProblemsFixture();
    t = await buildTestApp(kind, { CONTENT_DIR: dir, DAILY_TEST_CLOCK: 'true' });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('asks guests to sign in for their reviews but shows them the problem of the day', async () => {
    for (const url of ['/api/daily/today', '/api/daily/due-count', '/api/daily/reviews.csv', '/api/daily/reminders']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    const response = await t.app.inject({ url: '/api/daily/problem', headers: { 'x-time-zone': 'Asia/Kolkata' } });
    const body = ProblemOfTheDayResponseSchema.parse(response.json());
    expect(body.problem).toMatchObject({ date: body.date, solved: false });
    // min-stack is premium in the fixture: never the problem of the day
    expect(['two-sum', 'valid-parentheses', 'maximum-depth-of-binary-tree']).toContain(body.problem?.slug);
  });

  it('makes a card of each Accepted problem, due when the scheduler says, and rates a re-solve', async () => {
    await setClock(0);
    const user = await newUser();
    const solvedAt = new Date();
    await submit(user.id, 'two-sum', true, solvedAt);
    await submit(user.id, 'valid-parentheses', false, solvedAt);
    await submit(user.id, 'valid-parentheses', true, solvedAt);
    let page = await today(user.headers);
    expect(page).toMatchObject({ cardCount: 2, dueCount: 0, reviews: [] });

    // A clean first solve is a Good review of a new card; one wrong submission first, Hard.
    const good = expectedScheduler.next(createEmptyCard(solvedAt), solvedAt, Rating.Good).card.due;
    const hard = expectedScheduler.next(createEmptyCard(solvedAt), solvedAt, Rating.Hard).card.due;
    expect(hard.getTime()).toBeLessThan(good.getTime());
    await setClock(Math.ceil((hard.getTime() - Date.now()) / 60_000) + 1);
    page = await today(user.headers);
    expect(page.reviews.map((r) => r.problemSlug)).toEqual(['valid-parentheses']);
    expect(page.reviews[0]?.due).toBe(hard.toISOString());
    expect(page.reviews[0]?.lastSolvedAt).toBe(solvedAt.toISOString());

    await setClock(Math.ceil((good.getTime() - Date.now()) / 60_000) + 1);
    page = await today(user.headers);
    expect(page.dueCount).toBe(2);
    expect(page.reviews.map((r) => r.problemSlug)).toEqual(['valid-parentheses', 'two-sum']);
    const [first, second] = page.reviews;
    if (!first || !second) throw new Error('two reviews expected');
    const dueCount = await t.app.inject({ url: '/api/daily/due-count', headers: user.headers });
    expect(dueCount.json()).toEqual({ success: true, dueCount: 2 });

    // Rating needs a re-solve first, unless it is Again.
    const early = await rate(user.headers, second.cardId, 'Good');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/Solve the problem again/);

    await submit(user.id, 'two-sum', true);
    page = await today(user.headers);
    const pending = page.reviews.find((r) => r.cardId === second.cardId);
    expect(pending?.solvedForReview).toMatchObject({ wrongSubmissions: 0, suggestedRating: 'Good' });
    const reviewedAt = new Date(pending?.solvedForReview?.at as string);

    const rated = await rate(user.headers, second.cardId, 'Easy');
    expect(rated.statusCode).toBe(200);
    const body = RateReviewResponseSchema.parse(rated.json());
    const before = expectedScheduler.next(createEmptyCard(solvedAt), solvedAt, Rating.Good).card;
    expect(body.nextDue).toBe(expectedScheduler.next(before, reviewedAt, Rating.Easy).card.due.toISOString());
    expect(body.dueCount).toBe(1);
    expect((await rate(user.headers, second.cardId, 'Good')).statusCode).toBe(400);

    // A wrong review counts as Again: the learner says so without an Accepted solve.
    const again = await rate(user.headers, first.cardId, 'Again');
    expect(again.statusCode).toBe(200);
    expect(RateReviewResponseSchema.parse(again.json()).dueCount).toBe(0);

    // Another learner cannot rate these cards.
    const other = await newUser();
    expect((await rate(other.headers, first.cardId, 'Again')).statusCode).toBe(404);
    await setClock(0);
  });

  it('pre-selects the rating from the attempt: two wrong submissions suggest Again', async () => {
    await setClock(0);
    const user = await newUser();
    await submit(user.id, 'maximum-depth-of-binary-tree', true);
    await setClock(30 * 24 * 60);
    await submit(user.id, 'maximum-depth-of-binary-tree', false);
    await submit(user.id, 'maximum-depth-of-binary-tree', false);
    await submit(user.id, 'maximum-depth-of-binary-tree', true);
    const page = await today(user.headers);
    expect(page.reviews[0]?.solvedForReview).toMatchObject({ wrongSubmissions: 2, suggestedRating: 'Again' });
    await setClock(0);
  });

  it('turns "review this" on a sheet question into a card confirmed without a problem, and retires it when cleared', async () => {
    await setClock(0);
    const user = await newUser();
    const course = (await t.app.inject({ url: '/codingkaro/courses/mini', headers: user.headers })).json();
    const question = course.data.days[0].questions[1] as { id: string; title: string };
    const flag = (forRevision: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/codingkaro/courses/mini/days/1/questions/${question.id}`,
        headers: user.headers,
        payload: { forRevision },
      });
    expect((await flag(true)).statusCode).toBe(200);
    let page = await today(user.headers);
    expect(page.reviews).toEqual([
      expect.objectContaining({ kind: 'question', title: 'Something else', problemSlug: null, courseName: 'Mini Sheet' }),
    ]);
    const cardId = page.reviews[0]?.cardId as string;
    expect((await rate(user.headers, cardId, 'Good')).statusCode).toBe(200);
    page = await today(user.headers);
    expect(page).toMatchObject({ dueCount: 0, cardCount: 1 });
    expect((await flag(false)).statusCode).toBe(200);
    expect((await today(user.headers)).cardCount).toBe(0);
  });

  it('retires the card of a problem that left the library instead of failing', async () => {
    await setClock(0);
    const user = await newUser();
    await submit(user.id, 'two-sum', true);
    await submit(user.id, 'removed-problem', true);
    await setClock(60 * 24 * 60);
    const page = await today(user.headers);
    expect(page.reviews.map((r) => r.problemSlug)).toEqual(['two-sum']);
    expect(page).toMatchObject({ dueCount: 1, cardCount: 1 });
    expect((await today(user.headers)).dueCount).toBe(1);
    await setClock(0);
  });

  it('lists the next question of each started course', async () => {
    const user = await newUser();
    const course = (await t.app.inject({ url: '/codingkaro/courses/mini', headers: user.headers })).json();
    expect((await today(user.headers)).nextQuestions).toEqual([]);
    const [q1, q2] = course.data.days[0].questions as { id: string }[];
    await t.app.inject({
      method: 'PUT',
      url: `/codingkaro/courses/mini/days/1/questions/${q1?.id}`,
      headers: user.headers,
      payload: { status: true },
    });
    expect((await today(user.headers)).nextQuestions).toEqual([
      expect.objectContaining({ courseSlug: 'mini', questionId: q2?.id, title: 'Something else', dayNumber: 1 }),
    ]);
  });

  it('exports the review history as CSV and resets the cards', async () => {
    await setClock(0);
    const user = await newUser();
    await submit(user.id, 'two-sum', true);
    const csv = await t.app.inject({ url: '/api/daily/reviews.csv', headers: user.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('reviewed_at,kind,item,title,rating,suggested_rating,wrong_submissions,scheduled_days,next_due');
    expect(lines[1]).toMatch(/^[^,]+,problem,two-sum,Two Sum,Good,,0,\d+,/);
    const reset = await t.app.inject({ method: 'DELETE', url: '/api/daily/cards', headers: user.headers });
    expect(reset.json()).toEqual({ success: true, deleted: 1 });
    expect((await today(user.headers)).cardCount).toBe(0);
    expect((await t.app.inject({ url: '/api/daily/reviews.csv', headers: user.headers })).body.trim().split('\r\n')).toHaveLength(
      1,
    );
  });

  it('gives cards to problems solved before review cards existed, once: a reset is not undone by a restart', async () => {
    await setClock(0);
    const user = await newUser();
    const db = t.database.db;
    const solvedAt = new Date(Date.now() - 40 * 86_400_000);
    // Accepted submissions stored with no card: as left by a build from before daily practice.
    for (const [slug, verdict, at] of [
      ['valid-parentheses', 'Wrong Answer', new Date(solvedAt.getTime() - 60_000)],
      ['valid-parentheses', 'Accepted', solvedAt],
      ['valid-parentheses', 'Accepted', new Date(solvedAt.getTime() + 86_400_000)],
      ['maximum-depth-of-binary-tree', 'Accepted', solvedAt],
      ['two-sum', 'Wrong Answer', solvedAt],
    ] as const) {
      await db.execute(sql`INSERT INTO submissions (user_id, problem_id, language, code, verdict, tests_passed, total_tests, created_at)
        SELECT ${user.id}, id, 'python', 'pass', ${verdict}, 0, 1, ${at.toISOString()} FROM problems WHERE slug = ${slug}`);
    }
    const first = await today(user.headers);
    expect(first.cardCount).toBe(2);
    // Scheduled from the first Accepted, 40 days ago: both are due now.
    expect(first.reviews.map((r) => r.problemSlug).sort()).toEqual(['maximum-depth-of-binary-tree', 'valid-parentheses']);
    expect((await t.app.inject({ url: '/api/daily/due-count', headers: user.headers })).json().dueCount).toBe(2);

    expect((await t.app.inject({ method: 'DELETE', url: '/api/daily/cards', headers: user.headers })).json().deleted).toBe(2);
    // A fresh service over the same database stands for a restarted server.
    const restarted = createDailyService({
      cards: createCardRepository(db),
      reminders: createReminderRepository(db),
      library: () => listLibraryProblems(db),
      describeQuestions: (ids) => describeSheetQuestions(db, ids),
      nextQuestions: (id) => nextSheetQuestions(db, id),
      pastSolves: (id) => firstAcceptedSolves(db, id),
      now: () => new Date(),
      shift: (at) => at,
    });
    expect((await restarted.today(user.id, 'UTC')).cardCount).toBe(0);
  });

  it('picks the day in the learner’s zone: Kiritimati (UTC+14) is on a later date than Pago Pago (UTC-11)', async () => {
    const east = ProblemOfTheDayResponseSchema.parse(
      (await t.app.inject({ url: '/api/daily/problem', headers: { 'x-time-zone': 'Pacific/Kiritimati' } })).json(),
    );
    const west = ProblemOfTheDayResponseSchema.parse(
      (await t.app.inject({ url: '/api/daily/problem', headers: { 'x-time-zone': 'Pacific/Pago_Pago' } })).json(),
    );
    expect(east.date > west.date).toBe(true);
    const pool = buildPool((await listLibraryProblems(t.database.db)).filter((p) => !p.premium));
    expect(east.problem?.slug).toBe(problemOfDay(east.date, pool)?.slug);
    expect(west.problem?.slug).toBe(problemOfDay(west.date, pool)?.slug);
  });

  it('dates the problem of the day by the browser’s UTC offset when it sends no zone name', async () => {
    const ask = async (headers: Headers, url = '/api/daily/problem') =>
      (await t.app.inject({ url, headers })).json() as { date: string; endsAt: string; today?: string };
    // Kiritimati and Pago Pago keep one offset all year, so their offsets date exactly as their names do.
    expect(await ask({ 'x-utc-offset': '840' })).toEqual(await ask({ 'x-time-zone': 'Pacific/Kiritimati' }));
    expect(await ask({ 'x-utc-offset': '-660' })).toEqual(await ask({ 'x-time-zone': 'Pacific/Pago_Pago' }));
    const east = await ask({ 'x-utc-offset': '+840' }, '/api/daily/problems');
    expect(east.today).toBe((await ask({ 'x-time-zone': 'Pacific/Kiritimati' }, '/api/daily/problems')).today);
    // The zone's name wins; an offset out of range or not in whole minutes is ignored (UTC).
    expect(await ask({ 'x-time-zone': 'Pacific/Pago_Pago', 'x-utc-offset': '840' })).toEqual(
      await ask({ 'x-time-zone': 'Pacific/Pago_Pago' }),
    );
    const utc = await ask({});
    for (const bad of ['841', '-721', '5.5', 'abc', '1e2', '']) expect(await ask({ 'x-utc-offset': bad })).toEqual(utc);
  });

  it('switches the problem at local midnight: Kiritimati first, Pago Pago 25 hours later', async () => {
    const user = await newUser();
    let clock = new Date('2026-03-09T09:59:00Z'); // 23:59 on 9 March in Kiritimati, 22:59 on 8 March in Pago Pago
    const { daily } = servicesAt(() => clock);
    const kiritimatiBefore = await daily.problemOfTheDay(user.id, 'Pacific/Kiritimati');
    expect(kiritimatiBefore.date).toBe('2026-03-09');
    expect(kiritimatiBefore.endsAt).toBe('2026-03-09T10:00:00.000Z');
    clock = new Date('2026-03-09T10:01:00Z');
    expect((await daily.problemOfTheDay(user.id, 'Pacific/Kiritimati')).date).toBe('2026-03-10');
    expect((await daily.problemOfTheDay(user.id, 'Pacific/Pago_Pago')).date).toBe('2026-03-08');
    clock = new Date('2026-03-10T11:01:00Z');
    expect((await daily.problemOfTheDay(user.id, 'Pacific/Pago_Pago')).date).toBe('2026-03-10');
  });

  it('marks the problem of the day on the local date of the solve, just before and just after midnight', async () => {
    const user = await newUser();
    let clock = new Date('2026-06-01T18:29:00Z'); // 23:59 in Kolkata
    const { daily } = servicesAt(() => clock);
    const zone = 'Asia/Kolkata';
    const june1 = (await daily.problemOfTheDay(user.id, zone)).problem;
    await daily.onProblemSubmitted({
      userId: user.id,
      problemSlug: june1?.slug ?? '',
      accepted: true,
      at: clock,
      timeZone: zone,
    });
    clock = new Date('2026-06-01T18:31:00Z'); // 00:01 on 2 June
    const june2 = (await daily.problemOfTheDay(user.id, zone)).problem;
    expect(june2?.date).toBe('2026-06-02');
    expect(june2?.solved).toBe(false);
    if (june2?.slug !== june1?.slug) {
      // Solving yesterday's problem after midnight does not mark today's.
      await daily.onProblemSubmitted({
        userId: user.id,
        problemSlug: june1?.slug ?? '',
        accepted: true,
        at: clock,
        timeZone: zone,
      });
      expect((await daily.problemOfTheDay(user.id, zone)).problem?.solved).toBe(false);
    }
    await daily.onProblemSubmitted({
      userId: user.id,
      problemSlug: june2?.slug ?? '',
      accepted: true,
      at: clock,
      timeZone: zone,
    });
    expect((await daily.problemOfTheDay(user.id, zone)).problem?.solved).toBe(true);
    const month = await daily.pastProblems(user.id, zone, '2026-06');
    expect(month.days.map((d) => [d.date, d.solved])).toEqual([
      ['2026-06-02', true],
      ['2026-06-01', true],
    ]);
  });

  it('ends a DST day after 23 hours and lists past days by month through the API', async () => {
    const user = await newUser();
    const clock = new Date('2026-03-08T12:00:00Z'); // New York springs forward on 8 March 2026
    const { daily } = servicesAt(() => clock);
    const day = await daily.problemOfTheDay(user.id, 'America/New_York');
    expect(day.date).toBe('2026-03-08');
    expect(day.endsAt).toBe('2026-03-09T04:00:00.000Z');
    const march = await daily.pastProblems(user.id, 'America/New_York', '2026-03');
    expect(march.days.map((d) => d.date)).toEqual(Array.from({ length: 8 }, (_, i) => `2026-03-0${8 - i}`));
    expect(await daily.pastProblems(user.id, 'America/New_York', '2026-04')).toMatchObject({ days: [] });

    const response = await t.app.inject({ url: '/api/daily/problems?month=2026-01', headers: user.headers });
    const body = DailyProblemsResponseSchema.parse(response.json());
    expect(body.days).toHaveLength(31);
    expect((await t.app.inject({ url: '/api/daily/problems?month=2026-13', headers: user.headers })).statusCode).toBe(400);
  });

  it('emails reminders at the learner’s hour when reviews are due, none when nothing is, and unsubscribes without sign-in', async () => {
    const due = await newUser();
    const idle = await newUser();
    const save = (headers: Headers, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/daily/reminders', headers, payload });
    const bad = await save(due.headers, { enabled: true, hour: 8, timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    const saved = await save(due.headers, { enabled: true, hour: 8, timeZone: 'Asia/Kolkata' });
    expect(DailyReminderResponseSchema.parse(saved.json()).reminder).toEqual({
      enabled: true,
      hour: 8,
      timeZone: 'Asia/Kolkata',
    });
    await save(idle.headers, { enabled: true, hour: 8, timeZone: 'Asia/Kolkata' });

    let clock = new Date('2026-02-01T00:00:00Z');
    const { daily, mail } = servicesAt(() => clock);
    await daily.onProblemSubmitted({
      userId: due.id,
      problemSlug: 'two-sum',
      accepted: true,
      at: clock,
      timeZone: 'Asia/Kolkata',
    });
    const outbox = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

    clock = new Date('2026-02-10T01:30:00Z'); // 07:00 in Kolkata: not their hour yet
    await mail.sweep();
    expect(await outbox(due.email)).toHaveLength(0);
    clock = new Date('2026-02-10T02:31:00Z'); // 08:01
    await mail.sweep();
    await mail.sweep();
    const sent = await outbox(due.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('1 review is due today');
    expect(sent[0]?.textBody).toContain('Two Sum');
    expect(sent[0]?.textBody).toContain('Problem of the day:');
    expect(await outbox(idle.email)).toHaveLength(0);

    const [row] = await t.database.db.select().from(dailyReminders).where(eq(dailyReminders.userId, due.id));
    const link = sent[0]?.textBody.match(/\/api\/daily\/reminders\/unsubscribe\?token=[\w-]+/)?.[0];
    expect(link).toContain(row?.unsubscribeToken);
    const unsubscribe = await t.app.inject({ url: link as string });
    expect(unsubscribe.statusCode).toBe(200);
    expect(unsubscribe.body).toContain('no longer receive');
    const settings = await t.app.inject({ url: '/api/daily/reminders', headers: due.headers });
    expect(settings.json().reminder.enabled).toBe(false);
    expect((await t.app.inject({ url: '/api/daily/reminders/unsubscribe?token=not-a-real-token-at-all-xx' })).statusCode).toBe(
      404,
    );

    clock = new Date(clock.getTime() + DAY_MS);
    await mail.sweep();
    expect(await outbox(due.email)).toHaveLength(1);
  });
});
