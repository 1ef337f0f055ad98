import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Course, GetCourseResponseSchema, SheetPlacesResponseSchema } from '@codingkaro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../src/lib/domain-events';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { databaseKinds } from './databases';

type Headers = Record<string, string>;

function contentFile(contentDir: string, slug: string) {
  return JSON.parse(readFileSync(join(contentDir, 'sheets', `${slug}.json`), 'utf8')) as {
    name: string;
    days: { dayNumber: number; questions: { key: string }[] }[];
  };
}

describe.each(databaseKinds)('courses (%s)', (kind) => {
  let t: TestApp;
  let asha: Headers;
  let ravi: Headers;
  /** The SQL of every query touching the courses tables (session lookups and other modules' listeners left out). */
  const courseQueries: string[] = [];
  const queryLogger = {
    logQuery(query: string) {
      if (/"(courses|course_days|course_questions|question_progress)"/.test(query)) courseQueries.push(query);
    },
  };
  const countCourseQueries = async (action: () => Promise<unknown>) => {
    courseQueries.length = 0;
    await action();
    return courseQueries.length;
  };

  const getCourse = async (ref: string, headers: Headers = {}, query = '') => {
    const response = await t.app.inject({ url: `/codingkaro/courses/${encodeURIComponent(ref)}${query}`, headers });
    return response;
  };
  const course = async (ref: string, headers: Headers = {}) => {
    const response = await getCourse(ref, headers);
    expect(response.statusCode).toBe(200);
    return response.json().data as Course;
  };
  const put = (c: Course, day: number, questionId: string, payload: object, headers: Headers = asha) =>
    t.app.inject({
      method: 'PUT',
      url: `/codingkaro/courses/${c._id}/days/${day}/questions/${questionId}`,
      headers,
      payload,
    });
  const find = (c: Course, id: string) => c.days.flatMap((d) => d.questions).find((q) => q.id === id);

  beforeAll(async () => {
    t = await buildTestApp(kind, {}, { queryLogger });
    asha = { cookie: (await devSignIn(t.app, 'Asha', 'asha@example.com')).cookie };
    ravi = { authorization: `Bearer ${(await devSignIn(t.app, 'Ravi', 'ravi@example.com')).token}` };
  }, 180_000);
  afterAll(async () => t?.close());

  it('serves the three courses with the totals of their content files', async () => {
    const expected = { 'data-structures': [191, 27], lovebabbar: [448, 15] } as Record<string, [number, number]>;
    for (const slug of ['data-structures', 'lovebabbar', 'fullstack']) {
      const file = contentFile(t.config.contentDir, slug);
      const total = file.days.reduce((n, d) => n + d.questions.length, 0);
      const data = await course(file.name);
      expect(data.slug).toBe(slug);
      expect(data.totalQuestions).toBe(total);
      expect(data.days).toHaveLength(file.days.length);
      expect(data.days.flatMap((d) => d.questions)).toHaveLength(total);
      expect(data.completedQuestions).toBe(0);
      if (expected[slug]) expect([total, file.days.length]).toEqual(expected[slug]);
    }
  });

  it('answers an unchanged course page with 304 (ETag), and a changed one or another viewer with 200', async () => {
    // ravi's own progress on fullstack (no other test writes it), so his page differs from a guest's
    const c = await course('fullstack', ravi);
    const [q1, q2] = c.days.flatMap((d) => d.questions.map((q) => ({ day: d.dayNumber, id: q.id })));
    if (!q1 || !q2) throw new Error('fullstack has fewer than two questions');
    expect((await put(c, q1.day, q1.id, { status: true }, ravi)).statusCode).toBe(200);

    const first = await getCourse('fullstack', ravi);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await getCourse('fullstack', { ...ravi, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // a list of validators, or the tag without its weak prefix, matches too
    expect((await getCourse('fullstack', { ...ravi, 'if-none-match': `"other", ${etag.slice(2)}` })).statusCode).toBe(304);
    // a guest (no progress) gets another answer
    expect((await getCourse('fullstack', { 'if-none-match': etag })).statusCode).toBe(200);

    expect((await put(c, q2.day, q2.id, { notes: 'etag check' }, ravi)).statusCode).toBe(200);
    const changed = await getCourse('fullstack', { ...ravi, 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(find(changed.json().data as Course, q2.id)?.notes).toBe('etag check');
  });

  it('finds a course by the spec name, by slug and under /api', async () => {
    const byName = await getCourse('DSA Placement Preparation');
    expect(byName.json()).toMatchObject({ success: true, message: expect.any(String), data: { slug: 'data-structures' } });
    const bySlug = await course('data-structures');
    expect(bySlug._id).toBe(byName.json().data._id);
    const viaApi = await t.app.inject({ url: '/api/codingkaro/courses/lovebabbar' });
    expect(viaApi.json().data.name).toBe("Love Babbar's 450 DSA Sheet");
    const day1 = bySlug.days[0];
    expect(day1).toMatchObject({ dayNumber: 1, dayTitle: 'Arrays' });
    expect(day1?.questions[0]).toMatchObject({
      title: 'Set Matrix Zeros',
      difficulty: 'Medium',
      status: false,
      forRevision: false,
      notes: '',
      updatedAt: null,
      // The library has this problem, so practice points inside the site and keeps the external link.
      problemSlug: 'set-matrix-zeroes',
      links: { practice: '/problems/set-matrix-zeroes', externalPractice: expect.stringContaining('leetcode.com') },
    });
    const missing = await getCourse('no-such-course');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Course not found', code: 'NOT_FOUND' });
  });

  it('lists the courses for All Courses', async () => {
    const response = await t.app.inject({ url: '/api/courses' });
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { slug: string; totalQuestions: number; route: string; dayCount: number }[];
    expect(list.map((c) => c.slug)).toEqual(['data-structures', 'lovebabbar', 'fullstack']);
    expect(list[0]).toMatchObject({ totalQuestions: 191, dayCount: 27, route: '/courses/data-structures' });
    expect(list[1]).toMatchObject({ totalQuestions: 448, dayCount: 15, problemCountLabel: '450 Problems' });
  });

  it('round-trips status, revision flag and notes for the signed-in user only', async () => {
    const c = await course('lovebabbar', asha);
    const day = c.days[1];
    const q = day?.questions[2];
    if (!day || !q) throw new Error('fixture');
    const steps: [object, object][] = [
      [{ status: true, userEmail: 'asha@example.com' }, { status: true }],
      [{ forRevision: true }, { status: true, forRevision: true }],
      [
        { notes: 'Use two pointers, "carefully", ok?' },
        { status: true, forRevision: true, notes: 'Use two pointers, "carefully", ok?' },
      ],
      [
        { status: false, userEmail: 'ASHA@example.com' },
        { status: false, forRevision: true },
      ],
    ];
    for (const [payload, expected] of steps) {
      const response = await put(c, day.dayNumber, q.id, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, message: 'Question updated successfully' });
      expect(find(response.json().data, q.id)).toMatchObject(expected);
    }
    await put(c, day.dayNumber, q.id, { status: true });
    const mine = await course('lovebabbar', asha);
    expect(find(mine, q.id)).toMatchObject({ status: true, forRevision: true, notes: 'Use two pointers, "carefully", ok?' });
    expect(find(mine, q.id)?.updatedAt).toEqual(expect.any(String));
    expect(mine.completedQuestions).toBe(1);
    const theirs = await course('lovebabbar', ravi);
    expect(find(theirs, q.id)).toMatchObject({ status: false, forRevision: false, notes: '' });
    const guest = await course('lovebabbar');
    expect(find(guest, q.id)).toMatchObject({ status: false, notes: '' });
    const list = (await t.app.inject({ url: '/api/courses', headers: asha })).json().data;
    expect(list[1].completedQuestions).toBe(1);
  });

  it('asks guests to log in before saving anything', async () => {
    const c = await course('data-structures');
    const q = c.days[0]?.questions[0];
    if (!q) throw new Error('fixture');
    for (const payload of [{ status: true }, {}]) {
      const response = await put(c, 1, q.id, payload, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Please login to track your progress', code: 'UNAUTHORIZED' });
    }
    const viaApi = await t.app.inject({
      method: 'PUT',
      url: `/api/codingkaro/courses/${c._id}/days/1/questions/${q.id}`,
      payload: { notes: 'x' },
    });
    expect(viaApi.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/courses/revision' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/courses/lovebabbar/progress.csv' })).statusCode).toBe(401);
  });

  it("refuses another user's email in the query and the body", async () => {
    const get = await getCourse('data-structures', asha, '?userEmail=ravi%40example.com');
    expect(get.statusCode).toBe(403);
    expect(get.json().success).toBe(false);
    const own = await getCourse('data-structures', asha, '?userEmail=asha%40example.com');
    expect(own.statusCode).toBe(200);
    const guestWithEmail = await getCourse('data-structures', {}, '?userEmail=ravi%40example.com');
    expect(guestWithEmail.statusCode).toBe(200);
    const c = await course('data-structures', asha);
    const q = c.days[0]?.questions[1];
    if (!q) throw new Error('fixture');
    const response = await put(c, 1, q.id, { status: true, userEmail: 'ravi@example.com' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'You can only update your own progress', code: 'FORBIDDEN' });
    expect(find(await course('data-structures', ravi), q.id)?.status).toBe(false);
    expect(find(await course('data-structures', asha), q.id)?.status).toBe(false);
  });

  it('answers 400 for zero fields, two fields, wrong types and too-long notes', async () => {
    const c = await course('data-structures', asha);
    const q = c.days[0]?.questions[2];
    if (!q) throw new Error('fixture');
    const cases: [object, RegExp][] = [
      [{}, /exactly one of status, forRevision or notes/],
      [{ userEmail: 'asha@example.com' }, /exactly one of status, forRevision or notes/],
      [{ status: true, notes: 'x' }, /exactly one of status, forRevision or notes/],
      [{ status: true, forRevision: false, notes: '' }, /exactly one/],
      [{ status: 'yes' }, /status/],
      [{ notes: 'x'.repeat(2001) }, /Invalid notes: Notes must be at most 2000 characters/],
    ];
    for (const [payload, message] of cases) {
      const response = await put(c, 1, q.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const exactly2000 = await put(c, 1, q.id, { notes: 'x'.repeat(2000) });
    expect(exactly2000.statusCode).toBe(200);
  });

  it('answers 404 for an unknown course, day or question, or a question of another day', async () => {
    const c = await course('data-structures', asha);
    const q = c.days[0]?.questions[0];
    const other = await course('lovebabbar');
    if (!q) throw new Error('fixture');
    const at = (courseId: string, day: number | string, questionId: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/codingkaro/courses/${courseId}/days/${day}/questions/${questionId}`,
        headers: asha,
        payload: { status: true },
      });
    const expectations: [Promise<{ statusCode: number; json(): { message: string } }>, string][] = [
      [at('00000000-0000-0000-0000-000000000001', 1, q.id), 'Course not found'],
      [at('not-a-course', 1, q.id), 'Course not found'],
      [at(c._id, 99, q.id), 'Day not found'],
      [at(c._id, 1, '00000000-0000-0000-0000-000000000001'), 'Question not found'],
      [at(c._id, 1, 'garbage'), 'Question not found'],
      [at(c._id, 2, q.id), 'Question not found in this day'],
      [at(c._id, 1, other.days[0]?.questions[0]?.id ?? ''), 'Question not found'],
    ];
    for (const [pending, message] of expectations) {
      const response = await pending;
      expect(response.statusCode, message).toBe(404);
      expect(response.json().message).toBe(message);
    }
    expect((await at(c._id, 'one', q.id)).statusCode).toBe(400);
  });

  // The user's progress stays in memory until this process writes it (progress-cache.ts), so a page
  // seen again costs nothing and a toggle only its upsert. PGlite keeps it 60 s: counts are exact.
  // PostgreSQL keeps it 2 s (another instance may write): on a loaded host an entry may expire
  // between two steps, so a step may cost the one progress query more, never any other.
  const expectQueries = (counted: number, cached: number) =>
    kind === 'pglite' ? expect(counted).toBe(cached) : expect([cached, cached + 1]).toContain(counted);

  it('answers a toggle with the whole updated course in two queries, a signed-in course page in one, a guest page in none', async () => {
    const user = { cookie: (await devSignIn(t.app, 'Counted', 'counted@example.com')).cookie };
    expect(await countCourseQueries(() => course('data-structures', user))).toBe(1);
    const c = await course('data-structures', user);
    const q = c.days[1]?.questions[2];
    if (!q) throw new Error('fixture');
    let answer: Course | undefined;
    const toggle = async () => {
      const response = await put(c, 2, q.id, { status: true }, user);
      expect(response.statusCode).toBe(200);
      answer = response.json().data;
    };
    expectQueries(await countCourseQueries(toggle), 1);
    // The answer is what a fresh read shows: the written value, its time, the new totals.
    let fresh: Course | undefined;
    expect(await countCourseQueries(async () => (fresh = await course('data-structures', user)))).toBe(1);
    expect(answer).toEqual(fresh);
    expect(find(fresh as Course, q.id)).toMatchObject({ status: true, updatedAt: expect.any(String) });
    expect(fresh?.completedQuestions).toBe(c.completedQuestions + 1);
    const payloads = [{ notes: 'two pointers' }, { forRevision: true }, { status: false }];
    for (const [i, payload] of payloads.entries()) {
      // the page above cached the progress again; each write evicts it, so the next write reads it
      expectQueries(await countCourseQueries(() => put(c, 2, q.id, payload, user)), i === 0 ? 1 : 2);
    }
    expect(await countCourseQueries(() => course('data-structures', user))).toBe(1);
    expectQueries(await countCourseQueries(() => course('data-structures', user)), 0);
    expect(await countCourseQueries(() => course('data-structures'))).toBe(0);
  });

  it('shows each write on the next page view at once, from the course screen and from an Accepted submission', async () => {
    const user = { cookie: (await devSignIn(t.app, 'Fresh', 'fresh@example.com')).cookie };
    const userId = (await t.app.inject({ url: '/api/auth/current-user', headers: user })).json().user.id;
    const c = await course('lovebabbar', user);
    const linked = c.days.flatMap((d) => d.questions.map((q) => ({ day: d.dayNumber, q }))).find(({ q }) => q.problemSlug);
    const other = c.days[0]?.questions.find((q) => q.id !== linked?.q.id);
    if (!linked?.q.problemSlug || !other) throw new Error('fixture');
    for (const payload of [{ notes: 'first' }, { forRevision: true }, { notes: 'second' }, { status: true }]) {
      await course('lovebabbar', user); // the page is held in memory (PGlite) ...
      expect((await put(c, c.days[0]?.dayNumber ?? 1, other.id, payload, user)).statusCode).toBe(200);
      expect(find(await course('lovebabbar', user), other.id)).toMatchObject(payload); // ... and the write is seen
    }
    await course('lovebabbar', user);
    await t.app.events.emit('problem.submitted', {
      userId,
      problemSlug: linked.q.problemSlug,
      accepted: true,
      at: new Date(),
      timeZone: null,
    });
    const after = await course('lovebabbar', user);
    expect(find(after, linked.q.id)?.status).toBe(true);
    // the other question, and every question of the sheet that is this problem (a sheet may list it twice)
    const sameProblem = c.days
      .flatMap((d) => d.questions)
      .filter((q) => q.problemSlug === linked.q.problemSlug && q.id !== other.id);
    expect(after.completedQuestions).toBe(c.completedQuestions + 1 + sameProblem.length);
  });

  it('writes exactly the bytes the response schema would (guest, signed in with progress, a toggle answer)', async () => {
    const user = { cookie: (await devSignIn(t.app, 'Bytes', 'bytes@example.com')).cookie };
    const c = await course('lovebabbar', user);
    const withSlug = c.days.flatMap((d) => d.questions.map((q) => ({ day: d.dayNumber, q }))).find(({ q }) => q.problemSlug);
    const first = c.days[0]?.questions[0];
    if (!withSlug || !first) throw new Error('fixture');
    await put(c, withSlug.day, withSlug.q.id, { notes: 'quotes " \\ back\nslash, </script> and ünïcödé \u2028' }, user);
    await put(c, withSlug.day, withSlug.q.id, { status: true }, user);
    const toggle = await put(c, c.days[0]?.dayNumber ?? 1, first.id, { forRevision: true }, user);
    const bodies = [
      toggle,
      await getCourse('lovebabbar', user),
      await getCourse('lovebabbar'),
      await getCourse('data-structures', user),
    ];
    for (const response of bodies) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe(JSON.stringify(GetCourseResponseSchema.parse(response.json())));
    }
    const seen = (await course('lovebabbar', user)).days.flatMap((d) => d.questions);
    expect(seen.find((q) => q.id === withSlug.q.id)).toMatchObject({ status: true, notes: expect.stringContaining('ünïcödé') });
    expect(seen.find((q) => q.id === first.id)).toMatchObject({ forRevision: true, updatedAt: expect.any(String) });
    expect(toggle.json().message).toBe('Question updated successfully');
  });

  it('sends a course page compressed (br or gzip) as the same bytes it sends plain', async () => {
    const user = { cookie: (await devSignIn(t.app, 'Zipped', 'zipped@example.com')).cookie };
    const c = await course('data-structures', user);
    const q = c.days[0]?.questions[0];
    if (!q) throw new Error('fixture');
    await put(c, 1, q.id, { notes: 'compressed' }, user);
    for (const headers of [{}, user]) {
      const plain = await getCourse('data-structures', headers);
      const br = await getCourse('data-structures', { ...headers, 'accept-encoding': 'gzip, deflate, br' });
      const gz = await getCourse('data-structures', { ...headers, 'accept-encoding': 'gzip' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect([br.headers['content-encoding'], gz.headers['content-encoding']]).toEqual(['br', 'gzip']);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
  });

  it('keeps all of 50 parallel toggles on different questions', async () => {
    const user = { cookie: (await devSignIn(t.app, 'Par', 'parallel@example.com')).cookie };
    const c = await course('lovebabbar', user);
    const targets = c.days.flatMap((d) => d.questions.map((q) => ({ day: d.dayNumber, id: q.id }))).slice(0, 50);
    const responses = await Promise.all(targets.map((q) => put(c, q.day, q.id, { status: true }, user)));
    expect(responses.map((r) => r.statusCode)).toEqual(targets.map(() => 200));
    const after = await course('lovebabbar', user);
    expect(after.completedQuestions).toBe(50);
    for (const q of targets) expect(find(after, q.id)?.status).toBe(true);
  });

  it('announces sheet-question.completed when a question becomes complete, with the client time zone', async () => {
    const user = { cookie: (await devSignIn(t.app, 'Events', 'events@example.com')).cookie };
    const userId = (await t.app.inject({ url: '/api/auth/current-user', headers: user })).json().user.id;
    const seen: DomainEvents['sheet-question.completed'][] = [];
    t.app.events.on('sheet-question.completed', (event) => {
      if (event.userId === userId) seen.push(event);
    });
    const c = await course('data-structures', user);
    const [q1, q2] = c.days[1]?.questions ?? [];
    if (!q1 || !q2) throw new Error('fixture');
    const before = Date.now();
    const done = await put(c, 2, q1.id, { status: true }, { ...user, 'x-time-zone': 'Asia/Kolkata' });
    expect(done.statusCode).toBe(200);
    expect(seen).toEqual([{ userId, questionId: q1.id, at: expect.any(Date), timeZone: 'Asia/Kolkata' }]);
    expect(seen[0]?.at.getTime()).toBeGreaterThanOrEqual(before);
    // notes, revision flags and un-completing announce nothing
    await put(c, 2, q1.id, { notes: 'n' }, user);
    await put(c, 2, q1.id, { forRevision: true }, user);
    await put(c, 2, q1.id, { status: false }, user);
    expect(seen).toHaveLength(1);
    // an invalid zone is dropped, not passed on
    await put(c, 2, q2.id, { status: true }, { ...user, 'x-time-zone': 'Mars/Olympus' });
    expect(seen[1]).toMatchObject({ questionId: q2.id, timeZone: null });
  });

  it('keeps both of concurrent status and notes updates on the same question', async () => {
    const user = { cookie: (await devSignIn(t.app, 'Same', 'same@example.com')).cookie };
    const c = await course('data-structures', user);
    const questions = c.days[3]?.questions.slice(0, 5) ?? [];
    for (const [i, q] of questions.entries()) {
      await Promise.all([
        put(c, 4, q.id, { status: true }, user),
        put(c, 4, q.id, { notes: `note ${i}` }, user),
        put(c, 4, q.id, { forRevision: true }, user),
      ]);
    }
    const after = await course('data-structures', user);
    for (const [i, q] of questions.entries()) {
      expect(find(after, q.id)).toMatchObject({ status: true, forRevision: true, notes: `note ${i}` });
    }
  });

  it('lists revision questions across courses, least recently reviewed first', async () => {
    const user = { cookie: (await devSignIn(t.app, 'Rev', 'rev@example.com')).cookie };
    const ds = await course('data-structures', user);
    const lb = await course('lovebabbar', user);
    const a = ds.days[4]?.questions[0];
    const b = lb.days[2]?.questions[0];
    const cq = ds.days[0]?.questions[3];
    if (!a || !b || !cq) throw new Error('fixture');
    await put(ds, 5, a.id, { forRevision: true }, user);
    await new Promise((r) => setTimeout(r, 15));
    await put(lb, 3, b.id, { forRevision: true }, user);
    await new Promise((r) => setTimeout(r, 15));
    await put(ds, 1, cq.id, { forRevision: true }, user);
    await put(ds, 1, cq.id, { notes: 'notes alone do not count as a review' }, user);
    await new Promise((r) => setTimeout(r, 15));
    await put(ds, 5, a.id, { status: true }, user); // reviewing `a` again moves it to the end
    await put(ds, 1, ds.days[0]?.questions[4]?.id ?? '', { notes: 'not flagged' }, user);

    const response = await t.app.inject({ url: '/api/courses/revision', headers: user });
    expect(response.statusCode).toBe(200);
    const items = response.json().data as { questionId: string; courseSlug: string; reviewedAt: string; notes: string }[];
    expect(items.map((i) => i.questionId)).toEqual([b.id, cq.id, a.id]);
    expect(items[0]).toMatchObject({ courseSlug: 'lovebabbar', dayNumber: 3, reviewedAt: expect.any(String) });
    expect(items[1]?.notes).toBe('notes alone do not count as a review');

    await put(lb, 3, b.id, { forRevision: false }, user);
    const after = (await t.app.inject({ url: '/api/courses/revision', headers: user })).json().data;
    expect(after.map((i: { questionId: string }) => i.questionId)).toEqual([cq.id, a.id]);
  });

  it('exports progress as an escaped CSV attachment', async () => {
    const user = { cookie: (await devSignIn(t.app, 'Csv', 'csv@example.com')).cookie };
    const c = await course('data-structures', user);
    const q = c.days[0]?.questions[0];
    const q2 = c.days[0]?.questions[1];
    if (!q || !q2) throw new Error('fixture');
    await put(c, 1, q.id, { status: true }, user);
    await put(c, 1, q.id, { notes: 'He said "use O(1) space", then\nline two' }, user);
    await put(c, 1, q2.id, { notes: '=HYPERLINK("http://evil")' }, user);

    const response = await t.app.inject({ url: '/api/courses/data-structures/progress.csv', headers: user });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="data-structures-progress.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('Day,Day Title,Question,Difficulty,Completed,For Revision,Notes,Updated At,Practice Link');
    expect(response.body).toContain('1,Arrays,Set Matrix Zeros,Medium,Yes,No,"He said ""use O(1) space"", then\nline two",');
    expect(response.body).toContain(`1,Arrays,${q2.title},${q2.difficulty},No,No,"'=HYPERLINK(""http://evil"")",`);
    expect(response.body).toContain("\"Sort an array of 0's, 1's and 2's\"");
    expect(response.body.endsWith('\r\n')).toBe(true);
    const dataRows = response.body.trimEnd().split(/\r\n(?=\d+,)/);
    expect(dataRows).toHaveLength(1 + 191);
    expect((await t.app.inject({ url: '/api/courses/nope/progress.csv', headers: user })).statusCode).toBe(404);
  });

  it('places a library problem in its sheets: course, day, position and the questions either side', async () => {
    const sheet = await course('data-structures');
    const flat = sheet.days.flatMap((d) => d.questions.map((q) => ({ ...q, dayNumber: d.dayNumber, dayTitle: d.dayTitle })));
    const at = flat.findIndex((q) => q.problemSlug === 'two-sum');
    expect(at).toBeGreaterThan(0);
    const response = await t.app.inject({ url: '/api/courses/places/two-sum' });
    expect(response.statusCode).toBe(200);
    const { places } = SheetPlacesResponseSchema.parse(response.json());
    const place = places.find((p) => p.courseSlug === 'data-structures');
    const before = flat[at - 1];
    const after = flat[at + 1];
    expect(place).toEqual({
      courseSlug: 'data-structures',
      courseTitle: sheet.title,
      dayNumber: flat[at]?.dayNumber,
      dayTitle: flat[at]?.dayTitle,
      questionKey: flat[at]?.key,
      questionTitle: flat[at]?.title,
      position: at + 1,
      total: flat.length,
      previous: before && {
        key: before.key,
        title: before.title,
        problemSlug: before.problemSlug ?? null,
        practice: before.problemSlug ? null : before.links.practice,
      },
      next: after && {
        key: after.key,
        title: after.title,
        problemSlug: after.problemSlug ?? null,
        practice: after.problemSlug ? null : after.links.practice,
      },
    });
    // The first question of a sheet has no previous one; a problem in no sheet has no places.
    const first = flat[0];
    if (first?.problemSlug) {
      const firstPlaces = (await t.app.inject({ url: `/api/courses/places/${first.problemSlug}` })).json().places;
      expect(firstPlaces.find((p: { questionKey: string }) => p.questionKey === first.key)?.previous).toBeNull();
    }
    expect((await t.app.inject({ url: '/api/courses/places/no-such-problem' })).json()).toEqual({ success: true, places: [] });
    expect((await t.app.inject({ url: '/api/courses/places/Bad%20Slug' })).statusCode).toBe(400);
  });
});
