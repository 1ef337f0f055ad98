import { createTtlCache } from '../../lib/ttl-cache';
import type { CourseRepository, ProgressRow } from './course-repository';

export interface ProgressCacheOptions {
  /** How long a user's loaded progress is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Users kept at most (oldest dropped first). */
  maxUsers?: number;
  now?: () => number;
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
 * Each user's progress rows held in memory for `ttlMs` (lib/ttl-cache.ts), so a signed-in course
 * page costs no query. Every progress write of this process goes through here and evicts the user
 * before and after the write, so this process always reads its own writes; another process's writes
 * show when the entry expires. A reload that finds the same rows hands out the map it replaces, so
 * answers memoised on that map (service.ts) survive: a page is serialised once per progress version.
 */
export function cacheProgress(repo: CourseRepository, options: ProgressCacheOptions): CourseRepository {
  if (options.ttlMs <= 0) return repo;
  const cache = createTtlCache<Map<string, ProgressRow>>({
    ttlMs: options.ttlMs,
    maxEntries: options.maxUsers ?? 10_000,
    ...(options.now && { now: options.now }),
    same: sameProgress,
  });
  return {
    ...repo,
    loadProgress: (userId) => cache.get(userId, () => repo.loadProgress(userId)),
    setField: (userId, questionId, update) => cache.evictAround(userId, () => repo.setField(userId, questionId, update)),
    completeProblemQuestions: (userId, problemSlug, at) =>
      cache.evictAround(userId, () => repo.completeProblemQuestions(userId, problemSlug, at)),
  };
}
