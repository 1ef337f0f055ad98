import { z } from 'zod';

/**
 * `route-preloads.json`, written by the web build and read by the server at start: per lazy route, the
 * files its page needs beyond the entry, and the API answers it asks for on a guest's first visit,
 * sent as `Link` preload headers with index.html.
 */
export const routePreloadSchema = z.object({
  /** The web app's route pattern (routes.tsx): `/problems/:slug`. */
  pattern: z.string().startsWith('/'),
  scripts: z.array(z.string().startsWith('/assets/')),
  styles: z.array(z.string().startsWith('/assets/')),
  /**
   * API URLs a guest's first visit fetches at once, exactly as the app requests them, with the
   * route's `:params` in place: `/api/problems/:slug`. Empty when the API is on another origin.
   */
  data: z.array(z.string().regex(/^\/api\/[^\s<>,;]*$/)).default([]),
});
export type RoutePreload = z.infer<typeof routePreloadSchema>;

export const routePreloadsSchema = z.array(routePreloadSchema);
