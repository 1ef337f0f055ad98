import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@codingkaro/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { defaultErrorCode } from '../lib/app-error';

/**
 * Failures Fastify and Node answer before any route or hook runs, sent in the app's own error
 * shape with the security headers: `frameworkErrors` (bad URL encoding, a path parameter over
 * the router's limit) and `clientErrorHandler` (oversized headers 431, header timeout 408,
 * unparsable request 400), which writes to the raw socket.
 */
export function frameworkErrorResponder(headers: Record<string, string>) {
  const frameworkMessages: Record<string, [number, string]> = {
    FST_ERR_BAD_URL: [400, 'The address is not valid (bad percent-encoding)'],
    FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long'],
  };

  function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const [status, message] = frameworkMessages[error.code] ?? [500, 'Internal server error'];
    if (status >= 500) request.log.error({ err: error }, 'framework error');
    const code: ErrorCode = defaultErrorCode(status);
    reply.headers(headers).header('x-request-id', request.id).status(status).send({ success: false, message, code });
  }

  function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'The request took too long to arrive']
          : [400, 'The request could not be understood'];
    const body = JSON.stringify({ success: false, message, code: defaultErrorCode(status) });
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  }

  // requests reaching a closing server are answered by the error handler's drain hook, in our shape
  return { frameworkErrors, clientErrorHandler, return503OnClosing: false };
}
