import type { Readable } from 'node:stream';

/**
 * Collects one output stream up to `limit` bytes. Past the limit it stops buffering, marks the
 * stream truncated and calls `onOverflow` once (the supervisor then kills the sandbox).
 */
export class OutputCapture {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  truncated = false;

  constructor(
    private readonly limit: () => number,
    private readonly onChunk: (chunk: Buffer) => void,
    private readonly onOverflow: () => void,
  ) {}

  attach(stream: Readable): void {
    stream.on('data', (chunk: Buffer) => this.push(chunk));
    stream.on('error', () => {
      /* the sandbox died; nothing to do */
    });
  }

  private push(chunk: Buffer): void {
    if (this.truncated) return;
    const room = this.limit() - this.size;
    if (chunk.length <= room) {
      this.chunks.push(chunk);
      this.size += chunk.length;
      this.onChunk(chunk);
      return;
    }
    if (room > 0) {
      const part = chunk.subarray(0, room);
      this.chunks.push(part);
      this.size += part.length;
      this.onChunk(part);
    }
    this.truncated = true;
    this.onOverflow();
  }

  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

/** Decodes untrusted bytes: invalid UTF-8 becomes U+FFFD, never a crash. */
export function decodeOutput(buf: Buffer): string {
  return new TextDecoder('utf-8', { fatal: false }).decode(buf);
}
