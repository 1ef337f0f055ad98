import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a browser sent this request on behalf of a page this app trusts. Browsers say where a
 * request comes from (`Sec-Fetch-Site`, and `Origin` on every POST); a request with neither is not
 * a browser's cross-site request (curl, Piston clients, provider webhooks) and passes.
 * `same-site` is refused too: a page on another port of the same host is another origin.
 */
export function fromTrustedOrigin(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && trusted.has(origin)) return true;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  if (typeof origin !== 'string') return true;
  return origin === `${request.protocol}://${request.host}`;
}

const originOf = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

/**
 * CSRF: one check for every state-changing request (POST, PUT, PATCH, DELETE), with a body or
 * without (sign-out, booking cancel...). The session cookie is SameSite=Lax, which still rides on
 * a same-site form post from another port; this refuses those with 403. Trusted origins: the
 * public URL's and WEB_ORIGINS (the ones CORS lets call with credentials).
 */
export function registerCrossSiteGuard(app: FastifyInstance, config: { publicUrl: string; webOrigins: string[] }) {
  const trusted = new Set([config.publicUrl, ...config.webOrigins].map(originOf));
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!fromTrustedOrigin(request, trusted)) {
      request.log.warn(
        { origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'] },
        'cross-site request refused',
      );
      throw new AppError(403, CROSS_SITE_MESSAGE, 'FORBIDDEN');
    }
  });
}
