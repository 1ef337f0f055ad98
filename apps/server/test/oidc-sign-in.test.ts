import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcLoginAttempts } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-app';
import { databaseKinds } from './databases';
import { followToCallback, startTestProvider } from './oidc-test-provider';

const PUBLIC_URL = 'http://localhost:3999';
const CALLBACK = `${PUBLIC_URL}/api/auth/google/callback`;
const identity = { sub: 'google-123', email: 'Meera@Example.com', name: 'Meera Iyer', picture: 'https://example.com/m.png' };

describe.each(databaseKinds)('Google sign-in through a local OpenID provider (%s)', (kind) => {
  let provider: Awaited<ReturnType<typeof startTestProvider>>;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startTestProvider({ clientId: 'ck-web', clientSecret: 'ck-secret', redirectUri: CALLBACK, identity });
    t = await buildTestApp(kind, {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'ck-web',
      GOOGLE_CLIENT_SECRET: 'ck-secret',
      OIDC_ISSUER: provider.issuer,
      OIDC_ALLOW_INSECURE_ISSUER: 'true',
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  /** Starts sign-in in our app and walks the provider like a browser; returns the callback request. */
  async function startAndAuthorize(returnTo = '/problems') {
    const start = await t.app.inject({ method: 'GET', url: `/api/auth/google?returnTo=${encodeURIComponent(returnTo)}` });
    expect(start.statusCode).toBe(302);
    const authorizeUrl = new URL(start.headers.location as string);
    expect(authorizeUrl.origin).toBe(provider.issuer);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy();
    const stateCookie = start.cookies.find((c) => c.name === 'ck_oidc_state');
    expect(stateCookie?.value).toBe(authorizeUrl.searchParams.get('state'));
    const callbackUrl = await followToCallback(authorizeUrl.href, CALLBACK);
    return { callbackUrl, cookie: `ck_oidc_state=${stateCookie?.value}`, state: stateCookie?.value as string };
  }

  const callback = (url: URL, cookie: string) =>
    t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { cookie } });

  it('signs in, returns to the page the user was on, and knows the user', async () => {
    const { callbackUrl, cookie } = await startAndAuthorize('/problems');
    const response = await callback(callbackUrl, cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/problems?auth=success');
    const session = response.cookies.find((c) => c.name === 'ck_session');
    expect(session?.httpOnly).toBe(true);
    const me = await t.app.inject({ url: '/api/auth/current-user', headers: { cookie: `ck_session=${session?.value}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email: 'meera@example.com', name: 'Meera Iyer', googleId: 'google-123' });
  });

  it('never offers the development sign-in beside Google unless ALLOW_DEV_LOGIN is set', async () => {
    expect((await t.app.inject({ url: '/api/auth/providers' })).json()).toEqual({ success: true, google: true, devLogin: false });
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/dev-login', payload: { name: 'A', email: 'a@b.co' } });
    expect(refused.statusCode).toBe(403);
    const allowed = await buildTestApp(kind, {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'ck-web',
      GOOGLE_CLIENT_SECRET: 'ck-secret',
      OIDC_ISSUER: provider.issuer,
      OIDC_ALLOW_INSECURE_ISSUER: 'true',
      ALLOW_DEV_LOGIN: 'true',
    });
    try {
      expect((await allowed.app.inject({ url: '/api/auth/providers' })).json()).toEqual({
        success: true,
        google: true,
        devLogin: true,
      });
      const response = await allowed.app.inject({
        method: 'POST',
        url: '/api/auth/dev-login',
        payload: { name: 'A', email: 'a@b.co' },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await allowed.close();
    }
  });

  it('rejects a tampered state', async () => {
    const { callbackUrl, cookie } = await startAndAuthorize();
    callbackUrl.searchParams.set('state', `${callbackUrl.searchParams.get('state')}x`);
    const response = await callback(callbackUrl, cookie);
    expect(response.headers.location).toContain('error=state_mismatch');
    expect(response.cookies.find((c) => c.name === 'ck_session')).toBeUndefined();
  });

  it('rejects a state that matches the cookie but was never issued', async () => {
    const { callbackUrl } = await startAndAuthorize();
    callbackUrl.searchParams.set('state', 'forged-state');
    const response = await callback(callbackUrl, 'ck_oidc_state=forged-state');
    expect(response.headers.location).toContain('error=state_unknown');
    expect(response.cookies.find((c) => c.name === 'ck_session')).toBeUndefined();
  });

  it('rejects a replayed authorization code', async () => {
    const { callbackUrl, cookie, state } = await startAndAuthorize();
    const [attempt] = await t.database.db.select().from(oidcLoginAttempts).where(eq(oidcLoginAttempts.state, state));
    const first = await callback(callbackUrl, cookie);
    expect(first.headers.location).toContain('auth=success');
    // Put the consumed attempt back so only the provider's one-time code check stands in the way.
    await t.database.db.insert(oidcLoginAttempts).values(attempt as typeof oidcLoginAttempts.$inferInsert);
    const replay = await callback(callbackUrl, cookie);
    expect(replay.headers.location).toContain('error=verification_failed');
    expect(replay.cookies.find((c) => c.name === 'ck_session')).toBeUndefined();
  });

  it('rejects an ID token whose nonce does not match', async () => {
    const { callbackUrl, cookie, state } = await startAndAuthorize();
    await t.database.db.update(oidcLoginAttempts).set({ nonce: 'a-different-nonce' }).where(eq(oidcLoginAttempts.state, state));
    const response = await callback(callbackUrl, cookie);
    expect(response.headers.location).toContain('error=verification_failed');
    expect(response.cookies.find((c) => c.name === 'ck_session')).toBeUndefined();
  });

  it('turns a provider error into a signed-out return', async () => {
    const response = await t.app.inject({
      url: '/api/auth/google/callback?error=access_denied&state=x',
      headers: { cookie: 'ck_oidc_state=x' },
    });
    expect(response.headers.location).toBe('/?error=access_denied');
  });
});
