import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 6 };

/**
 * Compresses API answers (brotli, else gzip) above the threshold. Brotli runs at quality 4: per
 * request it must be cheap; the built web assets are brotli'd at full quality once, at build time,
 * and served as they are by the static plugin (this hook skips answers that already carry a
 * Content-Encoding, as do answers sent with `sendShared`).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}

type Encoding = 'br' | 'gzip';

/** br when the client takes it, else gzip, else none (q=0 refuses; `*` stands for any encoding). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    quality.set(name?.trim() ?? '', q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (e: Encoding) => (quality.get(e) ?? quality.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
const compressedCopies = new WeakMap<Buffer, Partial<Record<Encoding, Promise<Buffer>>>>();

function compressedCopy(body: Buffer, encoding: Encoding): Promise<Buffer> {
  let copies = compressedCopies.get(body);
  if (!copies) {
    copies = {};
    compressedCopies.set(body, copies);
  }
  let copy = copies[encoding];
  if (!copy) {
    copy = encoding === 'br' ? compressBrotli(body, BROTLI_OPTIONS) : compressGzip(body, GZIP_OPTIONS);
    const held = copies;
    held[encoding] = copy;
    copy.catch(() => delete held[encoding]);
  }
  return copy;
}

/**
 * Sends a serialised answer many requests share (a memoised Buffer): each encoding of it is
 * compressed once, off the event loop, and reused for as long as the Buffer lives, instead of per
 * request by the compression hook (~90 KB of JSON is milliseconds of brotli or gzip every time).
 */
export async function sendShared(request: FastifyRequest, reply: FastifyReply, body: Buffer): Promise<FastifyReply> {
  if (body.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(body);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await compressedCopy(body, encoding));
}
