import type { Readable } from 'node:stream';

/** Buffered reading of the resident process's stdout: lines and exact byte counts; null once the stream has ended. */
export class StreamReader {
  private buf: Buffer = Buffer.alloc(0);
  private ended = false;
  private wake: (() => void) | null = null;

  constructor(stream: Readable) {
    stream.on('data', (c: Buffer) => {
      this.buf = this.buf.length ? Buffer.concat([this.buf, c]) : c;
      this.wake?.();
    });
    const end = () => {
      this.ended = true;
      this.wake?.();
    };
    stream.on('end', end);
    stream.on('close', end);
    stream.on('error', end);
  }

  private async more(): Promise<boolean> {
    if (this.ended) return false;
    await new Promise<void>((resolve) => {
      this.wake = resolve;
    });
    this.wake = null;
    return true;
  }

  async line(maxBytes: number): Promise<string | null> {
    for (;;) {
      const nl = this.buf.indexOf(10);
      if (nl >= 0) {
        const text = this.buf.subarray(0, nl).toString('latin1');
        this.buf = this.buf.subarray(nl + 1);
        return text;
      }
      if (this.buf.length > maxBytes || !(await this.more())) return null;
    }
  }

  async bytes(n: number): Promise<Buffer | null> {
    while (this.buf.length < n) if (!(await this.more())) return null;
    const out = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(n);
    return out;
  }
}
