import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app';

describe('source maps of the web build', () => {
  let web: string;
  const apps: TestApp[] = [];
  beforeAll(() => {
    web = mkdtempSync(join(tmpdir(), 'ck-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>CodingKaro</title>');
    writeFileSync(join(web, 'assets', 'main-abc123.js'), 'console.log(1)\n//# sourceMappingURL=main-abc123.js.map\n');
    writeFileSync(join(web, 'assets', 'main-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  const build = async (env: Record<string, string>) => {
    const t = await buildTestApp('pglite', { WEB_DIST_DIR: web, ...env });
    apps.push(t);
    return t;
  };

  it('are not served in production; the bundles are', async () => {
    const t = await build({ NODE_ENV: 'production', ALLOW_DEV_LOGIN: 'true' });
    expect((await t.app.inject({ url: '/assets/main-abc123.js' })).statusCode).toBe(200);
    const map = await t.app.inject({ url: '/assets/main-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  }, 180_000);

  it('are served in development', async () => {
    const t = await build({});
    expect((await t.app.inject({ url: '/assets/main-abc123.js.map' })).statusCode).toBe(200);
  }, 180_000);
});
