import type { SessionRepository, SessionWithUser } from './session-repository';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  session: SessionWithUser | undefined;
  until: number;
}

/**
 * The session repository with `findValid` remembered in-process for a few seconds: every
 * authenticated request (and the rate-limit key of costly routes) looks its session up, and a burst
 * of requests from one user costs one query. `revoke` evicts first, so sign-out wins at once in
 * this process; a session is never trusted past its own expiry. Bounded: the oldest entries go first.
 */
export function withSessionCache(
  sessions: SessionRepository,
  ttlMs = SESSION_CACHE_TTL_MS,
  now: () => number = Date.now,
): SessionRepository {
  const cache = new Map<string, Entry>();
  return {
    ...sessions,
    async findValid(token) {
      const hit = cache.get(token);
      const at = now();
      if (hit && hit.until > at && (!hit.session || hit.session.expiresAt.getTime() > at)) return hit.session;
      const session = await sessions.findValid(token);
      cache.delete(token);
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(token, { session, until: at + ttlMs });
      return session;
    },
    async revoke(token) {
      cache.delete(token);
      await sessions.revoke(token);
      cache.delete(token);
    },
  };
}
