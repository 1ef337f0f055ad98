import { fitsServer, JavacServer, type JavacServerConfig, type ServerCompile, type ServerCompileResult } from './javac-server';

/** after a server failed to start, Java compiles stay cold this long before it is tried again */
const RETRY_START_MS = 30_000;

export interface JavacServerStats {
  /** servers started (the first and every restart) */
  started: number;
  /** requests answered by a server */
  served: number;
  /** requests compiled cold: no server ready, other limits, or a server that failed (then killed) */
  fallbacks: number;
  /** servers killed because a request ran over its time limit */
  timeouts: number;
}

/**
 * Up to `size` warm servers, each serving one request at a time (others wait for a free one). Started on the first
 * Java compile (that one, and any while none is ready yet, compile cold), replaced after `maxCompiles` requests, when
 * they die or time out; idle ones are stopped after `idleMs`.
 */
export class JavacServerPool {
  readonly stats: JavacServerStats = { started: 0, served: 0, fallbacks: 0, timeouts: 0 };
  private readonly idle: { server: JavacServer; timer: NodeJS.Timeout }[] = [];
  private readonly waiting: ((s: JavacServer | null) => void)[] = [];
  private readonly starting = new Set<Promise<JavacServer | null>>();
  private busy = 0;
  private failedAt = -Infinity;
  private closed = false;
  /** Aborts the starts still warming up when the pool closes. */
  private readonly closing = new AbortController();

  constructor(
    private readonly config: JavacServerConfig,
    private readonly size: number,
    private readonly maxCompiles = 200,
    private readonly idleMs = 10 * 60_000,
  ) {}

  private get live(): number {
    return this.idle.length + this.busy + this.starting.size;
  }

  /** Starts servers up to the pool size (in the background). */
  private fill(): void {
    while (!this.closed && this.live < this.size && performance.now() - this.failedAt > RETRY_START_MS) {
      const p: Promise<JavacServer | null> = JavacServer.start(this.config, this.closing.signal).then(
        (s) => s,
        () => {
          this.failedAt = performance.now();
          return null;
        },
      );
      this.starting.add(p);
      void p.then((s) => {
        this.starting.delete(p);
        if (!s) {
          this.wakeAll();
          return;
        }
        this.stats.started++;
        if (this.closed) void s.close();
        else this.release(s);
      });
    }
  }

  private wakeAll(): void {
    // nothing ready and nothing coming: the waiters compile cold
    if (this.busy === 0 && this.starting.size === 0 && this.idle.length === 0) for (const w of this.waiting.splice(0)) w(null);
  }

  /** A free server; waits while all are busy (or, with `waitForStart`, starting); null = none to wait for. */
  private take(waitForStart: boolean): Promise<JavacServer | null> | JavacServer | null {
    for (let entry = this.idle.pop(); entry; entry = this.idle.pop()) {
      clearTimeout(entry.timer);
      if (entry.server.alive) return entry.server;
      void entry.server.close(); // died while idle
      this.fill();
    }
    if (this.busy === 0 && (!waitForStart || this.starting.size === 0)) return null;
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(s: JavacServer): void {
    if (this.closed || !s.alive || s.compiles >= this.maxCompiles) {
      void s.close();
      this.fill();
      this.wakeAll();
      return;
    }
    const next = this.waiting.shift();
    if (next) {
      this.busy++;
      next(s);
      return;
    }
    const timer = setTimeout(() => {
      const i = this.idle.findIndex((e) => e.server === s);
      if (i >= 0) this.idle.splice(i, 1);
      void s.close();
    }, this.idleMs);
    timer.unref();
    this.idle.push({ server: s, timer });
  }

  /**
   * Compiles on a warm server; null = compile cold (the pool is off, no server is ready, the limits differ from the
   * servers', or the server failed). `waitForStart`: wait for a server being started rather than compile cold.
   */
  async compile(req: ServerCompile, waitForStart = false): Promise<ServerCompileResult | null> {
    if (this.closed || !fitsServer(this.config.limits, req.limits)) {
      this.stats.fallbacks++;
      return null;
    }
    this.fill();
    const taken = this.take(waitForStart);
    const fromQueue = taken instanceof Promise;
    const server = fromQueue ? await taken : taken;
    if (!server) {
      this.stats.fallbacks++;
      return null;
    }
    if (!fromQueue) this.busy++;
    try {
      const out = await server.compile(req);
      if (!out) this.stats.fallbacks++;
      else if (out.result.status === 'TO') this.stats.timeouts++;
      else this.stats.served++;
      return out;
    } finally {
      this.busy--;
      this.release(server);
    }
  }

  /** Waits until a server is ready (or none can start). */
  async ready(): Promise<boolean> {
    this.fill();
    while (this.idle.length === 0 && this.busy === 0 && this.starting.size > 0) await Promise.race(this.starting);
    return this.idle.length > 0 || this.busy > 0;
  }

  /**
   * Kills every server (running requests are the worker pool's: close it first), those still starting too: waiting
   * for their warm-up (up to READY_TIMEOUT_MS on a saturated host) held a closing runner for minutes.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.closing.abort();
    for (const w of this.waiting.splice(0)) w(null);
    await Promise.all([...this.starting]);
    const all = this.idle.splice(0);
    for (const e of all) clearTimeout(e.timer);
    await Promise.all(all.map((e) => e.server.close()));
  }
}
