import type { User } from '@codingkaro/contracts';
import { vi } from 'vitest';

/** Test-only: the one place the web tests replace `fetch` (vitest.setup.ts restores it after each test). */

export const testUser: User = { id: 'u1', name: 'Asha Rao', email: 'asha@example.com', avatar: null, googleId: null };

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface ApiRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

/** Answers one request; `undefined` means "not mine" and the fake answers 404. */
export type ApiHandler = (request: ApiRequest) => Response | undefined | Promise<Response | undefined>;

/** Handlers by "METHOD /path" (query string excluded), or one handler for every request. */
export type ApiRoutes = Record<string, ApiHandler> | ApiHandler;

/**
 * An answer the test gives when it chooses: `respond` is a handler whose requests wait, and `answer` releases
 * every request waiting and every later one with `response` (to see what a screen shows before its data).
 */
export function heldAnswer() {
  let release: (response: () => Response) => void = () => {};
  const released = new Promise<() => Response>((resolve) => {
    release = resolve;
  });
  return {
    respond: async () => (await released)(),
    answer: (response: () => Response) => release(response),
  };
}

/** Replaces `fetch` with a bare mock, for tests of the fetch layer itself (answers queued per test). */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Replaces `fetch` with a fake API: the auth calls answer for `testUser` (or a guest when
 * `signedIn: false`), everything else goes to `routes`; unhandled calls answer 404.
 * Returns the mock and the log of "METHOD /path?query" in call order.
 */
export function mockApi(routes: ApiRoutes, { signedIn = true }: { signedIn?: boolean } = {}) {
  const calls: string[] = [];
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/auth/current-user') {
      return signedIn ? json(200, { success: true, user: testUser }) : json(401, { success: false, message: 'Not signed in' });
    }
    if (url.pathname === '/api/auth/providers') return json(200, { success: true, google: false, devLogin: true });
    const handler = typeof routes === 'function' ? routes : routes[`${method} ${url.pathname}`];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = await handler?.({ method, url, body, headers: new Headers(init?.headers) });
    return answer ?? json(404, { success: false, message: 'Not found' });
  });
  return { fetchMock, calls };
}
