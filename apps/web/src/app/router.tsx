import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, useMemo } from 'react';
import { matchRoute, Route, useRouter, useLocation as useWouterLocation } from 'wouter';
import { AppLayout } from '../components/layout/app-layout';
import { FeatureGate } from '../components/layout/feature-gate';
import { RouteErrorBoundary } from '../components/layout/route-error';
import { type RouteMatch, RouteMatchProvider, useLocation, useRouteMatch } from '../lib/router';
import { AppProviders } from './providers';
import { loadNotFound, type PageRoute, routes } from './routes';

/** The 404 screen as an element (feature gates show it while a flag is off); AppLayout's Suspense covers it. */
const NotFoundPage = lazy(() => loadNotFound().then((Component) => ({ default: Component })));

export interface PageMatch extends RouteMatch {
  route: PageRoute;
}

/**
 * The first route of `table` whose pattern matches `path` (wouter's matcher: case-insensitive, an
 * optional trailing slash), with its named params; `*` matches every path.
 */
export function matchPage(
  parser: Parameters<typeof matchRoute>[0],
  path: string,
  table: readonly PageRoute[] = routes,
): PageMatch | undefined {
  for (const route of table) {
    const [matched, params] = matchRoute(parser, route.path, path);
    if (!matched) continue;
    // wouter also gives each capture by position ("0", "1"); only the named ones are route params.
    const named = Object.fromEntries(
      Object.entries(params).filter(([name, value]) => !/^\d+$/.test(name) && value !== undefined),
    );
    return { route, pattern: route.path, params: named as Record<string, string> };
  }
  return undefined;
}

const pages = new WeakMap<PageRoute, LazyExoticComponent<ComponentType>>();

/**
 * The page component of a route: React.lazy over its chunk, made once per route. The chunk is
 * requested at once, not when the page first renders, so a feature gate waiting for its flags does
 * not delay it. A chunk that fails to load is forgotten, so coming back to the route tries again.
 */
function pageOf(route: PageRoute): LazyExoticComponent<ComponentType> {
  let page = pages.get(route);
  if (!page) {
    const loaded = route.lazy().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        pages.delete(route);
        throw error;
      },
    );
    // A gated page whose flag is off never renders: its failed chunk is then no unhandled rejection.
    loaded.catch(() => {});
    page = lazy(() => loaded);
    pages.set(route, page);
  }
  return page;
}

/** Matches the URL once per path change and shares the match with the whole shell (analytics reads it). */
export function RouteMatcher({ children, table = routes }: { children: ReactNode; table?: readonly PageRoute[] }) {
  const router = useRouter();
  const [path] = useWouterLocation();
  const match = useMemo(() => matchPage(router.parser, path, table), [router.parser, path, table]);
  return <RouteMatchProvider value={match}>{children}</RouteMatchProvider>;
}

/**
 * The matched page inside AppLayout's Suspense (its spinner shows while the page's chunk loads; the
 * header and footer stay). An error while loading or rendering it shows RouteError's screen until
 * the next navigation.
 */
export function CurrentPage() {
  const match = useRouteMatch() as PageMatch | undefined;
  const { pathname, search } = useLocation();
  if (!match) return null;
  const Page = pageOf(match.route);
  return (
    <RouteErrorBoundary location={`${pathname}${search}`}>
      <Route path={match.route.path}>
        {match.route.flag ? (
          <FeatureGate flag={match.route.flag} notFound={<NotFoundPage />}>
            <Page />
          </FeatureGate>
        ) : (
          <Page />
        )}
      </Route>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <RouteMatcher>
      <AppProviders>
        <AppLayout>
          <CurrentPage />
        </AppLayout>
      </AppProviders>
    </RouteMatcher>
  );
}
