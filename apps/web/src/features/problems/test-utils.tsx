import type { ProblemDetail, ProblemListItem } from '@codingkaro/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider } from '../../lib/auth/auth-provider';

/** Test-only helpers for the problems feature: a routed fake API and an app-like render. */

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Handler = (request: { method: string; url: URL; body: unknown }) => Response | Promise<Response>;

export const testUser = { id: 'u1', name: 'Asha Rao', email: 'asha@example.com', avatar: null, googleId: null };

/**
 * Stubs fetch: auth calls answer for a guest or `user`; other calls go to `handlers` by
 * "METHOD /path". Unhandled calls answer 404. Returns the log of "METHOD /path?query".
 */
export function mockFetch(handlers: Record<string, Handler>, options: { signedIn?: boolean } = {}) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/auth/current-user') {
      return options.signedIn
        ? jsonResponse(200, { success: true, user: testUser })
        : jsonResponse(401, { success: false, message: 'Not signed in' });
    }
    if (url.pathname === '/api/auth/providers') return jsonResponse(200, { success: true, google: false, devLogin: true });
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse(404, { success: false, message: 'Not found' });
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler({ method, url, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** Renders a route inside the app's providers (query client, router, auth) at `url`. */
export function renderRoute(path: string, element: ReactNode, url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
            <LocationProbe />
          </AuthProvider>
        ),
        children: [
          { path, element },
          { path: '/login', element: <p>Login screen</p> },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export function makeListItem(n: number, overrides: Partial<ProblemListItem> = {}): ProblemListItem {
  return {
    _id: `p${n}`,
    slug: `problem-${n}`,
    title: `Problem ${n}`,
    difficulty: 'Easy',
    topics: ['Array'],
    order: n,
    isSolved: false,
    isPremium: false,
    stats: { acceptanceRate: 50, submissions: 10, accepted: 5 },
    ...overrides,
  };
}

export function makeProblem(overrides: Partial<ProblemDetail> = {}): ProblemDetail {
  return {
    _id: 'p1',
    slug: 'two-sum',
    title: 'Two Sum',
    difficulty: 'Easy',
    topics: ['Array', 'Hash Table'],
    isSolved: false,
    isPremium: false,
    description: '<p>Find two numbers that add up to <code>target</code>.</p>',
    examples: [{ input: 'nums = [2,7], target = 9', output: '[0,1]', explanation: '2 + 7 = 9' }],
    constraints: ['2 <= nums.length <= 10^4'],
    editorial: null,
    editorialLocked: true,
    starterCode: { javascript: 'function twoSum(nums, target) {}\n', python: 'class Solution:\n    pass\n' },
    sampleInput: '[2,7]\n9',
    stats: { acceptanceRate: 49.5, submissions: 100, accepted: 49 },
    ...overrides,
  };
}
