import { LimitExceededError } from './errors';
import type { ExecuteRequest, RunnerLimits } from './types';

export const MIB = 1024 * 1024;

/** Server caps (a request above them is rejected, never silently lowered). */
export const DEFAULT_LIMITS: RunnerLimits = {
  maxCompileTimeoutMs: 30_000,
  maxRunTimeoutMs: 15_000,
  maxMemoryBytes: 1024 * MIB,
  maxOutputBytes: 1024 * 1024,
};

/** Defaults when a request leaves a value out (spec: compile 10 s, run 3 s, memory -1). */
export const REQUEST_DEFAULTS = {
  compileTimeoutMs: 10_000,
  runTimeoutMs: 3_000,
  outputLimitBytes: 64 * 1024,
};

/** Fixed per-stage limits that are not part of the request. */
export const FIXED_LIMITS = {
  runMaxProcesses: 64,
  compileMaxProcesses: 128,
  runMaxFileBytes: 32 * MIB,
  compileMaxFileBytes: 256 * MIB,
  maxOpenFiles: 256,
  stackBytes: 256 * MIB,
  tmpfsBytes: 64 * MIB,
};

export interface StageLimits {
  wallMs: number;
  cpuMs: number;
  memoryBytes: number;
  outputBytes: number;
  maxProcesses: number;
  maxFileBytes: number;
  maxOpenFiles: number;
}

export interface ResolvedLimits {
  compile: StageLimits;
  run: StageLimits;
}

export function mergeLimits(partial?: Partial<RunnerLimits>): RunnerLimits {
  const merged = { ...DEFAULT_LIMITS, ...(partial ?? {}) };
  for (const [key, value] of Object.entries(merged)) {
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`runner limit ${key} must be a positive number`);
  }
  return merged;
}

/**
 * The smallest memory limit a sandbox can honour: bubblewrap, the monitor and a runtime's start-up
 * need a few MiB, and a limit below what the run cgroup already holds cannot even be written
 * (EBUSY). Below it a request is refused instead of becoming an internal error.
 */
export const MIN_MEMORY_BYTES = 32 * MIB;

function pick(field: string, value: number | undefined, fallback: number, cap: number, allowMinusOne: boolean, min = 1): number {
  if (value === undefined || (allowMinusOne && value === -1)) return Math.min(fallback, cap);
  if (!Number.isFinite(value) || value <= 0) {
    throw new LimitExceededError(field, `${field} must be a positive number${allowMinusOne ? ' or -1' : ''}`);
  }
  if (value > cap) throw new LimitExceededError(field, `${field} ${value} is above the server cap ${cap}`);
  if (value < min) throw new LimitExceededError(field, `${field} ${value} is below the minimum ${min}`);
  return Math.floor(value);
}

export function resolveLimits(req: ExecuteRequest, caps: RunnerLimits): ResolvedLimits {
  const compileWall = pick(
    'compileTimeoutMs',
    req.compileTimeoutMs,
    REQUEST_DEFAULTS.compileTimeoutMs,
    caps.maxCompileTimeoutMs,
    false,
  );
  const runWall = pick('runTimeoutMs', req.runTimeoutMs, REQUEST_DEFAULTS.runTimeoutMs, caps.maxRunTimeoutMs, false);
  const memory = (field: string, value: number | undefined) =>
    pick(field, value, caps.maxMemoryBytes, caps.maxMemoryBytes, true, MIN_MEMORY_BYTES);
  const compileMem = memory('compileMemoryLimitBytes', req.compileMemoryLimitBytes);
  const runMem = memory('runMemoryLimitBytes', req.runMemoryLimitBytes);
  const output = pick('outputLimitBytes', req.outputLimitBytes, REQUEST_DEFAULTS.outputLimitBytes, caps.maxOutputBytes, false);
  return {
    compile: {
      wallMs: compileWall,
      cpuMs: compileWall,
      memoryBytes: compileMem,
      outputBytes: Math.max(output, 64 * 1024),
      maxProcesses: FIXED_LIMITS.compileMaxProcesses,
      maxFileBytes: FIXED_LIMITS.compileMaxFileBytes,
      maxOpenFiles: FIXED_LIMITS.maxOpenFiles,
    },
    run: {
      wallMs: runWall,
      cpuMs: runWall,
      memoryBytes: runMem,
      outputBytes: output,
      maxProcesses: FIXED_LIMITS.runMaxProcesses,
      maxFileBytes: FIXED_LIMITS.runMaxFileBytes,
      maxOpenFiles: FIXED_LIMITS.maxOpenFiles,
    },
  };
}
