/**
 * `npm run bench:start` (after `npm run build`): cold start of the built server, measured against a
 * bare Fastify process started in the same run. Per round, interleaved: bare, ours on a fresh
 * DATA_DIR (empty: migrations and a full seed), ours again on that now-seeded DATA_DIR; then the same
 * two on PostgreSQL when DATABASE_URL is set (a scratch database, dropped afterwards). Prints the
 * time from spawn to the first 200 from the ping route (`/api/internal/ping`), the RSS after
 * BENCH_IDLE_SECONDS idle, and the peak RSS while starting (VmHWM), as median/min over the rounds.
 * Env: BENCH_ROUNDS (3), BENCH_IDLE_SECONDS (10), BENCH_PORT (3192), BENCH_BASE_JS (another build's
 * server.js, e.g. main's dist copied under apps/server so it finds its package root: measured in the
 * same rounds, interleaved, as rows marked `base`). Goals (issue 16): to first
 * ping <= 3 s fresh and <= 1 s seeded, idle RSS <= 250 MB.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createScratchPostgres } from '../../apps/server/test/databases';
import { hostLine, medMin, pause } from '../lib/timing';

const root = join(import.meta.dirname, '../..');
const serverEntry = join(root, 'apps/server/dist/server.js');
const baseEntry = process.env.BENCH_BASE_JS ? resolve(process.env.BENCH_BASE_JS) : null;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3192);

/** The same process shape as ours: plain node running compiled JavaScript, one route, listen. */
const bareSource = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/api/internal/ping', async () => ({ success: true }));
await app.listen({ host: '127.0.0.1', port: ${port} });
`;

interface Sample {
  firstPingMs: number;
  idleRssMb: number;
  peakRssMb: number;
}

function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.match(/(\d+)/)?.[1] ?? Number.NaN) / 1024;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function measure(start: () => ChildProcess): Promise<Sample> {
  const started = performance.now();
  const child = start();
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
      if (performance.now() - started > 300_000) throw new Error('no ping after 300 s');
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/internal/ping`)).ok) break;
      } catch {}
      await pause(20);
    }
    const firstPingMs = performance.now() - started;
    await pause(idleSeconds * 1000);
    const pid = child.pid as number;
    return { firstPingMs, idleRssMb: memoryMb(pid, 'VmRSS'), peakRssMb: memoryMb(pid, 'VmHWM') };
  } finally {
    await stop(child);
  }
}

const bare = () => spawn(process.execPath, ['--input-type=module', '-e', bareSource], { cwd: root, stdio: 'inherit' });

const ours =
  (env: Record<string, string>, entry = serverEntry) =>
  () =>
    spawn(process.execPath, [entry], {
      env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });

function row(name: string, samples: Sample[], base: Sample[]) {
  const pick = (key: keyof Sample) => samples.map((s) => s[key]);
  const ratio = Math.min(...pick('firstPingMs')) / Math.min(...base.map((s) => s.firstPingMs));
  console.log(
    [
      name.padEnd(30),
      medMin(pick('firstPingMs').map((ms) => ms / 1000)),
      `${ratio.toFixed(1)}x`.padStart(7),
      medMin(pick('idleRssMb')),
      medMin(pick('peakRssMb')),
    ].join(' | '),
  );
}

async function main() {
  for (const entry of [serverEntry, baseEntry ?? serverEntry]) {
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  }
  const results = new Map<string, Sample[]>();
  const add = (name: string, sample: Sample) => results.set(name, [...(results.get(name) ?? []), sample]);
  const builds = baseEntry
    ? [
        { entry: serverEntry, mark: '' },
        { entry: baseEntry, mark: 'base ' },
      ]
    : [{ entry: serverEntry, mark: '' }];
  for (let round = 0; round < rounds; round++) {
    add('bare Fastify', await measure(bare));
    for (const { entry, mark } of builds) {
      const dataDir = mkdtempSync(join(tmpdir(), 'ck-bench-start-'));
      try {
        const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
        add(`${mark}PGlite, fresh DATA_DIR`, await measure(ours(env, entry)));
        add(`${mark}PGlite, seeded DATA_DIR`, await measure(ours(env, entry)));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    if (process.env.DATABASE_URL) {
      for (const { entry, mark } of builds) {
        const database = await createScratchPostgres(process.env.DATABASE_URL, 'ck_bench_start');
        try {
          const env = { DATABASE_URL: database.url };
          add(`${mark}PostgreSQL, fresh database`, await measure(ours(env, entry)));
          add(`${mark}PostgreSQL, seeded database`, await measure(ours(env, entry)));
        } finally {
          await database.drop();
        }
      }
    }
  }
  const against = baseEntry ? ` (base: ${baseEntry})` : '';
  console.log(`# Cold start${against}, ${rounds} round(s), RSS after ${idleSeconds} s idle (${hostLine()})`);
  console.log('start (median/min)             | first ping s  |  min/bare | idle RSS MB   | peak RSS MB');
  const base = results.get('bare Fastify') ?? [];
  for (const [name, samples] of results) row(name, samples, base);
}

await main();
