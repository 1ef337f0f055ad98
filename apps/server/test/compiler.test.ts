import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPILE_FAILED_MESSAGE, ExecuteResponseSchema } from '@codingkaro/contracts';
import { createRunner, internalError, LANGUAGE_IDS, LANGUAGES, type Runner } from '@codingkaro/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../src/lib/domain-events';
import { RUNNER_INTERNAL_MESSAGE, toStage } from '../src/modules/compiler/execute-code';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { databaseKinds } from './databases';

// The machine running the suite may be busy: compile with the server's maximum, run with 10 s.
const slow = { compile_timeout: 30_000, run_timeout: 10_000 };
const cacheDir = mkdtempSync(join(tmpdir(), 'ck-compiler-test-'));
const runners: Runner[] = [];
const newRunner = (options: Parameters<typeof createRunner>[0] = {}) => {
  const runner = createRunner({ cacheDir, warmSandboxes: 0, ...options });
  runners.push(runner);
  return runner;
};

afterAll(async () => {
  await Promise.all(runners.map((r) => r.close()));
  rmSync(cacheDir, { recursive: true, force: true });
});

const execute = (t: TestApp, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/execute', payload, headers });

describe('compiler API with a runner', () => {
  let t: TestApp;
  beforeAll(async () => {
    // these requests are guests': their run cap is raised to the server's to test the server's caps
    t = await buildTestApp(
      'pglite',
      { COMPILER_RATE_LIMIT_PER_MINUTE: '1000', RUNNER_GUEST_MAX_RUN_MS: '15000' },
      { runner: newRunner({ poolSize: 2 }) },
    );
  }, 180_000);
  afterAll(async () => t.close());

  it('lists the ten runtimes with installed versions and formatters', async () => {
    const response = await t.app.inject({ url: '/api/runtimes' });
    expect(response.statusCode).toBe(200);
    const runtimes = response.json() as { language: string; version: string; available: boolean; formatter: string | null }[];
    expect(runtimes.map((r) => r.language)).toEqual(LANGUAGE_IDS);
    for (const r of runtimes) {
      expect(r.available, r.language).toBe(true);
      expect(r.version, r.language).toMatch(/^\d+\.\d+/);
    }
    expect(runtimes.find((r) => r.language === 'go')?.formatter).toBe('gofmt');
    expect(runtimes.find((r) => r.language === 'python')?.formatter).toBeNull();
  });

  it.each(LANGUAGE_IDS)(
    '%s: hello world and a stdin echo',
    async (language) => {
      const { hello, echoStdin } = LANGUAGES[language].samples;
      const helloResponse = await execute(t, { language, version: '*', files: [{ content: hello }], ...slow });
      expect(helloResponse.statusCode, helloResponse.body).toBe(200);
      const helloBody = ExecuteResponseSchema.parse(helloResponse.json());
      expect(helloBody.language).toBe(language);
      expect(helloBody.run).toMatchObject({ stdout: 'Hello, World!\n', stderr: '', code: 0, status: null });
      if (LANGUAGES[language].compiled) expect(helloBody.compile?.status).toBeNull();
      else expect(helloBody.compile).toBeUndefined();

      const input = 'line one\n2 3 5\n';
      const echo = await execute(t, { language, files: [{ content: echoStdin }], stdin: input, ...slow });
      expect(echo.statusCode, echo.body).toBe(200);
      expect(echo.json().run).toMatchObject({ stdout: input, code: 0, status: null });
    },
    120_000,
  );

  it('announces code.executed for signed-in users only, with their time zone', async () => {
    const seen: DomainEvents['code.executed'][] = [];
    t.app.events.on('code.executed', (event) => {
      seen.push(event);
    });
    const files = [{ content: 'print(1)' }];
    expect((await execute(t, { language: 'py', files })).statusCode).toBe(200);
    expect(seen).toEqual([]);
    const { cookie } = await devSignIn(t.app, 'Coder', 'coder@example.com');
    const userId = (await t.app.inject({ url: '/api/auth/current-user', headers: { cookie } })).json().user.id;
    const ok = await execute(t, { language: 'py', files }, { cookie, 'x-time-zone': 'Europe/Berlin' });
    expect(ok.statusCode).toBe(200);
    expect(seen).toEqual([{ userId, language: 'python', at: expect.any(Date), timeZone: 'Europe/Berlin' }]);
    // a refused request ran nothing
    expect((await execute(t, { language: 'cobol', files }, { cookie })).statusCode).toBe(400);
    expect(seen).toHaveLength(1);
  }, 60_000);

  it('answers a C++ compile error with the compiler’s stderr in compile and run', async () => {
    const response = await execute(t, { language: 'c++', files: [{ content: 'int main() { return missing; }\n' }], ...slow });
    expect(response.statusCode).toBe(200);
    const body = ExecuteResponseSchema.parse(response.json());
    expect(body.compile?.status).toBe('RE');
    expect(body.compile?.stderr).toMatch(/missing.*not declared/);
    expect(body.run.stderr).toBe(body.compile?.stderr);
    expect(body.run.message).toBe(COMPILE_FAILED_MESSAGE);
    expect(body.run.stdout).toBe('');
  }, 60_000);

  it('stops an infinite loop with the TO status', async () => {
    const response = await execute(t, { language: 'python', files: [{ content: 'while True:\n    pass\n' }], run_timeout: 1000 });
    expect(response.statusCode).toBe(200);
    expect(response.json().run).toMatchObject({ status: 'TO' });
  }, 60_000);

  it('refuses limits above the server caps instead of lowering them', async () => {
    const files = [{ content: 'print(1)' }];
    const run = await execute(t, { language: 'python', files, run_timeout: 60_000 });
    expect(run.statusCode).toBe(400);
    expect(run.json()).toEqual({
      success: false,
      message: "run_timeout 60000 ms is above this server's maximum of 15000 ms.",
      code: 'BAD_REQUEST',
    });
    const compile = await execute(t, { language: 'cpp', files, compile_timeout: 31_000 });
    expect(compile.json().message).toMatch(/^compile_timeout 31000 ms is above/);
    const memory = await execute(t, { language: 'python', files, run_memory_limit: 8 * 1024 ** 3 });
    expect(memory.statusCode).toBe(400);
    expect(memory.json().message).toMatch(/^run_memory_limit \d+ bytes is above/);
    const negative = await execute(t, { language: 'python', files, run_timeout: -5 });
    expect(negative.json()).toEqual({
      success: false,
      message: 'Invalid run_timeout: run_timeout must be positive',
      code: 'VALIDATION_FAILED',
    });
  });

  it('refuses tiny memory limits with a 400 instead of an internal error', async () => {
    const files = [{ content: 'print(1)' }];
    for (const [field, value] of [
      ['run_memory_limit', 1],
      ['run_memory_limit', 4096],
      ['run_memory_limit', 1048576],
      ['compile_memory_limit', 1],
    ] as const) {
      const response = await execute(t, { language: 'cpp', files, [field]: value });
      expect(response.statusCode, `${field} ${value}`).toBe(400);
      expect(response.json().message).toBe(
        `Invalid ${field}: ${field} must be -1 (server maximum) or at least 33554432 bytes (32 MiB)`,
      );
    }
  });

  it('never shows the runner’s internal error text to users', () => {
    const stage = toStage({
      ...internalError('cannot start sandbox: EBUSY: resource busy or locked, write'),
    });
    expect(stage.status).toBe('XX');
    expect(stage.message).toBe(RUNNER_INTERNAL_MESSAGE);
    expect(JSON.stringify(stage)).not.toMatch(/EBUSY|sandbox/);
  });

  it('refuses unknown languages, versions that are not installed and oversized requests', async () => {
    const unknown = await execute(t, { language: 'cobol', files: [{ content: 'x' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Unknown language "cobol"\. Supported languages: javascript, python/);
    const version = await execute(t, { language: 'python', version: '2.7.0', files: [{ content: 'print(1)' }] });
    expect(version.statusCode).toBe(400);
    expect(version.json().message).toMatch(/2\.7\.0 is not installed/);
    const big = await execute(t, { language: 'python', files: [{ content: 'x'.repeat(65 * 1024) }] });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('Invalid files: The source code is larger than 64 KiB');
    const many = await execute(t, { language: 'python', files: Array.from({ length: 6 }, () => ({ content: '' })) });
    expect(many.json().message).toBe('Invalid files: At most 5 files');
  });

  it('formats C++ and Go on the server and explains the other languages', async () => {
    const cpp = await t.app.inject({
      method: 'POST',
      url: '/api/format',
      payload: { language: 'cpp', code: 'int main(){return 0;}' },
    });
    expect(cpp.statusCode, cpp.body).toBe(200);
    expect(cpp.json().formatted).toContain('int main() { return 0; }');
    const go = await t.app.inject({
      method: 'POST',
      url: '/api/format',
      payload: { language: 'go', code: 'package main\nfunc main(){}' },
    });
    expect(go.json().formatted).toBe('package main\n\nfunc main() {}\n');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/format',
      payload: { language: 'go', code: 'package main\nfunc main({' },
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toMatch(/^Could not format the code: /);
    const js = await t.app.inject({ method: 'POST', url: '/api/format', payload: { language: 'javascript', code: 'a' } });
    expect(js.statusCode).toBe(400);
    expect(js.json().message).toBe('JavaScript is formatted in the browser with Prettier, not by the server.');
    const py = await t.app.inject({ method: 'POST', url: '/api/format', payload: { language: 'python', code: 'a' } });
    expect(py.json()).toEqual({ success: false, message: 'No formatter is installed for Python.', code: 'BAD_REQUEST' });
  }, 60_000);
});

describe('compiler API when the runner is busy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { RUNNER_QUEUE_LIMIT: '0' }, { runner: newRunner({ poolSize: 1, queueLimit: 0 }) });
  }, 180_000);
  afterAll(async () => t.close());

  it('answers 429 while the only worker is taken and the queue is full', async () => {
    const sleeper = execute(t, {
      language: 'python',
      files: [{ content: 'import time\ntime.sleep(4)\nprint("done")' }],
      run_timeout: 5_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const busy = await execute(t, { language: 'python', files: [{ content: 'print(1)' }] });
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toEqual({
      success: false,
      message: 'The code runner is busy. Please try again in a few seconds.',
      code: 'QUEUE_FULL',
    });
    const first = await sleeper;
    expect(first.json().run.stdout).toBe('done\n');
  }, 60_000);
});

describe('compiler API without a runner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { COMPILER_RATE_LIMIT_PER_MINUTE: '4' });
  }, 180_000);
  afterAll(async () => t.close());

  it('answers 503 to execute, runtimes and format', async () => {
    const expected = { success: false, message: 'Code execution is not available on this server.', code: 'RUNNER_UNAVAILABLE' };
    const run = await execute(t, { language: 'python', files: [{ content: 'print(1)' }] });
    expect(run.statusCode).toBe(503);
    expect(run.json()).toEqual(expected);
    expect((await t.app.inject({ url: '/api/runtimes' })).json()).toEqual(expected);
    const format = await t.app.inject({ method: 'POST', url: '/api/format', payload: { language: 'go', code: 'x' } });
    expect(format.statusCode).toBe(503);
  });

  it('rate-limits execute per IP for guests and per account for signed-in users', async () => {
    const payload = { language: 'python', files: [{ content: 'print(1)' }] };
    const ip = { remoteAddress: '203.0.113.9' };
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await t.app.inject({ method: 'POST', url: '/api/execute', payload, ...ip })).statusCode);
    }
    expect(codes).toEqual([503, 503, 503, 503, 429]);
    const limited = await t.app.inject({ method: 'POST', url: '/api/execute', payload, ...ip });
    expect(limited.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);

    // Another guest, and a signed-in user on the same address, have their own budgets.
    expect((await t.app.inject({ method: 'POST', url: '/api/execute', payload, remoteAddress: '203.0.113.10' })).statusCode).toBe(
      503,
    );
    const { cookie } = await devSignIn(t.app, 'Runner', 'runner@example.com');
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/execute', payload, headers: { cookie }, ...ip });
    expect(signedIn.statusCode).toBe(503);
  });
});

describe.each(databaseKinds)('snippets (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { COMPILER_RATE_LIMIT_PER_MINUTE: '6' });
  }, 180_000);
  afterAll(async () => t.close());

  it('saves a program and reads it back by its short id', async () => {
    const code = 'print(input()[::-1])\n# ünïcödé ✓\n';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/snippets',
      payload: { language: 'python', code, stdin: 'abc\n' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json();
    expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
    const read = await t.app.inject({ url: `/api/snippets/${id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ success: true, snippet: { id, language: 'python', code, stdin: 'abc\n' } });
    expect(Date.parse(read.json().snippet.createdAt)).not.toBeNaN();
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.app.inject({ url: '/api/snippets/AAAAAAAAAAA' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      message: 'This shared program does not exist or was removed.',
      code: 'NOT_FOUND',
    });
    expect((await t.app.inject({ url: '/api/snippets/bad%20id!' })).statusCode).toBe(400);
  });

  it('validates language, blank code and sizes', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/snippets', payload, remoteAddress: '198.51.100.1' });
    expect((await post({ language: 'cobol', code: 'x' })).statusCode).toBe(400);
    expect((await post({ language: 'c', code: '   ' })).json().message).toBe('Invalid code: Write some code before sharing');
    expect((await post({ language: 'c', code: 'x'.repeat(64 * 1024 + 1) })).json().message).toBe(
      'Invalid code: The code is larger than 64 KiB',
    );
    // Sharing has half the execute budget (3 a minute here): the fourth call is refused.
    expect((await post({ language: 'c', code: 'int main(){}', stdin: 'x'.repeat(64 * 1024 + 1) })).statusCode).toBe(429);
  });
});
