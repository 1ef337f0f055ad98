import type { DevLoginRequest, User } from '@codingkaro/contracts';
import type { AppConfig } from '../../config';
import { forbidden } from '../../lib/app-error';
import type { LoginAttemptRepository } from './login-attempt-repository';
import type { OidcClient } from './oidc-client';
import type { SessionRepository } from './session-repository';
import type { UserRepository, UserRow } from './user-repository';

export interface AuthServiceDeps {
  config: AppConfig;
  users: UserRepository;
  sessions: SessionRepository;
  loginAttempts: LoginAttemptRepository;
  oidc: OidcClient | null;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Where the browser goes after the sign-in start: the provider (with a state to bind to it) or the login page. */
export type SignInStart = { location: string; state: string | null };

/** The callback's outcome: the browser is always redirected; a rejection carries its reason (and cause) for the log. */
export type SignInFinish =
  | { location: string; session: NewSession; rejected?: undefined }
  | { location: string; session?: undefined; rejected: { reason: string; cause?: unknown } };

export interface CallbackInput {
  state: string | undefined;
  error: string | undefined;
  /** The state bound to this browser by the httpOnly cookie. */
  stateCookie: string | undefined;
  /** The callback's path and query as the provider called it. */
  requestUrl: string;
}

export const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  avatar: row.avatar,
  googleId: row.googleId,
});

/** Sign-in (Google OpenID Connect or development) and sign-out; the routes only move cookies and redirects. */
export function createAuthService({ config, users, sessions, loginAttempts, oidc }: AuthServiceDeps) {
  const webBase = config.webOrigins[0] ?? '';
  // A web app on another origin cannot read the API's cookie: it gets the token once in the URL.
  const splitDeployment = config.webOrigins.length > 0;

  const devLoginRefusal = (client: DevLoginClient) => devLoginRefusalFor(config, client);

  const rejected = (reason: string, returnTo = '/', cause?: unknown): SignInFinish => ({
    location: `${webBase}${returnTo}?${new URLSearchParams({ error: reason })}`,
    rejected: cause === undefined ? { reason } : { reason, cause },
  });

  return {
    /** `client`: how this request reached us; a proxied request is never offered the development sign-in. */
    providers(client?: DevLoginClient) {
      return { google: oidc !== null, devLogin: config.devLoginEnabled && (!client || devLoginRefusal(client) === null) };
    },

    async startGoogleSignIn(returnTo: string): Promise<SignInStart> {
      if (!oidc) return { location: `${webBase}/login?${new URLSearchParams({ returnTo })}`, state: null };
      const started = await oidc.start();
      await loginAttempts.save({
        state: started.state,
        nonce: started.nonce,
        codeVerifier: started.codeVerifier,
        returnTo,
      });
      return { location: started.url.href, state: started.state };
    },

    /** Checks the state (cookie, stored attempt, used once), verifies the provider's answer and opens a session. */
    async finishGoogleSignIn({ state, error, stateCookie, requestUrl }: CallbackInput): Promise<SignInFinish> {
      if (!oidc) return rejected('google_not_configured');
      if (error) return rejected('access_denied');
      if (!state || !stateCookie || state !== stateCookie) return rejected('state_mismatch');
      const attempt = await loginAttempts.consume(state);
      if (!attempt) return rejected('state_unknown');
      let identity: Awaited<ReturnType<OidcClient['finish']>>;
      try {
        identity = await oidc.finish(new URL(requestUrl, config.publicUrl), attempt);
      } catch (cause) {
        return rejected('verification_failed', attempt.returnTo, cause);
      }
      const user = await users.upsertGoogleUser({
        googleId: identity.subject,
        email: identity.email,
        name: identity.name,
        avatar: identity.picture,
      });
      const session = await sessions.create(user.id);
      const query = new URLSearchParams({ auth: 'success' });
      if (splitDeployment) query.set('token', session.token);
      const separator = attempt.returnTo.includes('?') ? '&' : '?';
      return { location: `${webBase}${attempt.returnTo}${separator}${query}`, session };
    },

    /**
     * Only a loopback socket that no proxy stands in front of may use it, unless ALLOW_DEV_LOGIN=true
     * (see `devLoginRefusal`). Signs in to the account with that email, creating it when there is
     * none; an existing account keeps its name.
     */
    async devSignIn(input: DevLoginRequest, client: DevLoginClient): Promise<{ user: User; session: NewSession }> {
      if (!config.devLoginEnabled) {
        throw oidc
          ? forbidden(
              'Development sign-in is disabled because Google sign-in is configured. Set ALLOW_DEV_LOGIN=true to enable it.',
            )
          : forbidden('Development sign-in is disabled in production. Set ALLOW_DEV_LOGIN=true to enable it.');
      }
      const refusal = devLoginRefusal(client);
      if (refusal) throw forbidden(refusal);
      const user = await users.findOrCreateByEmail(input);
      return { user: toUser(user), session: await sessions.create(user.id) };
    },

    async signOut(token: string): Promise<void> {
      await sessions.revoke(token);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

/** How a development sign-in request reached the server. */
export interface DevLoginClient {
  /** The socket's address, never X-Forwarded-For. */
  remoteAddress: string | undefined;
  /** The request carries Forwarded, X-Forwarded-For or X-Real-IP. */
  forwarded: boolean;
}

/** Headers a reverse proxy adds: behind one (nginx on the same host), every socket is loopback. */
export const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

export function carriesProxyHeaders(headers: Record<string, string | string[] | undefined>): boolean {
  return PROXY_HEADERS.some((name) => headers[name] !== undefined);
}

/**
 * Why the development sign-in refuses this client, or null. Without ALLOW_DEV_LOGIN it answers only a
 * loopback socket with no proxy in front: a proxy's own socket is loopback for every client it relays,
 * so a request with proxy headers, or any request while TRUST_PROXY is on, is refused.
 */
function devLoginRefusalFor(
  config: Pick<AppConfig, 'devLoginFromAnyAddress' | 'trustProxy'>,
  client: DevLoginClient,
): string | null {
  if (config.devLoginFromAnyAddress) return null;
  if (client.forwarded || config.trustProxy !== false)
    return 'Development sign-in does not answer requests through a proxy. Set ALLOW_DEV_LOGIN=true to allow them.';
  if (!isLoopback(client.remoteAddress))
    return 'Development sign-in only answers requests from this computer. Set ALLOW_DEV_LOGIN=true to allow other addresses.';
  return null;
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
