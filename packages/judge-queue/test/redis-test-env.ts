import { randomBytes } from 'node:crypto';
import type { ExecuteRequest, ExecuteResult, FormatResult, LanguageId, Runner, RuntimeInfo } from '@codingkaro/runner';
import { DEFAULT_LIMITS } from '@codingkaro/runner';
import { Redis } from 'ioredis';
import { describe } from 'vitest';

/** The queue tests need a real Redis: CI sets REDIS_URL (.ci/run); without it they are reported as skipped. */
export const REDIS_URL = process.env.REDIS_URL ?? '';
export const describeWithRedis = describe.skipIf(!REDIS_URL);

/** A key prefix of its own per test file, so files and concurrent runs never see each other's jobs. */
export function uniquePrefix(tag: string): string {
  return `ck-test-${tag}-${process.pid}-${randomBytes(3).toString('hex')}`;
}

/** Deletes every key under `prefix:` (the queue's jobs, lists, streams and the worker registry). */
export async function deleteKeys(prefix: string): Promise<number> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 3 });
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) deleted += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const PYTHON_RUNTIME: RuntimeInfo = {
  language: 'python',
  version: '3.12.1',
  aliases: ['py', 'python3'],
  available: true,
  compiled: false,
  formatter: null,
};

/** A Runner without sandboxes whose execute() is the given function: fast, deterministic queue tests. */
export function stubRunner(
  execute: (request: ExecuteRequest) => Promise<ExecuteResult>,
  extra: { runtimes?: RuntimeInfo[]; format?: (language: LanguageId, code: string) => Promise<FormatResult> } = {},
): Runner & { closed: boolean } {
  return {
    limits: DEFAULT_LIMITS,
    closed: false,
    runtimes: async () => extra.runtimes ?? [PYTHON_RUNTIME],
    execute,
    format: extra.format ?? (async () => ({ error: 'no formatter' })),
    async close() {
      this.closed = true;
    },
  };
}

export function okResult(request: ExecuteRequest, stdout: string): ExecuteResult {
  return {
    language: request.language,
    version: '3.12.1',
    run: {
      stdout,
      stderr: '',
      output: stdout,
      code: 0,
      signal: null,
      status: null,
      message: null,
      cpuTimeMs: 1,
      wallTimeMs: 2,
      memoryBytes: 1024,
      stdoutTruncated: false,
      stderrTruncated: false,
    },
  };
}
