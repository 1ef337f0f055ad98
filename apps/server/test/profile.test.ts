import type { PlatformId } from '@codingkaro/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { platformStatsCache } from '../src/modules/profile/tables';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { databaseKinds } from './databases';
import { KNOWN_USERS, profileReplayRoute, type ReplayMode, replayEnv } from './profile-replay';
import { type ReplayServer, startReplayServer } from './replay-server';

describe.each(databaseKinds)('profile API (%s)', (kind) => {
  let replay: ReplayServer;
  let t: TestApp;
  const modes: Partial<Record<PlatformId, ReplayMode>> = {};
  let asha: { cookie: string };
  let ravi: { cookie: string };

  beforeAll(async () => {
    replay = await startReplayServer(profileReplayRoute(modes));
    t = await buildTestApp(kind, { ...replayEnv(replay.url), PROFILE_FETCH_TIMEOUT_MS: '400', PROFILE_REFRESH_PER_MINUTE: '2' });
    asha = await devSignIn(t.app, 'Asha Rao', 'asha@example.com');
    ravi = await devSignIn(t.app, 'Ravi Kumar', 'ravi@example.com');
  });
  afterAll(async () => {
    await t.close();
    await replay.close();
  });
  beforeEach(() => {
    for (const key of Object.keys(modes)) delete modes[key as PlatformId];
  });

  const get = (cookie: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/profile/user${query}`, headers: { cookie } });
  const post = (cookie: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/user' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/profile/update', payload: { leetcode: 'x' } })).statusCode).toBe(401);
  });

  it('answers 404 before anything is saved (the client shows the new-user default)', async () => {
    expect((await get(asha.cookie)).statusCode).toBe(404);
  });

  it("an email that is not the caller's is refused with 403, on reads and writes", async () => {
    expect((await get(asha.cookie, '?email=ravi@example.com')).statusCode).toBe(403);
    const update = await post(asha.cookie, '/api/profile/update', { email: 'ravi@example.com', leetcode: KNOWN_USERS.leetcode });
    expect(update.statusCode).toBe(403);
    expect((await get(ravi.cookie)).statusCode).toBe(404);
  });

  it('validate asks the platform: known, unknown, badly formed, and unreachable', async () => {
    const known = await post(asha.cookie, '/api/profile/validate', { codeforces: KNOWN_USERS.codeforces });
    expect(known.json()).toEqual({ success: true, codeforces: true });
    const unknown = await post(asha.cookie, '/api/profile/validate', { github: 'no-such-user' });
    expect(unknown.json()).toEqual({ success: true, github: false });
    const malformed = await post(asha.cookie, '/api/profile/validate', { github: 'bad name!' });
    expect(malformed.json()).toEqual({ success: true, github: false });
    modes.hackerrank = 'timeout';
    const down = await post(asha.cookie, '/api/profile/validate', { hackerrank: KNOWN_USERS.hackerrank });
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toMatch(/^Failed to validate username\. Please try again\./);
    expect((await post(asha.cookie, '/api/profile/validate', { github: 'a', leetcode: 'b' })).statusCode).toBe(400);
  });

  it('connects platforms; each platform fails on its own; usernames are checked per platform', async () => {
    modes.codechef = 'html-error';
    const response = await post(asha.cookie, '/api/profile/update', {
      leetcode: KNOWN_USERS.leetcode,
      github: KNOWN_USERS.github,
      codechef: KNOWN_USERS.codechef,
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json().profile;
    expect(profile.platformStats.leetcode).toMatchObject({ status: 'ok', stale: false, username: 'asha_codes' });
    expect(profile.platformStats.leetcode.stats.problemsSolved).toBe(189);
    expect(profile.platformStats.github.stats.github.totalStars).toBe(100);
    expect(profile.platformStats.codechef).toMatchObject({ status: 'error', stats: null, message: 'answered HTTP 403' });
    expect(profile.missingPlatforms).toEqual(['geeksforgeeks', 'codeforces', 'hackerrank']);
    expect(profile).toMatchObject({ name: 'Asha Rao', handle: 'asha', email: 'asha@example.com', isPublic: false });

    const refused = await post(asha.cookie, '/api/profile/update', { codechef: 'has-hyphen' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/codechef/i);

    const disconnected = await post(asha.cookie, '/api/profile/update', { codechef: '' });
    expect(disconnected.json().profile.platformStats.codechef).toBeUndefined();
  });

  it("another user's session never reaches this profile", async () => {
    await post(ravi.cookie, '/api/profile/update', { leetcode: 'someone-else' });
    const mine = (await get(asha.cookie)).json().profile;
    expect(mine.platformStats.leetcode.username).toBe('asha_codes');
    const his = (await get(ravi.cookie)).json().profile;
    expect(his.platformStats.leetcode).toMatchObject({ username: 'someone-else', status: 'not-found' });
    expect(his.platformStats.github).toBeUndefined();
  });

  it('a platform just connected shows stats fetched now, not an earlier lookup of the same name', async () => {
    // Validation (or another learner) looked the name up 16 minutes ago: still fresh for the cache.
    expect((await post(ravi.cookie, '/api/profile/validate', { github: KNOWN_USERS.github })).json().github).toBe(true);
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60 * 1000);
    await t.database.db
      .update(platformStatsCache)
      .set({ fetchedAt: sixteenMinutesAgo })
      .where(
        sql`${platformStatsCache.platform} = 'github' and ${platformStatsCache.usernameKey} = ${KNOWN_USERS.github.toLowerCase()}`,
      );
    const before = replay.requests.length;
    const connected = (await post(ravi.cookie, '/api/profile/update', { github: KNOWN_USERS.github })).json().profile;
    expect(replay.requests.length).toBeGreaterThan(before);
    expect(Date.now() - Date.parse(connected.platformStats.github.fetchedAt)).toBeLessThan(60_000);

    // Reading the profile afterwards is served from the cache, as before.
    const asked = replay.requests.length;
    const read = (await get(ravi.cookie)).json().profile.platformStats.github;
    expect(read.fetchedAt).toBe(connected.platformStats.github.fetchedAt);
    expect(replay.requests.length).toBe(asked);
    await post(ravi.cookie, '/api/profile/update', { github: '' });
  });

  it('serves the old stats while the platform fails (stale-while-revalidate), then caches the failure for 10 minutes', async () => {
    const eightHoursAgo = new Date(Date.now() - 8 * 60 * 60 * 1000);
    await t.database.db
      .update(platformStatsCache)
      .set({ fetchedAt: eightHoursAgo })
      .where(sql`${platformStatsCache.platform} = 'leetcode' and ${platformStatsCache.usernameKey} = 'asha_codes'`);
    modes.leetcode = 'html-error';
    const before = replay.requests.length;
    const first = (await get(asha.cookie)).json().profile.platformStats.leetcode;
    expect(first).toMatchObject({ status: 'ok', stale: true, fetchedAt: eightHoursAgo.toISOString() });
    expect(first.stats.problemsSolved).toBe(189);

    // The background refresh fails; the old stats stay, with the reason. It waits its turn behind
    // the platform's process-wide pacing (one LeetCode call a second), so wait for it, not a fixed time.
    await expect
      .poll(async () => (await get(asha.cookie)).json().profile.platformStats.leetcode.message, { timeout: 5_000 })
      .toBe('answered HTTP 403');
    const second = (await get(asha.cookie)).json().profile.platformStats.leetcode;
    expect(second).toMatchObject({ status: 'ok', stale: true, message: 'answered HTTP 403' });
    const asked = replay.requests.length - before;
    await get(asha.cookie);
    expect(replay.requests.length - before).toBe(asked);
  });

  it('saves the profile card; the website must be an address; refresh is rate-limited', async () => {
    const bad = await post(asha.cookie, '/api/profile/update-basic', {
      name: 'Asha R',
      bio: '',
      location: '',
      website: 'not a site',
      linkedin: '',
      instagram: '',
      github: '',
    });
    expect(bad.statusCode).toBe(400);
    const saved = await post(asha.cookie, '/api/profile/update-basic', {
      email: 'ASHA@example.com',
      name: 'Asha R',
      bio: 'Graphs and DP',
      location: 'Chennai',
      website: 'asha.dev',
      linkedin: 'asha-rao',
      instagram: '',
      github: 'asharao',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({
      name: 'Asha R',
      bio: 'Graphs and DP',
      website: 'asha.dev',
      linkedin: 'asha-rao',
    });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(asha.cookie, '/api/profile/refresh', {})).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('the public page and SVG card exist only after opting in, at a random address, and carry no private fields', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/card/asha.svg' })).statusCode).toBe(404);
    const opted = await post(asha.cookie, '/api/profile/visibility', { isPublic: true });
    const handle: string = opted.json().profile.publicHandle;
    expect(opted.json().profile.isPublic).toBe(true);
    // The address must not reveal the sign-in email's local part.
    expect(handle).toMatch(/^learner-[a-z2-9]{8}$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/public/asha' })).statusCode).toBe(404);
    const card = await t.app.inject({ method: 'GET', url: `/api/profile/card/${handle}.svg?theme=dark` });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(card.headers['cache-control']).toMatch(/max-age=1800/);
    expect(card.body).toContain('Asha R');
    expect(card.body).toContain('189 solved');
    expect(card.body).toContain('#0f172a');
    expect(card.body).not.toContain('asha@example.com');
    const page = (await t.app.inject({ method: 'GET', url: `/api/profile/public/${handle}` })).json();
    expect(JSON.stringify(page)).not.toContain('@example.com');
    await post(asha.cookie, '/api/profile/visibility', { isPublic: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/profile/public/${handle}` })).statusCode).toBe(404);
    // Going public again keeps the same address.
    const again = await post(asha.cookie, '/api/profile/visibility', { isPublic: true });
    expect(again.json().profile.publicHandle).toBe(handle);
    await post(asha.cookie, '/api/profile/visibility', { isPublic: false });
  });

  it('a learner chooses a unique, validated handle; the old address stops answering', async () => {
    await post(ravi.cookie, '/api/profile/visibility', { isPublic: true });
    const chosen = await post(ravi.cookie, '/api/profile/handle', { handle: '  Ravi_Codes  ' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().profile.publicHandle).toBe('ravi_codes');
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/public/ravi_codes' })).statusCode).toBe(200);

    // Taken by someone else: 409 in words, and the other learner keeps their own.
    const taken = await post(asha.cookie, '/api/profile/handle', { handle: 'ravi_codes' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('That handle is taken; choose another');
    // Choosing the handle one already has is not a conflict.
    expect((await post(ravi.cookie, '/api/profile/handle', { handle: 'ravi_codes' })).statusCode).toBe(200);

    for (const [handle, message] of [
      ['ab', 'Use at least 3 characters'],
      ['a'.repeat(31), 'Use at most 30 characters'],
      ['..', 'Use at least 3 characters'],
      ['...', 'Use lower-case letters, digits, "-" and "_", starting and ending with a letter or digit'],
      ['-ravi', 'Use lower-case letters, digits, "-" and "_", starting and ending with a letter or digit'],
      ['ravi.kumar', 'Use lower-case letters, digits, "-" and "_", starting and ending with a letter or digit'],
      ['admin', 'That handle is reserved; choose another'],
    ]) {
      // (asha's session: ten changes a minute is each learner's budget)
      const refused = await post(asha.cookie, '/api/profile/handle', { handle });
      expect(refused.statusCode, handle).toBe(400);
      expect(refused.json().message, handle).toContain(message);
    }
    expect((await post(ravi.cookie, '/api/profile/handle', {})).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/profile/handle', payload: { handle: 'nobody-here' } });
    expect(anonymous.statusCode).toBe(401);

    // Choosing again moves the address.
    const moved = await post(ravi.cookie, '/api/profile/handle', { handle: 'ravi-k' });
    expect(moved.json().profile.publicHandle).toBe('ravi-k');
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/public/ravi_codes' })).statusCode).toBe(404);
    await post(ravi.cookie, '/api/profile/visibility', { isPublic: false });
  });

  it("records this site's own practice from domain events in the user's time zone", async () => {
    const user = (await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: { cookie: asha.cookie } })).json()
      .user;
    const at = new Date('2026-03-01T20:00:00Z');
    await t.app.events.emit('problem.submitted', {
      userId: user.id,
      at,
      timeZone: 'Asia/Kolkata',
      problemSlug: 'not-on-any-sheet',
      accepted: true,
    });
    await t.app.events.emit('sheet-question.completed', { userId: user.id, at, timeZone: null, questionId: 'q-1' });
    const practice = (await get(asha.cookie)).json().profile.practice;
    // 20:00 UTC on 1 March is 01:30 on 2 March in Kolkata; the event without a zone counts in UTC.
    expect(practice.calendar.days).toMatchObject({ '2026-03-02': 1, '2026-03-01': 1 });
    expect(practice.recent.map((item: { title: string }) => item.title)).toEqual([
      'Solved not-on-any-sheet',
      'Completed a sheet question',
    ]);
  });
});
