import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth/auth-provider';
import { testUser } from './course-fixtures';

// Screens here wait for the auth check and then their own fetch; allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });

type Handler = (request: { url: URL; method: string; body: unknown }) => Response | undefined | Promise<Response | undefined>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Mocks fetch: auth calls answer as a signed-in user (or a guest), everything else goes to `handler`.
 * Returns the mock so tests can inspect the requests.
 */
export function mockApi(handler: Handler, { signedIn = true }: { signedIn?: boolean } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (url.pathname === '/api/auth/current-user') {
      return signedIn ? json(200, { success: true, user: testUser }) : json(401, { success: false, message: 'Not signed in' });
    }
    if (url.pathname === '/api/auth/providers') return json(200, { success: true, google: false, devLogin: true });
    const answer = await handler({ url, method, body });
    if (!answer) throw new Error(`Unexpected request ${method} ${url.pathname}`);
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders a screen at `path` with the app's query client, router and auth. `/login` is a stub. */
export function renderWithApp(routes: { path: string; element: ReactNode }[], path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [...routes, { path: '/login', element: <p>Login screen</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
