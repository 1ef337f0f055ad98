import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google).toBeNull();
    expect(config.devLoginEnabled).toBe(true);
  });

  it('explains a bad value at start-up', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: Expected number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
  });

  it('needs both Google credentials or neither', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/must be set together/);
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(config.google?.issuer).toBe('https://accounts.google.com');
    expect(config.devLoginEnabled).toBe(false);
  });

  it('disables development sign-in in production unless allowed', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devLoginEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_DEV_LOGIN: 'true' }).devLoginEnabled).toBe(true);
  });

  it('keeps the runner cache in the data dir unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: '/srv/ck' });
    expect(config.runner).toMatchObject({
      cacheDir: '/srv/ck/runner-cache',
      poolSize: undefined,
      queueLimit: undefined,
      queue: null,
    });
    expect(config.compilerRateLimitPerMinute).toBe(30);
    const tuned = loadConfig({ RUNNER_CACHE_DIR: '/var/cache/ck', RUNNER_POOL_SIZE: '4', RUNNER_QUEUE_LIMIT: '0' });
    expect(tuned.runner).toMatchObject({ cacheDir: '/var/cache/ck', poolSize: 4, queueLimit: 0, queue: null });
    expect(() => loadConfig({ RUNNER_POOL_SIZE: '0' })).toThrow(/RUNNER_POOL_SIZE/);
  });

  it('reads TRUST_PROXY as true/false or a list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: "yes" is not an IP address/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('runner fairness: per-user caps default to the runner; guests get a lower run limit', () => {
    expect(loadConfig({}).runner.fairness).toEqual({
      slots: undefined,
      runningPerUser: undefined,
      queuedPerUser: 4,
      queueLimit: 64,
      guestMaxRunMs: 5_000,
    });
    expect(loadConfig({ RUNNER_SLOTS: '8', RUNNER_RUNNING_PER_USER: '3' }).runner.fairness).toMatchObject({
      slots: 8,
      runningPerUser: 3,
    });
  });
});
