/**
 * The page module behind each lazy route of `src/app/routes.tsx`, read from its source text at build
 * time (the route table imports the app's modules and cannot be run by the build). Article routes are
 * written per slug with a template literal; they come out as one `:slug` pattern.
 */
export interface RouteModule {
  /** Path pattern (wouter's, the same syntax the server's preload matcher reads): `/problems/:slug`. */
  pattern: string;
  /** The module specifier of the route's `lazy: () => import('…')`, relative to routes.tsx. */
  specifier: string;
}

const LAZY_ROUTE = /path:\s*(['`])([^'`]+)\1,\s*lazy:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

export function routeModulesFromSource(source: string): RouteModule[] {
  const found = new Map<string, RouteModule>();
  for (const [, , path = '', specifier = ''] of source.matchAll(LAZY_ROUTE)) {
    const pattern = path.replace(/\$\{(\w+)\}/g, ':$1');
    if (!found.has(pattern)) found.set(pattern, { pattern, specifier });
  }
  return [...found.values()];
}
