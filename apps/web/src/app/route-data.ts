/**
 * The API answers a guest's first visit to a route asks for at once, exactly as the app requests
 * them (path and query), keyed by the route's pattern in routes.tsx. The web build writes them into
 * `route-preloads.json` and the server preloads them with index.html (`rel=preload; as=fetch`), so
 * the answer is on its way while the page's code still downloads. A URL that drifts from what the
 * page really requests only costs one unused preload; route-data.test.ts keeps them equal.
 * No imports: the build's Vite plugin reads this file in Node.
 */
export const GUEST_ROUTE_DATA: Readonly<Record<string, readonly string[]>> = {
  '/problems': ['/api/auth/current-user', '/api/problems?page=1&limit=50&sortBy=order'],
  '/problems/:slug': ['/api/auth/current-user', '/api/problems/:slug'],
  '/courses/:slug': ['/api/auth/current-user', '/api/codingkaro/courses/:slug'],
};
