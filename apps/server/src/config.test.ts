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
    expect(config.runner).toEqual({ cacheDir: '/srv/ck/runner-cache', poolSize: undefined, queueLimit: undefined, queue: null });
    expect(config.compilerRateLimitPerMinute).toBe(30);
    const tuned = loadConfig({ RUNNER_CACHE_DIR: '/var/cache/ck', RUNNER_POOL_SIZE: '4', RUNNER_QUEUE_LIMIT: '0' });
    expect(tuned.runner).toEqual({ cacheDir: '/var/cache/ck', poolSize: 4, queueLimit: 0, queue: null });
    expect(() => loadConfig({ RUNNER_POOL_SIZE: '0' })).toThrow(/RUNNER_POOL_SIZE/);
  });
});
