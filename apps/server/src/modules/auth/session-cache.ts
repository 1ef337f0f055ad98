import { hashToken, type SessionRepository, type SessionWithUser } from './session-repository';

export interface SessionCacheOptions {
  /** How long a looked-up session (or its absence) is reused. */
  ttlMs?: number;
  /** Entries kept at most (oldest dropped first). */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  expiresAt: number;
  value: Promise<SessionWithUser | undefined>;
}

/**
 * Session lookups shared for a few seconds: a burst of requests from one user (100 concurrent
 * runs, each also keyed by the rate limiter) costs one database query instead of one each, so
 * cheap requests stay cheap. Concurrent lookups of one token share the query in flight. A
 * revoke on this instance takes effect at once; on another API instance within `ttlMs`.
 */
export function cacheSessions(repo: SessionRepository, options: SessionCacheOptions = {}): SessionRepository {
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  return {
    ...repo,
    findValid(token: string) {
      const key = hashToken(token);
      const t = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > t) return hit.value;
      entries.delete(key);
      const value = repo.findValid(token);
      const entry: Entry = { expiresAt: t + ttlMs, value };
      entries.set(key, entry);
      value.then(
        (session) => {
          // never past the session's own expiry
          if (session) entry.expiresAt = Math.min(entry.expiresAt, session.expiresAt.getTime());
        },
        () => entries.delete(key), // a failed lookup is not remembered
      );
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    async revoke(token: string) {
      entries.delete(hashToken(token));
      await repo.revoke(token);
      entries.delete(hashToken(token));
    },
  };
}
