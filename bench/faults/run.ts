/**
 * `npm run bench:faults -- <redis|postgres|disk|all>`: the built server (`npm run build` first)
 * under a fault, printing what happened and checking from the database that nothing the server
 * acknowledged was lost (bench/load's recorder and verify). Each fault uses services of its own,
 * never the machine's: Redis on --redis-port (6390), a PostgreSQL cluster initdb'd in a temp dir on
 * --pg-port (5440), a tmpfs mounted for the run (root only).
 *
 * - redis:    API (REDIS_URL + RUNNER_QUEUE_URL) + one judge worker; N submissions paced over the
 *             run; Redis is restarted (its content lost) in the middle. Acknowledged vs stored vs
 *             errors, and that submissions succeed again afterwards without restarting anything.
 * - postgres: users toggle progress while PostgreSQL is stopped (fast shutdown) and started again:
 *             failures must be 503 JSON, fast (no hang), and the same server process recovers.
 * - disk:     DATA_DIR (PGlite) on a small tmpfs that is then filled: what the server answers, what
 *             a start-up on the full disk says, and after space returns: the server starts, writes,
 *             and every acknowledged write is there.
 */
import { closeSync, mkdtempSync, openSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hostLine } from '../lib/timing';
import { LoadRecorder } from '../load/recorder';
import { type Fixtures, loadFixtures, pick, type SimUser, signIn, sleep, startServer } from '../load/server-process';
import { type DatabaseHandle, openDatabase, verifyAcknowledged } from '../load/verify';
import { createCluster, diskUsage, mountTmpfs, startRedis, startWorker } from './services';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '3502' },
    'redis-port': { type: 'string', default: '6390' },
    'pg-port': { type: 'string', default: '5440' },
    submissions: { type: 'string', default: '60' },
    users: { type: 'string', default: '20' },
    'tmpfs-mb': { type: 'string', default: '64' },
    'pg-restarts': { type: 'string', default: '1' },
  },
});
const PORT = Number(args.port);
const REDIS_PORT = Number(args['redis-port']);
const PG_PORT = Number(args['pg-port']);
const SUBMISSIONS = Number(args.submissions);
const USERS = Number(args.users);
const TMPFS_MB = Number(args['tmpfs-mb']);
const PG_RESTARTS = Number(args['pg-restarts']);
const seconds = (t0: number) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

/** Requests recorded per phase of the fault (by when they started); acknowledgements kept in one place. */
class Phases {
  readonly acks = new LoadRecorder();
  private readonly byPhase = new Map<string, LoadRecorder>();
  private current = '';
  /** the fault's clock: set when the load starts */
  t0 = Date.now();
  private readonly first: string;
  constructor(first: string) {
    this.first = first;
    this.byPhase.set(first, new LoadRecorder());
    this.current = first;
  }
  /** The load starts now: the clock's zero. */
  start(): number {
    this.t0 = Date.now();
    console.log(`[0.0 s] phase: ${this.first}`);
    return this.t0;
  }
  enter(phase: string) {
    this.current = phase;
    if (!this.byPhase.has(phase)) this.byPhase.set(phase, new LoadRecorder());
    console.log(`[${seconds(this.t0)}] phase: ${phase}`);
  }
  get phase() {
    return this.current;
  }
  recorder(): LoadRecorder {
    return this.byPhase.get(this.current) as LoadRecorder;
  }
  print() {
    for (const [phase, rec] of this.byPhase) {
      const codes = [...rec.failureCodes].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none';
      console.log(
        `  ${phase.padEnd(34)} ok ${String(rec.okCount).padStart(5)}  failed ${String(rec.failureCount).padStart(5)}  (${codes})${rec.failureCount ? `, slowest failure ${rec.slowestFailureMs.toFixed(0)} ms` : ''}`,
      );
      for (const [key, body] of rec.firstFailure) console.log(`    first ${key}: ${body}`);
    }
  }
  all(): LoadRecorder[] {
    return [...this.byPhase.values()];
  }
}

async function verify(db: DatabaseHandle, acks: LoadRecorder) {
  try {
    const lost = await verifyAcknowledged(db, acks);
    const stored = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM submissions', []);
    console.log(
      `verified from the database: ${acks.progressCount} acknowledged progress states → ${lost.progress} lost; ${acks.submissionIds.length} acknowledged submissions → ${lost.submissions} lost; ${acks.unsavedSubmissions} answered marked not stored (unsaved-); ${Number(stored[0]?.n ?? 0)} submissions stored in all`,
    );
    return lost.progress + lost.submissions;
  } finally {
    await db.close();
  }
}

async function toggle(base: string, user: SimUser, fx: Fixtures, phases: Phases) {
  const q = pick(fx.questions);
  const status = Math.random() < 0.5;
  const ok = await phases
    .recorder()
    .request('PUT progress', `${base}/api/codingkaro/courses/${q.courseId}/days/${q.dayNumber}/questions/${q.questionId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${user.token}`, 'x-forwarded-for': user.ip, 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    });
  if (ok) phases.acks.acknowledgeProgress(user.email, q.questionId, status);
  return ok !== null;
}

// ---------------------------------------------------------------------------------------------
async function redisFault(): Promise<number> {
  console.log(`\n== fault: Redis restart during queued judging (Redis :${REDIS_PORT}, 1 judge worker) ==`);
  const queueUrl = `redis://127.0.0.1:${REDIS_PORT}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ck-faults-redis-'));
  let redis = await startRedis(REDIS_PORT);
  const worker = await startWorker({ RUNNER_QUEUE_URL: queueUrl, RUNNER_POOL_SIZE: '2' });
  const server = await startServer(PORT, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: queueUrl,
    RUNNER_QUEUE_URL: queueUrl,
    RUNNER_QUEUE_WAIT_TIMEOUT_MS: '20000',
  });
  const phases = new Phases('before the restart');
  try {
    const fx = await loadFixtures(server.base);
    const users = await Promise.all(Array.from({ length: USERS }, (_, i) => signIn(server.base, i)));
    const t0 = phases.start();
    const submitOne = async (i: number) => {
      const user = users[i % users.length] as SimUser;
      const body = await phases.recorder().request('POST submit', `${server.base}/api/problems/submit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'x-forwarded-for': user.ip, 'content-type': 'application/json' },
        body: JSON.stringify({ problemId: fx.submitSlug, language: 'python', code: fx.submitCode }),
      });
      if (body) phases.acks.acknowledgeSubmission((body as { submission: { _id: string } }).submission._id);
    };
    // submissions paced over the run (3 every 250 ms, not waiting for answers); after the first
    // third Redis is stopped, stays down 3 s and comes back empty, while submissions keep coming
    const pending: Promise<void>[] = [];
    const restartAt = Math.floor(SUBMISSIONS / 3);
    let restart: Promise<void> = Promise.resolve();
    for (let i = 0; i < SUBMISSIONS; i++) {
      if (i === restartAt) {
        console.log(`[${seconds(t0)}] stopping Redis with ${phases.recorder().inFlight} submissions in flight`);
        phases.enter('Redis down (3 s)');
        restart = (async () => {
          await redis.stop();
          await sleep(3_000);
          redis = await startRedis(REDIS_PORT);
          console.log(`[${seconds(t0)}] Redis is back (empty: no persistence)`);
          phases.enter('after the restart');
        })();
      }
      pending.push(submitOne(i));
      if (i % 3 === 2) await sleep(250); // 12 a second: more than one worker judges, so jobs wait in Redis
    }
    await restart;
    await Promise.all(pending);
    console.log(
      `[${seconds(t0)}] all ${SUBMISSIONS} submissions answered; the same server (pid ${server.child.pid}) and worker (pid ${worker.child.pid}) ran throughout`,
    );
    phases.print();
    const alive = server.child.exitCode === null && worker.child.exitCode === null;
    if (!alive) console.log('a process died during the fault');
  } finally {
    await server.stop();
    await worker.stop();
    await redis.stop();
  }
  const lost = await verify(await openDatabase({ kind: 'pglite', dataDir }), phases.acks);
  rmSync(dataDir, { recursive: true, force: true });
  return lost;
}

// ---------------------------------------------------------------------------------------------
async function postgresFault(): Promise<number> {
  console.log(
    `\n== fault: ${PG_RESTARTS} PostgreSQL restart(s) during progress toggles and support-ticket transactions (own cluster :${PG_PORT}) ==`,
  );
  const cluster = await createCluster(PG_PORT);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ck-faults-pgdata-'));
  let lost = 0;
  try {
    const server = await startServer(PORT, { DATA_DIR: dataDir, DATABASE_URL: cluster.url });
    const phases = new Phases('PostgreSQL up');
    let done = false;
    let firstOkAfterStart: number | null = null;
    let startedAt: number | null = null;
    let ticketsOk = 0;
    let ticketsFailed = 0;
    const survived: boolean[] = [];
    try {
      const fx = await loadFixtures(server.base);
      const users = await Promise.all(Array.from({ length: USERS }, (_, i) => signIn(server.base, i)));
      const t0 = phases.start();
      const loops = users.map(async (user) => {
        while (!done) {
          const ok = await toggle(server.base, user, fx, phases);
          if (ok && startedAt !== null && firstOkAfterStart === null) firstOkAfterStart = Date.now() - startedAt;
          await sleep(ok ? 50 : 250); // a failing server: back off as a client would
        }
      });
      // a transaction of two statements per ticket (ticket, then its first message): a restart can
      // land between them on a client checked out of the pool (within the 20-a-minute per-user limit)
      const ticketLoops = users.map(async (user, i) => {
        await sleep((i * 3_500) / users.length);
        while (!done) {
          const response = await fetch(`${server.base}/api/support/tickets`, {
            method: 'POST',
            headers: { authorization: `Bearer ${user.token}`, 'x-forwarded-for': user.ip, 'content-type': 'application/json' },
            body: JSON.stringify({ subject: 'Fault bench', category: 'other', message: 'A ticket written during a restart.' }),
          }).catch(() => null);
          if (response?.ok) ticketsOk++;
          else ticketsFailed++;
          await sleep(3_500);
        }
      });
      await sleep(4_000);
      for (let restart = 1; restart <= PG_RESTARTS; restart++) {
        console.log(
          `[${seconds(t0)}] restart ${restart}: pg_ctl stop -m fast with ${phases.recorder().inFlight} requests in flight`,
        );
        phases.enter('PostgreSQL stopped');
        await cluster.stop();
        await sleep(PG_RESTARTS > 1 ? 1_500 : 4_000);
        phases.enter('PostgreSQL starting');
        await cluster.start();
        startedAt = Date.now();
        firstOkAfterStart = null;
        phases.enter('PostgreSQL back');
        await sleep(PG_RESTARTS > 1 ? 3_000 : 6_000);
        const alive = server.child.exitCode === null && server.child.signalCode === null;
        survived.push(alive);
        console.log(
          `[${seconds(t0)}] restart ${restart}: first acknowledged toggle ${firstOkAfterStart === null ? 'NEVER' : `${firstOkAfterStart} ms`} after PostgreSQL was back; server ${alive ? 'alive' : 'DIED'}`,
        );
        if (!alive) break;
      }
      done = true;
      await Promise.all([...loops, ...ticketLoops]);
      const same = server.child.exitCode === null;
      console.log(
        `server process ${same ? `still the same (pid ${server.child.pid})` : 'DIED'}: survived ${survived.filter(Boolean).length} of ${PG_RESTARTS} restarts; support tickets: ${ticketsOk} created, ${ticketsFailed} refused`,
      );
      phases.print();
      const fiveHundreds = phases
        .all()
        .reduce((n, r) => n + [...r.failureCodes].filter(([k]) => k.startsWith('500')).reduce((m, [, c]) => m + c, 0), 0);
      console.log(`5xx other than 503 seen: ${fiveHundreds}`);
      if (!same) lost++;
    } finally {
      done = true;
      await server.stop();
    }
    lost += await verify(await openDatabase({ kind: 'postgres', url: cluster.url }), phases.acks);
  } finally {
    await cluster.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return lost;
}

// ---------------------------------------------------------------------------------------------
/** Writes zeros until the file system says ENOSPC; the megabytes written. */
function fill(file: string): number {
  const fd = openSync(file, 'w');
  let written = 0;
  try {
    for (const size of [1 << 20, 1 << 16, 1 << 12]) {
      const chunk = Buffer.alloc(size);
      for (;;) {
        try {
          written += writeSync(fd, chunk);
        } catch {
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
  return written / (1 << 20);
}

async function diskFault(): Promise<number> {
  console.log(`\n== fault: DATA_DIR (PGlite) on a full ${TMPFS_MB} MB tmpfs ==`);
  const mount = mountTmpfs(TMPFS_MB);
  if ('error' in mount) {
    console.log(`cannot mount a tmpfs here (${mount.error}): this fault was NOT run`);
    return 0;
  }
  const dataDir = path.join(mount.dir, 'data');
  const filler = path.join(mount.dir, 'filler');
  const phases = new Phases('disk has space');
  let lost = 0;
  try {
    const server = await startServer(PORT, { DATA_DIR: dataDir, DATABASE_URL: '' });
    console.log(`server started; tmpfs: ${diskUsage(mount.dir)}`);
    let done = false;
    try {
      const fx = await loadFixtures(server.base);
      const users = await Promise.all(Array.from({ length: USERS }, (_, i) => signIn(server.base, i)));
      const loop = async (user: SimUser) => {
        while (!done) if (!(await toggle(server.base, user, fx, phases))) await sleep(200);
      };
      phases.start();
      let loops = users.map(loop);
      await sleep(3_000);
      phases.enter('disk full');
      console.log(`filled the tmpfs with ${fill(filler).toFixed(1)} MB: ${diskUsage(mount.dir)}`);
      // new users too (sign-in inserts users and sessions), so the tables must grow
      let signInOk = 0;
      const signInFailed = new Map<string, number>();
      for (let i = 0; i < 40; i++) {
        try {
          users.push(await signIn(server.base, 1000 + i));
          signInOk++;
        } catch (error) {
          const status = String(error).match(/: (\d{3}) /)?.[1] ?? 'network';
          signInFailed.set(status, (signInFailed.get(status) ?? 0) + 1);
        }
      }
      console.log(
        `sign-ins on the full disk: ${signInOk} ok, failed ${[...signInFailed].map(([s, n]) => `${s} ×${n}`).join(', ') || 'none'}`,
      );
      await sleep(3_000);
      done = true;
      await Promise.all(loops);
      const ping = await fetch(`${server.base}/api/internal/ping`).then(
        (r) => r.status,
        () => 'network',
      );
      console.log(`ping on the full disk: ${ping}`);
      const exit = await server.stop();
      console.log(`server stopped (SIGTERM) on the full disk: exit ${exit.code ?? exit.signal}`);
      const tail = server.logs
        .join('')
        .split('\n')
        .filter((l) => /space|ENOSPC|PANIC|FATAL|error/i.test(l))
        .slice(-3);
      if (tail.length) console.log(`server log (errors):\n  ${tail.map((l) => l.slice(0, 300)).join('\n  ')}`);
      loops = [];
    } finally {
      done = true;
      await server.stop();
    }
    // a start-up while the disk is still full
    try {
      const again = await startServer(PORT, { DATA_DIR: dataDir, DATABASE_URL: '' });
      console.log('start-up on the full disk: the server started');
      const probe = await fetch(`${again.base}/api/courses`).then(
        (r) => r.status,
        () => 'network',
      );
      console.log(`  GET /api/courses on the full disk after a restart: ${probe}`);
      await again.stop();
    } catch (error) {
      const lines = String(error)
        .split('\n')
        .filter((l) => l.trim())
        .slice(0, 4);
      console.log(`start-up on the full disk failed:\n  ${lines.map((l) => l.slice(0, 300)).join('\n  ')}`);
    }
    unlinkSync(filler);
    console.log(`space freed: ${diskUsage(mount.dir)}`);
    phases.enter('space back, server restarted');
    const recovered = await startServer(PORT, { DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      const fx = await loadFixtures(recovered.base);
      const user = await signIn(recovered.base, 0);
      let ok = 0;
      for (let i = 0; i < 20; i++) if (await toggle(recovered.base, user, fx, phases)) ok++;
      console.log(`after space returned: the server started and acknowledged ${ok} of 20 toggles`);
    } finally {
      await recovered.stop();
    }
    phases.print();
    const db = await openDatabase({ kind: 'pglite', dataDir });
    // every table read through (a torn page or broken catalog would fail here)
    const tables = await db.query<{ t: string }>(
      "SELECT quote_ident(table_name) AS t FROM information_schema.tables WHERE table_schema = 'public'",
      [],
    );
    let rows = 0;
    for (const { t } of tables) rows += Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${t}`, []))[0]?.n);
    console.log(`database readable: ${tables.length} tables, ${rows} rows in all`);
    lost = await verify(db, phases.acks);
  } finally {
    mount.unmount();
  }
  return lost;
}

async function main() {
  const which = positionals[0] ?? 'all';
  const faults: Record<string, () => Promise<number>> = { redis: redisFault, postgres: postgresFault, disk: diskFault };
  const chosen = which === 'all' ? Object.keys(faults) : [which];
  if (!chosen.every((f) => f in faults)) throw new Error(`usage: npm run bench:faults -- <redis|postgres|disk|all>`);
  console.log(`bench:faults ${chosen.join(', ')}  ${hostLine()}`);
  let lost = 0;
  for (const f of chosen) lost += await (faults[f] as () => Promise<number>)();
  console.log(lost === 0 ? '\n0 acknowledged writes lost' : `\n${lost} ACKNOWLEDGED WRITES LOST`);
  if (lost) process.exitCode = 1;
}

await main();
