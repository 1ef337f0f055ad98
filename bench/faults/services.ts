/**
 * Throwaway services the fault scripts start, break and restart themselves (never the machine's own):
 * a Redis without persistence, a PostgreSQL cluster in a temp directory, a judge worker, a tmpfs.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, sleep } from '../load/server-process';

export interface Child {
  child: ChildProcess;
  logs: string[];
  exited: Promise<number | null>;
  /** SIGTERM (SIGKILL after `graceMs`) and wait for the exit */
  stop(graceMs?: number): Promise<number | null>;
}

function track(child: ChildProcess): Child {
  const logs: string[] = [];
  child.stdout?.on('data', (c: Buffer) => logs.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => logs.push(c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async (graceMs = 30_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  return { child, logs, exited, stop };
}

/** redis-server on `port`, no snapshot, no append-only file: a restart loses everything in it. */
export async function startRedis(port: number): Promise<Child> {
  const redis = track(
    spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  for (let i = 0; i < 100; i++) {
    if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG') return redis;
    if (redis.child.exitCode !== null) break;
    await sleep(100);
  }
  await redis.stop();
  throw new Error(`redis-server did not start on ${port}:\n${redis.logs.join('')}`);
}

/** A judge worker process (`npm run worker`, without npm in between: the pid is the worker's). */
export async function startWorker(env: Record<string, string>): Promise<Child> {
  const worker = track(
    spawn(process.execPath, ['--import', 'tsx', 'packages/judge-queue/src/worker-main.ts'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (worker.logs.join('').includes('judge worker ready')) return worker;
    if (worker.child.exitCode !== null) break;
    await sleep(200);
  }
  await worker.stop();
  throw new Error(`the judge worker did not start:\n${worker.logs.join('')}`);
}

/** A PostgreSQL cluster of our own (initdb in a temp dir, trust auth, loopback only), stoppable and restartable. */
export interface Cluster {
  url: string;
  port: number;
  stop(): Promise<string>;
  start(): Promise<string>;
  destroy(): Promise<void>;
}

function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(path.join(base, v, 'bin', 'initdb'))) return path.join(base, v, 'bin');
  throw new Error('initdb not found under /usr/lib/postgresql/*/bin');
}

export async function createCluster(port: number): Promise<Cluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-faults-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: run the cluster as the postgres user then
  if (asRoot) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(pw.stdout.trim()), Number(gid.stdout.trim()));
    chmodSync(dir, 0o700);
  }
  const run = (args: string[]) => {
    const [cmd, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
    const r = spawnSync(cmd as string, rest, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed:\n${r.stdout}${r.stderr}`);
    return `${r.stdout}${r.stderr}`.trim();
  };
  run([path.join(bin, 'initdb'), '-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const pgCtl = path.join(bin, 'pg_ctl');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = async () => run([pgCtl, '-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: async () => run([pgCtl, '-D', dataDir, '-m', 'fast', '-w', 'stop']),
    destroy: async () => {
      try {
        run([pgCtl, '-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Mounts a tmpfs of `megabytes` (root only); null with the reason when that is impossible here. */
export function mountTmpfs(megabytes: number): { dir: string; unmount(): void } | { error: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-faults-disk-'));
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], { encoding: 'utf8' });
  if (r.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { error: `${r.stderr || r.stdout || r.error?.message}`.trim() };
  }
  return {
    dir,
    unmount: () => {
      spawnSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `df` of a path: used and available megabytes. */
export function diskUsage(dir: string): string {
  const r = spawnSync('df', ['-m', '--output=used,avail', dir], { encoding: 'utf8' });
  const [used, avail] = (r.stdout.trim().split('\n')[1] ?? '').trim().split(/\s+/);
  return `${used} MB used, ${avail} MB free`;
}
