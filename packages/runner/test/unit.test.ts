import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CompileCache, cacheKey, TEMP_DIR_MAX_AGE_MS, tempDirPrefix } from '../src/cache/compile-cache';
import { InvalidRequestError, LimitExceededError, QueueFullError } from '../src/errors';
import { planExecution, versionMatches } from '../src/job/plan';
import { removeAbandonedTemps } from '../src/languages/abandoned-temps';
import { inspectJava } from '../src/languages/java/main-class';
import { LANGUAGES } from '../src/languages/registry';
import { DEFAULT_LIMITS, MIB } from '../src/limits';
import { WorkerPool } from '../src/pool/worker-pool';
import { decodeOutput } from '../src/sandbox/output-capture';
import { internalError } from '../src/sandbox/run-sandboxed';
import { deriveStatus, parseReport } from '../src/sandbox/status';
import { createPrivateDir } from '../src/sandbox/work-dir';

describe('limits and validation', () => {
  const file = [{ content: 'print(1)' }];
  it('applies spec defaults (compile 10 s, run 3 s, memory = server cap)', () => {
    const p = planExecution({ language: 'python', files: file }, DEFAULT_LIMITS);
    expect(p.limits.compile.wallMs).toBe(10_000);
    expect(p.limits.run.wallMs).toBe(3_000);
    expect(p.limits.run.cpuMs).toBe(3_000);
    expect(p.limits.run.memoryBytes).toBe(DEFAULT_LIMITS.maxMemoryBytes);
    expect(
      planExecution({ language: 'python', files: file, runMemoryLimitBytes: -1 }, DEFAULT_LIMITS).limits.run.memoryBytes,
    ).toBe(DEFAULT_LIMITS.maxMemoryBytes);
  });
  it('rejects values above the caps instead of lowering them', () => {
    expect(() => planExecution({ language: 'python', files: file, runTimeoutMs: 10 ** 9 }, DEFAULT_LIMITS)).toThrow(
      LimitExceededError,
    );
    expect(() =>
      planExecution({ language: 'python', files: file, runMemoryLimitBytes: 64 * 1024 * MIB }, DEFAULT_LIMITS),
    ).toThrow(LimitExceededError);
    expect(() => planExecution({ language: 'python', files: file, outputLimitBytes: 1e12 }, DEFAULT_LIMITS)).toThrow(
      LimitExceededError,
    );
    expect(() => planExecution({ language: 'python', files: file, runTimeoutMs: -5 }, DEFAULT_LIMITS)).toThrow(
      LimitExceededError,
    );
  });
  it('rejects unknown languages, empty and unsafe file lists', () => {
    expect(() => planExecution({ language: 'cobol' as never, files: file }, DEFAULT_LIMITS)).toThrow(InvalidRequestError);
    expect(() => planExecution({ language: 'python', files: [] }, DEFAULT_LIMITS)).toThrow(InvalidRequestError);
    for (const name of ['../x.py', '/etc/passwd', '.hidden', 'a/b.py', 'out']) {
      expect(() => planExecution({ language: 'python', files: [{ name, content: '' }] }, DEFAULT_LIMITS), name).toThrow(
        InvalidRequestError,
      );
    }
  });
  it('matches versions exactly or by dotted prefix', () => {
    expect(versionMatches(undefined, '3.11.7')).toBe(true);
    expect(versionMatches('*', '3.11.7')).toBe(true);
    expect(versionMatches('3.11', '3.11.7')).toBe(true);
    expect(versionMatches('3.11.7', '3.11.7')).toBe(true);
    expect(versionMatches('3.1', '3.11.7')).toBe(false);
    expect(versionMatches('3.10.0', '3.11.7')).toBe(false);
  });
});

describe('java main class (Piston style)', () => {
  it('uses the public class for the file name and finds main', () => {
    const p = LANGUAGES.java.prepare([{ name: '', content: LANGUAGES.java.samples.hello }]);
    expect(p.files[0]?.name).toBe('Main.java');
    expect(p.meta.mainClass).toBe('Main');
  });
  it('handles a non-public class with main and helper classes', () => {
    const src =
      'import java.util.*;\nclass Helper { int x() { return 1; } }\n// class Fake { static void main(String[] a) {} }\nclass Solution {\n  static class Inner {}\n  public static void main(String[] args) { System.out.println("{"); }\n}\n';
    expect(inspectJava(src)).toEqual({ packageName: null, publicClass: null, mainClass: 'Solution' });
    const p = LANGUAGES.java.prepare([{ name: '', content: src }]);
    expect(p.files[0]?.name).toBe('Main.java');
    expect(p.meta.mainClass).toBe('Solution');
  });
  it('qualifies the main class with its package', () => {
    expect(inspectJava('package a.b;\npublic class App { public static void main(String[] a) {} }').mainClass).toBe('App');
    expect(
      LANGUAGES.java.prepare([{ name: '', content: 'package a.b;\npublic class App { public static void main(String[] a) {} }' }])
        .meta.mainClass,
    ).toBe('a.b.App');
  });
});

describe('status derivation', () => {
  const base = {
    report: parseReport('exit=0 signal=0 timeout=0 cpu_ms=5 wall_ms=9 maxrss_kb=100'),
    sandboxExit: 0,
    outputOverflow: null,
    backstopKilled: false,
    cgroup: null,
    memoryCgroup: false,
    cpuLimitMs: 1000,
    cpuMs: 5,
    stderr: '',
  } as const;
  it('maps outcomes to Piston statuses', () => {
    expect(deriveStatus(base).status).toBeNull();
    expect(
      deriveStatus({ ...base, report: parseReport('exit=2 signal=0 timeout=0 cpu_ms=1 wall_ms=1 maxrss_kb=1') }),
    ).toMatchObject({ status: 'RE', code: 2 });
    expect(
      deriveStatus({ ...base, report: parseReport('exit=-1 signal=11 timeout=0 cpu_ms=1 wall_ms=1 maxrss_kb=1') }),
    ).toMatchObject({ status: 'SG', signal: 'SIGSEGV' });
    expect(
      deriveStatus({ ...base, report: parseReport('exit=-1 signal=9 timeout=1 cpu_ms=1 wall_ms=1 maxrss_kb=1') }).status,
    ).toBe('TO');
    expect(
      deriveStatus({ ...base, report: parseReport('exit=-1 signal=24 timeout=0 cpu_ms=1000 wall_ms=1 maxrss_kb=1') }).status,
    ).toBe('TO');
    expect(deriveStatus({ ...base, outputOverflow: 'stdout' }).status).toBe('OL');
    expect(deriveStatus({ ...base, outputOverflow: 'stderr' }).status).toBe('EL');
    expect(
      deriveStatus({
        ...base,
        report: parseReport('exit=-1 signal=9 timeout=0 cpu_ms=1 wall_ms=1 maxrss_kb=1'),
        cgroup: { memoryPeakBytes: 1, oomKilled: true, memoryLimitHit: true, cpuMs: 1 },
      }).status,
    ).toBe('ML');
    expect(
      deriveStatus({
        ...base,
        report: parseReport('exit=1 signal=0 timeout=0 cpu_ms=1 wall_ms=1 maxrss_kb=1'),
        stderr: 'MemoryError',
      }).status,
    ).toBe('ML');
    expect(deriveStatus({ ...base, report: null, sandboxExit: 137 }).status).toBe('SG');
    expect(deriveStatus({ ...base, report: null, sandboxExit: 1, stderr: 'bwrap: boom' })).toMatchObject({ status: 'XX' });
    expect(internalError('x').status).toBe('XX');
  });
  it('decodes invalid UTF-8 without throwing', () => {
    expect(decodeOutput(Buffer.from([0xff, 0x41]))).toBe('\uFFFDA');
  });
});

describe('worker pool', () => {
  it('bounds concurrency and rejects when the queue is full', async () => {
    const pool = new WorkerPool(2, 1);
    let running = 0;
    let peak = 0;
    const gates: (() => void)[] = [];
    const job = () =>
      pool.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((r) => gates.push(r));
        running--;
      });
    const a = job();
    const b = job();
    const c = job();
    await expect(job()).rejects.toBeInstanceOf(QueueFullError);
    expect(pool.stats).toMatchObject({ active: 2, queued: 1, started: 2, waitSeconds: 0 });
    while (gates.length) {
      gates.shift()!();
      await new Promise((r) => setTimeout(r, 5));
    }
    await Promise.all([a, b, c]);
    expect(peak).toBe(2);
    // the third job waited for a worker: counted when it started
    expect(pool.stats).toMatchObject({ active: 0, queued: 0, started: 3 });
    expect(pool.stats.waitSeconds).toBeGreaterThan(0);
  });
});

describe('precompiled header temp files', () => {
  it('removes the temp files and scratch dirs of builds abandoned longer ago than a build may take, and keeps live ones and the rest', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-pch-temps-'));
    try {
      const now = Date.now();
      const write = (name: string, ageMs: number) => {
        writeFileSync(path.join(dir, name), 'x');
        const when = (now - ageMs) / 1000;
        utimesSync(path.join(dir, name), when, when);
      };
      write('stdc++.h.gch.tmp-69f849fe', 10 * 60_000); // a runner killed mid-build ten minutes ago
      write('stdc++.h.gch.tmp-0badc0de', 5_000); // another runner's build in progress
      write('stdc++.h.gch', 10 * 60_000);
      write('stdc++.h', 10 * 60_000);
      write('notes.tmp-later', 10 * 60_000); // not a builder's tag
      const scratch = (name: string, ageMs: number) => {
        mkdirSync(path.join(dir, name, 'out'), { recursive: true });
        writeFileSync(path.join(dir, name, 'out', 'Main.class'), 'x');
        const when = (now - ageMs) / 1000;
        utimesSync(path.join(dir, name), when, when);
      };
      scratch('work-1f2e3d4c', 10 * 60_000); // a class-data archive's scratch dir, its runner killed
      scratch('rt-build-5a6b7c8d', 10 * 60_000); // the C++ runtime's, likewise
      scratch('work-0badc0de', 5_000); // in use
      write('work-deadbeef', 10 * 60_000); // a file, not a builder's directory
      const removed = await removeAbandonedTemps(dir, 5 * 60_000, now);
      expect(removed.sort()).toEqual(['rt-build-5a6b7c8d', 'stdc++.h.gch.tmp-69f849fe', 'work-1f2e3d4c']);
      expect(readdirSync(dir).sort()).toEqual([
        'notes.tmp-later',
        'stdc++.h',
        'stdc++.h.gch',
        'stdc++.h.gch.tmp-0badc0de',
        'work-0badc0de',
        'work-deadbeef',
      ]);
      expect(await removeAbandonedTemps(path.join(dir, 'missing'), 0, now)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('compile cache', () => {
  it('keys on language, version, flags and every file', () => {
    const k = { language: 'c', version: '12', flags: '-O2', files: [{ name: 'a.c', content: 'x' }] };
    expect(cacheKey(k)).toBe(cacheKey({ ...k }));
    expect(cacheKey(k)).not.toBe(cacheKey({ ...k, version: '13' }));
    expect(cacheKey(k)).not.toBe(cacheKey({ ...k, flags: '-O0' }));
    expect(cacheKey(k)).not.toBe(cacheKey({ ...k, files: [{ name: 'a.c', content: 'y' }] }));
  });
  it('evicts least recently used entries beyond the byte bound', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-cache-unit-'));
    try {
      const cache = new CompileCache(dir, 3 * 10_000);
      const file = (n: number) => [{ rel: 'main', data: Buffer.alloc(5000, n), mode: 0o755 }];
      const keys = [1, 2, 3, 4].map((n) =>
        cacheKey({ language: 'c', version: '1', flags: '', files: [{ name: 'm', content: String(n) }] }),
      );
      await cache.put(keys[0]!, file(1), {}, internalError('x'));
      await cache.put(keys[1]!, file(2), {}, internalError('x'));
      await cache.put(keys[2]!, file(3), {}, internalError('x'));
      await new Promise((r) => setTimeout(r, 5));
      expect(await cache.get(keys[0]!)).not.toBeNull(); // refresh 0: 1 is now the oldest
      await cache.put(keys[3]!, file(4), {}, internalError('x'));
      expect(cache.totalBytes).toBeLessThanOrEqual(30_000);
      expect(await cache.get(keys[1]!)).toBeNull();
      expect(await cache.get(keys[0]!)).not.toBeNull();
      expect(await cache.get(keys[3]!)).not.toBeNull();
      // survives a restart
      const again = new CompileCache(dir, 3 * 10_000);
      expect((await again.get(keys[3]!))?.files).toEqual(['main']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it("leaves a live runner's entry being written alone when another instance loads the shared directory", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-cache-unit-'));
    try {
      const writer = new CompileCache(dir, 1 << 20);
      const entries = path.join(dir, 'artifacts');
      const k = cacheKey({ language: 'java', version: '1', flags: '', files: [{ name: 'm', content: 'live' }] });
      await writer.get(k); // loaded
      // the writer is between writing its temp dir and renaming it into place (put's own prefix)...
      const writing = await createPrivateDir(entries, tempDirPrefix());
      mkdirSync(path.join(writing, 'files'));
      writeFileSync(path.join(writing, 'files', 'Main.class'), 'cafebabe');
      // ...when a second runner on the same directory starts and loads it
      const restarted = new CompileCache(dir, 1 << 20);
      expect(await restarted.get(k)).toBeNull();
      expect(existsSync(path.join(writing, 'files', 'Main.class'))).toBe(true);

      // what a crash leaves is cleaned: a temp dir of a process that has exited, and an old unnamed one
      const exited = spawnSync(process.execPath, ['-e', '0']).pid;
      const dead = path.join(entries, `${tempDirPrefix().replace(`-${process.pid}-`, `-${exited}-`)}x`);
      mkdirSync(dead);
      const old = path.join(entries, 'tmp-Ab12Cd');
      mkdirSync(old);
      const past = (Date.now() - TEMP_DIR_MAX_AGE_MS - 60_000) / 1000;
      utimesSync(old, past, past);
      const recentUnnamed = path.join(entries, 'tmp-Zz98Yy');
      mkdirSync(recentUnnamed);
      await new CompileCache(dir, 1 << 20).get(k);
      expect(readdirSync(entries).sort()).toEqual([path.basename(writing), 'tmp-Zz98Yy'].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('serves artifacts from memory (bounded) and notices entries that vanished from disk', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-cache-unit-'));
    try {
      // memory bound 40 kB: one 8 kB entry fits, a 12 kB one (> bound / 4) is never held
      const cache = new CompileCache(dir, 1 << 20, 40_000);
      const key = (n: number) => cacheKey({ language: 'c', version: '1', flags: '', files: [{ name: 'm', content: String(n) }] });
      const small = await cache.put(key(1), [{ rel: 'main', data: Buffer.alloc(8000, 1), mode: 0o755 }], {}, internalError('x'));
      const big = await cache.put(key(2), [{ rel: 'main', data: Buffer.alloc(12_000, 2), mode: 0o755 }], {}, internalError('x'));
      rmSync(path.join(dir, 'artifacts', key(1)), { recursive: true }); // e.g. evicted by another runner
      rmSync(path.join(dir, 'artifacts', key(2)), { recursive: true });
      const fromMemory = await cache.artifacts(small);
      expect(fromMemory?.[0]?.data.equals(Buffer.alloc(8000, 1))).toBe(true);
      expect((fromMemory?.[0]?.mode ?? 0) & 0o111).not.toBe(0);
      expect(await cache.artifacts(big)).toBeNull(); // not held in memory, gone from disk
      expect(await cache.get(key(2))).toBeNull(); // dropped: the next request compiles again
      // a fresh instance reads from disk, then from memory
      const other = new CompileCache(dir, 1 << 20, 40_000);
      const k3 = key(3);
      await cache.put(
        k3,
        [{ rel: 'out/Main.class', data: Buffer.from('cafebabe'), mode: 0o644 }],
        { main: 'Main' },
        internalError('x'),
      );
      const entry = await other.get(k3);
      expect(entry?.meta).toEqual({ main: 'Main' });
      expect((await other.artifacts(entry!))?.map((a) => [a.rel, a.data.toString()])).toEqual([['out/Main.class', 'cafebabe']]);
      rmSync(path.join(dir, 'artifacts', k3), { recursive: true });
      expect((await other.artifacts(entry!))?.[0]?.data.toString()).toBe('cafebabe');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
