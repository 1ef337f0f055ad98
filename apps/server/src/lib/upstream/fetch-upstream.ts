import type { HostPacer } from './host-pacer';
import { UpstreamError } from './upstream-error';

/** Some platforms refuse non-browser agents (HackerRank, CodeChef, AtCoder behind Cloudflare). */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

export interface UpstreamRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON when an object, as-is when a string. */
  body?: unknown;
  /** Per attempt; default 10 s. */
  timeoutMs?: number;
  /** Attempts after the first on timeouts, network errors, 429 and 5xx; default 2. */
  retries?: number;
  /** First backoff; doubles per retry (default 500 ms). */
  backoffMs?: number;
  pacer?: HostPacer;
  /** Statuses that are answers, not failures (e.g. 404 meaning "no such user" when the caller maps it). */
  acceptStatuses?: number[];
}

export interface UpstreamResponse {
  status: number;
  text: string;
  contentType: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryable(error: UpstreamError) {
  return error.kind === 'timeout' || error.kind === 'network' || error.kind === 'rate-limited' || (error.status ?? 0) >= 500;
}

async function attempt(url: string, request: UpstreamRequest): Promise<UpstreamResponse> {
  const timeoutMs = request.timeoutMs ?? 10_000;
  const headers: Record<string, string> = { accept: 'application/json, text/html;q=0.9, */*;q=0.8', ...request.headers };
  let body: string | undefined;
  if (request.body !== undefined) {
    body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    if (typeof request.body !== 'string') headers['content-type'] ??= 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(url, { method: request.method ?? 'GET', headers, body, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new UpstreamError('timeout', `timed out after ${Math.round(timeoutMs / 1000)} s`);
    }
    throw new UpstreamError('network', 'could not connect');
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const name = (error as Error)?.name;
    throw new UpstreamError(name === 'TimeoutError' ? 'timeout' : 'network', 'the answer was cut off');
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok && !request.acceptStatuses?.includes(response.status)) {
    if (response.status === 429) throw new UpstreamError('rate-limited', 'rate-limited us (HTTP 429)', 429);
    if (response.status === 404) throw new UpstreamError('not-found', 'answered HTTP 404', 404);
    throw new UpstreamError('http', `answered HTTP ${response.status}`, response.status);
  }
  return { status: response.status, text, contentType };
}

/**
 * One call to an outside platform: paced per host, a timeout per attempt, retries with doubling
 * backoff on transient failures. Never throws anything but UpstreamError.
 */
export async function fetchUpstream(url: string, request: UpstreamRequest = {}): Promise<UpstreamResponse> {
  const retries = request.retries ?? 2;
  let backoff = request.backoffMs ?? 500;
  for (let tryNumber = 0; ; tryNumber++) {
    await request.pacer?.wait();
    try {
      return await attempt(url, request);
    } catch (error) {
      const failure = error instanceof UpstreamError ? error : new UpstreamError('network', 'could not connect');
      if (tryNumber >= retries || !retryable(failure)) throw failure;
      await sleep(backoff);
      backoff *= 2;
    }
  }
}

/** Parses a JSON answer; an HTML error page or broken JSON is a `malformed` upstream failure. */
export function parseUpstreamJson(response: UpstreamResponse): unknown {
  try {
    return JSON.parse(response.text);
  } catch {
    const looksHtml = /^\s*</.test(response.text);
    throw new UpstreamError('malformed', looksHtml ? 'answered an HTML page instead of data' : 'answered malformed JSON');
  }
}

/** `fetchUpstream` + `parseUpstreamJson`. */
export async function fetchUpstreamJson(url: string, request: UpstreamRequest = {}): Promise<unknown> {
  return parseUpstreamJson(await fetchUpstream(url, request));
}
