/** The built server on a throwaway embedded database, as both web benches (Lighthouse, JS bytes) drive it. */
import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pause } from '../lib/timing';

export interface WebBenchServer {
  origin: string;
  child: ChildProcess;
  /** Resolves once `/api/internal/ping` answers; throws after `timeoutMs`. */
  ready(timeoutMs?: number): Promise<void>;
}

/**
 * `webDistDir` serves another web build (the server's WEB_DIST_DIR) instead of apps/web/dist.
 * The judge's start-up work would compete with the audited pages for the CPU: the runner's compile
 * cache (with the C++ precompiled header, a minute or more to build) is kept between bench runs, and
 * no resident javac server is started (nothing is compiled while pages are audited).
 */
export function startWebBenchServer(port: number, dataDir: string, webDistDir?: string): WebBenchServer {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      RUNNER_CACHE_DIR: process.env.RUNNER_CACHE_DIR ?? join(tmpdir(), 'ck-bench-web-runner-cache'),
      CODINGKARO_RUNNER_NO_JAVAC_SERVER: '1',
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    },
  });
  return {
    origin,
    child,
    async ready(timeoutMs = 180_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        try {
          if ((await fetch(`${origin}/api/internal/ping`)).ok) return;
        } catch {
          // not listening yet
        }
        await pause(250);
      }
      throw new Error(`server did not answer ${origin}/api/internal/ping within ${timeoutMs} ms`);
    },
  };
}

/** Gzip size (level 6, like Vite's report) of what `url` serves. */
export async function gzipBytesOf(url: string): Promise<number> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return gzipSync(body, { level: 6 }).length;
}
