import type { CourseRepository, ProgressRow } from './course-repository';

export interface ProgressCacheOptions {
  /** How long a user's loaded progress is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Users kept at most (oldest dropped first). */
  maxUsers?: number;
  now?: () => number;
}

interface Entry {
  expiresAt: number;
  value: Promise<Map<string, ProgressRow>>;
}

/**
 * Each user's progress rows held in memory for `ttlMs`, so a signed-in course page costs no query.
 * Every progress write of this process goes through here and evicts the user before and after the
 * write (a lookup that raced the write is dropped with its entry), so this process always reads its
 * own writes. Writes of another process are not seen until the entry expires: the TTL is the bound.
 * Concurrent lookups of one user share the query in flight; failed lookups are not remembered.
 */
export function cacheProgress(repo: CourseRepository, options: ProgressCacheOptions): CourseRepository {
  const { ttlMs } = options;
  if (ttlMs <= 0) return repo;
  const maxUsers = options.maxUsers ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  async function evictAround<T>(userId: string, write: () => Promise<T>): Promise<T> {
    entries.delete(userId);
    try {
      return await write();
    } finally {
      entries.delete(userId);
    }
  }

  return {
    ...repo,
    loadProgress(userId: string) {
      const t = now();
      const hit = entries.get(userId);
      if (hit && hit.expiresAt > t) return hit.value;
      entries.delete(userId);
      const value = repo.loadProgress(userId);
      entries.set(userId, { expiresAt: t + ttlMs, value });
      value.catch(() => {
        if (entries.get(userId)?.value === value) entries.delete(userId);
      });
      if (entries.size > maxUsers) entries.delete(entries.keys().next().value as string);
      return value;
    },
    setField(userId, questionId, update) {
      return evictAround(userId, () => repo.setField(userId, questionId, update));
    },
    completeProblemQuestions(userId, problemSlug, at) {
      return evictAround(userId, () => repo.completeProblemQuestions(userId, problemSlug, at));
    },
  };
}
