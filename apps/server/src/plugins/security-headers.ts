import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';

/** The security headers of every response (Helmet), also used where Helmet's hook never runs. */
export function helmetOptions(config: Pick<AppConfig, 'webOrigins'>): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", 'https://checkout.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://api.razorpay.com'],
        connectSrc: ["'self'", ...config.webOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", 'https://accounts.google.com'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet's headers as a plain map, computed once by running Helmet against a recording response
 * (none of them depends on the request: no CSP nonces). Used on every answer (`registerSecurityHeaders`)
 * and for answers written before a route exists (bad URL encoding, over-long path, oversized headers).
 */
export function staticSecurityHeaders(config: Pick<AppConfig, 'webOrigins'>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(helmetOptions(config))({} as IncomingMessage, res, () => {});
  return headers;
}

/**
 * Helmet's headers on every answer, set from the precomputed map: `@fastify/helmet` runs Helmet's
 * whole middleware (option parsing, CSP serialisation) again on every request, ~7 % of a course page.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<AppConfig, 'webOrigins'>): void {
  const headers = staticSecurityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
