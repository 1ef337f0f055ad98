import { type ErrorCode, ErrorResponseSchema } from '@codingkaro/contracts';
import type { z } from 'zod';
import { env } from '../config/env';
import { readStorage, storageKeys } from './storage';

/** A failed API call: the HTTP status, the server's message and its stable `code` to branch on. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The failure as a learner reads it (never a raw validation text); see `errorMessage`. */
export const ERROR_TEXTS = {
  QUEUE_FULL: 'The judge is busy with other submissions right now. Wait a few seconds and try again.',
  RATE_LIMITED: 'You are going a little fast. Wait a minute, then try again.',
  NOT_SAVED: 'Your code was judged but the result could not be saved, so nothing was recorded. Please submit again.',
  RUNNER_UNAVAILABLE: 'Code cannot be run right now. Please try again in a few minutes.',
  SERVICE_UNAVAILABLE: 'The server is busy or restarting. Please try again in a moment.',
  VALIDATION_FAILED: 'Some of what you entered was not accepted. Check the form and try again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
} as const;

/** The words for a failure with a server code: the server's own message when it is written for people. */
function apiErrorText(error: ApiError): string {
  switch (error.code) {
    case 'QUEUE_FULL':
      return ERROR_TEXTS.QUEUE_FULL;
    case 'RATE_LIMITED':
      return ERROR_TEXTS.RATE_LIMITED;
    case 'NOT_SAVED':
      return ERROR_TEXTS.NOT_SAVED;
    case 'RUNTIME_UNAVAILABLE':
      // the server names the language ("C++ is not available on this server.")
      return `${error.message} Pick another language and try again.`;
    case 'RUNNER_UNAVAILABLE':
      return ERROR_TEXTS.RUNNER_UNAVAILABLE;
    case 'SERVICE_UNAVAILABLE':
      return error.message || ERROR_TEXTS.SERVICE_UNAVAILABLE;
    case 'VALIDATION_FAILED':
      return ERROR_TEXTS.VALIDATION_FAILED;
    case 'INTERNAL':
      return ERROR_TEXTS.INTERNAL;
    default:
      return error.message;
  }
}

/** What a request says when the browser has no connection (the service worker serves only visited pages). */
export const OFFLINE_MESSAGE = 'You are offline. Check your connection and try again.';

const WAKE_RETRY_DELAY_MS = 2000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pings a sleeping backend; on failure waits 2 s and tries once more. Returns whether it answered. */
export async function wakeUpServer(): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const response = await fetch(`${env.apiUrl}/api/internal/ping`, { cache: 'no-store' });
      if (response.ok) return true;
    } catch (error) {
      console.warn('Wake-up ping failed', error);
    }
    if (attempt === 0) await sleep(WAKE_RETRY_DELAY_MS);
  }
  return false;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /**
   * Send the browser's time zone (`x-time-zone`). Writes always do (a practice's local day is
   * decided by it); a read asks for it when its answer depends on the zone (the streak).
   */
  withTimeZone?: boolean;
  /**
   * Send the browser's UTC offset (`x-utc-offset`, minutes east) for a read that needs only today's
   * local date (the problem of the day): the offset costs nothing, the zone's name costs ICU's start-up.
   */
  withUtcOffset?: boolean;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${env.apiUrl}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

/** The browser's IANA time zone (e.g. `Asia/Kolkata`); the server buckets practice into local days with it. */
export function clientTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Reading the zone costs the first `Intl.DateTimeFormat` (ICU start-up, ~35 ms on a phone's main
 * thread), so a guest's first paint never pays it: only requests that need the zone ask for it.
 */
function sendsTimeZone(options: RequestOptions): boolean {
  return options.withTimeZone ?? (options.method ?? 'GET') !== 'GET';
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = readStorage(storageKeys.sessionToken);
  if (token) headers['x-session-token'] = token;
  const timeZone = sendsTimeZone(options) ? clientTimeZone() : null;
  if (timeZone) headers['x-time-zone'] = timeZone;
  else if (options.withUtcOffset) headers['x-utc-offset'] = String(-new Date().getTimezoneOffset() || 0);
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    // The server preloads a guest's first answers with credentials "include" (route-preloads.ts),
    // and the browser hands a preload to a fetch of the same URL and credentials mode whatever its
    // headers. A stored token is a session the server may not see in cookies: a different mode keeps
    // such a fetch from taking a guest's preloaded answer. Same-origin cookies still go with it.
    credentials: token ? 'same-origin' : 'include',
    cache: 'no-store',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/**
 * Only a request that changes nothing is sent twice: a POST that reached a busy server may have
 * been carried out (a submission judged), so it is never retried on its own.
 */
const isIdempotent = (options: RequestOptions) => (options.method ?? 'GET') === 'GET';

/** The ApiError for a failed answer, with the server's message and code when it sent them. */
function apiErrorOf(status: number, payload: unknown): ApiError {
  const parsed = ErrorResponseSchema.safeParse(payload);
  return parsed.success
    ? new ApiError(status, parsed.data.message, parsed.data.code)
    : new ApiError(status, `Server Error: ${status}`);
}

/**
 * Calls the API and validates the answer with its contract schema. A 503 (sleeping server) to a
 * GET wakes the server and retries the read once; a write is never repeated. Failures throw
 * ApiError with the server's message and code.
 */
export async function apiRequest<S extends z.ZodTypeAny>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await send(path, options);
  } catch (error) {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError(0, OFFLINE_MESSAGE);
    throw error;
  }
  if (response.status === 503 && isIdempotent(options) && (await wakeUpServer())) response = await send(path, options);
  const text = await response.text();
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = null;
  }
  if (!response.ok) throw apiErrorOf(response.status, payload);
  return schema.parse(payload);
}

/**
 * What to tell the learner about a failure: the words for the server's code (queue full, rate
 * limited, not saved, runtime unavailable, validation), else the error's message, else `fallback`.
 */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred'): string {
  if (error instanceof ApiError) return apiErrorText(error) || fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

/** A raw request with the session (uploads and downloads); failures throw ApiError with the server's message. */
export async function apiFetchRaw(
  path: string,
  init: { method?: 'GET' | 'PUT'; body?: Blob; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  const token = readStorage(storageKeys.sessionToken);
  if (token) headers['x-session-token'] = token;
  const response = await fetch(buildUrl(path), {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers,
    body: init.body,
  });
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => null));
  return response;
}
