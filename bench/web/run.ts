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
 * Each row also gives the median benchmarkIndex of its audits (the host's speed moves with its load)
 * and the one-minute load when the row was printed. BENCH_WEB_DETAIL=1 adds, per route, where the main thread went (Lighthouse's work breakdown) and
 * the longest tasks, with the script each one was attributed to. BENCH_WEB_ROUNDS=N prints each
 * figure's median over N audits (with every score); BENCH_WEB_BASE_DIST=<another apps/web/dist>
 * serves that build from a second server and audits it in the same rounds, interleaved, in rows
 * marked (base): the way to compare two builds on a host whose load moves.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { hostLine } from '../lib/timing';
import { gzipBytesOf, startWebBenchServer } from './web-bench-server';

const ISSUE_ROUTES = [
  '/',
  '/problems',
  '/problems/two-sum',
  '/terminal',
  '/courses/data-structures',
  '/interview-series/operating-systems',
  // Issue 26 adds these: the editor of an interview room (signed out, it asks to sign in) and the rest.
  '/today',
  '/interview/bench-room',
  '/contest',
  '/profile',
  '/pricing',
];
/** BENCH_WEB_ROUTES (comma-separated paths) audits only those. */
const ROUTES = process.env.BENCH_WEB_ROUTES ? process.env.BENCH_WEB_ROUTES.split(',').map((r) => r.trim()) : ISSUE_ROUTES;
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
const ROUNDS = Number(process.env.BENCH_WEB_ROUNDS ?? 1);
const BASE_DIST = process.env.BENCH_WEB_BASE_DIST;
const RETRIED_ERRORS = new Set(['NO_FCP', 'NO_NAVSTART']);

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
  // The LCP element: a list whose first table holds the node.
  const lcp = items<{ items?: { node?: { snippet?: string } }[] }>(lhr, 'largest-contentful-paint-element')[0]?.items?.[0]?.node
    ?.snippet;
  if (lcp) console.log(`    LCP element: ${lcp.slice(0, 160)}`);
}

interface RouteSample {
  score: number;
  lcpMs: number;
  fcpMs: number;
  siMs: number;
  cls: number;
  tbtMs: number;
  wire: number;
  gzip: number;
  benchmarkIndex: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

async function main() {
  const builds = [{ label: '', port: PORT, dist: undefined as string | undefined }];
  if (BASE_DIST) builds.push({ label: ' (base)', port: PORT + 1, dist: BASE_DIST });
  const dataDirs = builds.map(() => mkdtempSync(join(tmpdir(), 'ck-bench-web-')));
  const servers = builds.map((build, i) => startWebBenchServer(build.port, dataDirs[i] ?? '', build.dist));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    for (const server of servers) {
      await server.ready();
      await fetch(`${server.origin}/`); // warm the static file cache
    }
    let announced = false;
    for (const route of ROUTES) {
      const samples = builds.map(() => [] as RouteSample[]);
      const failures = builds.map(() => [] as string[]);
      // Rounds interleave the builds, so both meet the same host load.
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, server] of servers.entries()) {
          const origin = server.origin;
          const audited = () =>
            lighthouse(`${origin}${route}`, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
            });
          let result = await audited();
          // Headless Chromium now and then records no paint or no navigation for a page that paints
          // (NO_FCP, NO_NAVSTART; the same route scores on the next run): one more try.
          if (RETRIED_ERRORS.has(result?.lhr.runtimeError?.code ?? '')) result = await audited();
          if (!result) throw new Error(`no Lighthouse result for ${route}`);
          const { lhr } = result;
          if (!announced) {
            announced = true;
            console.log(
              `bench:web: Lighthouse mobile preset, median of ${ROUNDS} round(s), benchmarkIndex ${lhr.environment.benchmarkIndex}, ${hostLine()}`,
            );
            console.log(
              `${'route'.padEnd(45)}${'perf'.padStart(6)}${'FCP'.padStart(7)}${'SI'.padStart(7)}${'LCP'.padStart(9)}${'CLS'.padStart(7)}${'TBT'.padStart(10)}${'JS wire'.padStart(10)}${'JS gzip'.padStart(10)}${'bIndex'.padStart(8)}${'load'.padStart(7)}${ROUNDS > 1 ? '  scores' : ''}`,
            );
          }
          if (lhr.runtimeError) {
            // Lighthouse finished without a trace it could score: say why instead of NaN.
            failures[i]?.push(`${lhr.runtimeError.code}`);
            continue;
          }
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          const requests = items<NetworkRequest>(lhr, 'network-requests');
          const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin));
          samples[i]?.push({
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            lcpMs: audit('largest-contentful-paint'),
            fcpMs: audit('first-contentful-paint'),
            siMs: audit('speed-index'),
            cls: audit('cumulative-layout-shift'),
            tbtMs: audit('total-blocking-time'),
            wire: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
            gzip: await totalGzipBytes(scripts.map((r) => r.url)),
            benchmarkIndex: lhr.environment.benchmarkIndex,
          });
          if (DETAIL) printDetail(lhr, origin);
        }
      }
      for (const [i, build] of builds.entries()) {
        const got = samples[i] ?? [];
        const label = `${route}${build.label}`.padEnd(45);
        const failed = failures[i]?.length ? `  no score ${failures[i]?.length}x: ${failures[i]?.join(', ')}` : '';
        if (got.length === 0) {
          console.log(`${label}${failed}`);
          continue;
        }
        const m = (pick: (sample: RouteSample) => number) => median(got.map(pick));
        const scores = ROUNDS > 1 ? `  ${got.map((sample) => sample.score).join('/')}` : '';
        console.log(
          `${label}${String(m((x) => x.score)).padStart(6)}${`${(m((x) => x.fcpMs) / 1000).toFixed(1)}`.padStart(7)}${`${(m((x) => x.siMs) / 1000).toFixed(1)}`.padStart(7)}${`${(m((x) => x.lcpMs) / 1000).toFixed(1)} s`.padStart(9)}${m(
            (x) => x.cls,
          )
            .toFixed(3)
            .padStart(
              7,
            )}${`${m((x) => x.tbtMs).toFixed(0)} ms`.padStart(10)}${kb(m((x) => x.wire)).padStart(10)}${kb(m((x) => x.gzip)).padStart(10)}${m(
            (x) => x.benchmarkIndex,
          )
            .toFixed(0)
            .padStart(8)}${loadavg()[0]?.toFixed(1).padStart(7)}${scores}${failed}`,
        );
      }
    }
  } finally {
    chrome.kill();
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
