import { DEFAULT_LIMITS, type ExecuteRequest, type ExecuteResult, type Runner } from '@codingkaro/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, devSignIn, type TestApp } from './build-app';

/** A two-slot runner whose programs run until the test releases them; records which started. */
function holdingRunner() {
  const started: string[] = [];
  const holds = new Map<string, () => void>();
  const runner: Runner = {
    limits: DEFAULT_LIMITS,
    slots: 2,
    runtimes: async () => [
      { language: 'python', version: '3.12.0', aliases: ['py'], available: true, compiled: false, formatter: null },
    ],
    execute: (request: ExecuteRequest) =>
      new Promise<ExecuteResult>((resolve) => {
        const name = request.stdin ?? '';
        started.push(name);
        const stage = {
          stdout: `${name}\n`,
          stderr: '',
          output: `${name}\n`,
          code: 0,
          signal: null,
          status: null,
          message: null,
          cpuTimeMs: 1,
          wallTimeMs: 1,
          memoryBytes: null,
          stdoutTruncated: false,
          stderrTruncated: false,
        };
        holds.set(name, () => resolve({ language: 'python', version: '3.12.0', run: stage }));
      }),
    format: async () => ({ error: 'no formatter' }),
    close: async () => {},
  };
  const release = (name: string) => holds.get(name)?.();
  return { runner, started, release };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('runner fairness: per-user caps, turns between users, guest limits', () => {
  let t: TestApp;
  const held = holdingRunner();
  beforeAll(async () => {
    t = await buildTestApp('pglite', { COMPILER_RATE_LIMIT_PER_MINUTE: '1000' }, { runner: held.runner });
  }, 180_000);
  afterAll(async () => t?.close());

  const execute = (name: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7', extra = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/execute',
      remoteAddress,
      headers,
      payload: { language: 'python', files: [{ content: 'import time; time.sleep(15)' }], stdin: name, ...extra },
    });

  it("runs a light user's program at once while a guest floods the runner", async () => {
    // The flooding guest: one program running, four waiting, the rest refused.
    const flood = Array.from({ length: 8 }, (_, i) => execute(`flood-${i}`));
    await until(() => held.started.length === 1);
    const refused = (await Promise.all(flood.slice(5))).map((r) => r.statusCode);
    expect(refused).toEqual([429, 429, 429]);
    expect(held.started).toEqual(['flood-0']);

    const light = await devSignIn(t.app, 'Light User', 'light@example.com');
    const lightRun = execute('light', { cookie: light.cookie }, '198.51.100.20');
    await until(() => held.started.includes('light'));
    held.release('light');
    expect((await lightRun).json().run.stdout).toBe('light\n');

    // Another guest (another IP) finds a free slot too: the flood never holds both.
    const other = execute('other-guest', {}, '198.51.100.30');
    await until(() => held.started.includes('other-guest'));
    expect(held.started).toEqual(['flood-0', 'light', 'other-guest']);
    held.release('other-guest');
    await other;
    for (let i = 0; i < 5; i++) {
      await until(() => held.started.includes(`flood-${i}`));
      held.release(`flood-${i}`);
    }
    expect((await Promise.all(flood.slice(0, 5))).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('caps a guest program at a lower wall time than a signed-in one', async () => {
    const guest = await execute('guest-long', {}, '203.0.113.8', { run_timeout: 15_000 });
    expect(guest.statusCode).toBe(400);
    expect(guest.json().message).toBe("run_timeout 15000 ms is above this server's maximum of 5000 ms.");

    const user = await devSignIn(t.app, 'Signed In', 'signed@example.com');
    const signedIn = execute('user-long', { cookie: user.cookie }, '203.0.113.8', { run_timeout: 15_000 });
    await until(() => held.started.includes('user-long'));
    held.release('user-long');
    expect((await signedIn).statusCode).toBe(200);
  });
});
