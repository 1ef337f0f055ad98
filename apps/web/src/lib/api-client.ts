import { ErrorResponseSchema } from '@codingkaro/contracts';
import type { z } from 'zod';
import { env } from '../config/env';
import { readStorage, storageKeys } from './storage';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
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
 * Calls the API and validates the answer with its contract schema. A 503 (sleeping server) wakes
 * the server and retries the request once. Failures throw ApiError with the server's message.
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
  if (response.status === 503 && (await wakeUpServer())) response = await send(path, options);
  const text = await response.text();
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = null;
  }
  if (!response.ok) {
    const parsed = ErrorResponseSchema.safeParse(payload);
    throw new ApiError(response.status, parsed.success ? parsed.data.message : `Server Error: ${response.status}`);
  }
  return schema.parse(payload);
}

export const errorMessage = (error: unknown, fallback = 'An unexpected error occurred') =>
  error instanceof Error && error.message ? error.message : fallback;

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
  if (!response.ok) {
    const parsed = ErrorResponseSchema.safeParse(await response.json().catch(() => null));
    throw new ApiError(response.status, parsed.success ? parsed.data.message : `Server Error: ${response.status}`);
  }
  return response;
}
