import fp from 'fastify-plugin';
import { createLoginAttemptRepository } from './login-attempt-repository';
import { createOidcClient } from './oidc-client';
import { authRoutes } from './routes';
import { createAuthService } from './service';
import { cacheSessions } from './session-cache';
import { sessionPlugin } from './session-plugin';
import { createSessionRepository } from './session-repository';
import { createUserRepository } from './user-repository';

/** The session cookie's name: the static site checks for it (guests' pages preload their API answers). */
export { SESSION_COOKIE } from './session-plugin';

/**
 * Sign-in, sign-out and sessions (`/api/auth/*`). Not encapsulated (fastify-plugin): the session
 * decorators `request.session()`, `request.requireUser()` and `reply.setSessionCookie()` are for
 * every module, so register it before the modules that read the session.
 */
export const authModule = fp(
  async (app) => {
    const { config, db } = app;
    const sessions = cacheSessions(createSessionRepository(db, config.sessionTtlMs));
    await app.register(sessionPlugin, { sessions, config });
    const service = createAuthService({
      config,
      users: createUserRepository(db),
      sessions,
      loginAttempts: createLoginAttemptRepository(db),
      oidc: config.google
        ? createOidcClient({ ...config.google, redirectUri: `${config.publicUrl}/api/auth/google/callback` })
        : null,
    });
    if (config.devLoginEnabled) {
      app.log.warn(
        config.devLoginFromAnyAddress
          ? 'Development sign-in is ON for every address (ALLOW_DEV_LOGIN=true): anyone who can reach this server can sign in as any email address'
          : 'Development sign-in is ON for this computer only (loopback clients can sign in as any email address); Google sign-in is not configured',
      );
    }
    await app.register(authRoutes, { service, secureCookies: config.publicUrl.startsWith('https://') });
  },
  { name: 'auth', dependencies: ['app-context'] },
);
