import { DEFAULT_LIMITS, type Runner, type RuntimeInfo } from '@codingkaro/runner';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app';

const runtime = (language: RuntimeInfo['language'], available: boolean): RuntimeInfo => ({
  language,
  version: '1.0.0',
  aliases: [],
  available,
  compiled: false,
  formatter: null,
});

const runnerWith = (available: boolean, calls: { runtimes: number; execute: number }) =>
  ({
    limits: DEFAULT_LIMITS,
    runtimes: async () => {
      calls.runtimes++;
      return [runtime('python', available), runtime('go', false)];
    },
    execute: async () => {
      calls.execute++;
      throw new Error('a probe must not run a program');
    },
  }) as unknown as Runner;

describe('GET /api/internal/ready', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close().catch(() => {});
  });

  it('is ready when the database, Redis and the runner answer, without running a program', async () => {
    const calls = { runtimes: 0, execute: 0 };
    const t = await buildTestApp('pglite', { REDIS_URL: 'redis://127.0.0.1:6379' }, { runner: runnerWith(true, calls) });
    apps.push(t);
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({ url: '/api/internal/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({
        success: true,
        status: 'ready',
        failing: [],
        checks: { database: { ok: true }, redis: { ok: true }, runner: { ok: true, detail: '1 languages available' } },
      });
    }
    expect(calls).toEqual({ runtimes: 1, execute: 0 }); // the runner's answer is reused between probes
    // liveness is unchanged
    expect((await t.app.inject({ url: '/api/internal/ping' })).json()).toMatchObject({ status: 'ok' });
  }, 180_000);

  it('answers 503 naming each failing part: no language, Redis down, database closed', async () => {
    const calls = { runtimes: 0, execute: 0 };
    // nothing listens on port 1
    const t = await buildTestApp('pglite', { REDIS_URL: 'redis://127.0.0.1:1' }, { runner: runnerWith(false, calls) });
    apps.push(t);
    const first = await t.app.inject({ url: '/api/internal/ready' });
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({
      success: false,
      status: 'not-ready',
      failing: ['runner', 'redis'],
      checks: { database: { ok: true }, runner: { ok: false, detail: 'no language is available' }, redis: { ok: false } },
    });

    await t.database.close();
    const second = await t.app.inject({ url: '/api/internal/ready' });
    expect(second.statusCode).toBe(503);
    expect(second.json().failing).toEqual(['database', 'runner', 'redis']);
  }, 180_000);

  it('is not ready without a code runner', async () => {
    const t = await buildTestApp('pglite');
    apps.push(t);
    const response = await t.app.inject({ url: '/api/internal/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      failing: ['runner'],
      checks: { database: { ok: true }, runner: { ok: false, detail: 'code execution is not configured' } },
    });
    expect(response.json().checks.redis).toBeUndefined();
  }, 180_000);
});
