import {
  AuthDebugResponseSchema,
  AuthProvidersResponseSchema,
  CurrentUserResponseSchema,
  DevLoginRequestSchema,
  DevLoginResponseSchema,
  GoogleSignInQuerySchema,
  LogoutResponseSchema,
  OidcCallbackQuerySchema,
  type User,
} from '@codingkaro/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { forbidden } from '../../lib/app-error';
import type { LoginAttemptRepository } from './login-attempt-repository';
import type { OidcClient } from './oidc-client';
import type { SessionRepository } from './session-repository';
import type { UserRepository, UserRow } from './user-repository';

const STATE_COOKIE = 'ck_oidc_state';

export interface AuthRouteDeps {
  config: AppConfig;
  users: UserRepository;
  sessions: SessionRepository;
  loginAttempts: LoginAttemptRepository;
  oidc: OidcClient | null;
}

export const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  avatar: row.avatar,
  googleId: row.googleId,
});

export const authRoutes: FastifyPluginAsync<AuthRouteDeps> = async (plainApp, deps) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { config, users, sessions, loginAttempts, oidc } = deps;
  const webBase = config.webOrigins[0] ?? '';
  const splitDeployment = config.webOrigins.length > 0;
  const strictLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  app.get('/api/auth/providers', { schema: { response: { 200: AuthProvidersResponseSchema } } }, async () => ({
    success: true as const,
    google: oidc !== null,
    devLogin: config.devLoginEnabled,
  }));

  app.get(
    '/api/auth/google',
    { config: strictLimit, schema: { querystring: GoogleSignInQuerySchema } },
    async (request, reply) => {
      const returnTo = request.query.returnTo ?? '/';
      if (!oidc) {
        const query = new URLSearchParams({ returnTo });
        return reply.redirect(`${webBase}/login?${query}`);
      }
      const started = await oidc.start();
      await loginAttempts.save({
        state: started.state,
        nonce: started.nonce,
        codeVerifier: started.codeVerifier,
        returnTo,
      });
      reply.setCookie(STATE_COOKIE, started.state, {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.publicUrl.startsWith('https://'),
        maxAge: 600,
      });
      return reply.redirect(started.url.href);
    },
  );

  app.get(
    '/api/auth/google/callback',
    { config: strictLimit, schema: { querystring: OidcCallbackQuerySchema } },
    async (request, reply) => {
      const { state, error } = request.query;
      const stateCookie = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: '/api/auth' });
      const fail = (reason: string, returnTo = '/') => {
        request.log.warn({ reason }, 'sign-in rejected');
        const query = new URLSearchParams({ error: reason });
        return reply.redirect(`${webBase}${returnTo}?${query}`);
      };
      if (!oidc) return fail('google_not_configured');
      if (error) return fail('access_denied');
      if (!state || !stateCookie || state !== stateCookie) return fail('state_mismatch');
      const attempt = await loginAttempts.consume(state);
      if (!attempt) return fail('state_unknown');
      const callbackUrl = new URL(request.url, config.publicUrl);
      let identity: Awaited<ReturnType<OidcClient['finish']>>;
      try {
        identity = await oidc.finish(callbackUrl, attempt);
      } catch (cause) {
        request.log.warn({ err: cause }, 'OpenID callback verification failed');
        return fail('verification_failed', attempt.returnTo);
      }
      const user = await users.upsertGoogleUser({
        googleId: identity.subject,
        email: identity.email,
        name: identity.name,
        avatar: identity.picture,
      });
      const session = await sessions.create(user.id);
      reply.setSessionCookie(session.token, session.expiresAt);
      const query = new URLSearchParams({ auth: 'success' });
      if (splitDeployment) query.set('token', session.token);
      return reply.redirect(`${webBase}${attempt.returnTo}${attempt.returnTo.includes('?') ? '&' : '?'}${query}`);
    },
  );

  app.get('/api/auth/current-user', { schema: { response: { 200: CurrentUserResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = await request.requireUser();
    return { success: true as const, user: toUser(user) };
  });

  app.post('/api/auth/logout', { schema: { response: { 200: LogoutResponseSchema } } }, async (request, reply) => {
    const session = await request.session();
    if (session) await sessions.revoke(session.token);
    reply.clearSessionCookie();
    return { success: true as const };
  });

  app.get('/api/auth/debug', { schema: { response: { 200: AuthDebugResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await request.session();
    return {
      success: true as const,
      authenticated: session !== null,
      via: session?.via ?? null,
      session: session ? { createdAt: session.createdAt.toISOString(), expiresAt: session.expiresAt.toISOString() } : null,
      user: session
        ? {
            name: session.user.name,
            email: session.user.email,
            hasAvatar: Boolean(session.user.avatar),
            googleId: session.user.googleId,
          }
        : null,
      providers: { google: oidc !== null, devLogin: config.devLoginEnabled },
    };
  });

  app.post(
    '/api/auth/dev-login',
    { config: strictLimit, schema: { body: DevLoginRequestSchema, response: { 200: DevLoginResponseSchema } } },
    async (request, reply) => {
      if (!config.devLoginEnabled) {
        throw oidc
          ? forbidden('Development sign-in is disabled because Google sign-in is configured.')
          : forbidden('Development sign-in is disabled in production. Set ALLOW_DEV_LOGIN=true to enable it.');
      }
      const user = await users.upsertByEmail(request.body);
      const session = await sessions.create(user.id);
      reply.setSessionCookie(session.token, session.expiresAt);
      return { success: true as const, user: toUser(user), token: session.token };
    },
  );
};
