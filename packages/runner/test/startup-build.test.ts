import { mkdirSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRunner } from '../src/index';
import { runHostTool, withStartupBuildSignal } from '../src/languages/startup-build';
import { tempCacheDir } from './helpers';

/** Host processes working in `dir` (their working directory is in it), as `pid: working directory`. */
function hostToolsIn(dir: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cwd = readlinkSync(`/proc/${pid}/cwd`);
      if (cwd === dir || cwd.startsWith(`${dir}/`)) found.push(`${pid}: ${cwd}`);
    } catch {
      /* gone, or a zombie */
    }
  }
  return found;
}

async function waitUntil(condition: () => boolean, limitMs: number): Promise<boolean> {
  const until = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
  return true;
}

describe('start-up builds', () => {
  it('a runner closed while it builds (precompiled header, class-data archive) leaves no tool working in its cache dir', async () => {
    const dir = tempCacheDir('startup-close');
    rmSync(dir, { recursive: true, force: true });
    const runner = createRunner({ cacheDir: dir, poolSize: 1 });
    let started = false;
    try {
      await runner.runtimes();
      // a fresh cache dir: the builds start in the background once the toolchains are detected
      started = await waitUntil(() => hostToolsIn(dir).length > 0, 60_000);
    } finally {
      await runner.close();
    }
    expect(started).toBe(true);
    expect(hostToolsIn(dir)).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('an aborted build kills the tool with the processes it started, and reports it as failed', async () => {
    const dir = tempCacheDir('startup-abort');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const stop = new AbortController();
    try {
      // a shell that leaves a child of its own running, as a compiler driver does with its back end
      const running = withStartupBuildSignal(stop.signal, () =>
        runHostTool('/bin/sh', ['-c', 'sleep 60 & wait'], { cwd: dir, timeoutMs: 120_000 }),
      );
      expect(await waitUntil(() => hostToolsIn(dir).length === 2, 10_000)).toBe(true);
      stop.abort();
      const output = await running;
      expect(output.ok).toBe(false);
      expect(hostToolsIn(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a tool over its time limit is killed with the processes it started', async () => {
    const dir = tempCacheDir('startup-timeout');
    mkdirSync(dir, { recursive: true });
    try {
      const output = await runHostTool('/bin/sh', ['-c', 'sleep 60 & wait'], { cwd: dir, timeoutMs: 300 });
      expect(output.ok).toBe(false);
      expect(hostToolsIn(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
