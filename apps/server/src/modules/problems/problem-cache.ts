import { problemCacheGeneration } from './problem-cache-generation';
import type { ListProblemsFilter, ProblemListRow, ProblemRepository, ProblemRow } from './problem-repository';

/** Counters written by other server processes (submissions judged there) are picked up this often. */
export const COUNTER_REFRESH_MS = 2_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIFFICULTY_RANK = { Easy: 1, Medium: 2, Hard: 3 } as const;

interface Snapshot {
  generation: number;
  /** Active problems in content order (order, then slug), as the list's default sort. */
  rows: ProblemRow[];
  bySlug: Map<string, ProblemRow>;
  byId: Map<string, ProblemRow>;
  countersAt: number;
}

/** Same figure as the database's generated `acceptance_rate` column. */
const rateOf = (row: ProblemRow) => (row.submissionCount === 0 ? 0 : (row.acceptedCount * 100) / row.submissionCount);

const byOrder = (a: ProblemRow, b: ProblemRow) => a.order - b.order || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/**
 * The active problems held in memory: the list and the problem page are served without touching the
 * database except for the viewer's solved set. Rebuilt when a seed bumps the generation
 * (problem-cache-generation.ts); submission counters move at once for submissions stored by this
 * process (`countSubmission`) and are re-read every COUNTER_REFRESH_MS for those stored by others.
 * `version` changes whenever anything an answer shows changes (guest answers are memoised on it).
 */
export function createProblemCache(repository: Pick<ProblemRepository, 'listActive' | 'counters'>, now = () => Date.now()) {
  let snapshot: Snapshot | null = null;
  let pending: Promise<Snapshot> | null = null;
  let version = 0;

  async function build(): Promise<Snapshot> {
    const generation = problemCacheGeneration();
    const rows = (await repository.listActive()).sort(byOrder);
    version += 1;
    return {
      generation,
      rows,
      bySlug: new Map(rows.map((r) => [r.slug, r])),
      byId: new Map(rows.map((r) => [r.id, r])),
      countersAt: now(),
    };
  }

  async function refreshCounters(current: Snapshot): Promise<Snapshot> {
    let changed = false;
    for (const c of await repository.counters()) {
      const row = current.byId.get(c.id);
      if (row && (row.submissionCount !== c.submissionCount || row.acceptedCount !== c.acceptedCount)) {
        row.submissionCount = c.submissionCount;
        row.acceptedCount = c.acceptedCount;
        changed = true;
      }
    }
    if (changed) version += 1;
    current.countersAt = now();
    return current;
  }

  /** One load at a time: concurrent requests share it. */
  function current(): Promise<Snapshot> | Snapshot {
    const s = snapshot;
    const fresh = s && s.generation === problemCacheGeneration();
    if (s && fresh && now() - s.countersAt < COUNTER_REFRESH_MS) return s;
    if (!pending) {
      pending = (fresh && s ? refreshCounters(s) : build())
        .then((next) => {
          snapshot = next;
          return next;
        })
        .finally(() => {
          pending = null;
        });
    }
    return pending;
  }

  return {
    /** The current version, after catching up with a seed or the counters of other processes. */
    async version(): Promise<number> {
      await current();
      return version;
    },

    /** Filtered, sorted and paged exactly as the database query it replaces. */
    async list(filter: ListProblemsFilter, solved: ReadonlySet<string>): Promise<{ rows: ProblemListRow[]; total: number }> {
      const { rows } = await current();
      const search = filter.search?.toLowerCase();
      const rank = filter.difficulty ? DIFFICULTY_RANK[filter.difficulty] : null;
      const matching = rows.filter(
        (r) =>
          (rank === null || r.difficultyRank === rank) &&
          filter.topics.every((t) => r.topics.includes(t)) &&
          (!search || r.title.toLowerCase().includes(search)),
      );
      if (filter.sortBy === 'acceptanceRate') matching.sort((a, b) => rateOf(b) - rateOf(a) || byOrder(a, b));
      else if (filter.sortBy === 'difficulty') matching.sort((a, b) => a.difficultyRank - b.difficultyRank || byOrder(a, b));
      const start = (filter.page - 1) * filter.limit;
      return {
        total: matching.length,
        rows: matching.slice(start, start + filter.limit).map((r) => ({
          id: r.id,
          slug: r.slug,
          title: r.title,
          difficulty: r.difficulty,
          topics: r.topics,
          order: r.order,
          premium: r.premium,
          submissionCount: r.submissionCount,
          acceptedCount: r.acceptedCount,
          acceptanceRate: rateOf(r),
          isSolved: solved.has(r.id),
        })),
      };
    },

    /** An active problem by slug (any case) or id. */
    async find(ref: string): Promise<ProblemRow | undefined> {
      const s = await current();
      return UUID.test(ref) ? s.byId.get(ref.toLowerCase()) : s.bySlug.get(ref.toLowerCase());
    },

    /** A submission this process stored: its problem's counters move without waiting for the refresh. */
    countSubmission(problemId: string, accepted: boolean): void {
      const row = snapshot?.byId.get(problemId);
      if (!row) return;
      row.submissionCount += 1;
      if (accepted) row.acceptedCount += 1;
      version += 1;
    },
  };
}
export type ProblemCache = ReturnType<typeof createProblemCache>;
