import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, devSignIn, type TestApp } from './build-app';

describe('cross-site request refusal (CSRF)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { PUBLIC_URL: 'http://localhost:3000', WEB_ORIGINS: 'http://localhost:5173' });
  }, 180_000);
  afterAll(async () => t?.close());

  const me = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: { cookie } })).statusCode;

  it('refuses a body-less POST from a page on another port, as a browser sends it', async () => {
    const { cookie } = await devSignIn(t.app);
    // what Chromium sends for a form posted from http://localhost:4000 to http://localhost:3000
    const fromOtherPort = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, host: 'localhost:3000', origin: 'http://localhost:4000', 'sec-fetch-site': 'same-site' },
    });
    expect(fromOtherPort.statusCode).toBe(403);
    expect(fromOtherPort.json().code).toBe('FORBIDDEN');
    expect(await me(cookie)).toBe(200);

    // an older browser without Sec-Fetch-Site: the Origin alone decides
    const originOnly = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, host: 'localhost:3000', origin: 'http://localhost:4000' },
    });
    expect(originOnly.statusCode).toBe(403);
    const nullOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, host: 'localhost:3000', origin: 'null' },
    });
    expect(nullOrigin.statusCode).toBe(403);
    expect(await me(cookie)).toBe(200);
  });

  it("refuses the Piston alias's text/plain body from another site, keeps it for non-browser clients", async () => {
    const body = JSON.stringify({ language: 'python', version: '*', files: [{ content: 'print(1)' }] });
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/v2/execute',
      headers: { 'content-type': 'text/plain', origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: body,
    });
    expect(crossSite.statusCode).toBe(403);
    // no runner in this app: reaching the route answers 503, which shows the request was let through
    const pistonClient = await t.app.inject({
      method: 'POST',
      url: '/api/v2/execute',
      headers: { 'content-type': 'text/plain' },
      payload: body,
    });
    expect(pistonClient.statusCode).toBe(503);
  });

  it('lets same-origin pages, trusted origins and non-browser clients through', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
      { origin: 'http://localhost:3000', host: 'localhost:3000' },
      { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' },
      {},
    ]) {
      const { cookie } = await devSignIn(t.app);
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, ...headers } });
      expect(out.statusCode, JSON.stringify(headers)).toBe(200);
      expect(await me(cookie)).toBe(401);
    }
  });
});
