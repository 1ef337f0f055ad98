/**
 * The runner flood (issue 25, item 3): one heavy user keeps the runner full of programs that each
 * sleep 15 s, while a light user runs `print(1)` now and then. Reports the light user's wait (the
 * whole request's time) beside the host's load; the goal is under 2 s on a 2-core machine.
 */
import os from 'node:os';
import { median } from '../lib/timing';
import { type SimUser, sleep } from './server-process';

const FLOOD_PROGRAMS = 30;
const LIGHT_RUNS = 5;

async function execute(base: string, user: SimUser | { ip: string }, code: string, runTimeoutMs: number) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': user.ip };
  if ('token' in user) headers.authorization = `Bearer ${user.token}`;
  const started = performance.now();
  const response = await fetch(`${base}/api/execute`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ language: 'python', files: [{ content: code }], run_timeout: runTimeoutMs }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

export async function measureFlood(base: string, heavy: SimUser, light: SimUser): Promise<{ worstMs: number }> {
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`\n== runner flood: ${FLOOD_PROGRAMS} x 15 s programs from one user, print(1) from another ==`);
  const flood = Array.from({ length: FLOOD_PROGRAMS }, () => execute(base, heavy, 'import time\ntime.sleep(15)\n', 15_000));
  await sleep(2_000);
  const waits: number[] = [];
  for (let i = 0; i < LIGHT_RUNS; i++) {
    const run = await execute(base, light, 'print(1)\n', 3_000);
    waits.push(run.ms);
    console.log(`light user's print(1): ${run.status} after ${(run.ms / 1000).toFixed(2)} s  (host load ${load()})`);
    await sleep(1_000);
  }
  const heavyAnswers = await Promise.all(flood);
  const byStatus = new Map<number, number>();
  for (const answer of heavyAnswers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
  const worstMs = Math.max(...waits);
  console.log(
    `heavy user's ${FLOOD_PROGRAMS} programs answered ${[...byStatus].map(([status, n]) => `${n}x ${status}`).join(', ')}`,
  );
  console.log(
    `light user's wait during the flood: median ${(median(waits) / 1000).toFixed(2)} s, worst ${(worstMs / 1000).toFixed(2)} s (goal < 2 s), host load ${load()}, ${os.availableParallelism()} cpus`,
  );
  return { worstMs };
}
