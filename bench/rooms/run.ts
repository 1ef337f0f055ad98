/**
 * `npm run bench:rooms`: live interview rooms on one API instance. Starts the server (from source,
 * rate limits raised as the other benches do), signs in two users per room, makes the rooms, and
 * connects both members of each over the y-websocket protocol (as the web app's provider does).
 * Every client then types (one character, or a backspace one time in ten) and moves its cursor
 * (an awareness update, as the editor binding sends) `--rate` times a second for `--seconds`.
 *
 * Measured: propagation latency (an edit made at client A -> applied at client B, both in this
 * process), p50/p99/max; the server's CPU (process.cpuUsage, from its /metrics) per room and the
 * server's memory (RSS and V8 heap growth from before the rooms opened) per room. The host's load
 * is printed beside the figures: the clients share the machine with the server.
 *
 *   npm run bench:rooms [-- --rooms 50] [--seconds 60] [--rate 5] [--db pglite|postgres] [--port 3240]
 *                          [--redis redis://127.0.0.1:6379]
 *
 * `--db`: PostgreSQL (a scratch database beside DATABASE_URL's, dropped afterwards) when
 * DATABASE_URL is set, else PGlite in a temporary directory. `--redis`: the instance publishes
 * every room change on Redis as it does behind a load balancer (the relay's own cost).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { createScratchPostgres } from '../../apps/server/test/databases';
import { hostLine, pause } from '../lib/timing';

const { values: args } = parseArgs({
  options: {
    rooms: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    rate: { type: 'string', default: '5' },
    port: { type: 'string', default: '3240' },
    db: { type: 'string' },
    redis: { type: 'string' },
    /** a directory: the server writes a V8 CPU profile there (open it in Chrome's DevTools) */
    profile: { type: 'string' },
  },
});
const ROOMS = Number(args.rooms);
const SECONDS = Number(args.seconds);
const RATE = Number(args.rate);
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const DB = args.db ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite');
const root = path.resolve(import.meta.dirname, '../..');

const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;
/** The document's shared text (INTERVIEW_DOC.code in @codingkaro/contracts). */
const CODE = 'code';

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; logs: string[] }> {
  const flags = ['--expose-gc', '--import', './bench/rooms/gc-on-signal.mjs', '--import', 'tsx'];
  if (args.profile) flags.push('--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`);
  const child = spawn(process.execPath, [...flags, 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      // the bench measures the rooms, not the per-user brakes
      RATE_LIMIT_PER_MINUTE: '1000000',
      TRUST_PROXY: 'true',
      ALLOW_DEV_LOGIN: 'true',
      REDIS_URL: args.redis ?? '',
      RUNNER_QUEUE_URL: '',
      DATABASE_URL: '',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stdout?.on('data', (c: Buffer) => logs.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => logs.push(c.toString()));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${logs.join('')}`);
    if (
      await fetch(`${BASE}/api/internal/ping`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, logs };
    await pause(250);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${logs.join('')}`);
}

async function json<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function signIn(i: number): Promise<{ token: string; ip: string }> {
  const ip = addressOf(i);
  const { token } = await json<{ token: string }>(`${BASE}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ name: `Room user ${i}`, email: `rooms-${i}@bench.test` }),
  });
  return { token, ip };
}

const headersOf = (user: { token: string; ip: string }) => ({
  authorization: `Bearer ${user.token}`,
  'x-forwarded-for': user.ip,
  'content-type': 'application/json',
});

/**
 * The server's CPU seconds (process.cpuUsage), resident memory and V8 heap, from its /metrics;
 * `collect`: after a full garbage collection (gc-on-signal.mjs).
 */
async function serverGauges(
  child: ChildProcess,
  collect = false,
): Promise<{ cpuSeconds: number; rss: number; heap: number; loopP99: number }> {
  if (collect) {
    child.kill('SIGUSR2');
    await pause(500);
  }
  const text = await (await fetch(`${BASE}/metrics`)).text();
  const value = (name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
    if (!line) throw new Error(`no ${name} in /metrics`);
    return Number(line.trim().split(/\s+/)[1]);
  };
  return {
    cpuSeconds: value('process_cpu_user_seconds_total') + value('process_cpu_system_seconds_total'),
    rss: value('process_resident_memory_bytes'),
    heap: value('nodejs_heap_size_used_bytes'),
    loopP99: value('nodejs_eventloop_lag_p99_seconds') * 1_000,
  };
}

/** One member's editor: a Yjs document and its cursor, synced over the room's socket. */
class Client {
  readonly doc = new Y.Doc();
  readonly text = this.doc.getText(CODE);
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  socket!: WebSocket;
  synced = false;
  /** Own edits not yet seen by the peer: the clock after each edit, and when it was made. */
  readonly inFlight: { clock: number; sentAt: number }[] = [];
  peer!: Client;

  constructor(
    private readonly roomId: string,
    private readonly user: { token: string; ip: string },
    private readonly latencies: number[],
  ) {
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === this) {
        this.peer.checkArrivals();
        return;
      }
      this.send(MESSAGE_SYNC, (e) => syncProtocol.writeUpdate(e, update));
    });
    this.awareness.on('update', ({ added, updated, removed }: Record<string, number[]>, origin: unknown) => {
      if (origin === this) return;
      const changed = [...(added ?? []), ...(updated ?? []), ...(removed ?? [])];
      this.send(MESSAGE_AWARENESS, (e) =>
        encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed)),
      );
    });
  }

  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket = new WebSocket(`ws://127.0.0.1:${PORT}/api/interview/rooms/${this.roomId}/socket`, {
        headers: { authorization: `Bearer ${this.user.token}`, 'x-forwarded-for': this.user.ip },
      });
      this.socket.binaryType = 'arraybuffer';
      this.socket.on('open', () => {
        this.send(MESSAGE_SYNC, (e) => syncProtocol.writeSyncStep1(e, this.doc));
        this.awareness.setLocalStateField('user', { name: 'bench', color: '#4f46e5' });
      });
      this.socket.on('message', (data: ArrayBuffer) => {
        this.receive(new Uint8Array(data));
        if (this.synced) resolve();
      });
      this.socket.on('error', reject);
      this.socket.on('close', (code) => {
        if (!this.synced) reject(new Error(`socket closed before sync: ${code}`));
      });
    });
  }

  private send(type: number, write: (encoder: encoding.Encoder) => void): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, type);
    write(encoder);
    this.socket.send(encoding.toUint8Array(encoder));
  }

  private receive(data: Uint8Array): void {
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      const kind = syncProtocol.readSyncMessage(decoder, encoder, this.doc, this);
      if (encoding.length(encoder) > 1) this.socket.send(encoding.toUint8Array(encoder));
      if (kind === syncProtocol.messageYjsSyncStep2) this.synced = true;
    } else if (type === MESSAGE_AWARENESS) {
      awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), this);
    }
  }

  /** The peer's edits this document now holds: each one's latency is recorded once. */
  checkArrivals(): void {
    const held = Y.getState(this.peer.doc.store, this.doc.clientID);
    const queue = this.inFlight;
    const now = performance.now();
    while (queue.length > 0 && (queue[0] as { clock: number }).clock <= held) {
      this.latencies.push(now - (queue.shift() as { sentAt: number }).sentAt);
    }
  }

  /** A keystroke: a character at the cursor (or a backspace), then the cursor moves. */
  type(): void {
    const length = this.text.length;
    const at = Math.floor(Math.random() * (length + 1));
    if (length > 0 && Math.random() < 0.1) {
      // a deletion adds no struct (the state vector stays): sent, not timed
      this.text.delete(Math.max(0, at - 1), 1);
    } else {
      this.text.insert(at, String.fromCharCode(97 + Math.floor(Math.random() * 26)));
      this.inFlight.push({ clock: Y.getState(this.doc.store, this.doc.clientID), sentAt: performance.now() });
    }
    this.awareness.setLocalStateField('cursor', { anchor: at, head: at });
  }

  close(): void {
    this.awareness.destroy();
    this.socket?.close();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ck-bench-rooms-'));
  const scratch =
    DB === 'postgres'
      ? await createScratchPostgres(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'ck_bench_rooms')
      : null;
  console.log(
    `bench:rooms: ${ROOMS} rooms x 2 clients, ${RATE} edits/s each for ${SECONDS} s, ${DB}${args.redis ? ', Redis relay on' : ''}`,
  );
  console.log(`host at start: ${hostLine()}`);
  const { child, logs } = await startServer(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir });
  const clients: Client[] = [];
  try {
    const users = await Promise.all(Array.from({ length: ROOMS * 2 }, (_, i) => signIn(i)));
    const roomIds: string[] = [];
    for (let r = 0; r < ROOMS; r++) {
      const [interviewer, candidate] = [users[2 * r], users[2 * r + 1]] as [(typeof users)[0], (typeof users)[0]];
      const { room } = await json<{ room: { id: string; inviteToken: string } }>(`${BASE}/api/interview/rooms`, {
        method: 'POST',
        headers: headersOf(interviewer),
        body: JSON.stringify({ title: `Bench room ${r}` }),
      });
      await json(`${BASE}/api/interview/rooms/${room.id}/join`, {
        method: 'POST',
        headers: headersOf(candidate),
        body: JSON.stringify({ token: room.inviteToken }),
      });
      roomIds.push(room.id);
    }
    await pause(1_000);
    const before = await serverGauges(child, true);

    const latencies: number[] = [];
    for (const [r, roomId] of roomIds.entries()) {
      const a = new Client(roomId, users[2 * r] as (typeof users)[0], latencies);
      const b = new Client(roomId, users[2 * r + 1] as (typeof users)[0], latencies);
      a.peer = b;
      b.peer = a;
      clients.push(a, b);
    }
    await Promise.all(clients.map((client) => client.connect()));
    const connected = await serverGauges(child);

    const clientLoop = monitorEventLoopDelay({ resolution: 10 });
    clientLoop.enable();
    const serverLoopP99: number[] = [];
    const started = performance.now();
    const timers = clients.map((client) => {
      // each keystroke at its own phase, as people type independently
      const interval = 1_000 / RATE;
      let stop = false;
      const tick = () => {
        if (stop) return;
        client.type();
        timer = setTimeout(tick, interval * (0.5 + Math.random()));
      };
      let timer = setTimeout(tick, Math.random() * interval);
      return () => {
        stop = true;
        clearTimeout(timer);
      };
    });
    const loads: string[] = [];
    while (performance.now() - started < SECONDS * 1_000) {
      await pause(Math.min(10_000, SECONDS * 1_000 - (performance.now() - started)));
      loads.push(os.loadavg()[0]?.toFixed(2) ?? '?');
      serverLoopP99.push((await serverGauges(child)).loopP99);
    }
    for (const stop of timers) stop();
    const elapsed = (performance.now() - started) / 1_000;
    const during = await serverGauges(child);
    const held = await serverGauges(child, true);
    // the last edits arrive
    await pause(2_000);
    const unarrived = clients.reduce((n, client) => n + client.inFlight.length, 0);
    const converged = clients.every((client) => client.text.toString() === client.peer.text.toString());

    clientLoop.disable();
    const sorted = [...latencies].sort((x, y) => x - y);
    const cpu = during.cpuSeconds - connected.cpuSeconds;
    console.log(`host at end:   ${hostLine()}  (1-min load every 10 s: ${loads.join(' ')})`);
    console.log(
      `edits: ${sorted.length} applied at the peer (${(sorted.length / elapsed).toFixed(0)}/s), ${unarrived} never arrived; rooms converged: ${converged}`,
    );
    console.log(
      `propagation A -> B: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms  (goal p99 < 100 ms)`,
    );
    console.log(
      `event-loop delay p99 (waiting for a core, mostly): server ${Math.max(...serverLoopP99).toFixed(0)} ms (worst 10 s window), these clients ${(clientLoop.percentile(99) / 1e6).toFixed(0)} ms`,
    );
    console.log(
      `server CPU: ${((cpu / elapsed) * 100).toFixed(1)}% of a core in all, ${((cpu / elapsed / ROOMS) * 1_000).toFixed(2)} ms CPU per second per room, ${((cpu * 1_000) / Math.max(1, sorted.length)).toFixed(2)} ms per edit (with its cursor update)`,
    );
    console.log(
      `server memory per room: RSS +${((held.rss - before.rss) / ROOMS / 1024).toFixed(0)} KB, heap +${((held.heap - before.heap) / ROOMS / 1024).toFixed(0)} KB after a full GC, both clients still in (RSS ${(held.rss / 2 ** 20).toFixed(0)} MB, heap ${(held.heap / 2 ** 20).toFixed(1)} MB; before the rooms opened ${(before.rss / 2 ** 20).toFixed(0)} MB, ${(before.heap / 2 ** 20).toFixed(1)} MB)`,
    );
    if (!converged || unarrived > 0) process.exitCode = 1;
  } catch (error) {
    console.error(logs.join(''));
    throw error;
  } finally {
    for (const client of clients) client.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

await main();
