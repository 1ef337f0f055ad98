import { createTtlCache } from '../../lib/ttl-cache';
import type { ProblemRepository } from './problem-repository';

export interface SolvedCacheOptions {
  /** How long a user's solved set is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Users kept at most (oldest dropped first). */
  maxUsers?: number;
  now?: () => number;
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((id) => b.has(id));

/**
 * Each user's solved set (problem ids with an Accepted submission) held for `ttlMs`
 * (lib/ttl-cache.ts), so the list and the problem page of a signed-in user cost no query. A
 * submission stored by this process evicts its user before and after the write, so this process
 * reads its own verdicts at once; one stored by another process shows when the entry expires. A
 * reload that finds the same ids hands out the set it replaces (answers are memoised on it).
 */
export function cacheSolved(repo: ProblemRepository, options: SolvedCacheOptions): ProblemRepository {
  if (options.ttlMs <= 0) return repo;
  const cache = createTtlCache<Set<string>>({
    ttlMs: options.ttlMs,
    maxEntries: options.maxUsers ?? 10_000,
    ...(options.now && { now: options.now }),
    same: sameSet,
  });
  return {
    ...repo,
    solvedProblemIds: (userId) => (userId ? cache.get(userId, () => repo.solvedProblemIds(userId)) : repo.solvedProblemIds(null)),
    recordSubmission: (input) => cache.evictAround(input.userId, () => repo.recordSubmission(input)),
  };
}
