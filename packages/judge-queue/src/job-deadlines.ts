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
