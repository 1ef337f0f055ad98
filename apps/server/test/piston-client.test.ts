import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRunner, type Runner } from '@codingkaro/runner';
import { piston } from 'piston-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app';

/** The `piston-client` npm package, unchanged, against a listening CodingKaro. */
describe('Piston API aliases', () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'ck-piston-test-'));
  let runner: Runner;
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    runner = createRunner({ cacheDir, warmSandboxes: 0, poolSize: 1 });
    t = await buildTestApp('pglite', { COMPILER_RATE_LIMIT_PER_MINUTE: '4' }, { runner });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await runner.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('lists runtimes and runs a program through piston-client', async () => {
    const client = piston({ server: base });
    const runtimes = (await client.runtimes()) as { language: string; version: string }[];
    expect(runtimes.map((r) => r.language)).toContain('python');
    expect(runtimes).toEqual((await t.app.inject({ url: '/api/runtimes' })).json());

    const result = await client.execute('python', 'import sys\nprint(sys.stdin.read().upper())', {
      stdin: 'piston',
      compileTimeout: 30_000,
      runTimeout: 3_000,
    });
    expect(result).toMatchObject({ language: 'python', run: { stdout: 'PISTON\n', code: 0 } });
  });

  it("serves the public instance's /api/v2/piston layout too", async () => {
    const response = await fetch(`${base}/api/v2/piston/runtimes`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual((await t.app.inject({ url: '/api/runtimes' })).json());
  });

  it('answers with the same validation errors and shares one rate limit across the aliases', async () => {
    const post = (url: string, body: object) =>
      fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const invalid = { language: 'python', files: [] };
    const ours = await post('/api/execute', invalid);
    const alias = await post('/api/v2/execute', invalid);
    expect(alias.status).toBe(400);
    expect(await alias.json()).toEqual(await ours.json());
    // Four requests a minute: piston-client spent one above, these three paths the rest, then 429.
    expect((await post('/api/v2/piston/execute', invalid)).status).toBe(400);
    const limited = await post('/api/v2/execute', invalid);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe('RATE_LIMITED');
  });
});
