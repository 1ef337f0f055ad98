import type { StageLimits } from '../limits';
import { LaunchedSandbox, type SandboxEnv, type SandboxProfile } from './launched-sandbox';

interface IdleEntry {
  sb: LaunchedSandbox;
  timer: NodeJS.Timeout;
  key: string;
}

export function profileKey(profile: SandboxProfile): string {
  return JSON.stringify([profile.binds, profile.env]);
}

/**
 * Keeps at most one idle, fully set-up sandbox per profile (language toolchain), up to
 * `maxIdle` in total, so the namespace and mount setup happens between requests rather than
 * inside them. Idle sandboxes are killed after `idleMs`.
 */
export class WarmPool {
  private readonly idle: IdleEntry[] = [];
  private readonly pending = new Set<string>();
  private closed = false;

  constructor(
    private readonly env: SandboxEnv,
    private readonly maxIdle: number,
    private readonly idleMs = 60_000,
  ) {}

  take(key: string): LaunchedSandbox | null {
    for (let i = this.idle.length - 1; i >= 0; i--) {
      const e = this.idle[i]!;
      if (e.key !== key) continue;
      this.idle.splice(i, 1);
      clearTimeout(e.timer);
      if (e.sb.alive) return e.sb;
      void e.sb.dispose();
    }
    return null;
  }

  /**
   * Starts a replacement idle sandbox for `key` in the background. The start itself (a fork of
   * this process) is deferred to the next event-loop turn, so it never lands between the result
   * of the run that triggered it and the caller's code that handles that result.
   */
  replenish(key: string, profile: SandboxProfile, expected?: Pick<StageLimits, 'memoryBytes' | 'maxProcesses'>): void {
    if (this.closed || this.maxIdle <= 0 || this.pending.has(key) || this.idle.some((e) => e.key === key)) return;
    while (this.idle.length + this.pending.size >= this.maxIdle && this.idle.length > 0) {
      const oldest = this.idle.shift()!;
      clearTimeout(oldest.timer);
      void oldest.sb.dispose();
    }
    if (this.idle.length + this.pending.size >= this.maxIdle) return;
    this.pending.add(key);
    new Promise<void>((r) => setImmediate(r))
      .then(() => {
        if (this.closed) throw new Error('closed');
        return LaunchedSandbox.startIdle(this.env, profile, expected);
      })
      .then(
        (sb) => {
          this.pending.delete(key);
          if (this.closed) {
            void sb.dispose();
            return;
          }
          const timer = setTimeout(() => {
            const i = this.idle.findIndex((e) => e.sb === sb);
            if (i >= 0) this.idle.splice(i, 1);
            void sb.dispose();
          }, this.idleMs);
          timer.unref();
          this.idle.push({ sb, timer, key });
        },
        () => this.pending.delete(key),
      );
  }

  async close(): Promise<void> {
    this.closed = true;
    while (this.pending.size > 0) await new Promise((r) => setTimeout(r, 10));
    const all = this.idle.splice(0);
    for (const e of all) clearTimeout(e.timer);
    await Promise.all(all.map((e) => e.sb.dispose()));
  }
}
