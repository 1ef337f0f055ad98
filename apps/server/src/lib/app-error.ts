import type { ErrorCode } from '@codingkaro/contracts';

/** The code an error gets when its thrower names none. */
export function defaultErrorCode(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 408:
      return 'REQUEST_TIMEOUT';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 422:
      return 'UNPROCESSABLE';
    case 429:
      return 'RATE_LIMITED';
    case 502:
      return 'UPSTREAM_FAILED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return statusCode >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

/** A failure whose message is safe to show to the client, with a stable code it can branch on. */
export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? defaultErrorCode(statusCode);
  }
}

export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const forbidden = (message = 'Forbidden') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const badRequest = (message: string) => new AppError(400, message);
