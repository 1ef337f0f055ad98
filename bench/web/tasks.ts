/**
 * Long tasks, explained (not a test): `npm run bench:web:tasks` from the repo root, after `npm run build`.
 *
 * Lighthouse (bench/web/run.ts) says how long the main thread was blocked and blames each long task
 * on one script; it does not say which functions ran. This opens each route in Chromium at a phone's
 * viewport with the CPU slowed down (BENCH_WEB_CPU, default 4x, like Lighthouse's mobile preset),
 * records a trace with V8's sampling profiler, and prints for each task over 50 ms its length and
 * the functions that took most of it (self time, `name file:line`), then each script's compile and
 * evaluation time. On a loaded host every figure is inflated by the load; compare builds in one run
 * (BENCH_WEB_BASE_DIST, as for bench:web). BENCH_WEB_ROUTES and BENCH_WEB_ROUNDS as for bench:web.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { hostLine, pause } from '../lib/timing';
import { startWebBenchServer } from './web-bench-server';

const ROUTES = (process.env.BENCH_WEB_ROUTES ?? '/problems/two-sum,/terminal').split(',').map((r) => r.trim());
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3211);
const CPU = Number(process.env.BENCH_WEB_CPU ?? 4);
const ROUNDS = Number(process.env.BENCH_WEB_ROUNDS ?? 1);
const BASE_DIST = process.env.BENCH_WEB_BASE_DIST;
/** How long after `load` to keep recording: the deferred editor mounts on the first idle moment after it. */
const SETTLE_MS = Number(process.env.BENCH_WEB_SETTLE_MS ?? 8000);
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
  'blink.user_timing',
];

/** The renderer's main thread: the thread named CrRendererMain with the most work. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const named = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = { pid: 0, tid: 0, busy: -1 };
  for (const thread of named) {
    const busy = events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (busy > best.busy) best = { pid: thread.pid, tid: thread.tid, busy };
  }
  return best;
}

/** Every CPU sample of the main thread: its time and the function on top of the stack. */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const profiles = new Map<string, number>();
  for (const e of events) {
    if (e.name === 'Profile' && e.pid === pid && e.tid === tid && e.id) profiles.set(e.id, e.args?.data?.startTime ?? e.ts);
  }
  const clock = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !e.id || !profiles.has(e.id)) continue;
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let ts = clock.get(e.id) ?? profiles.get(e.id) ?? 0;
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (const [i, node] of ids.entries()) {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node });
    }
    clock.set(e.id, ts);
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples };
}

const short = (url: string, origin: string) => url.replace(origin, '').replace(/^\/assets\//, '');

function frameLabel(node: ProfileNode | undefined, origin: string): string {
  if (!node) return '?';
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  return url ? `${functionName || '(anonymous)'} ${short(url, origin)}:${lineNumber + 1}:${columnNumber + 1}` : functionName;
}

/** The script frames under a sample, for the "via" column: the outermost app frame that is not the renderer. */
function scriptOf(nodes: Map<number, ProfileNode>, id: number, origin: string): string {
  let node = nodes.get(id);
  let url = '';
  while (node) {
    if (node.callFrame.url) url = node.callFrame.url;
    node = node.parent === undefined ? undefined : nodes.get(node.parent);
  }
  return url ? short(url, origin) : '(native)';
}

/**
 * The renderer's own work inside a task (what the profiler shows as "(program)" or native time): style, layout,
 * paint, HTML and style-sheet parsing, garbage collection; each kind's total, largest first.
 */
const RENDERER_WORK: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  MajorGC: 'GC',
  MinorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  'V8.GC_MARK_COMPACTOR': 'GC',
};
function rendererWork(events: TraceEvent[], pid: number, tid: number, start: number, end: number): string {
  const totals = new Map<string, number>();
  for (const e of events) {
    const kind = RENDERER_WORK[e.name];
    if (!kind || e.pid !== pid || e.tid !== tid || !e.dur || e.ts < start || e.ts > end) continue;
    totals.set(kind, (totals.get(kind) ?? 0) + e.dur / 1000);
  }
  return [...totals.entries()]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
    .join(', ');
}

function report(events: TraceEvent[], origin: string, navStart: number) {
  const { pid, tid } = mainThread(events);
  const { nodes, samples } = samplesOf(events, pid, tid);
  // The profile's nodes carry their parent only through `children` in some Chromium versions.
  for (const node of nodes.values()) {
    for (const child of (node as ProfileNode & { children?: number[] }).children ?? []) {
      const c = nodes.get(child);
      if (c) c.parent = node.id;
    }
  }
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && (e.dur ?? 0) / 1000 > LONG_TASK_MS)
    .sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    blocking += ms - LONG_TASK_MS;
    const end = task.ts + (task.dur ?? 0);
    const self = new Map<string, number>();
    const byScript = new Map<string, number>();
    for (let i = 0; i < samples.length; i++) {
      const sample = samples[i];
      if (!sample || sample.ts < task.ts || sample.ts > end) continue;
      const next = samples[i + 1];
      const weight = ((next && next.ts <= end ? next.ts : end) - sample.ts) / 1000;
      const label = frameLabel(nodes.get(sample.node), origin);
      if (label === '(idle)') continue;
      self.set(label, (self.get(label) ?? 0) + weight);
      const script = scriptOf(nodes, sample.node, origin);
      byScript.set(script, (byScript.get(script) ?? 0) + weight);
    }
    const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
    const scripts = [...byScript.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4);
    console.log(
      `  task ${ms.toFixed(0)} ms @${((task.ts - navStart) / 1000).toFixed(0)} ms  [${scripts.map(([s, t]) => `${s} ${t.toFixed(0)}`).join(', ')}]`,
    );
    for (const [label, t] of top) console.log(`      ${t.toFixed(1).padStart(7)} ms  ${label}`);
    const work = rendererWork(events, pid, tid, task.ts, end);
    if (work) console.log(`      renderer: ${work}`);
  }
  console.log(`  total blocking (tasks' time over ${LONG_TASK_MS} ms): ${blocking.toFixed(0)} ms`);
  // Compile and evaluation per script (module scripts: v8.compileModule / v8.evaluateModule).
  const perScript = new Map<string, { compile: number; evaluate: number }>();
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid || !e.dur) continue;
    const url = e.args?.data?.url ?? (e.args as { fileName?: string } | undefined)?.fileName;
    if (!url?.startsWith(origin)) continue;
    const kind = /compile/i.test(e.name) ? 'compile' : /evaluate/i.test(e.name) ? 'evaluate' : null;
    if (!kind) continue;
    const entry = perScript.get(url) ?? { compile: 0, evaluate: 0 };
    entry[kind] += e.dur / 1000;
    perScript.set(url, entry);
  }
  const rows = [...perScript.entries()].sort((a, b) => b[1].compile + b[1].evaluate - (a[1].compile + a[1].evaluate));
  console.log(
    `  scripts (compile + evaluate, ms): ${rows
      .slice(0, 12)
      .map(([url, t]) => `${short(url, origin)} ${t.compile.toFixed(0)}+${t.evaluate.toFixed(0)}`)
      .join(' · ')}`,
  );
  return blocking;
}

async function main() {
  const builds = [{ label: '', port: PORT, dist: undefined as string | undefined }];
  if (BASE_DIST) builds.push({ label: ' (base)', port: PORT + 1, dist: BASE_DIST });
  const dataDirs = builds.map(() => mkdtempSync(join(tmpdir(), 'ck-bench-tasks-')));
  const servers = builds.map((build, i) => startWebBenchServer(build.port, dataDirs[i] ?? '', build.dist));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    for (const server of servers) {
      await server.ready();
      await fetch(`${server.origin}/`);
    }
    console.log(`bench:web:tasks: ${CPU}x CPU slowdown, 412x823 viewport, ${hostLine()}`);
    for (const route of ROUTES) {
      const blocking = builds.map(() => [] as number[]);
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, server] of servers.entries()) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
          await browser.startTracing(page, { categories: CATEGORIES });
          const navStart = Date.now();
          await page.goto(`${server.origin}${route}`, { waitUntil: 'load' });
          await pause(SETTLE_MS);
          const buffer = await browser.stopTracing();
          await context.close();
          const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
          const events = trace.traceEvents;
          const nav =
            events.find((e) => e.name === 'navigationStart') ?? events.find((e) => e.name === 'TracingStartedInBrowser');
          console.log(
            `${route}${builds[i]?.label} (round ${round + 1}, recorded ${((Date.now() - navStart) / 1000).toFixed(1)} s)`,
          );
          blocking[i]?.push(report(events, server.origin, nav?.ts ?? 0));
        }
      }
      if (ROUNDS > 1)
        for (const [i, build] of builds.entries())
          console.log(`${route}${build.label}: blocking per round ${blocking[i]?.map((b) => b.toFixed(0)).join('/')} ms`);
    }
  } finally {
    await browser.close();
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
