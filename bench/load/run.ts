/**
 * `npm run bench:load`: the built server (`npm run build` first) under 200 simulated users browsing
 * problems and courses and toggling progress, plus 50 concurrent submissions, on PGlite and on
 * PostgreSQL. Prints p50/p99 per route (successful responses only), errors by status, then checks
 * from the database that every acknowledged progress update and submission is stored (0 lost).
 * Then one fault: SIGTERM in the middle of the load (graceful drain; nothing acknowledged lost).
 *
 *   npm run bench:load [-- --db pglite|postgres|both] [--seconds 20] [--users 200] [--submissions 50]
 *                         [--fault sigterm|none] [--flood on|off|only] [--port 3220]
 *
 * `--flood`: also (or `only`) the runner flood on PGlite (flood.ts): a light user's wait while a
 * heavy user keeps the runner full of 15 s programs.
 *
 * PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names a server
 * where this script creates, and afterwards drops, a database of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hostLine } from '../lib/timing';
import { measureFlood } from './flood';
import { LoadRecorder } from './recorder';
import { type Fixtures, loadFixtures, pick, type SimUser, signIn, sleep, startServer } from './server-process';
import { type DatabaseHandle, openDatabase, verifyAcknowledged } from './verify';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '20' },
    users: { type: 'string', default: '200' },
    submissions: { type: 'string', default: '50' },
    port: { type: 'string', default: '3220' },
    /** `none`: skip the SIGTERM-during-load run (a capacity measurement only) */
    fault: { type: 'string', default: 'sigterm' },
    /** `only`: just the runner flood; `off`: skip it */
    flood: { type: 'string', default: 'on' },
  },
});
const SECONDS = Number(args.seconds);
const USERS = Number(args.users);
const SUBMISSIONS = Number(args.submissions);
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;

/** One simulated user: browse, open a course, toggle a question; sequential, as a person clicks. */
async function browse({ token, email, ip }: SimUser, fx: Fixtures, rec: LoadRecorder, until: () => boolean) {
  const auth = { authorization: `Bearer ${token}`, 'x-forwarded-for': ip };
  while (!until()) {
    await rec.request('GET /api/problems', `${BASE}/api/problems`, { headers: auth });
    await rec.request('GET /api/problems/:slug', `${BASE}/api/problems/${pick(fx.problemSlugs)}`, { headers: auth });
    await rec.request('GET /api/courses', `${BASE}/api/courses`, { headers: auth });
    const name = pick(fx.courseNames);
    await rec.request('GET /api/codingkaro/courses/:name', `${BASE}/api/codingkaro/courses/${encodeURIComponent(name)}`, {
      headers: auth,
    });
    const q = pick(fx.questions);
    const status = Math.random() < 0.5;
    const ok = await rec.request(
      'PUT …/questions/:id (progress)',
      `${BASE}/api/codingkaro/courses/${q.courseId}/days/${q.dayNumber}/questions/${q.questionId}`,
      { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ status }) },
    );
    if (ok) rec.acknowledgeProgress(email, q.questionId, status);
    else await sleep(200); // a failing server: back off as a client would, no hot loop
  }
}

async function submit({ token, ip }: SimUser, fx: Fixtures, rec: LoadRecorder) {
  const response = await rec.request('POST /api/problems/submit', `${BASE}/api/problems/submit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip, 'content-type': 'application/json' },
    body: JSON.stringify({ problemId: fx.submitSlug, language: 'python', code: fx.submitCode }),
  });
  if (response) rec.acknowledgeSubmission((response as { submission: { _id: string } }).submission._id);
}

interface Scenario {
  label: string;
  env: Record<string, string>;
  db: () => Promise<DatabaseHandle>;
  sigtermAtMs?: number;
}

async function runScenario(scenario: Scenario) {
  console.log(`\n== ${scenario.label} ==`);
  const server = await startServer(PORT, scenario.env);
  const rec = new LoadRecorder();
  let stopped = false;
  try {
    const fx = await loadFixtures(BASE);
    const tokens = await Promise.all(Array.from({ length: USERS }, (_, i) => signIn(BASE, i)));
    const t0 = Date.now();
    const until = () => stopped || Date.now() - t0 > SECONDS * 1000;
    const users = tokens.map((user) => browse(user, fx, rec, until));
    await sleep(Math.min(3_000, (SECONDS * 1000) / 4));
    const submitting = tokens.slice(0, SUBMISSIONS).map((user) => submit(user, fx, rec));
    if (scenario.sigtermAtMs !== undefined) {
      await sleep(Math.max(0, scenario.sigtermAtMs - (Date.now() - t0)));
      console.log(`SIGTERM at ${((Date.now() - t0) / 1000).toFixed(1)} s with ${rec.inFlight} requests in flight`);
      server.child.kill('SIGTERM');
      const exit = await server.exited;
      stopped = true;
      console.log(`server exited ${exit.code ?? exit.signal} after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      if (exit.code !== 0) console.log(`server log tail:\n${server.logs.join('').split('\n').slice(-5).join('\n')}`);
    }
    await Promise.all([...users, ...submitting]);
    stopped = true;
    const elapsed = (Date.now() - t0) / 1000;
    rec.print(elapsed);
  } finally {
    stopped = true;
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  const db = await scenario.db();
  try {
    const lost = await verifyAcknowledged(db, rec);
    console.log(
      `verified from the database: ${rec.progressCount} acknowledged progress states, ${rec.submissionIds.length} acknowledged submissions → ${lost.progress} progress lost, ${lost.submissions} submissions lost${rec.unsavedSubmissions ? `; ${rec.unsavedSubmissions} more answered their verdict marked not stored (unsaved-)` : ''}`,
    );
    return lost.progress + lost.submissions;
  } finally {
    await db.close();
  }
}

async function runFlood(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ck-bench-flood-'));
  const server = await startServer(PORT, { DATA_DIR: dataDir, DATABASE_URL: '', ALLOW_DEV_LOGIN: 'true' });
  try {
    const [heavy, light] = await Promise.all([signIn(BASE, 900_001), signIn(BASE, 900_002)]);
    await measureFlood(BASE, heavy as SimUser, light as SimUser);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`bench:load  ${hostLine()}  users=${USERS} submissions=${SUBMISSIONS} seconds=${SECONDS}`);
  if (args.flood === 'only') return runFlood();
  const scenarios: Scenario[] = [];
  const temp: string[] = [];
  const pglite = (label: string, sigtermAtMs?: number): Scenario => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ck-bench-load-'));
    temp.push(dataDir);
    return {
      label,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      db: () => openDatabase({ kind: 'pglite', dataDir }),
      ...(sigtermAtMs !== undefined ? { sigtermAtMs } : {}),
    };
  };
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `ck_bench_load_${process.pid}`;
  const postgresUrl = new URL(adminUrl);
  postgresUrl.pathname = `/${dbName}`;
  const wantPglite = args.db === 'pglite' || args.db === 'both';
  const wantPostgres = args.db === 'postgres' || args.db === 'both';
  if (wantPglite) scenarios.push(pglite('PGlite (embedded)'));
  if (wantPostgres) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ck-bench-load-'));
    temp.push(dataDir);
    scenarios.push({
      label: 'PostgreSQL',
      env: { DATA_DIR: dataDir, DATABASE_URL: postgresUrl.toString() },
      db: () => openDatabase({ kind: 'postgres', url: postgresUrl.toString() }),
    });
  }
  if (wantPglite && args.fault !== 'none')
    scenarios.push(pglite('fault: SIGTERM during load (PGlite)', Math.round((SECONDS * 1000) / 2)));
  const { Client } = await import('pg');
  const admin = wantPostgres ? new Client({ connectionString: adminUrl }) : null;
  await admin?.connect();
  await admin?.query(`CREATE DATABASE ${dbName}`);
  let lost = 0;
  try {
    for (const scenario of scenarios) lost += await runScenario(scenario);
  } finally {
    await admin?.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin?.end();
    for (const dir of temp) rmSync(dir, { recursive: true, force: true });
  }
  console.log(lost === 0 ? '\n0 acknowledged writes lost' : `\n${lost} ACKNOWLEDGED WRITES LOST`);
  if (lost) process.exitCode = 1;
  if (args.flood !== 'off') await runFlood();
}

await main();
