import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendShared } from '../../plugins/compression';

/** Distinct guest URLs kept at once (searches make the set open-ended). */
const MAX_ENTRIES = 500;

interface Answer {
  version: number;
  body: Buffer;
  etag: string;
}

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 13.1.2). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/**
 * Guests all see the same answer for a URL until the content version moves, so it is serialised once
 * (through the route's own response schema, so the bytes are the ones Fastify would send), compressed
 * once per encoding, and answered 304 when the browser already holds it.
 */
export function createGuestAnswers() {
  const answers = new Map<string, Answer>();

  return async function send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    version: number,
    schema: z.ZodType<T>,
    build: () => Promise<T>,
  ): Promise<FastifyReply> {
    let answer = answers.get(request.url);
    if (!answer || answer.version !== version) {
      const body = Buffer.from(JSON.stringify(schema.parse(await build())));
      const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
      if (answers.size >= MAX_ENTRIES) answers.clear();
      answer = { version, body, etag };
      answers.set(request.url, answer);
    }
    reply.header('cache-control', 'private, no-cache').header('etag', answer.etag);
    if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    // a Buffer body is sent as it is (serialised above), each encoding compressed once
    return sendShared(request, reply.type('application/json; charset=utf-8'), answer.body);
  };
}
