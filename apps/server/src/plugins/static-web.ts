import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readRoutePreloads, routePreloadLinks } from './route-preloads';

/** The one route serving the built files (@fastify/static's wildcard under the prefix `/`). */
export const STATIC_WEB_ROUTE = '/*';
/** The site's root: its own route, since the wildcard would answer it as a directory (403 without a listing). */
export const SITE_ROOT_ROUTE = '/';

export const API_PREFIXES = ['/api/', '/codingkaro/'];
export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/api';

/**
 * Serves the built single-page app when it exists: hashed assets cached for a year, index.html never
 * cached, and unknown non-API paths answered with index.html (the client router shows its 404 page).
 * The web build writes `.br` and `.gz` files beside its text assets; they are sent as they are
 * (with Content-Encoding and `Vary: Accept-Encoding`) to clients that accept them. index.html goes
 * out with a `Link` header preloading the requested route's page chunks, and for a guest the route's
 * first API answers (route-preloads.ts).
 *
 * One wildcard route, not a route per file: listing the ~300 built files and registering ~600 routes
 * took ~0.4 s of every start (bench/start). A path that is no file falls through to the not-found
 * handler below, as an unrouted one does.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
  /** Whether a request carries a session (signed in): guests' pages also preload their API answers. */
  carriesSession: (request: FastifyRequest) => boolean = () => false,
  /** Serve the build's `.map` files (never in production: they publish the whole source). */
  { sourceMaps }: { sourceMaps: boolean } = { sourceMaps: true },
) {
  const indexFile = join(distDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  const preloadLinkFor = routePreloadLinks(hasWeb ? readRoutePreloads(distDir) : []);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      // a refused path falls through to the not-found handler: a 404 like any missing file
      allowedPath: (pathName) => sourceMaps || !pathName.endsWith('.map'),
      setHeaders(res, filePath) {
        if (filePath.includes(`${join(distDir, 'assets')}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  const sendIndex = (request: FastifyRequest, reply: FastifyReply, path: string) => {
    reply.header('cache-control', 'no-cache');
    // The Link header differs for guests and signed-in visitors, so a shared cache must not mix them.
    reply.header('vary', 'cookie');
    const preloadLink = preloadLinkFor(path, { guest: !carriesSession(request) });
    if (preloadLink) reply.header('link', preloadLink);
    return reply.type('text/html').sendFile('index.html');
  };
  if (hasWeb) app.get(SITE_ROOT_ROUTE, (request, reply) => sendIndex(request, reply, SITE_ROOT_ROUTE));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!hasWeb || isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ success: false, message: `Route ${request.method} ${path} not found`, code: 'NOT_FOUND' });
    }
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) {
      return reply.status(404).send({ success: false, message: 'File not found', code: 'NOT_FOUND' });
    }
    return sendIndex(request, reply, path);
  });
}
