/**
 * Spaces calls to one host at least `minIntervalMs` apart across the whole process (e.g. Codeforces
 * asks for at most one call per 2 s). Callers queue in order; nothing is dropped.
 */
export class HostPacer {
  private next = 0;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    readonly minIntervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves when the caller may make its call. */
  wait(): Promise<void> {
    const turn = this.chain.then(async () => {
      const delay = this.next - this.now();
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      this.next = this.now() + this.minIntervalMs;
    });
    this.chain = turn;
    return turn;
  }
}

const pacers = new Map<string, HostPacer>();

/** The one pacer for `key` in this process (modules sharing a platform share its pacer). */
export function sharedPacer(key: string, minIntervalMs: number): HostPacer {
  let pacer = pacers.get(key);
  if (!pacer) {
    pacer = new HostPacer(minIntervalMs);
    pacers.set(key, pacer);
  }
  return pacer;
}
