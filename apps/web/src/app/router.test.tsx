import { act, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRouter } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AnalyticsClient } from '../features/analytics/analytics-client';
import { AnalyticsTracker } from '../features/analytics/page-tracker';
import { Link, useParams } from '../lib/router';
import { MemoryRouter } from '../testing/render-app';
import { CurrentPage, matchPage, RouteMatcher } from './router';
import { type PageRoute, routes } from './routes';

describe('matchPage on the real route table', () => {
  // wouter's default pattern parser, the one the app's router matches with.
  const match = (path: string) => matchPage(renderHook(() => useRouter().parser).result.current, path);

  it('matches every static path to its own route, whatever comes before it in the table', () => {
    for (const route of routes.filter((r) => !r.path.includes(':') && r.path !== '*'))
      expect(match(route.path)?.route, route.path).toBe(route);
  });

  it('gives named params only, and prefers a static path over a :param one', () => {
    expect(match('/problems/two-sum')).toMatchObject({ pattern: '/problems/:slug', params: { slug: 'two-sum' } });
    expect(match('/courses/revise')?.pattern).toBe('/courses/revise');
    expect(match('/courses/lovebabbar')).toMatchObject({ pattern: '/courses/:slug', params: { slug: 'lovebabbar' } });
    expect(match('/support/tickets/42')?.params).toEqual({ id: '42' });
  });

  it('ignores case and a trailing slash, and sends every other path to the 404 screen', () => {
    expect(match('/Problems/')?.pattern).toBe('/problems');
    expect(match('/interview-series/no-such-article')?.pattern).toBe('*');
    expect(match('/problems/two-sum/extra')?.pattern).toBe('*');
  });
});

function Problem() {
  const { slug } = useParams();
  return (
    <>
      <h1>Problem {slug}</h1>
      <Link to="/broken">Broken</Link>
      <Link to="/missing-chunk">Missing</Link>
      <Link to="/">Home</Link>
    </>
  );
}

function Broken(): never {
  throw new Error('page failed');
}

const chunk = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));

function renderRoutes(table: PageRoute[], url: string, client?: AnalyticsClient) {
  const memory = memoryLocation({ path: url, record: true });
  render(
    <MemoryRouter memory={memory}>
      <RouteMatcher table={table}>
        <Suspense fallback={<p>Loading page</p>}>
          <CurrentPage />
        </Suspense>
        {client && <AnalyticsTracker client={client} />}
      </RouteMatcher>
    </MemoryRouter>,
  );
  return memory;
}

describe('CurrentPage', () => {
  afterEach(() => vi.restoreAllMocks());

  const table: PageRoute[] = [
    { path: '/', lazy: () => chunk(() => <h1>Home</h1>) },
    { path: '/problems/:slug', lazy: () => chunk(Problem) },
    { path: '/broken', lazy: () => chunk(Broken) },
    { path: '/missing-chunk', lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) },
    { path: '*', lazy: () => chunk(() => <h1>Not found</h1>) },
  ];

  it('shows the spinner while the page chunk loads, then the page with its params', async () => {
    renderRoutes(table, '/problems/two-sum');
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Problem two-sum' })).toBeInTheDocument();
  });

  it("shows RouteError's screen for a page that throws or a chunk that fails, and the next page after navigating", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const memory = renderRoutes(table, '/broken');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    act(() => memory.navigate('/problems/a'));
    expect(await screen.findByRole('heading', { name: 'Problem a' })).toBeInTheDocument();

    act(() => screen.getByRole('link', { name: 'Missing' }).click());
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(memory.history?.at(-1)).toBe('/missing-chunk');

    act(() => memory.navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('records page views with the route pattern, not the path', async () => {
    const track = vi.fn(async (_event: { type: string; path: string; route: string }) => {});
    const client = { track, listen: () => () => {} } as unknown as AnalyticsClient;
    const memory = renderRoutes(table, '/problems/two-sum', client);
    await screen.findByRole('heading', { name: 'Problem two-sum' });
    act(() => memory.navigate('/no/such/page'));
    await screen.findByRole('heading', { name: 'Not found' });
    const views = track.mock.calls.map(([event]) => event);
    expect(views.filter((e) => e.type === 'pageview').map(({ path, route }) => ({ path, route }))).toEqual([
      { path: '/problems/two-sum', route: '/problems/:slug' },
      // a 404 path is counted under the one not-found route, never as a route of its own
      { path: '/no/such/page', route: '/*' },
    ]);
  });
});
