/** The worker queue is full; the HTTP layer answers 429. */
export class QueueFullError extends Error {
  constructor(message = 'Runner queue is full, try again later') {
    super(message);
    this.name = 'QueueFullError';
  }
}

/** A request asked for more than the server caps allow; the HTTP layer answers 400. */
export class LimitExceededError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'LimitExceededError';
    this.field = field;
  }
}

/** The request itself is malformed (unknown language, no files...); HTTP 400. */
export class InvalidRequestError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'InvalidRequestError';
    this.field = field;
  }
}

/** The runner has been closed. */
export class RunnerClosedError extends Error {
  constructor() {
    super('Runner is closed');
    this.name = 'RunnerClosedError';
  }
}

/** The language's toolchain is not installed on this server (runtimes() reports available: false). */
export class RuntimeUnavailableError extends Error {
  constructor(language: string) {
    super(`${language} is not available on this server`);
    this.name = 'RuntimeUnavailableError';
  }
}
