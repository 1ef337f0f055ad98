import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import helmet from 'helmet';
import type { AppConfig } from '../config';

/** The security headers of every response (Helmet), also used where Helmet's hook never runs. */
export function helmetOptions(config: Pick<AppConfig, 'webOrigins'>): FastifyHelmetOptions {
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
 * The same headers as a plain map, computed once by running Helmet against a recording response:
 * for answers written before a route exists (bad URL encoding, over-long path, oversized headers).
 */
export function staticSecurityHeaders(config: Pick<AppConfig, 'webOrigins'>): Record<string, string> {
  const {
    global: _global,
    enableCSPNonces: _nonces,
    ...options
  } = helmetOptions(config) as FastifyHelmetOptions & {
    global?: boolean;
    enableCSPNonces?: boolean;
  };
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options as Parameters<typeof helmet>[0])({} as IncomingMessage, res, () => {});
  return headers;
}
