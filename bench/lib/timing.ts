/**
 * Shared helpers of the benchmarks (bench/judge, bench/runner): statistics, formatting, host load
 * and timing a bare (unsandboxed) process. Benchmarks print medians AND minimums: on a loaded host
 * the median moves with the load, the minimum shows what the code costs.
 */
import { execFile } from 'node:child_process';
import os from 'node:os';

export function median(xs: number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

export function min(xs: number[]): number {
  return xs.length === 0 ? Number.NaN : Math.min(...xs);
}

/** A fixed-width number: `fmt(3.14159)` → `     3.1`. */
export const fmt = (n: number, width = 8): string => n.toFixed(1).padStart(width);

/** `median/min` of a sample, fixed width. */
export const medMin = (xs: number[], width = 13): string => `${median(xs).toFixed(1)}/${min(xs).toFixed(1)}`.padStart(width);

/** Ratio of medians and ratio of minimums: `1.3x [1.1x]`. */
export function ratios(num: number[], den: number[]): string {
  return `${(median(num) / median(den)).toFixed(2)}x [${(min(num) / min(den)).toFixed(2)}x]`;
}

/** `2 cpus, load 1.23 0.98 0.50` */
export function hostLine(): string {
  return `${os.availableParallelism()} cpus, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
}

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface TimedRun {
  ms: number;
  stdout: string;
}

/**
 * Spawns `cmd` from node without any sandbox, feeds `stdin`, and measures spawn → exit (what
 * "just running the program" costs from a node server).
 */
export function timeProcess(
  cmd: string[],
  opts: { cwd: string; env: Record<string, string>; stdin?: string },
): Promise<TimedRun> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = execFile(cmd[0]!, cmd.slice(1), { cwd: opts.cwd, env: opts.env, maxBuffer: 64 << 20 }, (err, stdout) => {
      if (err) reject(err);
      else resolve({ ms: performance.now() - t0, stdout });
    });
    child.stdin?.on('error', () => {}); // EPIPE: the program did not read its input
    child.stdin?.end(opts.stdin ?? '');
  });
}
