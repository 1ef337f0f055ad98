import type { CourseRepository, ProgressRow } from './course-repository';

export interface ProgressCacheOptions {
  /** How long a user's loaded progress is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Users kept at most (oldest dropped first). */
  maxUsers?: number;
  now?: () => number;
}

type Progress = Map<string, ProgressRow>;

interface Entry {
  expiresAt: number;
  value: Promise<Progress>;
}

/** Entries are kept in the order they were loaded, so the expired ones are at the front. */
function dropExpired(entries: Map<string, Entry>, t: number): void {
  for (const [key, entry] of entries) {
    if (entry.expiresAt > t) return;
    entries.delete(key);
  }
}

const sameRow = (a: ProgressRow, b: ProgressRow) =>
  a.status === b.status &&
  a.forRevision === b.forRevision &&
  a.notes === b.notes &&
  (a.updatedAt?.getTime() ?? null) === (b.updatedAt?.getTime() ?? null);

/** Whether two loads of a user's progress hold the same rows (every write stamps `updatedAt`). */
export function sameProgress(a: ReadonlyMap<string, ProgressRow>, b: ReadonlyMap<string, ProgressRow>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, row] of a) {
    const other = b.get(id);
    if (!other || !sameRow(row, other)) return false;
  }
  return true;
}

/**
 * Each user's progress rows held in memory for `ttlMs`, so a signed-in course page costs no query.
 * Every progress write of this process goes through here and evicts the user before and after the
 * write (a lookup that raced the write is dropped with its entry), so this process always reads its
 * own writes. Writes of another process are not seen until the entry expires: the TTL is the bound.
 * Concurrent lookups of one user share the query in flight; failed lookups are not remembered.
 * A reload after expiry that finds the same rows hands out the map it replaces, so answers memoised
 * on that map (service.ts) survive: a page is serialised once per version of the user's progress.
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

  async function reload(userId: string, expired: Entry | undefined): Promise<Progress> {
    const [fresh, previous] = await Promise.all([repo.loadProgress(userId), expired?.value.catch(() => undefined)]);
    return previous && sameProgress(previous, fresh) ? previous : fresh;
  }

  return {
    ...repo,
    loadProgress(userId: string) {
      const t = now();
      const hit = entries.get(userId);
      if (hit && hit.expiresAt > t) return hit.value;
      entries.delete(userId);
      dropExpired(entries, t);
      const value = reload(userId, hit);
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
