import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendShared } from '../../plugins/compression';

/** Distinct guest URLs kept at once (searches make the set open-ended). */
const MAX_GUEST_ENTRIES = 500;
/** Distinct URLs kept per signed-in viewer's solved set. */
const MAX_VIEWER_ENTRIES = 8;

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

/** Everything that makes one answer differ from another besides the URL: who sees it. */
export type AnswerScope = { guest: true } | { solved: ReadonlySet<string> };

/**
 * List and problem answers serialised once per URL and content version (through the route's own
 * response schema, so the bytes are the ones Fastify would send) and compressed once per encoding.
 * Guests all share one set of answers, with a weak ETag (304 when the browser holds it); a signed-in
 * viewer's answers differ only by the solved set, so they are memoised on that set (solved-cache.ts
 * hands out the same set until the viewer solves something) and go when it goes.
 */
export function createSharedAnswers() {
  const guests = new Map<string, Answer>();
  const viewers = new WeakMap<ReadonlySet<string>, Map<string, Answer>>();

  function answersOf(scope: AnswerScope): { answers: Map<string, Answer>; max: number } {
    if ('guest' in scope) return { answers: guests, max: MAX_GUEST_ENTRIES };
    let answers = viewers.get(scope.solved);
    if (!answers) {
      answers = new Map();
      viewers.set(scope.solved, answers);
    }
    return { answers, max: MAX_VIEWER_ENTRIES };
  }

  return async function send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: AnswerScope,
    version: number,
    schema: z.ZodType<T>,
    build: () => Promise<T>,
  ): Promise<FastifyReply> {
    const { answers, max } = answersOf(scope);
    let answer = answers.get(request.url);
    if (!answer || answer.version !== version) {
      const body = Buffer.from(JSON.stringify(schema.parse(await build())));
      const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
      if (answers.size >= max) answers.clear();
      answer = { version, body, etag };
      answers.set(request.url, answer);
    }
    if ('guest' in scope) {
      reply.header('cache-control', 'private, no-cache').header('etag', answer.etag);
      if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    } else {
      reply.header('cache-control', 'private, no-store');
    }
    // a Buffer body is sent as it is (serialised above), each encoding compressed once
    return sendShared(request, reply.type('application/json; charset=utf-8'), answer.body);
  };
}
