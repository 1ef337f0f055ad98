import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { devSignIn } from './build-app';
import { createScratchPostgres, openTestDatabase } from './databases';
import { connectRoomClient, createJoinedRoom, type RoomClient, until } from './interview-clients';

const REDIS_URL = process.env.REDIS_URL ?? '';
const DATABASE_URL = process.env.DATABASE_URL ?? '';

/** The (client, clock) ranges of the structs in a stored update. */
function structRanges(update: Uint8Array): { client: number; from: number; to: number }[] {
  return Y.decodeUpdate(update).structs.map((s) => ({ client: s.id.client, from: s.id.clock, to: s.id.clock + s.length }));
}

describe.skipIf(!REDIS_URL || !DATABASE_URL)('an interview room served by two instances (Redis, PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  // One channel prefix per run: other test runs on the same Redis never hear these rooms.
  const channelPrefix = `test:${randomBytes(6).toString('hex')}:room:`;
  const config = () =>
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      REDIS_URL,
      // the rate-limit counters are in the shared Redis too: other runs must not spend this one's budget
      RATE_LIMIT_PER_MINUTE: '100000',
      INTERVIEW_RELAY_CHANNEL_PREFIX: channelPrefix,
      INTERVIEW_COMPACT_AFTER_UPDATES: '20',
    });
  interface Instance {
    app: FastifyInstance;
    handle: DatabaseHandle;
    port: number;
  }
  const running = new Set<Instance>();
  const clients: RoomClient[] = [];

  /** An API instance on `port` (0: a free one), on the shared database. */
  async function start(port = 0): Promise<Instance> {
    const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
    const app = await buildApp({ config: config(), database: handle, logger: false });
    await app.listen({ host: '127.0.0.1', port });
    const instance = { app, handle, port: (app.server.address() as AddressInfo).port };
    running.add(instance);
    return instance;
  }
  async function stop(instance: Instance): Promise<void> {
    running.delete(instance);
    await instance.app.close();
    await instance.handle.close();
  }
  const connect = (instance: Instance, roomId: string, cookie: string) => {
    const client = connectRoomClient(instance.port, roomId, cookie);
    clients.push(client);
    return client;
  };

  let a: Instance;
  let b: Instance;
  let interviewer: { cookie: string };
  let candidate: { cookie: string };

  beforeAll(async () => {
    scratch = await createScratchPostgres(DATABASE_URL);
    a = await start(); // migrates the scratch database
    b = await start();
    interviewer = await devSignIn(a.app, 'Asha Rao', 'asha@example.com');
    candidate = await devSignIn(a.app, 'Ravi Kumar', 'ravi@example.com');
  }, 180_000);
  afterEach(() => {
    for (const client of clients.splice(0)) client.provider.destroy();
  });
  afterAll(async () => {
    for (const client of clients.splice(0)) client.provider.destroy();
    for (const instance of [...running]) await stop(instance);
    await scratch?.drop();
  });

  it('edits and cursors cross between instances within 200 ms, stored once each', async () => {
    const room = await createJoinedRoom(a.app, interviewer.cookie, candidate.cookie);
    const onA = connect(a, room.id, interviewer.cookie);
    const onB = connect(b, room.id, candidate.cookie);
    await until(() => onA.provider.synced && onB.provider.synced, 'both synced');

    const latencies: number[] = [];
    for (let i = 0; i < 40; i++) {
      const [from, to] = i % 2 === 0 ? [onA, onB] : [onB, onA];
      const marker = `edit ${i}\n`;
      const sent = performance.now();
      from.text.insert(from.text.length, marker);
      await to.arrival(() => to.text.toString().endsWith(marker), `edit ${i} crossed`);
      latencies.push(performance.now() - sent);
    }
    const sorted = [...latencies].sort((x, y) => x - y);
    const p50 = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
    const max = sorted.at(-1) ?? 0;
    console.log(
      `cross-instance edit latency over ${sorted.length} edits: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
    // 95 in 100 within 200 ms, not every one: on a loaded 2-core host one edit can wait for the scheduler.
    expect(p95).toBeLessThan(200);
    expect(onA.text.toString()).toBe(onB.text.toString());

    // Both type at once, past the compaction threshold on both instances.
    const before = onA.text.length;
    for (let i = 0; i < 60; i++) {
      onA.text.insert(0, 'a');
      onB.text.insert(onB.text.length, 'b');
      if (i % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await until(
      () => onA.text.toString() === onB.text.toString() && onA.text.length === before + 120,
      'concurrent typing converged',
      () => `${onA.text.length} ${onB.text.length}`,
    );

    // Cursors: the name is the session's, on the other instance too.
    onA.provider.awareness.setLocalStateField('user', { name: 'whoever', color: '#112233' });
    const names = () =>
      [...onB.provider.awareness.getStates().values()].map((state) => (state as { user?: { name: string } }).user?.name);
    await until(() => names().includes('Asha Rao'), 'the cursor on A reached B');

    // Stored: every row written by one instance only (no struct in two rows), the whole text.
    const final = onA.text.toString();
    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    try {
      let rows: Uint8Array[] = [];
      await until(async () => {
        const result = await db.query<{ update: Buffer }>(
          'select update from interview_document_updates where room_id = $1 order by id',
          [room.id],
        );
        rows = result.rows.map((row) => new Uint8Array(row.update));
        const stored = new Y.Doc();
        for (const row of rows) Y.applyUpdate(stored, row);
        return stored.getText('code').toString() === final;
      }, 'the database holds the final text');
      const seen = new Map<number, [number, number][]>();
      for (const range of rows.flatMap(structRanges)) {
        const ranges = seen.get(range.client) ?? [];
        expect(
          ranges.some(([from, to]) => range.from < to && from < range.to),
          'an update stored twice',
        ).toBe(false);
        ranges.push([range.from, range.to]);
        seen.set(range.client, ranges);
      }
    } finally {
      await db.end();
    }
  });

  it('sends the server-written state (timer, run) to sockets on the other instance', async () => {
    const room = await createJoinedRoom(a.app, interviewer.cookie, candidate.cookie);
    const onA = connect(a, room.id, interviewer.cookie);
    const onB = connect(b, room.id, candidate.cookie);
    await until(() => onA.provider.synced && onB.provider.synced, 'both synced');

    const started = await a.app.inject({
      method: 'POST',
      url: `/api/interview/rooms/${room.id}/timer`,
      headers: { cookie: interviewer.cookie },
      payload: { action: 'start' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { endsAt } = started.json().timer as { endsAt: number };
    await onB.arrival(() => onB.state?.timer.endsAt === endsAt, 'the timer started on A reached the socket on B');

    // A run on B (no runner in tests: it fails, and everyone is told) reaches the socket on A.
    const ran = await b.app.inject({
      method: 'POST',
      url: `/api/interview/rooms/${room.id}/run`,
      headers: { cookie: candidate.cookie },
    });
    expect(ran.statusCode).toBe(503);
    await onA.arrival(() => onA.state?.run?.status === 'failed', 'the run on B reached the socket on A');
    expect(onA.state?.run).toMatchObject({ ranBy: 'Ravi Kumar', message: ran.json().message });
  });

  it("a socket on B sees A's edits after B restarts, and what was typed meanwhile", async () => {
    const room = await createJoinedRoom(a.app, interviewer.cookie, candidate.cookie);
    const onA = connect(a, room.id, interviewer.cookie);
    const onB = connect(b, room.id, candidate.cookie);
    await until(() => onA.provider.synced && onB.provider.synced, 'both synced');
    onA.text.insert(0, 'before\n');
    await onB.arrival(() => onB.text.toString() === 'before\n', 'first edit crossed');

    const port = b.port;
    await stop(b);
    onA.text.insert(onA.text.length, 'while B was down\n');
    onB.text.insert(onB.text.length, 'offline on B\n');
    b = await start(port);
    await until(() => onB.provider.synced && onB.provider.wsconnected, 'the client on B reconnected');
    await until(
      () => onB.text.toString() === onA.text.toString() && onA.text.length === 'before\nwhile B was down\noffline on B\n'.length,
      'both sides merged after the restart',
      () => JSON.stringify([onA.text.toString(), onB.text.toString()]),
    );

    const sent = performance.now();
    onA.text.insert(onA.text.length, 'after\n');
    await onB.arrival(() => onB.text.toString().endsWith('after\n'), 'an edit on A reached the restarted B');
    console.log(`edit A -> restarted B: ${(performance.now() - sent).toFixed(1)} ms`);
    expect(performance.now() - sent).toBeLessThan(200);
  });

  it('closes the sockets on both instances when the room is deleted on one', async () => {
    const room = await createJoinedRoom(a.app, interviewer.cookie, candidate.cookie);
    const onB = connect(b, room.id, candidate.cookie);
    await until(() => onB.provider.synced, 'synced');
    const closes: number[] = [];
    onB.provider.on('connection-close', (event: { code: number } | null) => {
      if (event) closes.push(event.code);
    });
    const deleted = await a.app.inject({
      method: 'DELETE',
      url: `/api/interview/rooms/${room.id}`,
      headers: { cookie: interviewer.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    await until(() => closes.includes(4410), 'the socket on B was closed as the room is gone');
  });
});

describe('an interview room while the relay (Redis) is unreachable', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clients: RoomClient[] = [];
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      // nothing listens there: the instance serves its own sockets alone
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    app = await buildApp({ config, database, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
  }, 180_000);
  afterAll(async () => {
    for (const client of clients.splice(0)) client.provider.destroy();
    await app?.close();
    await database?.close();
  });

  it('still shares edits and the room state between the sockets of one instance', async () => {
    const port = (app.server.address() as AddressInfo).port;
    const interviewer = await devSignIn(app, 'Asha Rao', 'asha@example.com');
    const candidate = await devSignIn(app, 'Ravi Kumar', 'ravi@example.com');
    const room = await createJoinedRoom(app, interviewer.cookie, candidate.cookie);
    const a = connectRoomClient(port, room.id, interviewer.cookie);
    const b = connectRoomClient(port, room.id, candidate.cookie);
    clients.push(a, b);
    await until(() => a.provider.synced && b.provider.synced, 'both synced');
    a.text.insert(0, 'print(42)\n');
    await b.arrival(() => b.text.toString() === 'print(42)\n', 'the edit reached the other socket');
    const started = await app.inject({
      method: 'POST',
      url: `/api/interview/rooms/${room.id}/timer`,
      headers: { cookie: interviewer.cookie },
      payload: { action: 'start' },
    });
    expect(started.statusCode, started.body).toBe(200);
    await b.arrival(() => typeof b.state?.timer.endsAt === 'number', 'the timer reached the candidate');
    expect(b.text.toString()).toBe('print(42)\n');
  });
});
