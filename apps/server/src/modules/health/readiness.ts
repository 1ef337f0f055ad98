import type { Runner } from '@codingkaro/runner';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client';

export interface CheckResult {
  ok: boolean;
  detail?: string;
}

/** Each check gives up after this: a probe must answer before the orchestrator's own timeout. */
const CHECK_TIMEOUT_MS = 2_000;
/** A runner that listed an available language is trusted this long: probes stay cheap. */
const RUNNER_OK_CACHE_MS = 10_000;

async function withTimeout(check: () => Promise<CheckResult>, ms = CHECK_TIMEOUT_MS): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, detail: `no answer within ${ms} ms` }), ms);
  });
  try {
    return await Promise.race([
      check().catch((error: unknown) => ({ ok: false, detail: error instanceof Error ? error.message : String(error) })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export interface ReadinessDeps {
  db: Database;
  runner: Runner | null;
  /** Opens the Redis connection to probe; null when Redis is not configured. */
  redis: (() => Promise<Redis>) | null;
}

/** The readiness checks: database (`select 1`), Redis when configured, and the runner's languages (no program run). */
export function createReadiness({ db, runner, redis }: ReadinessDeps) {
  let runnerOkUntil = 0;
  let languages = 0;
  const checks: Record<string, () => Promise<CheckResult>> = {
    database: async () => {
      await db.execute(sql`select 1`);
      return { ok: true };
    },
    runner: async () => {
      if (!runner) return { ok: false, detail: 'code execution is not configured' };
      if (Date.now() >= runnerOkUntil) {
        languages = (await runner.runtimes()).filter((r) => r.available).length;
        if (languages === 0) return { ok: false, detail: 'no language is available' };
        runnerOkUntil = Date.now() + RUNNER_OK_CACHE_MS;
      }
      return { ok: true, detail: `${languages} languages available` };
    },
  };
  if (redis) {
    checks.redis = async () => {
      const answer = await (await redis()).ping();
      return answer === 'PONG' ? { ok: true } : { ok: false, detail: `PING answered ${answer}` };
    };
  }
  return {
    async check(): Promise<Record<string, CheckResult>> {
      const names = Object.keys(checks);
      const results = await Promise.all(names.map((name) => withTimeout(checks[name] as () => Promise<CheckResult>)));
      return Object.fromEntries(names.map((name, i) => [name, results[i] as CheckResult]));
    },
  };
}
