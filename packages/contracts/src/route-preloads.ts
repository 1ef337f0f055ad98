import { z } from 'zod';

/**
 * `route-preloads.json`, written by the web build and read by the server at start: per lazy route, the
 * files its page needs beyond the entry, sent as `Link` preload headers with index.html.
 */
export const routePreloadSchema = z.object({
  /** React Router path pattern: `/problems/:slug`. */
  pattern: z.string().startsWith('/'),
  scripts: z.array(z.string().startsWith('/assets/')),
  styles: z.array(z.string().startsWith('/assets/')),
});
export type RoutePreload = z.infer<typeof routePreloadSchema>;

export const routePreloadsSchema = z.array(routePreloadSchema);
