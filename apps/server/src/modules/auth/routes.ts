import {
  AuthDebugResponseSchema,
  AuthProvidersResponseSchema,
  CurrentUserResponseSchema,
  DevLoginRequestSchema,
  DevLoginResponseSchema,
  GoogleSignInQuerySchema,
  LogoutResponseSchema,
  OidcCallbackQuerySchema,
} from '@codingkaro/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthService, carriesProxyHeaders, type DevLoginClient, toUser } from './service';

const STATE_COOKIE = 'ck_oidc_state';

function devLoginClientOf(request: FastifyRequest): DevLoginClient {
  return { remoteAddress: request.socket.remoteAddress, forwarded: carriesProxyHeaders(request.headers) };
}

export interface AuthRouteDeps {
  service: AuthService;
  /** Whether the public URL is https (the state cookie is then Secure). */
  secureCookies: boolean;
}

export const authRoutes: FastifyPluginAsync<AuthRouteDeps> = async (plainApp, { service, secureCookies }) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const strictLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  app.get('/api/auth/providers', { schema: { response: { 200: AuthProvidersResponseSchema } } }, async (request) => ({
    success: true as const,
    ...service.providers(devLoginClientOf(request)),
  }));

  app.get(
    '/api/auth/google',
    { config: strictLimit, schema: { querystring: GoogleSignInQuerySchema } },
    async (request, reply) => {
      const { location, state } = await service.startGoogleSignIn(request.query.returnTo ?? '/');
      if (state) {
        reply.setCookie(STATE_COOKIE, state, {
          path: '/api/auth',
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies,
          maxAge: 600,
        });
      }
      return reply.redirect(location);
    },
  );

  app.get(
    '/api/auth/google/callback',
    { config: strictLimit, schema: { querystring: OidcCallbackQuerySchema } },
    async (request, reply) => {
      const stateCookie = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: '/api/auth' });
      const outcome = await service.finishGoogleSignIn({
        state: request.query.state,
        error: request.query.error,
        stateCookie,
        requestUrl: request.url,
      });
      if (outcome.rejected) {
        const { reason, cause } = outcome.rejected;
        if (cause !== undefined) request.log.warn({ err: cause }, 'OpenID callback verification failed');
        request.log.warn({ reason }, 'sign-in rejected');
      } else {
        reply.setSessionCookie(outcome.session.token, outcome.session.expiresAt);
      }
      return reply.redirect(outcome.location);
    },
  );

  app.get('/api/auth/current-user', { schema: { response: { 200: CurrentUserResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = await request.requireUser();
    return { success: true as const, user: toUser(user) };
  });

  app.post('/api/auth/logout', { schema: { response: { 200: LogoutResponseSchema } } }, async (request, reply) => {
    const session = await request.session();
    if (session) await service.signOut(session.token);
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
      providers: service.providers(devLoginClientOf(request)),
    };
  });

  app.post(
    '/api/auth/dev-login',
    { config: strictLimit, schema: { body: DevLoginRequestSchema, response: { 200: DevLoginResponseSchema } } },
    async (request, reply) => {
      // the socket's address, not request.ip: X-Forwarded-For must not open the development sign-in
      const { user, session } = await service.devSignIn(request.body, devLoginClientOf(request));
      reply.setSessionCookie(session.token, session.expiresAt);
      return { success: true as const, user, token: session.token };
    },
  );
};
