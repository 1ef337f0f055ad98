import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, defaultErrorCode } from '../lib/app-error';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../lib/database-errors';

/** Answer to a request that arrives while the server drains its connections before stopping. */
export const DRAINING_MESSAGE = 'The server is restarting; try again in a moment';

/**
 * Every failure answers `{ success: false, message, code }`; 5xx details stay in the log. That
 * includes requests reaching a closing server (a keep-alive connection during the SIGTERM drain):
 * 503 SERVICE_UNAVAILABLE with Retry-After, in place of Fastify's own `return503OnClosing` body
 * (switched off in `frameworkErrorResponder`).
 */
export function registerErrorHandler(app: FastifyInstance) {
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!draining) return done();
    reply
      .status(503)
      .header('retry-after', '5')
      .header('connection', 'close')
      .send({ success: false, message: DRAINING_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
      const message = `Invalid ${field}: ${first?.message ?? 'invalid value'}`;
      return reply.status(400).send({ success: false, message, code: 'VALIDATION_FAILED' });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ success: false, message: error.message, code: error.code });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ success: false, message: 'Internal server error', code: 'INTERNAL' });
    }
    if (isDatabaseUnavailable(error)) {
      // the database is restarting, unreachable or out of space: retry later, not a bug (no 500)
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ success: false, message: 'Internal server error', code: 'INTERNAL' });
    }
    return reply.status(status).send({ success: false, message: error.message, code: defaultErrorCode(status) });
  });
}
