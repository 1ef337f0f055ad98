import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { interviewDocumentUpdates } from '../src/modules/interview/tables';
import { devSignIn } from './build-app';
import { databaseKinds, openTestDatabase } from './databases';
import { connectRoomClient, createJoinedRoom, type RoomClient, until } from './interview-clients';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('an interview room across server restarts (%s)', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance | null = null;
  let port = 0;
  const clients: RoomClient[] = [];
  const start = async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      INTERVIEW_COMPACT_AFTER_UPDATES: '25',
    });
    app = await buildApp({ config, database, logger: false });
    // The same port again: the clients' providers reconnect to the address they know.
    await app.listen({ host: '127.0.0.1', port });
    port = (app.server.address() as AddressInfo).port;
    return app;
  };
  const stop = async () => {
    await app?.close();
    app = null;
  };
  const connect = (roomId: string, cookie: string) => {
    const client = connectRoomClient(port, roomId, cookie);
    clients.push(client);
    return client;
  };
  let interviewer: { cookie: string };
  let candidate: { cookie: string };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const first = await start();
    interviewer = await devSignIn(first, 'Asha Rao', 'asha@example.com');
    candidate = await devSignIn(first, 'Ravi Kumar', 'ravi@example.com');
  }, 180_000);
  afterEach(() => {
    for (const client of clients.splice(0)) client.provider.destroy();
  });
  afterAll(async () => {
    await stop();
    await database?.close();
  });

  /** Types a numbered word every few milliseconds until stopped; answers every word typed. */
  function keepTyping(client: RoomClient, who: string) {
    const typed: string[] = [];
    let running = true;
    const done = (async () => {
      while (running) {
        const word = `${who}${typed.length};`;
        // Anywhere between words, interleaved with the other person's words.
        const text = client.text.toString();
        const boundaries = [0, ...[...text.matchAll(/;/g)].map((match) => (match.index ?? 0) + 1)];
        client.text.insert(boundaries[Math.floor(Math.random() * boundaries.length)] ?? 0, word);
        typed.push(word);
        await tick(15);
      }
    })();
    return {
      typed,
      async stop() {
        running = false;
        await done;
      },
    };
  }

  const everyWordOnce = (text: string, words: string[]) =>
    words.every((word) => text.split(word).length === 2) && text.length === words.join('').length;

  it('two people keep typing while the server restarts: both reconnect, nothing typed is lost', async () => {
    if (!app) throw new Error('no server');
    const room = await createJoinedRoom(app, interviewer.cookie, candidate.cookie);
    const a = connect(room.id, interviewer.cookie);
    const b = connect(room.id, candidate.cookie);
    await until(() => a.provider.synced && b.provider.synced, 'both synced');
    const typingA = keepTyping(a, 'a');
    const typingB = keepTyping(b, 'b');
    await until(() => typingA.typed.length >= 10 && typingB.typed.length >= 10, 'typing under way');

    await stop(); // graceful, as on SIGTERM: every socket closed, every received update stored
    await until(() => !a.provider.wsconnected && !b.provider.wsconnected, 'both saw the server go');
    const typedWhileDown = typingA.typed.length;
    await until(() => typingA.typed.length >= typedWhileDown + 5, 'typing on while the server is down');
    await start();
    await until(() => a.provider.wsconnected && b.provider.wsconnected, 'both reconnected by themselves');
    await tick(200); // type on after the restart
    await typingA.stop();
    await typingB.stop();

    const words = [...typingA.typed, ...typingB.typed];
    await until(
      () => a.text.toString() === b.text.toString() && everyWordOnce(a.text.toString(), words),
      'both hold every word typed by either',
      () => `${a.text.length} ${b.text.length} ${words.join('').length}`,
    );
    const final = a.text.toString();
    expect(typingA.typed.length).toBeGreaterThan(typedWhileDown);

    // Everyone leaves; another restart; a newcomer gets it all from the database.
    for (const client of clients.splice(0)) client.provider.destroy();
    await stop();
    await start();
    const later = connect(room.id, interviewer.cookie);
    await until(() => later.provider.synced && later.text.length === final.length, 'the newcomer synced');
    expect(later.text.toString()).toBe(final);
  });

  it("a server that dies before storing: the clients' copies fill the gap on reconnect", async () => {
    if (!app) throw new Error('no server');
    const room = await createJoinedRoom(app, interviewer.cookie, candidate.cookie);
    const a = connect(room.id, interviewer.cookie);
    const b = connect(room.id, candidate.cookie);
    await until(() => a.provider.synced && b.provider.synced, 'both synced');
    a.text.insert(0, 'def solve(nums):\n');
    b.text.insert(0, '# candidate notes\n');
    await until(() => a.text.toString() === b.text.toString() && a.text.length > 30, 'synced text');
    const final = a.text.toString();

    await stop();
    // What a killed server never wrote: the stored rows are gone.
    await database.db.delete(interviewDocumentUpdates).where(eq(interviewDocumentUpdates.roomId, room.id));
    await start();
    await until(() => a.provider.synced && b.provider.synced && a.provider.wsconnected, 'reconnected');
    for (const client of clients.splice(0)) client.provider.destroy();
    await stop();
    await start();
    const later = connect(room.id, candidate.cookie);
    await until(
      () => later.provider.synced && later.text.toString() === final,
      'the reconnected clients stored their text again',
      () => JSON.stringify(later.text.toString()),
    );
    expect(later.text.toString()).toContain('def solve(nums):\n');
  });
});
