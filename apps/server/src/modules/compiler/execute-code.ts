import {
  COMPILE_FAILED_MESSAGE,
  type ExecuteRequestSchema,
  type ExecuteResponse,
  type ExecuteStage,
} from '@codingkaro/contracts';
import { POISON_JOB_MESSAGE } from '@codingkaro/judge-queue';
import type { Runner, ExecuteRequest as RunnerRequest, RuntimeInfo, StageResult } from '@codingkaro/runner';
import type { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { executionErrorToAppError, runtimeUnavailable } from '../../lib/execution-errors';

export type ParsedExecuteRequest = z.output<typeof ExecuteRequestSchema>;

export const RUNNER_BUSY_MESSAGE = 'The code runner is busy. Please try again in a few seconds.';
/** Piston's request field names, for messages about the runner's own field names. */
const PISTON_FIELDS: Record<string, string> = {
  compileTimeoutMs: 'compile_timeout',
  runTimeoutMs: 'run_timeout',
  compileMemoryLimitBytes: 'compile_memory_limit',
  runMemoryLimitBytes: 'run_memory_limit',
};

/** Finds the runtime by id or alias (Piston accepts both), or answers 400. */
export function resolveRuntime(runtimes: RuntimeInfo[], name: string): RuntimeInfo {
  const key = name.trim().toLowerCase();
  const runtime = runtimes.find((r) => r.language === key || r.aliases.includes(key));
  if (!runtime) {
    throw badRequest(`Unknown language "${name}". Supported languages: ${runtimes.map((r) => r.language).join(', ')}.`);
  }
  if (!runtime.available) throw runtimeUnavailable(runtime.language);
  return runtime;
}

/** Refuses limits above the runner's caps with the Piston field name (never silently lowered). */
export function checkLimits(req: ParsedExecuteRequest, caps: Runner['limits']): void {
  const above = (field: string, value: number, cap: number, unit: string) => {
    if (value > cap) throw badRequest(`${field} ${value} ${unit} is above this server's maximum of ${cap} ${unit}.`);
  };
  above('compile_timeout', req.compile_timeout, caps.maxCompileTimeoutMs, 'ms');
  above('run_timeout', req.run_timeout, caps.maxRunTimeoutMs, 'ms');
  above('compile_memory_limit', req.compile_memory_limit, caps.maxMemoryBytes, 'bytes');
  above('run_memory_limit', req.run_memory_limit, caps.maxMemoryBytes, 'bytes');
}

export function toRunnerRequest(req: ParsedExecuteRequest, language: RuntimeInfo['language']): RunnerRequest {
  const out: RunnerRequest = {
    language,
    files: req.files.map((f) => (f.name ? { name: f.name, content: f.content } : { content: f.content })),
    stdin: req.stdin ?? '',
    args: req.args ?? [],
    compileTimeoutMs: req.compile_timeout,
    runTimeoutMs: req.run_timeout,
    compileMemoryLimitBytes: req.compile_memory_limit,
    runMemoryLimitBytes: req.run_memory_limit,
  };
  if (req.version !== undefined) out.version = req.version;
  return out;
}

/** What a user reads when the runner itself failed (`XX`); the runner's own text goes to the log only. */
export const RUNNER_INTERNAL_MESSAGE = 'The code runner had an internal problem running this program. Please try again.';

export function toStage(stage: StageResult): ExecuteStage {
  return {
    stdout: stage.stdout,
    stderr: stage.stderr,
    output: stage.output,
    code: stage.code,
    signal: stage.signal,
    cpu_time: stage.cpuTimeMs,
    wall_time: stage.wallTimeMs,
    memory: stage.memoryBytes,
    status: stage.status,
    // internal errors name host details (errno texts, paths): never shown to users; the judge
    // queue's poison-pill answer is meant for them
    message: stage.status === 'XX' && stage.message !== POISON_JOB_MESSAGE ? RUNNER_INTERNAL_MESSAGE : stage.message,
  };
}

/** The `run` stage answered when compilation failed: it carries the compile failure (see contracts). */
export function compileFailureAsRun(compile: ExecuteStage): ExecuteStage {
  return {
    ...compile,
    cpu_time: 0,
    wall_time: 0,
    memory: null,
    message: COMPILE_FAILED_MESSAGE,
  };
}

/** The runner's failures as HTTP answers (src/lib/execution-errors.ts), with Piston's field names. */
export function toHttpError(error: unknown, language: string): unknown {
  return executionErrorToAppError(error, {
    language,
    busyMessage: RUNNER_BUSY_MESSAGE,
    fieldName: (field) => PISTON_FIELDS[field],
  });
}

/** Validates against the runner, runs the program and answers in Piston's v2 shape. */
export async function executeCode(
  runner: Runner,
  req: ParsedExecuteRequest,
  onInternalError: (message: string | null) => void = () => {},
): Promise<ExecuteResponse> {
  const runtime = resolveRuntime(await runner.runtimes(), req.language);
  checkLimits(req, runner.limits);
  let result: Awaited<ReturnType<Runner['execute']>>;
  try {
    result = await runner.execute(toRunnerRequest(req, runtime.language));
  } catch (error) {
    throw toHttpError(error, runtime.language);
  }
  for (const stage of [result.compile, result.run]) if (stage?.status === 'XX') onInternalError(stage.message);
  const compile = result.compile ? toStage(result.compile) : undefined;
  let run: ExecuteStage;
  if (result.run) run = toStage(result.run);
  else if (compile) run = compileFailureAsRun(compile);
  else throw new Error('runner answered without a run or compile stage');
  return compile
    ? { language: result.language, version: result.version, run, compile }
    : { language: result.language, version: result.version, run };
}
