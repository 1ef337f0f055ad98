import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AuthProvider } from '../lib/auth/auth-provider';
import { useLocation } from '../lib/router';

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
 * A router whose location lives in memory, starting at `url` (path and query). `memory.history`
 * records every entry (a replace overwrites the last), so tests can read where the app went.
 */
export function MemoryRouter({ url = '/', children, memory }: { url?: string; children: ReactNode; memory?: MemoryLocation }) {
  const [location] = useState(() => memory ?? memoryLocation({ path: url, record: true }));
  return <Router hook={location.hook}>{children}</Router>;
}

type MemoryLocation = ReturnType<typeof memoryLocation>;

/**
 * Renders `routes` at `url` inside the app's providers. `/login` and any unknown path render
 * a placeholder paragraph so navigations can be asserted. `location` is the router's current
 * path and query (`{ pathname, search }`, like `window.location`).
 */
export function renderWithApp(routes: { path: string; element: ReactNode }[], url: string) {
  const queryClient = createTestQueryClient();
  const memory = memoryLocation({ path: url, record: true });
  const current = () => new URL(memory.history.at(-1) ?? '/', 'http://localhost');
  const location = {
    get pathname() {
      return current().pathname;
    },
    get search() {
      return current().search;
    },
  };
  const view = render(
    <QueryWrapper client={queryClient}>
      <MemoryRouter memory={memory}>
        <AuthProvider>
          <Switch>
            {routes.map((route) => (
              <Route key={route.path} path={route.path}>
                {route.element}
              </Route>
            ))}
            <Route path="/login">
              <p>Login screen</p>
            </Route>
            <Route>
              <p>Elsewhere</p>
            </Route>
          </Switch>
          <LocationProbe />
        </AuthProvider>
      </MemoryRouter>
    </QueryWrapper>,
  );
  return { ...view, location, queryClient };
}
