import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { databaseKinds } from './databases';

describe.each(databaseKinds)('sessions and development sign-in (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t.close());

  it('answers 401 to a guest asking who they are', async () => {
    const response = await t.app.inject({ url: '/api/auth/current-user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Authentication required', code: 'UNAUTHORIZED' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('signs in with name and email and recognises the cookie, the header and a bearer token', async () => {
    const { cookie, token } = await devSignIn(t.app, 'Asha Rao', 'Asha@Example.com');
    for (const headers of [{ cookie }, { 'x-session-token': token }, { authorization: `Bearer ${token}` }]) {
      const me = await t.app.inject({ url: '/api/auth/current-user', headers });
      expect(me.statusCode).toBe(200);
      expect(me.json().user).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', avatar: null });
    }
  });

  it('keeps one account per email across sign-ins and never renames it', async () => {
    const first = await devSignIn(t.app, 'Ravi', 'ravi@example.com');
    const second = await devSignIn(t.app, 'Mallory', 'ravi@example.com');
    const a = (await t.app.inject({ url: '/api/auth/current-user', headers: { cookie: first.cookie } })).json();
    const b = (await t.app.inject({ url: '/api/auth/current-user', headers: { cookie: second.cookie } })).json();
    expect(a.user.id).toBe(b.user.id);
    expect(b.user.name).toBe('Ravi');
  });

  it('answers the development sign-in only for loopback socket addresses', async () => {
    const payload = { name: 'Eve', email: 'victim@example.com' };
    for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.4', '2001:db8::1']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/dev-login', payload, remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(403);
      expect(response.json().message).toMatch(/only answers requests from this computer/);
    }
    // X-Forwarded-For is not trusted for this
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      payload,
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(403);
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/dev-login', payload, remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
  });

  it('refuses the development sign-in through a reverse proxy on the same host', async () => {
    // nginx on this host: the socket is loopback for every client, the proxy headers tell them apart
    const payload = { name: 'Proxied', email: 'admin@example.com' };
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=198.51.100.2;proto=https' },
      { 'x-real-ip': '198.51.100.2' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/dev-login',
        payload,
        remoteAddress: '127.0.0.1',
        headers,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().message).toMatch(/through a proxy/);
      const providers = await t.app.inject({ url: '/api/auth/providers', remoteAddress: '127.0.0.1', headers });
      expect(providers.json(), JSON.stringify(headers)).toEqual({ success: true, google: false, devLogin: false });
    }
  });

  it('refuses it from every client while TRUST_PROXY is on, unless ALLOW_DEV_LOGIN=true', async () => {
    const behindProxy = await buildTestApp(kind, { TRUST_PROXY: 'true' });
    try {
      const response = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/auth/dev-login',
        payload: { name: 'Local', email: 'local@example.com' },
        remoteAddress: '127.0.0.1',
      });
      expect(response.statusCode).toBe(403);
      expect((await behindProxy.app.inject({ url: '/api/auth/providers' })).json().devLogin).toBe(false);
    } finally {
      await behindProxy.close();
    }
    const allowed = await buildTestApp(kind, { TRUST_PROXY: 'true', ALLOW_DEV_LOGIN: 'true' });
    try {
      const response = await allowed.app.inject({
        method: 'POST',
        url: '/api/auth/dev-login',
        payload: { name: 'Local', email: 'local@example.com' },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await allowed.close();
    }
  });

  it('answers other addresses too with ALLOW_DEV_LOGIN=true', async () => {
    const open = await buildTestApp(kind, { ALLOW_DEV_LOGIN: 'true' });
    try {
      const response = await open.app.inject({
        method: 'POST',
        url: '/api/auth/dev-login',
        payload: { name: 'Far', email: 'far@example.com' },
        remoteAddress: '203.0.113.7',
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('rejects bad sign-in input with the field that failed', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/dev-login', payload: { name: ' ', email: 'x@y.z' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Invalid name: Name is required', code: 'VALIDATION_FAILED' });
  });

  it('logs out: the session stops working and the cookie is cleared', async () => {
    const { cookie } = await devSignIn(t.app, 'Leaving', 'leaving@example.com');
    // the session is now held in the in-process session cache: logging out must evict it
    expect((await t.app.inject({ url: '/api/auth/current-user', headers: { cookie } })).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'ck_session')?.value).toBe('');
    const me = await t.app.inject({ url: '/api/auth/current-user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a logged-out header token on the very next request, after a course page cached its session', async () => {
    const { token } = await devSignIn(t.app, 'Header', 'header-leaving@example.com');
    const headers = { 'x-session-token': token };
    const page = '/api/codingkaro/courses/data-structures';
    expect((await t.app.inject({ url: page, headers })).statusCode).toBe(200); // session (and progress) now cached
    expect((await t.app.inject({ url: '/api/auth/current-user', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/current-user', headers })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: `${page}/days/1/questions/x`, headers, payload: { status: true } })).statusCode,
    ).toBe(401);
  });

  it('debug shows only the caller’s own session facts', async () => {
    const guest = await t.app.inject({ url: '/api/auth/debug' });
    expect(guest.json()).toMatchObject({ authenticated: false, user: null, providers: { google: false, devLogin: true } });
    const { token } = await devSignIn(t.app, 'Dev', 'dev@example.com');
    const debug = await t.app.inject({ url: '/api/auth/debug', headers: { 'x-session-token': token } });
    const body = debug.json();
    expect(body).toMatchObject({ authenticated: true, via: 'header', user: { email: 'dev@example.com', hasAvatar: false } });
    expect(JSON.stringify(body)).not.toContain(token);
  });

  it('says which sign-in methods exist', async () => {
    const response = await t.app.inject({ url: '/api/auth/providers' });
    expect(response.json()).toEqual({ success: true, google: false, devLogin: true });
  });

  it('sends a guest to the local sign-in page when Google is not configured', async () => {
    const response = await t.app.inject({ url: '/api/auth/google?returnTo=/problems' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?returnTo=%2Fproblems');
  });

  it('refuses an open redirect as the return path', async () => {
    const response = await t.app.inject({ url: '/api/auth/google?returnTo=//evil.example' });
    expect(response.statusCode).toBe(400);
  });
});

describe('development sign-in in production', () => {
  let t: TestApp;
  afterAll(async () => t.close());

  it('is refused unless ALLOW_DEV_LOGIN=true', async () => {
    t = await buildTestApp('pglite', { NODE_ENV: 'production' });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/dev-login', payload: { name: 'A', email: 'a@b.co' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('ALLOW_DEV_LOGIN');
  });

  it('is allowed with ALLOW_DEV_LOGIN=true', async () => {
    await t.close();
    t = await buildTestApp('pglite', { NODE_ENV: 'production', ALLOW_DEV_LOGIN: 'true' });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/dev-login', payload: { name: 'A', email: 'a@b.co' } });
    expect(response.statusCode).toBe(200);
  });
});
