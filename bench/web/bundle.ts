/**
 * JS weight per route (not a test): `npm run bench:web:js` from the repo root, after `npm run build`.
 * Seconds instead of Lighthouse's minutes, so it can be run after every bundle change.
 *
 * Starts the built server on a throwaway embedded database (BENCH_WEB_PORT, default 3202; WEB_DIST_DIR
 * to measure another build), opens each route of issue 16's table in Chromium (CHROME_PATH, default
 * /usr/bin/chromium) at a phone viewport, and prints the JavaScript the page requested:
 *  - "first load": every same-origin script requested until the network is idle, gzip level 6 (what
 *    Vite's report and `bench:web` print), with the number of files;
 *  - "deferred": the part of it requested after the app's `app-ready` performance mark (set once the
 *    first route rendered, the load event fired and the main thread went idle; the app then mounts
 *    toasts, analytics and the PWA worker), with anything a page itself loads after that (an editor
 *    waiting for its problem's data). "before interactive" = first load - deferred.
 *  - "CLS": the layout shifts the page made meanwhile (Layout Instability API, shifts after input
 *    excluded), at that phone viewport; issue 16's goal is < 0.05 on every route.
 * BENCH_WEB_JS_FILES=1 lists each file with its size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { hostLine, pause } from '../lib/timing';
import { gzipBytesOf, startWebBenchServer } from './web-bench-server';

const ROUTES = [
  '/',
  '/problems',
  '/problems/two-sum',
  '/terminal',
  '/courses/data-structures',
  '/interview-series/operating-systems',
  '/login',
];
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3202);

const gzipCache = new Map<string, number>();
async function gzipBytes(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const size = await gzipBytesOf(url);
  gzipCache.set(url, size);
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ck-bench-js-'));
  const server = startWebBenchServer(PORT, dataDir);
  const ORIGIN = server.origin;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    await server.ready();
    console.log(`bench:web:js: JS requested per route (gzip level 6), ${hostLine()}`);
    console.log(
      `${'route'.padEnd(38)}${'first load'.padStart(12)}${'files'.padStart(7)}${'deferred'.padStart(11)}${'before interactive'.padStart(20)}${'CLS'.padStart(8)}`,
    );
    for (const route of ROUTES) {
      // A fresh context per route: nothing cached, no service worker yet.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.addInitScript(() => {
        // Runs in the page (this file is typed for Node, hence the casts).
        const scope = globalThis as unknown as { layoutShift: number };
        scope.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) scope.layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true } as never);
      });
      await page.goto(`${ORIGIN}${route}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await pause(1500);
      await page.waitForLoadState('networkidle');
      // Resource Timing in the page: each script's start, and the app's `app-ready` mark (absent in
      // a build before this change, which then defers nothing).
      const { entries, ready } = await page.evaluate((origin) => {
        const mark = performance.getEntriesByName('app-ready')[0];
        return {
          ready: mark ? mark.startTime : Number.POSITIVE_INFINITY,
          entries: performance
            .getEntriesByType('resource')
            .filter((e) => e.name.startsWith(origin) && /\.m?js(\?|$)/.test(e.name))
            .map((e) => ({ url: e.name, start: e.startTime })),
        };
      }, ORIGIN);
      const scripts = entries.map((e) => ({ url: e.url, deferred: e.start >= ready }));
      const layoutShift = await page.evaluate(() => (globalThis as unknown as { layoutShift: number }).layoutShift);
      let total = 0;
      let deferred = 0;
      for (const script of scripts) {
        const size = await gzipBytes(script.url);
        total += size;
        if (script.deferred) deferred += size;
      }
      if (process.env.BENCH_WEB_JS_FILES)
        for (const script of scripts)
          console.log(
            `    ${kb(await gzipBytes(script.url)).padStart(9)} ${script.deferred ? 'deferred ' : ''}${script.url.slice(ORIGIN.length)}`,
          );
      console.log(
        `${route.padEnd(38)}${kb(total).padStart(12)}${String(scripts.length).padStart(7)}${kb(deferred).padStart(11)}${kb(total - deferred).padStart(20)}${layoutShift.toFixed(3).padStart(8)}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
