/**
 * Web benchmark (not a test): `npm run bench:web` from the repo root, after `npm run build`.
 *
 * Starts the built server on a throwaway embedded database (BENCH_WEB_PORT, default 3201), then runs
 * Lighthouse's mobile preset (the `lighthouse` package; Chromium from CHROME_PATH, default
 * /usr/bin/chromium) once per route of issue 16's table and prints, per route: performance score,
 * LCP, CLS, TBT, JS transferred over the wire, and the gzip size of that same JS (what a compressing
 * server would send). Lighthouse's simulated throttling makes scores depend on host load: the host
 * line says how loaded the machine was. `npm run bench:web:js` (bundle.ts) prints the JS figures
 * alone in seconds, split at the app's `app-ready` mark. The host line also gives Lighthouse's
 * benchmarkIndex for this Chromium: the preset's 4x CPU slowdown stands for a phone only on a host
 * that scores like the desktops it was tuned on, so a low index means the scores are pessimistic.
 * BENCH_WEB_DETAIL=1 adds, per route, where the main thread went (Lighthouse's work breakdown) and
 * the longest tasks, with the script each one was attributed to.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { hostLine } from '../lib/timing';
import { gzipBytesOf, startWebBenchServer } from './web-bench-server';

const ROUTES = [
  '/',
  '/problems',
  '/problems/two-sum',
  '/terminal',
  '/courses/data-structures',
  '/interview-series/operating-systems',
];
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3201);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** Gzip size of every script the page loaded. */
async function totalGzipBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) total += await gzipBytesOf(url);
  return total;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const DETAIL = process.env.BENCH_WEB_DETAIL === '1';

interface BreakdownItem {
  groupLabel?: string;
  duration?: number;
}
interface LongTask {
  url?: string;
  startTime?: number;
  duration?: number;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function items<T>(lhr: Lhr, id: string): T[] {
  return ((lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
}

/** Main-thread time by kind of work, and the five longest tasks (simulated, i.e. after the CPU slowdown). */
function printDetail(lhr: Lhr, origin: string) {
  const breakdown = items<BreakdownItem>(lhr, 'mainthread-work-breakdown')
    .map((item) => `${item.groupLabel ?? '?'} ${Math.round(item.duration ?? 0)} ms`)
    .join(' · ');
  console.log(`    main thread: ${breakdown}`);
  const tasks = items<LongTask>(lhr, 'long-tasks')
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
    .slice(0, 5)
    .map(
      (task) =>
        `${Math.round(task.duration ?? 0)} ms @${Math.round(task.startTime ?? 0)} ${(task.url ?? '').replace(origin, '')}`,
    );
  console.log(`    longest tasks: ${tasks.join(' | ') || 'none'}`);
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ck-bench-web-'));
  const server = startWebBenchServer(PORT, dataDir);
  const ORIGIN = server.origin;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    await server.ready();
    await fetch(`${ORIGIN}/`); // warm the static file cache
    let announced = false;
    for (const route of ROUTES) {
      const audited = () =>
        lighthouse(`${ORIGIN}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
      let result = await audited();
      // Headless Chromium now and then reports no paint at all for a page that paints (NO_FCP; the
      // same route scores on the next run): one more try before printing the error.
      if (result?.lhr.runtimeError?.code === 'NO_FCP') result = await audited();
      if (!result) throw new Error(`no Lighthouse result for ${route}`);
      const { lhr } = result;
      if (!announced) {
        announced = true;
        console.log(`bench:web: Lighthouse mobile preset, benchmarkIndex ${lhr.environment.benchmarkIndex}, ${hostLine()}`);
        console.log(
          `${'route'.padEnd(38)}${'perf'.padStart(6)}${'LCP'.padStart(9)}${'CLS'.padStart(7)}${'TBT'.padStart(10)}${'JS wire'.padStart(10)}${'JS gzip'.padStart(10)}`,
        );
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ??
        []) as NetworkRequest[];
      const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(ORIGIN));
      const wire = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const gzip = await totalGzipBytes(scripts.map((r) => r.url));
      if (lhr.runtimeError) {
        // Lighthouse finished without a trace it could score (e.g. NO_FCP): say why instead of NaN.
        console.log(`${route.padEnd(38)}  no score: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        continue;
      }
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      console.log(
        `${route.padEnd(38)}${String(score).padStart(6)}${`${(audit('largest-contentful-paint') / 1000).toFixed(1)} s`.padStart(9)}${audit('cumulative-layout-shift').toFixed(3).padStart(7)}${`${audit('total-blocking-time').toFixed(0)} ms`.padStart(10)}${kb(wire).padStart(10)}${kb(gzip).padStart(10)}`,
      );
      if (DETAIL) printDetail(lhr, ORIGIN);
    }
  } finally {
    chrome.kill();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
