import { type ExecuteRequest, REQUEST_DEFAULTS, type RunnerLimits } from '@codingkaro/runner';

/** The runner's formatter sandbox has a fixed 10 s wall limit (packages/runner/src/format.ts). */
export const FORMAT_WALL_MS = 10_000;

function stageLimit(requested: number | undefined, fallback: number, cap: number): number {
  if (requested === undefined || !Number.isFinite(requested) || requested <= 0) return Math.min(fallback, cap);
  return Math.min(Math.floor(requested), cap);
}

/**
 * How long the API waits for a started execute job: the compile and run wall limits the worker
 * will apply (the request's or the defaults, never above the caps) plus a margin for sandbox
 * start-up, teardown and the trip through Redis. Past it the worker is taken to have crashed.
 */
export function executeDeadlineMs(request: ExecuteRequest, limits: RunnerLimits, marginMs: number): number {
  const compile = stageLimit(request.compileTimeoutMs, REQUEST_DEFAULTS.compileTimeoutMs, limits.maxCompileTimeoutMs);
  const run = stageLimit(request.runTimeoutMs, REQUEST_DEFAULTS.runTimeoutMs, limits.maxRunTimeoutMs);
  return compile + run + marginMs;
}

export function formatDeadlineMs(marginMs: number): number {
  return FORMAT_WALL_MS + marginMs;
}

/**
 * How a crashed worker's job is found (BullMQ's stalled check): a worker renews its job's lock every
 * `lockMs / 2`; a lock not renewed for `lockMs` marks the job stalled at the next check, which every
 * live worker runs every `stalledCheckMs`. The first stall puts the job back for another worker; the
 * second fails it (`maxStalledCount: 1`, the poison-pill guard).
 */
export const CRASH_DETECTION_DEFAULTS = { lockMs: 10_000, stalledCheckMs: 5_000 } as const;

/** The longest a crashed worker's job can go unnoticed: the API adds it to a started job's deadline. */
export function crashDetectionMs(lockMs: number, stalledCheckMs: number): number {
  return lockMs + stalledCheckMs;
}
