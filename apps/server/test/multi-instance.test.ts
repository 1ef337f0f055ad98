import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { advisoryLockKey, withAdvisoryLock } from '../src/lib/advisory-lock';
import { RATE_LIMIT_NAMESPACE, registerRateLimit } from '../src/plugins/rate-limit';
import { openTestDatabase } from './databases';

const REDIS_URL = process.env.REDIS_URL ?? '';
const DATABASE_URL = process.env.DATABASE_URL ?? '';

describe.skipIf(!REDIS_URL)('rate-limit counters in Redis', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  async function instance(redisUrl: string | null) {
    const app = Fastify();
    await registerRateLimit(app, { rateLimitPerMinute: 3, redisUrl });
    app.get('/limited', async () => ({ ok: true }));
    await app.ready();
    apps.push(app);
    return app;
  }

  it('holds one limit across two API instances', async () => {
    const [a, b] = [await instance(REDIS_URL), await instance(REDIS_URL)];
    const ip = `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`; // a fresh client per run
    const hit = (app: typeof a) => app.inject({ url: '/limited', remoteAddress: ip }).then((r) => r.statusCode);
    expect([await hit(a), await hit(b), await hit(a)]).toEqual([200, 200, 200]);
    expect(await hit(b)).toBe(429);
    expect(await hit(a)).toBe(429);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${RATE_LIMIT_NAMESPACE}*${ip}*`);
    await redis.quit();
    expect(keys.length).toBeGreaterThan(0);
  });

  it('lets requests through while Redis is unreachable', async () => {
    const app = await instance('redis://127.0.0.1:1');
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await app.inject({ url: '/limited' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200]);
  });
});

describe('advisory lock for periodic jobs', () => {
  it('derives a stable 64-bit key per job name', () => {
    expect(advisoryLockKey('videos:refresh')).toBe(advisoryLockKey('videos:refresh'));
    expect(advisoryLockKey('videos:refresh')).not.toBe(advisoryLockKey('contests:refresh'));
  });

  it.skipIf(!DATABASE_URL)('runs a job once across instances; waiting callers run after it', async () => {
    // one database, two pools would behave the same: advisory locks are per database, not per client
    const one = await openTestDatabase('postgres');
    try {
      let running = 0;
      let maxRunning = 0;
      const job = async () => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        await new Promise((r) => setTimeout(r, 150));
        running--;
        return 'done';
      };
      const name = `test:${randomBytes(4).toString('hex')}`;
      const [first, second] = await Promise.all([withAdvisoryLock(one, name, job), withAdvisoryLock(one, name, job)]);
      expect([first.ran, second.ran].sort()).toEqual([false, true]);
      const waited = await Promise.all([
        withAdvisoryLock(one, name, job, { wait: true }),
        withAdvisoryLock(one, name, job, { wait: true }),
      ]);
      expect(waited.every((w) => w.ran)).toBe(true);
      expect(maxRunning).toBe(1);
      // released after the job: the next run takes it
      expect((await withAdvisoryLock(one, name, job)).ran).toBe(true);
    } finally {
      await one.close();
    }
  });
});
