import { JudgeInfrastructureError } from '@codingkaro/judge';
import { JudgeQueueUnavailableError, POISON_JOB_MESSAGE } from '@codingkaro/judge-queue';
import {
  InvalidRequestError,
  LimitExceededError,
  OwnerQueueFullError,
  QueueFullError,
  RunnerClosedError,
  RuntimeUnavailableError,
} from '@codingkaro/runner';
import { AppError } from './app-error';

/**
 * The one mapping from the code runner's and the judge's failures to HTTP answers, used by every
 * module that runs code (compiler, problems):
 *
 * | failure                                          | status | code                  |
 * |--------------------------------------------------|--------|-----------------------|
 * | this user's (guest IP's) waiting jobs at the cap  | 429    | `QUEUE_FULL`          |
 * | queue full / every judge worker busy             | 429    | `QUEUE_FULL`          |
 * | the language's toolchain is not installed        | 503    | `RUNTIME_UNAVAILABLE` |
 * | no runner, runner closed, no live judge worker   | 503    | `RUNNER_UNAVAILABLE`  |
 * | the judge's executor itself failed               | 503    | `SERVICE_UNAVAILABLE` |
 * | limits above the caps, malformed runner request  | 400    | `BAD_REQUEST`         |
 *
 * Anything else is not an execution failure and is returned as it is (a 500 in the error handler).
 */

export const RUNNER_MISSING_MESSAGE = 'Code execution is not available on this server.';
export const JUDGE_FAILED_MESSAGE = 'The judge failed to run your code. Please try again.';

const LABELS: Record<string, string> = {
  javascript: 'JavaScript',
  python: 'Python',
  java: 'Java',
  cpp: 'C++',
  c: 'C',
  go: 'Go',
  rust: 'Rust',
  typescript: 'TypeScript',
  php: 'PHP',
  ruby: 'Ruby',
};
/** A language id as people write it (`cpp` -> `C++`). */
export const languageLabel = (id: string) => LABELS[id] ?? id;

/** Code execution is not available at all (no runner configured, runner closed). */
export const runnerMissing = () => new AppError(503, RUNNER_MISSING_MESSAGE, 'RUNNER_UNAVAILABLE');

/** The language's toolchain is not installed on this server. */
export const runtimeUnavailable = (language: string) =>
  new AppError(503, `${languageLabel(language)} is not available on this server.`, 'RUNTIME_UNAVAILABLE');

export interface ExecutionContext {
  /** The language the request ran, for the "not available" message. */
  language: string;
  /** What a full queue answers ("The code runner is busy..." / "The judge is busy..."). */
  busyMessage: string;
  /** The caller's name for a runner request field (the compiler speaks Piston's field names). */
  fieldName?: (runnerField: string) => string | undefined;
}

/** `error` as an AppError when it is a runner or judge failure, else `error` unchanged. */
export function executionErrorToAppError(error: unknown, context: ExecutionContext): unknown {
  if (error instanceof OwnerQueueFullError) return new AppError(429, error.message, 'QUEUE_FULL');
  if (error instanceof QueueFullError) return new AppError(429, context.busyMessage, 'QUEUE_FULL');
  if (error instanceof RuntimeUnavailableError) return runtimeUnavailable(context.language);
  // Checked before RunnerClosedError, which it extends: its message says why (no live judge worker).
  if (error instanceof JudgeQueueUnavailableError) return new AppError(503, error.message, 'RUNNER_UNAVAILABLE');
  if (error instanceof RunnerClosedError) return runnerMissing();
  if (error instanceof JudgeInfrastructureError) {
    // a job that killed two judge workers: say so, it is about the user's code, not an outage
    return new AppError(503, error.message.includes(POISON_JOB_MESSAGE) ? POISON_JOB_MESSAGE : JUDGE_FAILED_MESSAGE);
  }
  if (error instanceof LimitExceededError) {
    const field = context.fieldName?.(error.field);
    return new AppError(400, field ? error.message.replace(error.field, field) : error.message);
  }
  if (error instanceof InvalidRequestError) return new AppError(400, error.message);
  return error;
}
