import { readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTERVIEW_DOC, INTERVIEW_STATE_MESSAGE, type InterviewLiveState } from '@codingkaro/contracts';
import { createRunner, type Runner } from '@codingkaro/runner';
import { eq } from 'drizzle-orm';
import * as decoding from 'lib0/decoding';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { mailOutbox } from '../src/modules/mail/tables';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { createProblemsFixture } from './problems-fixture';

/** Polls until `check` holds (the test's own timeout bounds it). */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never happened: ${what}`);
}

const socketWithCookie = (cookie: string) =>
  class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
    }
  } as unknown as typeof globalThis.WebSocket;

// A passage of two-sum's editorial and its approach (a hint): neither may reach the candidate unrevealed.
const EDITORIAL_PASSAGE = 'the partner it needs is';
const APPROACH_HINT = 'One pass with a hash map';

let runner: Runner;
let dir: string;
let t: TestApp;
let port: number;
let interviewer: { cookie: string };
let candidate: { cookie: string };
let outsider: { cookie: string };
const providers: WebsocketProvider[] = [];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  dir = createProblemsFixture();
  runner = createRunner({ cacheDir: join(tmpdir(), 'ck-interview-test-runner-cache') });
  t = await buildTestApp('pglite', { CONTENT_DIR: dir, INTERVIEW_SUBMIT_RATE_LIMIT_PER_MINUTE: '3' }, { runner });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  interviewer = await devSignIn(t.app, 'Asha Rao', 'asha@example.com');
  candidate = await devSignIn(t.app, 'Ravi Kumar', 'ravi@example.com');
  outsider = await devSignIn(t.app, 'Meera Das', 'meera@example.com');
  // The library is seeded after start-up.
  await until(async () => (await t.app.inject({ url: '/api/problems/two-sum' })).statusCode === 200, 'library seeded');
}, 180_000);
afterEach(() => {
  for (const provider of providers.splice(0)) provider.destroy();
  for (const socket of sockets.splice(0)) socket.terminate();
});
afterAll(async () => {
  await t?.close();
  await runner?.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

const createRoom = async () => {
  const created = await call('POST', '/api/interview/rooms', interviewer.cookie, { title: 'Hash maps round' });
  const room = created.json().room as { id: string; inviteToken: string };
  const joined = await call('POST', `/api/interview/rooms/${room.id}/join`, candidate.cookie, { token: room.inviteToken });
  expect(joined.statusCode, joined.body).toBe(200);
  return room;
};

/** A member's client: the shared document and the server-written state it received. */
const connect = (roomId: string, cookie: string) => {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(`ws://127.0.0.1:${port}/api/interview/rooms`, `${roomId}/socket`, doc, {
    WebSocketPolyfill: socketWithCookie(cookie),
    disableBc: true,
  });
  const client = { doc, provider, code: doc.getText(INTERVIEW_DOC.code), state: null as InterviewLiveState | null };
  provider.messageHandlers[INTERVIEW_STATE_MESSAGE] = (_encoder, decoder) => {
    const next = JSON.parse(decoding.readVarString(decoder)) as InterviewLiveState;
    if (!client.state || next.rev >= client.state.rev) client.state = next;
  };
  providers.push(provider);
  return client;
};

/** Every frame the server sends on a member's socket, as text (to search it for secrets). */
const listen = (roomId: string, cookie: string) => {
  const frames: string[] = [];
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/interview/rooms/${roomId}/socket`, { headers: { cookie } });
  socket.on('message', (data: Buffer) => frames.push(data.toString('utf8')));
  sockets.push(socket);
  return frames;
};

describe('interview room: a library problem, hints and Submit through the sandboxed runner', () => {
  it('shows both the statement, keeps the editorial and unrevealed hints from the candidate, judges the shared code for both', async () => {
    const room = await createRoom();
    const seenByCandidate = listen(room.id, candidate.cookie);
    const asha = connect(room.id, interviewer.cookie);
    const ravi = connect(room.id, candidate.cookie);
    await until(() => asha.provider.synced && ravi.provider.synced, 'both synced');

    // Only the interviewer chooses the problem and sees its editorial and hints.
    expect((await call('PUT', `/api/interview/rooms/${room.id}/problem`, candidate.cookie, { slug: 'two-sum' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/api/interview/rooms/${room.id}/problem`, interviewer.cookie, { slug: 'no-such' })).statusCode,
    ).toBe(404);
    const chosen = await call('PUT', `/api/interview/rooms/${room.id}/problem`, interviewer.cookie, { slug: 'two-sum' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().state.problem).toMatchObject({ slug: 'two-sum', title: 'Two Sum', difficulty: 'Easy' });
    expect((await call('GET', `/api/interview/rooms/${room.id}/private`, candidate.cookie)).statusCode).toBe(403);
    const secret = (await call('GET', `/api/interview/rooms/${room.id}/private`, interviewer.cookie)).json();
    expect(secret.editorialHtml).toContain(EDITORIAL_PASSAGE);
    const hints = secret.hints.map((hint: { text: string }) => hint.text) as string[];
    expect(hints).toContain(`An approach to consider: ${APPROACH_HINT}.`);
    expect(hints[0]).toMatch(/^Topics: /);

    // Both see the statement; the empty shared code got the starter code (the room's Python).
    await until(() => ravi.state?.problem?.slug === 'two-sum', 'the candidate sees the problem');
    expect(ravi.state?.problem?.statementHtml).toBe(chosen.json().state.problem.statementHtml);
    await until(() => ravi.code.toString().includes('def twoSum'), 'starter code shared');

    // A revealed hint reaches the candidate; the others stay with the interviewer.
    const approach = hints.indexOf(`An approach to consider: ${APPROACH_HINT}.`);
    const firstHint = approach === 0 ? 1 : 0;
    expect((await call('POST', `/api/interview/rooms/${room.id}/hints/reveal`, candidate.cookie, { index: 0 })).statusCode).toBe(
      403,
    );
    const revealed = await call('POST', `/api/interview/rooms/${room.id}/hints/reveal`, interviewer.cookie, { index: firstHint });
    expect(revealed.statusCode, revealed.body).toBe(200);
    await until(() => ravi.state?.revealedHints.length === 1, 'the candidate sees the hint');
    expect(ravi.state?.revealedHints).toEqual([hints[firstHint]]);

    // The candidate writes a solution and submits: both see Accepted, who submitted and when.
    const solution = readFileSync(join(dir, 'problems', 'two-sum', 'solutions', 'python.py'), 'utf8');
    ravi.doc.transact(() => {
      ravi.code.delete(0, ravi.code.length);
      ravi.code.insert(0, solution);
    });
    await until(() => asha.code.toString() === solution, 'the interviewer has the code');
    const submitted = await call('POST', `/api/interview/rooms/${room.id}/submit`, candidate.cookie);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().submission).toMatchObject({ verdict: 'Accepted', submittedBy: 'Ravi Kumar', status: 'done' });
    for (const who of [asha, ravi]) {
      await until(() => who.state?.submission?.verdict === 'Accepted', 'both see the verdict');
      expect(who.state?.submission?.testsPassed).toBe(who.state?.submission?.totalTests);
      expect(who.state?.submission?.submittedAt).toBe(submitted.json().submission.submittedAt);
    }

    // Wrong code: the verdict says so, for both.
    ravi.doc.transact(() => {
      ravi.code.delete(0, ravi.code.length);
      ravi.code.insert(0, 'class Solution:\n    def twoSum(self, nums, target):\n        return [0, 0]\n');
    });
    await until(() => asha.code.toString().includes('[0, 0]'), 'the interviewer has the new code');
    const wrong = await call('POST', `/api/interview/rooms/${room.id}/submit`, interviewer.cookie);
    expect(wrong.json().submission).toMatchObject({ verdict: 'Wrong Answer', submittedBy: 'Asha Rao' });
    await until(() => ravi.state?.submission?.verdict === 'Wrong Answer', 'the candidate sees Wrong Answer');

    // Nothing the candidate received over HTTP or the socket holds the editorial or an unrevealed hint.
    const candidateHttp = [
      (await call('GET', `/api/interview/rooms/${room.id}`, candidate.cookie)).body,
      (await call('GET', `/api/interview/rooms/${room.id}/state`, candidate.cookie)).body,
      (await call('GET', '/api/interview/rooms', candidate.cookie)).body,
    ];
    await until(() => seenByCandidate.some((frame) => frame.includes('Wrong Answer')), 'the raw socket got the states');
    for (const text of [...candidateHttp, ...seenByCandidate]) {
      expect(text).not.toContain(EDITORIAL_PASSAGE);
      expect(text).not.toContain(APPROACH_HINT);
    }
    expect(seenByCandidate.some((frame) => frame.includes(hints[firstHint] as string))).toBe(true);
  }, 180_000);

  it('refuses Submit without a problem, from observers and non-members, and limits it per room', async () => {
    const room = await createRoom();
    const submit = (cookie: string) => call('POST', `/api/interview/rooms/${room.id}/submit`, cookie);
    const first = await submit(candidate.cookie);
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toMatch(/Choose a problem first/);
    expect((await submit(outsider.cookie)).statusCode).toBe(403);
    expect((await submit(interviewer.cookie)).statusCode).toBe(400);
    // Three per minute for the whole room, whoever presses it.
    expect((await submit(candidate.cookie)).statusCode).toBe(429);
    // Another room has its own budget.
    const other = await createRoom();
    expect((await call('POST', `/api/interview/rooms/${other.id}/submit`, candidate.cookie)).statusCode).toBe(400);
  });

  it('keeps run and timer out of the shared document: a forged write there changes nothing anyone is shown', async () => {
    const room = await createRoom();
    const ravi = connect(room.id, candidate.cookie);
    await until(() => ravi.provider.synced && ravi.state !== null, 'synced with state');
    ravi.doc.getMap(INTERVIEW_DOC.run).set('stdout', 'forged output');
    ravi.doc.getMap(INTERVIEW_DOC.timer).set('endsAt', 1);
    const asha = connect(room.id, interviewer.cookie);
    await until(() => asha.doc.getMap(INTERVIEW_DOC.run).get('stdout') === 'forged output', 'the forged map synced');
    const state = (await call('GET', `/api/interview/rooms/${room.id}/state`, interviewer.cookie)).json().state;
    expect(state.run).toBeNull();
    expect(state.timer).toEqual({ durationMs: 45 * 60_000, endsAt: null, remainingMs: 45 * 60_000 });
    expect(asha.state?.run ?? null).toBeNull();
  });
});

describe('interview room: private notes and the scorecard', () => {
  it('keeps the notes with the interviewer and sends the candidate the scorecard by email and in past sessions', async () => {
    const room = await createRoom();
    const seenByCandidate = listen(room.id, candidate.cookie);
    const notes = 'Missed the empty-array case <b>twice</b>; PRIVATE-NOTE-MARK';
    expect((await call('PUT', `/api/interview/rooms/${room.id}/notes`, candidate.cookie, { notes })).statusCode).toBe(403);
    const saved = await call('PUT', `/api/interview/rooms/${room.id}/notes`, interviewer.cookie, { notes });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', `/api/interview/rooms/${room.id}/private`, interviewer.cookie)).json().notes).toBe(notes);
    expect(
      (await call('PUT', `/api/interview/rooms/${room.id}/notes`, interviewer.cookie, { notes: 'x'.repeat(20_001) })).statusCode,
    ).toBe(400);

    const card = { problemSolving: 3, codeQuality: 2, communication: 4, testing: 1, comments: 'Talk through edge cases sooner.' };
    expect((await call('PUT', `/api/interview/rooms/${room.id}/scorecard`, candidate.cookie, card)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/interview/rooms/${room.id}/scorecard`, interviewer.cookie, { ...card, testing: 5 })).statusCode,
    ).toBe(400);
    expect((await call('GET', `/api/interview/rooms/${room.id}/scorecard`, candidate.cookie)).json().scorecard).toBeNull();
    const scored = await call('PUT', `/api/interview/rooms/${room.id}/scorecard`, interviewer.cookie, card);
    expect(scored.statusCode, scored.body).toBe(200);
    expect(scored.json().scorecard).toMatchObject(card);
    // A correction updates it without a second email.
    const corrected = await call('PUT', `/api/interview/rooms/${room.id}/scorecard`, interviewer.cookie, { ...card, testing: 2 });
    expect(corrected.json().scorecard.testing).toBe(2);

    // The candidate: in "My past sessions" and by email (one, in the outbox).
    const mine = (await call('GET', '/api/interview/rooms', candidate.cookie)).json().rooms as {
      id: string;
      scorecard: { testing: number; comments: string } | null;
    }[];
    expect(mine.find((r) => r.id === room.id)?.scorecard).toMatchObject({ testing: 2, comments: card.comments });
    expect((await call('GET', `/api/interview/rooms/${room.id}/scorecard`, outsider.cookie)).statusCode).toBe(403);
    await t.app.mailer.idle();
    const mail = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'ravi@example.com'));
    const scorecards = mail.filter((message) => message.subject === 'Your scorecard: Hash maps round');
    expect(scorecards).toHaveLength(1);
    expect(scorecards[0]?.textBody).toContain('Problem solving: 3 of 4 (Solid)');
    expect(scorecards[0]?.textBody).toContain('Testing: 1 of 4 (Needs a lot of work)');
    expect(scorecards[0]?.textBody).toContain('Talk through edge cases sooner.');
    expect(scorecards[0]?.textBody).not.toContain('PRIVATE-NOTE-MARK');

    // Nothing the candidate can read holds the notes.
    const candidateHttp = [
      (await call('GET', `/api/interview/rooms/${room.id}`, candidate.cookie)).body,
      (await call('GET', `/api/interview/rooms/${room.id}/state`, candidate.cookie)).body,
      (await call('GET', `/api/interview/rooms/${room.id}/scorecard`, candidate.cookie)).body,
      (await call('GET', '/api/interview/rooms', candidate.cookie)).body,
    ];
    for (const text of [...candidateHttp, ...seenByCandidate]) expect(text).not.toContain('PRIVATE-NOTE-MARK');
  });

  it('refuses a scorecard before anyone took the candidate seat', async () => {
    const created = await call('POST', '/api/interview/rooms', interviewer.cookie, { title: 'Empty room' });
    const id = created.json().room.id as string;
    const card = { problemSolving: 3, codeQuality: 3, communication: 3, testing: 3 };
    const refused = await call('PUT', `/api/interview/rooms/${id}/scorecard`, interviewer.cookie, card);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/wait until someone has taken the invite/);
  });
});

describe('interview room: playback', () => {
  it('replays the code as it was typed, for the interviewer and the candidate only', async () => {
    const room = await createRoom();
    const ravi = connect(room.id, candidate.cookie);
    await until(() => ravi.provider.synced, 'synced');
    const frames = async (cookie: string) =>
      (await call('GET', `/api/interview/rooms/${room.id}/playback`, cookie)).json().frames as { code: string; at: string }[];
    for (const line of ['a = 1', '\nb = 2', '\nprint(a + b)']) {
      ravi.code.insert(ravi.code.length, line);
      const expected = ravi.code.toString();
      await until(async () => (await frames(interviewer.cookie)).at(-1)?.code === expected, 'stored');
    }
    const history = await frames(candidate.cookie);
    expect(history.map((frame) => frame.code)).toEqual(['a = 1', 'a = 1\nb = 2', 'a = 1\nb = 2\nprint(a + b)']);
    expect(history.map((frame) => frame.at)).toEqual(history.map((frame) => frame.at).sort());
    expect((await call('GET', `/api/interview/rooms/${room.id}/playback`, outsider.cookie)).statusCode).toBe(403);
  });
});
