import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-provider';

/** Test-only: renders screens the way the app does (query client, router, auth). */

// Screens wait for the auth check and then their own fetch; allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** A query client like the app's, without retries or focus refetches so each test sees the answers it set up. */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
}

export function QueryWrapper({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Shows the router's current path and query for assertions. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/**
 * Renders `routes` at `url` inside the app's providers. `/login` and any unknown path render
 * a placeholder paragraph so navigations can be asserted.
 */
export function renderWithApp(routes: { path: string; element: ReactNode }[], url: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
            <LocationProbe />
          </AuthProvider>
        ),
        children: [...routes, { path: '/login', element: <p>Login screen</p> }, { path: '*', element: <p>Elsewhere</p> }],
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryWrapper client={queryClient}>
      <RouterProvider router={router} />
    </QueryWrapper>,
  );
  return { ...view, router, queryClient };
}
