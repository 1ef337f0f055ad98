import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { unauthorized } from '../../lib/app-error';
import type { SessionRepository, SessionWithUser } from './session-repository';

export const SESSION_COOKIE = 'ck_session';
export const SESSION_HEADER = 'x-session-token';

export interface ResolvedSession extends SessionWithUser {
  token: string;
  via: 'cookie' | 'header';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, looked up once per request (null for guests). */
    session(): Promise<ResolvedSession | null>;
    /** The signed-in user, or a 401 AppError. */
    requireUser(): Promise<SessionWithUser['user']>;
  }
  interface FastifyReply {
    setSessionCookie(token: string, expiresAt: Date): FastifyReply;
    clearSessionCookie(): FastifyReply;
  }
}

function readToken(request: FastifyRequest): { token: string; via: 'cookie' | 'header' } | null {
  const header = request.headers[SESSION_HEADER];
  if (typeof header === 'string' && header.length > 0 && header.length <= 256) return { token: header, via: 'header' };
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) {
    const token = authorization.slice(7).trim();
    if (token && token.length <= 256) return { token, via: 'header' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie && cookie.length <= 256) return { token: cookie, via: 'cookie' };
  return null;
}

const memo = new WeakMap<FastifyRequest, Promise<ResolvedSession | null>>();

export const sessionPlugin = fp<{ sessions: SessionRepository; config: AppConfig }>(
  async (app, { sessions, config }) => {
    app.decorateRequest('session', function (this: FastifyRequest) {
      let pending = memo.get(this);
      if (!pending) {
        const found = readToken(this);
        pending = found
          ? sessions.findValid(found.token).then((s) => (s ? { ...s, token: found.token, via: found.via } : null))
          : Promise.resolve(null);
        memo.set(this, pending);
      }
      return pending;
    });
    app.decorateRequest('requireUser', async function (this: FastifyRequest) {
      const session = await this.session();
      if (!session) throw unauthorized();
      return session.user;
    });
    app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string, expiresAt: Date) {
      return this.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.env === 'production' && config.publicUrl.startsWith('https://'),
        expires: expiresAt,
      });
    });
    app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
      return this.clearCookie(SESSION_COOKIE, { path: '/' });
    });
  },
  { name: 'session' },
);
