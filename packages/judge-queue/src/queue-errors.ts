import { QueueFullError, RunnerClosedError } from '@codingkaro/runner';

/**
 * No worker started the job within the wait limit although workers are alive: they are all busy.
 * A QueueFullError, so the HTTP layer answers 429 "busy, try again" as for a full in-process queue.
 */
export class JudgeQueueBusyError extends QueueFullError {
  constructor(message = 'Every judge worker is busy, try again later') {
    super(message);
    this.name = 'JudgeQueueBusyError';
  }
}

/**
 * No live worker (or Redis unreachable): the job cannot run. A RunnerClosedError, so the HTTP layer
 * answers 503 "not available" as for a server without a runner.
 */
export class JudgeQueueUnavailableError extends RunnerClosedError {
  constructor(message = 'No judge worker is running right now. Please try again in a minute.') {
    super();
    this.message = message;
    this.name = 'JudgeQueueUnavailableError';
  }
}
