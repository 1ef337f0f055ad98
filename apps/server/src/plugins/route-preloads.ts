import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RoutePreload, routePreloadsSchema } from '@codingkaro/contracts';

interface CompiledRoute {
  segments: string[];
  staticSegments: number;
  link: string;
}

/**
 * The `Link` header sent with index.html for a page path: modulepreload for the route's chunks and
 * preload for its CSS (the web build's `route-preloads.json`), so the browser fetches the page's code
 * while the entry is still downloading. Matching follows React Router's ranking where it matters
 * here: a static segment beats a `:param` (`/courses/revise` over `/courses/:slug`).
 */
export function routePreloadLinks(preloads: RoutePreload[]): (path: string) => string | undefined {
  const routes: CompiledRoute[] = preloads
    .map(({ pattern, scripts, styles }) => {
      const segments = splitPath(pattern);
      return {
        segments,
        staticSegments: segments.filter((s) => !s.startsWith(':')).length,
        link: [
          ...scripts.map((file) => `<${file}>; rel=modulepreload`),
          ...styles.map((file) => `<${file}>; rel=preload; as=style`),
        ].join(', '),
      };
    })
    .filter((route) => route.link !== '')
    .sort((a, b) => b.staticSegments - a.staticSegments);
  return (path) => {
    const segments = splitPath(path);
    return routes.find(
      (route) =>
        route.segments.length === segments.length &&
        route.segments.every((segment, i) => segment.startsWith(':') || segment === segments[i]),
    )?.link;
  };
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
