import { ENGAGEMENT_INTERVAL_MS, SCROLL_DEPTHS, type TrackEvent } from '@codingkaro/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useRouteMatch } from '../../lib/router';
import { type AnalyticsClient, createAnalyticsClient } from './analytics-client';

const defaultClient = createAnalyticsClient();

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;

/** The route pattern of a path, e.g. /problems/two-sum -> /problems/:slug, from the matched params. */
export function routePattern(pathname: string, params: Record<string, string | undefined>): string {
  let pattern = pathname;
  for (const [name, value] of Object.entries(params)) {
    if (value && name !== '*')
      pattern = pattern.replace(`/${encodeURIComponent(value)}`, `/:${name}`).replace(`/${value}`, `/:${name}`);
  }
  return pattern;
}

/** The one route every unknown path is counted under (the catch-all `*` page), never each 404 path as a route. */
export const NOT_FOUND_ROUTE = '/*';

/** The route a page view is counted under: the matched pattern, or NOT_FOUND_ROUTE for the 404 page. */
export function routeOf(pathname: string, match: { pattern: string; params: Record<string, string | undefined> } | undefined) {
  if (match?.pattern === '*') return NOT_FOUND_ROUTE;
  return routePattern(pathname, match?.params ?? {});
}

/** The scroll depth thresholds newly reached at `percent`. */
export function depthsReached(percent: number, already: ReadonlySet<number>): number[] {
  return SCROLL_DEPTHS.filter((depth) => percent >= depth && !already.has(depth));
}

function scrolledPercent(): number {
  const doc = document.documentElement;
  const scrollable = doc.scrollHeight - window.innerHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.round((window.scrollY / scrollable) * 100));
}

/**
 * First-party page analytics (spec 7): a page view on every route change, scroll depth at
 * 25/50/75/90/100 % once per page view, an engagement checkpoint every 30 s while the page is visible.
 * Renders nothing; no cookie is set and no third-party script is loaded.
 */
export function AnalyticsTracker({ client = defaultClient }: { client?: AnalyticsClient }) {
  const { pathname } = useLocation();
  const route = routeOf(pathname, useRouteMatch());
  const routeRef = useRef(route);
  routeRef.current = route;

  useEffect(() => client.listen(), [client]);

  useEffect(() => {
    const base = (): Pick<TrackEvent, 'id' | 'path' | 'route' | 'timestamp' | 'userAgent'> => ({
      id: newId(),
      path: pathname,
      route: routeRef.current,
      timestamp: new Date().toISOString(),
      userAgent: navigator.userAgent.slice(0, 512),
    });
    void client.track({ ...base(), type: 'pageview' });

    const reached = new Set<number>();
    let frame = 0;
    const measure = () => {
      frame = 0;
      for (const depth of depthsReached(scrolledPercent(), reached)) {
        reached.add(depth);
        void client.track({ ...base(), type: 'scroll', value: depth });
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });

    let engagedMs = 0;
    const engagement = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      engagedMs += ENGAGEMENT_INTERVAL_MS;
      void client.track({ ...base(), type: 'engagement', value: Math.round(engagedMs / 1000) });
    }, ENGAGEMENT_INTERVAL_MS);

    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
      clearInterval(engagement);
    };
  }, [client, pathname]);

  return null;
}
