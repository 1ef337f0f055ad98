import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { WebsocketProvider } from 'y-websocket';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { devSignIn } from './build-app';
import { databaseKinds, openTestDatabase } from './databases';
import { connectRoomClient, until } from './interview-clients';

/** What a socket upgrade answers: 'open', or the HTTP status that refused it. */
function upgradeOutcome(url: string, headers: Record<string, string>): Promise<'open' | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('open', () => {
      socket.close();
      resolve('open');
    });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}

describe.each(databaseKinds)('interview rooms (%s)', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let port = 0;
  const providers: WebsocketProvider[] = [];
  const config = () =>
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      INTERVIEW_COMPACT_AFTER_UPDATES: '20',
    });
  const start = async () => {
    app = await buildApp({ config: config(), database, logger: false });
    await app.listen({ host: '127.0.0.1', port });
    port = (app.server.address() as AddressInfo).port;
  };
  let interviewer: { cookie: string };
  let candidate: { cookie: string };
  let outsider: { cookie: string };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await start();
    interviewer = await devSignIn(app, 'Asha Rao', 'asha@example.com');
    candidate = await devSignIn(app, 'Ravi Kumar', 'ravi@example.com');
    outsider = await devSignIn(app, 'Meera Das', 'meera@example.com');
  }, 180_000);
  afterEach(() => {
    for (const provider of providers.splice(0)) provider.destroy();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const createRoom = async () => {
    const created = await call('POST', '/api/interview/rooms', interviewer.cookie, { title: 'Arrays round' });
    expect(created.statusCode, created.body).toBe(200);
    const room = created.json().room;
    const joined = await call('POST', `/api/interview/rooms/${room.id}/join`, candidate.cookie, { token: room.inviteToken });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().room).toMatchObject({ role: 'candidate', inviteToken: null, candidate: { name: 'Ravi Kumar' } });
    return room as { id: string; inviteToken: string };
  };
  const connect = (roomId: string, cookie: string) => {
    const client = connectRoomClient(port, roomId, cookie);
    providers.push(client.provider);
    return client;
  };

  it('gives the invite to one candidate only; later people are refused unless observers are allowed', async () => {
    const room = await createRoom();
    const again = await call('POST', `/api/interview/rooms/${room.id}/join`, outsider.cookie, { token: room.inviteToken });
    expect(again.statusCode).toBe(403);
    expect((await call('GET', `/api/interview/rooms/${room.id}`, outsider.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/interview/rooms/${room.id}`)).statusCode).toBe(401);

    expect((await call('PATCH', `/api/interview/rooms/${room.id}`, candidate.cookie, { allowObservers: true })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PATCH', `/api/interview/rooms/${room.id}`, interviewer.cookie, { allowObservers: true })).statusCode,
    ).toBe(200);
    const watching = await call('POST', `/api/interview/rooms/${room.id}/join`, outsider.cookie, { token: room.inviteToken });
    expect(watching.json().room.role).toBe('observer');
    const listed = await call('GET', '/api/interview/rooms', candidate.cookie);
    expect(listed.json().rooms.map((r: { id: string }) => r.id)).toContain(room.id);
  });

  it("refuses a non-member's socket upgrade (403) and a guest's (401)", async () => {
    const room = await createRoom();
    const url = `ws://127.0.0.1:${port}/api/interview/rooms/${room.id}/socket`;
    expect(await upgradeOutcome(url, { cookie: outsider.cookie })).toBe(403);
    expect(await upgradeOutcome(url, {})).toBe(401);
    expect(await upgradeOutcome(url, { cookie: candidate.cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeOutcome(url, { cookie: candidate.cookie })).toBe('open');
  });

  it('two clients typing into the same line at once converge on the same text', async () => {
    const room = await createRoom();
    const a = connect(room.id, interviewer.cookie);
    const b = connect(room.id, candidate.cookie);
    await until(() => a.provider.synced && b.provider.synced, 'both synced');
    a.text.insert(0, 'def solve():\n');
    await until(() => b.text.toString() === 'def solve():\n', 'first line reached b');
    // Both type into the same line before seeing each other's keys.
    for (let i = 0; i < 30; i++) {
      a.text.insert(4, 'a');
      b.text.insert(4, 'b');
    }
    await until(() => a.text.toString() === b.text.toString() && a.text.length === 13 + 60, 'converged');
    expect(a.text.toString().match(/a/g)?.length).toBeGreaterThanOrEqual(30);
    expect(b.text.toString().match(/b/g)?.length).toBe(30);
  });

  it("shows each cursor under its session's name, whatever name the client claims", async () => {
    const room = await createRoom();
    const a = connect(room.id, interviewer.cookie);
    const b = connect(room.id, candidate.cookie);
    await until(() => a.provider.synced && b.provider.synced, 'both synced');
    a.provider.awareness.setLocalStateField('user', { name: 'Somebody Else', color: 'red; background: url(x)' });
    const seen = () =>
      [...b.provider.awareness.getStates().values()].map((state) => (state as { user?: { name: string; color: string } }).user);
    await until(() => seen().some((user) => user?.name === 'Asha Rao'), 'a’s cursor reached b');
    expect(seen().find((user) => user?.name === 'Asha Rao')?.color).toBe('#4f46e5');
    expect(seen().some((user) => user?.name === 'Somebody Else')).toBe(false);
  });

  it('an observer receives the document but cannot change it', async () => {
    const room = await createRoom();
    await call('PATCH', `/api/interview/rooms/${room.id}`, interviewer.cookie, { allowObservers: true });
    await call('POST', `/api/interview/rooms/${room.id}/join`, outsider.cookie, { token: room.inviteToken });
    const writer = connect(room.id, interviewer.cookie);
    const watcher = connect(room.id, outsider.cookie);
    await until(() => writer.provider.synced && watcher.provider.synced, 'synced');
    writer.text.insert(0, 'print(1)');
    await until(() => watcher.text.toString() === 'print(1)', 'observer sees the code');
    watcher.text.insert(0, 'HACK ');
    const third = connect(room.id, candidate.cookie);
    await until(
      () => third.provider.synced && third.text.toString() === 'print(1)',
      'third client synced',
      () => `${third.provider.synced} ${JSON.stringify(third.text.toString())}`,
    );
    writer.text.insert(8, '\n');
    await until(() => third.text.toString() === 'print(1)\n', 'later edit arrived');
    expect(writer.text.toString()).toBe('print(1)\n');
  });

  it('keeps every typed character across a restart: a new app instance on the same database', async () => {
    const room = await createRoom();
    const a = connect(room.id, interviewer.cookie);
    await until(() => a.provider.synced, 'synced');
    // More updates than the compaction threshold (20), so rows are merged along the way.
    const typed = 'for i in range(3):\n    print(i)\n';
    for (const char of typed) a.text.insert(a.text.length, char);
    // The typist leaves before the restart, so only the database can hand the text back.
    await until(() => a.provider.wsconnected, 'still connected');
    a.provider.destroy();
    await app.close();
    await start();
    const b = connect(room.id, candidate.cookie);
    await until(
      () => b.text.toString() === typed,
      'the new instance serves what was typed',
      () => `${b.provider.synced} ${JSON.stringify(b.text.toString())}`,
    );

    // A client connected across a second restart reconnects by itself and keeps editing.
    await app.close();
    b.text.insert(b.text.length, '# typed while the server was down\n');
    await start();
    const c = connect(room.id, interviewer.cookie);
    await until(() => c.text.toString() === `${typed}# typed while the server was down\n`, 'offline edit merged on reconnect');
  });

  it('runs a shared timer the interviewer alone starts, pauses and resets, sent by the server to everyone', async () => {
    const room = await createRoom();
    const watcher = connect(room.id, candidate.cookie);
    await until(() => watcher.provider.synced, 'synced');
    const timer = (action: string, cookie: string, minutes?: number) =>
      call('POST', `/api/interview/rooms/${room.id}/timer`, cookie, { action, ...(minutes ? { minutes } : {}) });
    expect((await timer('start', candidate.cookie)).statusCode).toBe(403);
    const started = await timer('start', interviewer.cookie);
    expect(started.statusCode, started.body).toBe(200);
    const { timer: running, serverNow } = started.json();
    expect(running.durationMs).toBe(45 * 60_000);
    expect(running.endsAt).toBeGreaterThanOrEqual(serverNow);
    const shared = () => watcher.state?.timer ?? { endsAt: undefined, remainingMs: undefined };
    await until(() => shared().endsAt === running.endsAt, 'the candidate sees the running timer');
    const paused = (await timer('pause', interviewer.cookie)).json().timer;
    expect(paused.endsAt).toBeNull();
    expect(paused.remainingMs).toBeLessThanOrEqual(45 * 60_000);
    await until(() => shared().endsAt === null && shared().remainingMs === paused.remainingMs, 'paused for everyone');
    const reset = (await timer('reset', interviewer.cookie, 30)).json().timer;
    expect(reset).toEqual({ durationMs: 30 * 60_000, endsAt: null, remainingMs: 30 * 60_000 });
  });

  it('answers malformed requests with 400 and unknown rooms with 404, never 5xx', async () => {
    const room = await createRoom();
    expect((await call('GET', '/api/interview/rooms/not-a-room', interviewer.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/interview/rooms/00000000-0000-4000-8000-000000000000', interviewer.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/interview/rooms', interviewer.cookie, { title: 'x'.repeat(500) })).statusCode).toBe(400);
    expect((await call('POST', '/api/interview/rooms', interviewer.cookie, { allowObservers: 'yes' })).statusCode).toBe(400);
    expect((await call('POST', `/api/interview/rooms/${room.id}/join`, outsider.cookie, { token: '<script>' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', `/api/interview/rooms/${room.id}/timer`, interviewer.cookie, { action: 'explode' })).statusCode,
    ).toBe(400);
    const url = `ws://127.0.0.1:${port}/api/interview/rooms/not-a-room/socket`;
    expect(await upgradeOutcome(url, { cookie: interviewer.cookie })).toBe(400);
  });

  it('tells everyone in the room when the code cannot be run (no runner here: 503)', async () => {
    const room = await createRoom();
    const watcher = connect(room.id, interviewer.cookie);
    await until(() => watcher.provider.synced, 'synced');
    const ran = await call('POST', `/api/interview/rooms/${room.id}/run`, candidate.cookie);
    expect(ran.statusCode).toBe(503);
    const shared = () => watcher.state?.run ?? { status: undefined };
    await until(() => shared().status === 'failed', 'the failure reached the interviewer');
    expect(shared()).toMatchObject({ ranBy: 'Ravi Kumar', language: 'python', message: ran.json().message });
    expect((await call('POST', `/api/interview/rooms/${room.id}/run`, outsider.cookie)).statusCode).toBe(403);
  });

  it('refuses content past the document cap with its own close code', async () => {
    const room = await createRoom();
    const a = connect(room.id, interviewer.cookie);
    await until(() => a.provider.synced, 'synced');
    const closes: number[] = [];
    a.provider.on('connection-close', (event: { code: number } | null) => {
      if (event) closes.push(event.code);
    });
    a.text.insert(0, 'x'.repeat(300 * 1024));
    await until(() => closes.includes(4413), 'closed as full');
    a.provider.disconnect();
    const other = connect(room.id, candidate.cookie);
    await until(() => other.provider.synced, 'other synced');
    expect(other.text.length).toBe(0);
  });
});
