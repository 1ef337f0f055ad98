import type { FastifyRequest } from 'fastify';
import { redactUrl } from '../lib/redact-url';

/** What the log records of a request: Fastify's default fields, with token-like query values redacted. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
