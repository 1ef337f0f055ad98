import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import {
  INTERVIEW_STATE_MESSAGE,
  PEER_PARTNER_NO_SHOW_MESSAGE,
  PEER_YOU_NO_SHOW_MESSAGE,
  type PeerStatusResponse,
  peerDailyCapMessage,
} from '@codingkaro/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as decoding from 'lib0/decoding';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { createScratchPostgres } from './databases';
import { createProblemsFixture } from './problems-fixture';

/** Polls until `check` holds (the test's own timeout bounds it). */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never happened: ${what}`);
}

type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;
const caller =
  (app: FastifyInstance): Call =>
  (method, url, cookie, payload) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A fresh learner (each test its own, so one test's matches never count toward another's limit). */
const learner = async (app: FastifyInstance, name: string) => {
  const tag = randomBytes(4).toString('hex');
  return { name, ...(await devSignIn(app, name, `${name.toLowerCase().replace(/\W/g, '')}-${tag}@example.com`)) };
};

const EASY_PYTHON = { language: 'python', difficulty: 'Easy' } as const;

describe('peer practice (pglite)', () => {
  let dir: string;
  let t: TestApp;
  let port: number;
  let call: Call;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    dir = createProblemsFixture();
    t = await buildTestApp('pglite', { CONTENT_DIR: dir, INTERVIEW_PEER_DAILY_CAP: '2', INTERVIEW_PEER_HALF_MINUTES: '20' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    call = caller(t.app);
    await until(async () => (await t.app.inject({ url: '/api/problems/two-sum' })).statusCode === 200, 'library seeded');
  }, 180_000);
  afterEach(() => {
    vi.useRealTimers();
    for (const socket of sockets.splice(0)) socket.terminate();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const status = async (cookie: string) => {
    const response = await call('GET', '/api/interview/peer', cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PeerStatusResponse;
  };
  const join = (cookie: string, body: object = EASY_PYTHON) => call('POST', '/api/interview/peer/queue', cookie, body);
  /** Two learners matched: `first` waited, `second` joined and was matched at once. */
  const matchPair = async (first: { cookie: string }, second: { cookie: string }) => {
    expect((await join(first.cookie)).json().queue).toMatchObject(EASY_PYTHON);
    const matched = await join(second.cookie);
    expect(matched.statusCode, matched.body).toBe(200);
    const match = (matched.json() as PeerStatusResponse).match;
    expect(match).toMatchObject({ status: 'pending', youInterviewFirst: false, youOpened: false });
    return match?.roomId as string;
  };
  /** Every frame the server sends on a member's socket, as text. */
  const listen = (roomId: string, cookie: string) => {
    const frames: string[] = [];
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/interview/rooms/${roomId}/socket`, { headers: { cookie } });
    socket.on('message', (data: Buffer) => frames.push(data.toString('utf8')));
    sockets.push(socket);
    return frames;
  };
  const stateFrames = (frames: string[]) =>
    frames.flatMap((frame) => {
      const decoder = decoding.createDecoder(Buffer.from(frame, 'utf8'));
      return decoding.readVarUint(decoder) === INTERVIEW_STATE_MESSAGE ? [frame] : [];
    });

  it('matches two learners with the same language and difficulty into a room with two problems; others keep waiting', async () => {
    const [asha, ravi, meera] = await Promise.all([learner(t.app, 'Asha'), learner(t.app, 'Ravi'), learner(t.app, 'Meera')]);
    expect((await join(asha.cookie)).json()).toMatchObject({ queue: EASY_PYTHON, match: null, matchesToday: 0, dailyCap: 2 });
    // Another language does not match.
    const java = await join(meera.cookie, { language: 'java', difficulty: 'Easy' });
    expect(java.json()).toMatchObject({ queue: { language: 'java' }, match: null });
    const roomId = await matchPair({ cookie: asha.cookie }, ravi).catch(async () => {
      throw new Error('no match');
    });
    expect(roomId).toMatch(/^[0-9a-f-]{36}$/);
    const seenByAsha = await status(asha.cookie);
    expect(seenByAsha).toMatchObject({
      queue: null,
      matchesToday: 1,
      match: { roomId, partnerName: 'Ravi', youInterviewFirst: true },
    });
    expect((await status(meera.cookie)).queue).toMatchObject({ language: 'java' });

    // The one who waited longer interviews first, on an Easy problem; the room knows which half it is.
    const room = (await call('GET', `/api/interview/rooms/${roomId}`, asha.cookie)).json().room;
    expect(room).toMatchObject({ role: 'interviewer', interviewer: { name: 'Asha' }, candidate: { name: 'Ravi' } });
    const state = (await call('GET', `/api/interview/rooms/${roomId}/state`, ravi.cookie)).json().state;
    expect(state.problem).toMatchObject({ difficulty: 'Easy' });
    expect(state.peer).toEqual({ half: 1, interviewerName: 'Asha', candidateName: 'Ravi', halfMinutes: 20 });
    expect(state.timer).toMatchObject({ durationMs: 20 * 60_000, endsAt: null });
    // Both opened the room: the match is on.
    await call('GET', `/api/interview/rooms/${roomId}`, ravi.cookie);
    expect((await status(ravi.cookie)).match).toMatchObject({ status: 'active', youOpened: true, partnerOpened: true });
    await call('DELETE', '/api/interview/peer/queue', meera.cookie);
  });

  it('leaving the queue takes the learner out: the next one waits instead of matching', async () => {
    const [asha, ravi] = await Promise.all([learner(t.app, 'Asha'), learner(t.app, 'Ravi')]);
    const body = { language: 'cpp', difficulty: 'Easy' };
    expect((await join(asha.cookie, body)).json().queue).toMatchObject(body);
    const left = await call('DELETE', '/api/interview/peer/queue', asha.cookie);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ queue: null, match: null });
    expect((await join(ravi.cookie, body)).json()).toMatchObject({ queue: body, match: null });
    await call('DELETE', '/api/interview/peer/queue', ravi.cookie);
  });

  it('concurrent joins make one match per two learners, never two for one', async () => {
    const people = await Promise.all(['P1', 'P2', 'P3', 'P4', 'P5'].map((name) => learner(t.app, name)));
    const body = { language: 'javascript', difficulty: 'Easy' };
    const answers = await Promise.all(people.map((person) => join(person.cookie, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const after = await Promise.all(people.map((person) => status(person.cookie)));
    const rooms = after.flatMap((one) => (one.match ? [one.match.roomId] : []));
    expect(rooms).toHaveLength(4);
    expect(new Set(rooms).size).toBe(2);
    expect(after.filter((one) => one.queue !== null)).toHaveLength(1);
    for (const person of people) await call('DELETE', '/api/interview/peer/queue', person.cookie);
  });

  it('cancels a match when one has not opened the room within 2 minutes; the one who came keeps the slot', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date('2026-11-28T10:00:00Z') });
    const [asha, ravi] = await Promise.all([learner(t.app, 'Asha'), learner(t.app, 'Ravi')]);
    const roomId = await matchPair(asha, ravi);
    const came = await call('GET', `/api/interview/rooms/${roomId}`, asha.cookie);
    expect(came.statusCode).toBe(200);
    const seen = await status(asha.cookie);
    expect(seen.match).toMatchObject({ status: 'pending', youOpened: true, partnerOpened: false });
    expect(Date.parse(seen.match?.openBy ?? '') - Date.parse(seen.match?.createdAt ?? '')).toBe(120_000);

    vi.setSystemTime(new Date('2026-11-28T10:02:01Z'));
    const late = await status(asha.cookie);
    expect(late.match).toMatchObject({ status: 'cancelled', roomId: null, message: PEER_PARTNER_NO_SHOW_MESSAGE });
    expect(late.matchesToday).toBe(0);
    const missed = await status(ravi.cookie);
    expect(missed.match).toMatchObject({ status: 'cancelled', message: PEER_YOU_NO_SHOW_MESSAGE });
    expect(missed.matchesToday).toBe(1);
    // The room is gone; opening it late does not revive the match.
    expect((await call('GET', `/api/interview/rooms/${roomId}`, ravi.cookie)).statusCode).toBe(404);
    // The one who came can queue again at once; the cancelled notice gives way to the queue.
    const again = await join(asha.cookie);
    expect(again.json()).toMatchObject({ queue: EASY_PYTHON, match: null, matchesToday: 0 });
    await call('DELETE', '/api/interview/peer/queue', asha.cookie);
  });

  it('refuses a join past the daily limit, in words, until the next UTC day', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date('2026-11-28T22:00:00Z') });
    const [asha, ravi, meera] = await Promise.all([learner(t.app, 'Asha'), learner(t.app, 'Ravi'), learner(t.app, 'Meera')]);
    for (const partner of [ravi, meera]) {
      const roomId = await matchPair(partner, asha);
      // A match waiting to be opened blocks another join.
      if (partner === ravi) expect((await join(asha.cookie)).statusCode).toBe(409);
      await call('GET', `/api/interview/rooms/${roomId}`, asha.cookie);
      await call('GET', `/api/interview/rooms/${roomId}`, partner.cookie);
    }
    const refused = await join(asha.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(peerDailyCapMessage(2));
    expect(refused.json().message).toBe(
      'You have had 2 peer matches today, the daily limit. You can join the queue again after midnight UTC.',
    );
    expect((await status(asha.cookie)).queue).toBeNull();
    vi.setSystemTime(new Date('2026-11-29T00:00:01Z'));
    expect((await join(asha.cookie)).json()).toMatchObject({ queue: EASY_PYTHON, matchesToday: 0 });
    await call('DELETE', '/api/interview/peer/queue', asha.cookie);
  });

  it('swaps roles for the second half: the editorial, hints and notes follow the interviewer, never the candidate', async () => {
    const [asha, ravi] = await Promise.all([learner(t.app, 'Asha'), learner(t.app, 'Ravi')]);
    const roomId = await matchPair(asha, ravi);
    await call('GET', `/api/interview/rooms/${roomId}`, asha.cookie);
    await call('GET', `/api/interview/rooms/${roomId}`, ravi.cookie);
    const toAsha = listen(roomId, asha.cookie);
    const toRavi = listen(roomId, ravi.cookie);
    await until(() => stateFrames(toAsha).length > 0 && stateFrames(toRavi).length > 0, 'both sockets got the state');

    // First half: Asha interviews.
    const firstPrivate = await call('GET', `/api/interview/rooms/${roomId}/private`, asha.cookie);
    expect(firstPrivate.statusCode).toBe(200);
    const firstEditorial = firstPrivate.json().editorialHtml as string;
    expect(firstEditorial.length).toBeGreaterThan(40);
    expect((await call('GET', `/api/interview/rooms/${roomId}/private`, ravi.cookie)).statusCode).toBe(403);
    const note = 'Ravi rushed the edge cases';
    expect((await call('PUT', `/api/interview/rooms/${roomId}/notes`, asha.cookie, { notes: note })).statusCode).toBe(200);
    const card = { problemSolving: 3, codeQuality: 2, communication: 4, testing: 1, comments: 'Good talk' };
    expect((await call('PUT', `/api/interview/rooms/${roomId}/scorecard`, asha.cookie, card)).statusCode).toBe(200);
    // The candidate cannot start the second half before the first half's time is up.
    expect((await call('POST', `/api/interview/rooms/${roomId}/peer/second-half`, ravi.cookie)).statusCode).toBe(403);
    const firstProblem = (await call('GET', `/api/interview/rooms/${roomId}/state`, ravi.cookie)).json().state.problem.slug;

    const swapped = await call('POST', `/api/interview/rooms/${roomId}/peer/second-half`, asha.cookie);
    expect(swapped.statusCode, swapped.body).toBe(200);
    const state = swapped.json().state;
    expect(state.peer).toMatchObject({ half: 2, interviewerName: 'Ravi', candidateName: 'Asha' });
    expect(state.problem.slug).not.toBe(firstProblem);
    expect(state.problem.difficulty).toBe('Easy');
    // Pressing again does nothing more.
    expect((await call('POST', `/api/interview/rooms/${roomId}/peer/second-half`, ravi.cookie)).json().state.peer.half).toBe(2);

    // Second half: Ravi interviews; Asha is the candidate and is refused the private view.
    expect((await call('GET', `/api/interview/rooms/${roomId}`, asha.cookie)).json().room.role).toBe('candidate');
    expect((await call('GET', `/api/interview/rooms/${roomId}/private`, asha.cookie)).statusCode).toBe(403);
    const secondPrivate = await call('GET', `/api/interview/rooms/${roomId}/private`, ravi.cookie);
    expect(secondPrivate.statusCode).toBe(200);
    const second = secondPrivate.json();
    expect(second.problemSlug).toBe(state.problem.slug);
    expect(second.notes).toBe('');
    expect(second.editorialHtml).not.toBe(firstEditorial);
    // The first half's scorecard does not become the second half's (nor is the new candidate shown it).
    expect((await call('GET', `/api/interview/rooms/${roomId}/scorecard`, ravi.cookie)).json().scorecard).toBeNull();
    await until(() => stateFrames(toAsha).some((frame) => frame.includes('"half":2')), 'Asha saw the second half');

    // Nothing Asha's browser received since carries the second editorial; nothing Ravi's carries Asha's notes.
    const passage = (second.editorialHtml as string)
      .replace(/<[^>]*>/g, '')
      .slice(0, 60)
      .trim();
    const stateForAsha = (await call('GET', `/api/interview/rooms/${roomId}/state`, asha.cookie)).body;
    for (const seen of [...toAsha, stateForAsha]) expect(seen).not.toContain(passage);
    for (const hint of second.hints as { text: string }[]) expect(stateForAsha).not.toContain(hint.text);
    for (const seen of toRavi) expect(seen).not.toContain(note);
    expect(secondPrivate.body).not.toContain(note);
  });

  it('"My past sessions" shows both halves\' scorecards, each with who interviewed whom on which problem', async () => {
    const [asha, ravi] = await Promise.all([learner(t.app, 'Asha'), learner(t.app, 'Ravi')]);
    const roomId = await matchPair(asha, ravi);
    await call('GET', `/api/interview/rooms/${roomId}`, asha.cookie);
    await call('GET', `/api/interview/rooms/${roomId}`, ravi.cookie);
    const problemTitle = async () =>
      (await call('GET', `/api/interview/rooms/${roomId}/state`, ravi.cookie)).json().state.problem.title;
    const firstTitle = await problemTitle();
    const firstCard = { problemSolving: 3, codeQuality: 2, communication: 4, testing: 1, comments: 'Asha on Ravi' };
    expect((await call('PUT', `/api/interview/rooms/${roomId}/scorecard`, asha.cookie, firstCard)).statusCode).toBe(200);
    const pastOf = async (cookie: string) => {
      const response = await call('GET', '/api/interview/rooms', cookie);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().rooms as { id: string; peerScorecards: unknown[] }[]).find((room) => room.id === roomId);
    };
    // Before the swap: the first half's, as given by Asha and received by Ravi.
    expect((await pastOf(ravi.cookie))?.peerScorecards).toEqual([
      expect.objectContaining({
        half: 1,
        interviewerName: 'Asha',
        candidateName: 'Ravi',
        problemTitle: firstTitle,
        viewerGave: false,
      }),
    ]);

    expect((await call('POST', `/api/interview/rooms/${roomId}/peer/second-half`, asha.cookie)).statusCode).toBe(200);
    const secondTitle = await problemTitle();
    expect(secondTitle).not.toBe(firstTitle);
    const secondCard = { problemSolving: 4, codeQuality: 4, communication: 3, testing: 2, comments: 'Ravi on Asha' };
    expect((await call('PUT', `/api/interview/rooms/${roomId}/scorecard`, ravi.cookie, secondCard)).statusCode).toBe(200);

    const halves = (viewerGaveFirst: boolean) => [
      {
        half: 1,
        interviewerName: 'Asha',
        candidateName: 'Ravi',
        problemTitle: firstTitle,
        viewerGave: viewerGaveFirst,
        scorecard: expect.objectContaining(firstCard),
      },
      {
        half: 2,
        interviewerName: 'Ravi',
        candidateName: 'Asha',
        problemTitle: secondTitle,
        viewerGave: !viewerGaveFirst,
        scorecard: expect.objectContaining(secondCard),
      },
    ];
    expect((await pastOf(asha.cookie))?.peerScorecards).toEqual(halves(true));
    expect((await pastOf(ravi.cookie))?.peerScorecards).toEqual(halves(false));
  });
});

describe.skipIf(!process.env.DATABASE_URL)('peer practice on two API instances sharing PostgreSQL', () => {
  let dir: string;
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  const databases: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    dir = createProblemsFixture();
    scratch = await createScratchPostgres(process.env.DATABASE_URL ?? '', 'ck_test_peer');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist', CONTENT_DIR: dir });
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ kind: 'postgres', url: scratch.url });
      databases.push(database);
      const app = await buildApp({ config, database, logger: false });
      await app.ready();
      apps.push(app);
      await until(async () => (await app.inject({ url: '/api/problems/two-sum' })).statusCode === 200, 'library seeded');
    }
  }, 180_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await scratch?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('concurrent joins spread over both instances give one match per pair', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const people = await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map((name, i) => learner(i % 2 ? two : one, name)));
    for (let round = 0; round < 3; round++) {
      const body = { language: 'java', difficulty: 'Easy' };
      // Everyone at once, alternating instances.
      const answers = await Promise.all(
        people.map((person, i) => caller(i % 2 ? one : two)('POST', '/api/interview/peer/queue', person.cookie, body)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      const after = await Promise.all(
        people.map(
          async (person) => (await caller(one)('GET', '/api/interview/peer', person.cookie)).json() as PeerStatusResponse,
        ),
      );
      const rooms = after.map((seen) => seen.match?.roomId);
      expect(after.every((seen) => seen.queue === null)).toBe(true);
      expect(rooms.every(Boolean)).toBe(true);
      // Six learners, three rooms, each room with exactly two of them.
      const counts = new Map<string, number>();
      for (const room of rooms) counts.set(room as string, (counts.get(room as string) ?? 0) + 1);
      expect([...counts.values()]).toEqual([2, 2, 2]);
      // Both open their room (on either instance) so the next round may join.
      await Promise.all(
        people.map((person, i) => caller(i % 2 ? two : one)('GET', `/api/interview/rooms/${rooms[i]}`, person.cookie)),
      );
    }
  });
});
