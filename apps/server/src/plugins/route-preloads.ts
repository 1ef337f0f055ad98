import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RoutePreload, routePreloadsSchema } from '@codingkaro/contracts';

interface CompiledRoute {
  segments: string[];
  staticSegments: number;
  link: string;
  data: string[];
}

/** Who asks: a guest's index.html also preloads the API answers the page will ask for at once. */
export interface PreloadViewer {
  guest: boolean;
}

/** A path segment that can stand in a preload URL as it is (no header syntax, no dot segments). */
const URL_SAFE_SEGMENT = /^(?!\.{1,2}$)[\w.~%-]+$/;

/**
 * The `Link` header sent with index.html for a page path: modulepreload for the route's chunks and
 * preload for its CSS (the web build's `route-preloads.json`), so the browser fetches the page's code
 * while the entry is still downloading; for a guest, also the route's API answers (`as=fetch`, with
 * credentials like the app's own `fetch`, so the browser hands the app the preloaded answer). Only
 * guests: a signed-in page's answers are per user (and the course's URL carries the user). Matching
 * agrees with the app's route table (apps/web/src/app/routes.tsx, which lists static paths before
 * parameters): a static segment beats a `:param` (`/courses/revise` over `/courses/:slug`).
 */
export function routePreloadLinks(preloads: RoutePreload[]): (path: string, viewer: PreloadViewer) => string | undefined {
  const routes: CompiledRoute[] = preloads
    .map(({ pattern, scripts, styles, data }) => {
      const segments = splitPath(pattern);
      return {
        segments,
        staticSegments: segments.filter((s) => !s.startsWith(':')).length,
        link: [
          ...scripts.map((file) => `<${file}>; rel=modulepreload`),
          ...styles.map((file) => `<${file}>; rel=preload; as=style`),
        ].join(', '),
        data,
      };
    })
    .filter((route) => route.link !== '' || route.data.length > 0)
    .sort((a, b) => b.staticSegments - a.staticSegments);
  return (path, viewer) => {
    const segments = splitPath(path);
    const route = routes.find(
      (candidate) =>
        candidate.segments.length === segments.length &&
        candidate.segments.every((segment, i) => segment.startsWith(':') || segment === segments[i]),
    );
    if (!route) return undefined;
    const data = viewer.guest ? dataUrls(route, segments) : [];
    const links = [route.link, ...data.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`)];
    return links.filter(Boolean).join(', ') || undefined;
  };
}

/** The route's API URLs with its `:params` filled from the path; a URL whose value is unsafe is left out. */
function dataUrls(route: CompiledRoute, segments: string[]): string[] {
  const params = new Map<string, string>();
  route.segments.forEach((segment, i) => {
    if (segment.startsWith(':')) params.set(segment.slice(1), segments[i] ?? '');
  });
  return route.data.flatMap((template) => {
    let safe = true;
    const url = template.replace(/:(\w+)/g, (placeholder, name: string) => {
      const value = params.get(name);
      if (value === undefined) return placeholder;
      if (!URL_SAFE_SEGMENT.test(value)) safe = false;
      return value;
    });
    return safe ? [url] : [];
  });
}

/** The build's route preloads; none (no header) when the file is absent or not in the expected shape. */
export function readRoutePreloads(distDir: string): RoutePreload[] {
  const file = join(distDir, 'route-preloads.json');
  if (!existsSync(file)) return [];
  try {
    const parsed = routePreloadsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}
