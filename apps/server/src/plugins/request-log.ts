import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
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

/**
 * One log line per request, written when it completes: the request's fields, the status and the
 * time taken. Fastify's default writes two ("incoming request", then "request completed"): at the
 * production level `info` that was two serialisations and two writes per request. Fastify's other
 * request logs (errors, route not found) are unchanged.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
