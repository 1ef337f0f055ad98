/**
 * What the load bench saw: latency of successful responses per route, failures by status (or
 * network error), and the writes the server acknowledged (to be found in the database afterwards).
 */
export class LoadRecorder {
  private readonly latencies = new Map<string, number[]>();
  private readonly failures = new Map<string, Map<string, number>>();
  /** the first answer of each route and status that failed, to say why */
  readonly firstFailure = new Map<string, string>();
  /** last acknowledged `status` per user email and question id */
  readonly progress = new Map<string, boolean>();
  readonly submissionIds: string[] = [];
  /** submissions answered with their verdict but marked not stored (`unsaved-` id: the database failed) */
  unsavedSubmissions = 0;
  /** failed answers by `status code` (the JSON body's stable `code`, "-" when it has none) */
  readonly failureCodes = new Map<string, number>();
  /** the longest a failed request took (a failure must come fast, never as a hang) */
  slowestFailureMs = 0;
  okCount = 0;
  failureCount = 0;
  inFlight = 0;

  /** Sends one request; the parsed body when it succeeded (2xx), else null (recorded as a failure). */
  async request(route: string, url: string, init: RequestInit = {}): Promise<unknown> {
    const t0 = performance.now();
    this.inFlight++;
    try {
      const response = await fetch(url, init);
      const body = await response.text();
      if (!response.ok) {
        this.fail(route, String(response.status), performance.now() - t0, codeOf(body));
        if (!this.firstFailure.has(`${route} ${response.status}`))
          this.firstFailure.set(`${route} ${response.status}`, body.slice(0, 160));
        return null;
      }
      this.sample(route, performance.now() - t0);
      this.okCount++;
      return body ? JSON.parse(body) : {};
    } catch {
      this.fail(route, 'network', performance.now() - t0, '-');
      return null;
    } finally {
      this.inFlight--;
    }
  }

  acknowledgeProgress(email: string, questionId: string, status: boolean) {
    this.progress.set(`${email}\u0001${questionId}`, status);
  }

  /** A judged submission's answer: its id, or `unsaved-…` when the server said it could not store it. */
  acknowledgeSubmission(id: string) {
    if (id.startsWith('unsaved-')) this.unsavedSubmissions++;
    else this.submissionIds.push(id);
  }

  get progressCount() {
    return this.progress.size;
  }

  private sample(route: string, ms: number) {
    const list = this.latencies.get(route) ?? [];
    list.push(ms);
    this.latencies.set(route, list);
  }

  private fail(route: string, status: string, ms: number, code: string) {
    this.failureCount++;
    this.slowestFailureMs = Math.max(this.slowestFailureMs, ms);
    const key = `${status} ${code}`;
    this.failureCodes.set(key, (this.failureCodes.get(key) ?? 0) + 1);
    const byStatus = this.failures.get(route) ?? new Map<string, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    this.failures.set(route, byStatus);
  }

  print(elapsedSeconds: number) {
    const routes = [...new Set([...this.latencies.keys(), ...this.failures.keys()])].sort();
    const rows = routes.map((route) => {
      const xs = [...(this.latencies.get(route) ?? [])].sort((a, b) => a - b);
      const q = (p: number) => (xs.length ? xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!.toFixed(0) : '-');
      const errors = [...(this.failures.get(route)?.entries() ?? [])].map(([status, n]) => `${status}×${n}`).join(' ');
      return {
        route,
        ok: xs.length,
        rps: (xs.length / elapsedSeconds).toFixed(1),
        p50: q(0.5),
        p99: q(0.99),
        errors: errors || '-',
      };
    });
    const total = rows.reduce((n, r) => n + r.ok, 0);
    console.log(`${total} successful requests in ${elapsedSeconds.toFixed(1)} s (${(total / elapsedSeconds).toFixed(0)}/s)`);
    console.log(
      `${'route'.padEnd(36)} ${'ok'.padStart(6)} ${'ok/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  errors`,
    );
    for (const r of rows) {
      console.log(
        `${r.route.padEnd(36)} ${String(r.ok).padStart(6)} ${r.rps.padStart(7)} ${r.p50.padStart(7)} ${r.p99.padStart(7)}  ${r.errors}`,
      );
    }
    for (const [key, body] of this.firstFailure) console.log(`first ${key}: ${body}`);
    if (this.failureCount) console.log(`slowest failed request: ${this.slowestFailureMs.toFixed(0)} ms`);
  }
}

/** The `code` of a JSON error body (`{ success: false, message, code }`), "-" when it is not one. */
function codeOf(body: string): string {
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    return typeof code === 'string' ? code : '-';
  } catch {
    return 'not-json';
  }
}
