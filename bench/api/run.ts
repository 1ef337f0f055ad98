/**
 * `npm run bench:api`: the built server (apps/server/dist) against a bare Fastify route returning 50
 * items, measured in one run and interleaved (bare, ours, bare, ours...) so both see the same host
 * load. Both servers run as child processes; the app's global rate limit is raised so every answer
 * is a 200 (a run with any non-2xx answer is reported as invalid). PGlite, and PostgreSQL when
 * DATABASE_URL is set. The server runs in its production configuration (NODE_ENV=production, the
 * default log level `info`, so every request is logged, to /dev/null), with the development sign-in
 * allowed for the signed-in routes (the course, and the problem list and page as a signed-in user). Env: BENCH_CONNECTIONS (100), BENCH_SECONDS (15), BENCH_PORT
 * (3190; bare uses +1), BENCH_LOG_LEVEL (info). Flags: `--route <text>` runs only the routes whose
 * name contains the text (e.g. `--route courses`), `--db pglite|postgres` only that database,
 * `--accept-encoding <value>` sends that header as a browser would (e.g. `br, gzip`; default none,
 * so answers go out uncompressed; the bare route never compresses).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createScratchPostgres } from '../../apps/server/test/databases';
import { fmt, hostLine } from '../lib/timing';

const root = join(import.meta.dirname, '../..');
/** BENCH_SERVER_ENTRY: another build of the server (e.g. a copy of an earlier dist) for a before/after run. */
const serverEntry = process.env.BENCH_SERVER_ENTRY ?? join(root, 'apps/server/dist/server.js');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const port = Number(process.env.BENCH_PORT ?? 3190);
const barePort = port + 1;
const flag = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const routeFilter = flag('route');
const onlyDatabase = flag('db');
const acceptEncoding = flag('accept-encoding');
const encodingHeader: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';

interface Measure {
  rps: number;
  /** Server CPU time (user + system) per request, in microseconds: far steadier than req/s on a loaded host. */
  cpuUsPerRequest: number | null;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function waitForPing(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no answer from ${url}`);
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
const CLOCK_TICKS_PER_SECOND = 100;

async function measure(url: string, headers: Record<string, string>, server: ChildProcess): Promise<Measure> {
  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const cpuAfter = cpuSeconds(server.pid);
  return {
    cpuUsPerRequest:
      cpuBefore === null || cpuAfter === null || !result.requests.total
        ? null
        : ((cpuAfter - cpuBefore) * 1e6) / result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The signed-in user has done some of the sheet (5 questions completed, one flagged with a note), as a real one would. */
async function markSomeProgress(token: string) {
  const base = `http://127.0.0.1:${port}/api/codingkaro/courses`;
  const headers = { 'content-type': 'application/json', 'x-session-token': token };
  const course = (await (await fetch(`${base}/data-structures`, { headers })).json()) as {
    data: { _id: string; days: { dayNumber: number; questions: { id: string }[] }[] };
  };
  const questions = course.data.days.flatMap((d) => d.questions.map((q) => ({ day: d.dayNumber, id: q.id }))).slice(0, 5);
  const writes = [
    ...questions.map((q) => ({ q, body: { status: true } })),
    { q: questions[0], body: { forRevision: true } },
    { q: questions[0], body: { notes: 'revisit: two pointers' } },
  ];
  for (const { q, body } of writes) {
    if (!q) continue;
    const url = `${base}/${course.data._id}/days/${q.day}/questions/${q.id}`;
    const response = await fetch(url, { method: 'PUT', headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`marking progress answered ${response.status}`);
  }
}

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_DEV_LOGIN: 'true',
      // a bench on loopback: the development sign-in in production is acknowledged (lib/production-guard.ts)
      ACKNOWLEDGE_RISKS: 'ALLOW_DEV_LOGIN',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: logLevel,
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    // the log (stdout) is written as in production, to /dev/null; start-up failures go to stderr
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const cpu = (m: Measure) => (m.cpuUsPerRequest === null ? '-' : m.cpuUsPerRequest.toFixed(0));

async function benchDatabase(label: string, env: Record<string, string>, bareUrl: string, bareServer: ChildProcess) {
  const server = startServer(env);
  try {
    const startMs = await waitForPing(`http://127.0.0.1:${port}/api/internal/ping`, server);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench User', email: 'bench@example.com' }),
    });
    const token = ((await login.json()) as { token: string }).token;
    await markSomeProgress(token);
    const routes: { name: string; path: string; headers: Record<string, string> }[] = [
      { name: 'GET /api/problems?page=1&limit=50', path: '/api/problems?page=1&limit=50', headers: {} },
      { name: 'GET /api/problems/two-sum', path: '/api/problems/two-sum', headers: {} },
      {
        name: 'GET /api/problems?topics=Array,Hash Table&search=sum (filter and search)',
        path: '/api/problems?page=1&limit=50&topics=Array%2CHash%20Table&search=sum',
        headers: {},
      },
      { name: 'GET /api/courses/places/two-sum', path: '/api/courses/places/two-sum', headers: {} },
      {
        name: 'GET /api/problems?page=1&limit=50 (signed in)',
        path: '/api/problems?page=1&limit=50',
        headers: { 'x-session-token': token },
      },
      { name: 'GET /api/problems/two-sum (signed in)', path: '/api/problems/two-sum', headers: { 'x-session-token': token } },
      {
        name: 'GET /api/codingkaro/courses/data-structures (signed in)',
        path: '/api/codingkaro/courses/data-structures',
        headers: { 'x-session-token': token },
      },
    ];
    console.log(`\n## ${label} (server up ${(startMs / 1000).toFixed(1)} s after spawn; ${hostLine()})`);
    console.log(
      'route | ours req/s | bare req/s | ratio | ours p50/p99 ms | bare p50/p99 ms | ours CPU µs/req | bare CPU µs/req | CPU ratio (bare/ours)',
    );
    for (const route of routes.filter((r) => !routeFilter || r.name.includes(routeFilter))) {
      const check = await fetch(`http://127.0.0.1:${port}${route.path}`, { headers: route.headers });
      if (!check.ok) throw new Error(`${route.name} answered ${check.status}`);
      const bare = await measure(bareUrl, encodingHeader, bareServer);
      const ours = await measure(`http://127.0.0.1:${port}${route.path}`, { ...route.headers, ...encodingHeader }, server);
      const invalid = ours.non2xx + ours.errors + bare.non2xx + bare.errors;
      console.log(
        [
          route.name,
          fmt(ours.rps),
          fmt(bare.rps),
          `${((ours.rps / bare.rps) * 100).toFixed(1)} %`,
          `${ours.p50}/${ours.p99}`,
          `${bare.p50}/${bare.p99}`,
          cpu(ours),
          cpu(bare),
          ours.cpuUsPerRequest && bare.cpuUsPerRequest
            ? `${((bare.cpuUsPerRequest / ours.cpuUsPerRequest) * 100).toFixed(1)} %`
            : '-',
        ].join(' | ') + (invalid ? ` | INVALID: ${invalid} non-2xx/errors` : ''),
      );
    }
  } finally {
    await stop(server);
  }
}

async function main() {
  if (!existsSync(serverEntry)) throw new Error('apps/server/dist/server.js is missing: run `npm run build` first');
  const bare = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'bare-server.ts')], {
    env: { ...process.env, PORT: String(barePort) },
    stdio: 'inherit',
  });
  const bareUrl = `http://127.0.0.1:${barePort}/items`;
  try {
    await waitForPing(bareUrl, bare);
    console.log(
      `# API vs bare Fastify: autocannon -c ${connections} -d ${seconds}, interleaved per route; ` +
        `log level ${logLevel}, accept-encoding: ${acceptEncoding ?? '(none)'}`,
    );
    if (onlyDatabase !== 'postgres') {
      const dataDir = mkdtempSync(join(tmpdir(), 'ck-bench-api-'));
      try {
        await benchDatabase('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, bareUrl, bare);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    if (process.env.DATABASE_URL && onlyDatabase !== 'pglite') {
      const database = await createScratchPostgres(process.env.DATABASE_URL, 'ck_bench');
      try {
        await benchDatabase('PostgreSQL', { DATABASE_URL: database.url }, bareUrl, bare);
      } finally {
        await database.drop();
      }
    }
  } finally {
    await stop(bare);
  }
}

await main();
