import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app';

describe('HTTP basics', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'ck-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>CodingKaro</title>');
    writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await buildTestApp('pglite', { WEB_DIST_DIR: web, RATE_LIMIT_PER_MINUTE: '5', WEB_ORIGINS: 'https://web.example' });
  });
  afterAll(async () => t.close());

  it('answers the wake-up ping', async () => {
    const response = await t.app.inject({ url: '/api/internal/ping' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Route GET /api/does-not-exist not found', code: 'NOT_FOUND' });
  });

  it('serves the single-page app for unknown pages, uncached', async () => {
    const response = await t.app.inject({ url: '/some/client/route' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('CodingKaro');
  });

  it('serves the site root as the single-page app with or without compression, and never limits it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br, gzip' }, { 'accept-encoding': 'gzip' }]) {
      for (let i = 0; i < 3; i++) {
        const response = await t.app.inject({ url: '/', headers, remoteAddress: '10.0.0.11' });
        expect(response.statusCode, JSON.stringify(headers)).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file with a JSON 404, not the single-page app', async () => {
    const response = await t.app.inject({ url: '/assets/app-missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'File not found', code: 'NOT_FOUND' });
  });

  it('sets security headers and a request id', async () => {
    const response = await t.app.inject({ url: '/api/internal/ping', headers: { 'x-request-id': 'trace-42' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-request-id']).toBe('trace-42');
  });

  it('allows the configured web origin with credentials and no other', async () => {
    const allowed = await t.app.inject({ url: '/api/auth/providers', headers: { origin: 'https://web.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://web.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await t.app.inject({ url: '/api/auth/providers', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('rate-limits with a clear JSON message', async () => {
    let last = await t.app.inject({ url: '/api/auth/providers', remoteAddress: '10.0.0.9' });
    for (let i = 0; i < 6; i++) last = await t.app.inject({ url: '/api/auth/providers', remoteAddress: '10.0.0.9' });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ success: false });
    expect(last.json().message).toMatch(/Too many requests/);
  });

  it("does not rate-limit the web app's files, which one address behind a NAT fetches by the dozen", async () => {
    for (let i = 0; i < 12; i++) {
      const asset = await t.app.inject({ url: '/assets/app-abc123.js', remoteAddress: '10.0.0.10' });
      expect(asset.statusCode).toBe(200);
    }
  });

  it("sends index.html with a Link header preloading the route's chunks, and a guest's API answers, from the build's route-preloads.json", async () => {
    const withPreloads = mkdtempSync(join(tmpdir(), 'ck-web-'));
    writeFileSync(join(withPreloads, 'index.html'), '<!doctype html><title>CodingKaro</title>');
    writeFileSync(
      join(withPreloads, 'route-preloads.json'),
      JSON.stringify([
        {
          pattern: '/courses/:slug',
          scripts: ['/assets/course-page-1.js'],
          styles: [],
          data: ['/api/codingkaro/courses/:slug'],
        },
      ]),
    );
    const app = await buildTestApp('pglite', { WEB_DIST_DIR: withPreloads });
    try {
      const course = await app.app.inject({ url: '/courses/data-structures' });
      expect(course.statusCode).toBe(200);
      expect(course.headers.link).toBe(
        '</assets/course-page-1.js>; rel=modulepreload, ' +
          '</api/codingkaro/courses/data-structures>; rel=preload; as=fetch; crossorigin=use-credentials',
      );
      expect(course.headers.vary).toMatch(/cookie/i);
      // a signed-in visitor's answers are their own: only the code is preloaded
      const signedIn = await app.app.inject({ url: '/courses/data-structures', cookies: { ck_session: 'any-token' } });
      expect(signedIn.headers.link).toBe('</assets/course-page-1.js>; rel=modulepreload');
      expect((await app.app.inject({ url: '/problems' })).headers.link).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
