import type { ProblemRepository } from './problem-repository';

export interface SolvedCacheOptions {
  /** How long a user's solved set is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Users kept at most (oldest dropped first). */
  maxUsers?: number;
  now?: () => number;
}

interface Entry {
  expiresAt: number;
  value: Promise<Set<string>>;
}

/** Entries are kept in the order they were loaded, so the expired ones are at the front. */
function dropExpired(entries: Map<string, { expiresAt: number }>, t: number): void {
  for (const [key, entry] of entries) {
    if (entry.expiresAt > t) return;
    entries.delete(key);
  }
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((id) => b.has(id));

/**
 * Each user's solved set (problem ids with an Accepted submission) held for `ttlMs`, so the list and
 * the problem page of a signed-in user cost no query. A submission stored by this process evicts its
 * user before and after the write, so this process reads its own verdicts at once; one stored by
 * another process shows within the TTL. Lookups in flight are shared, failures not remembered, and
 * a reload that finds the same ids hands out the set it replaces (answers are memoised on it).
 */
export function cacheSolved(repo: ProblemRepository, options: SolvedCacheOptions): ProblemRepository {
  const { ttlMs } = options;
  if (ttlMs <= 0) return repo;
  const maxUsers = options.maxUsers ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  async function reload(userId: string, expired: Entry | undefined): Promise<Set<string>> {
    const [fresh, previous] = await Promise.all([repo.solvedProblemIds(userId), expired?.value.catch(() => undefined)]);
    return previous && sameSet(previous, fresh) ? previous : fresh;
  }

  function solvedProblemIds(userId: string | null): Promise<Set<string>> {
    if (!userId) return repo.solvedProblemIds(null);
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
  }

  return {
    ...repo,
    solvedProblemIds,
    async recordSubmission(input) {
      entries.delete(input.userId);
      try {
        return await repo.recordSubmission(input);
      } finally {
        entries.delete(input.userId);
      }
    },
  };
}
