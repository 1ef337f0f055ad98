import { DIFFICULTIES, type Difficulty, PROBLEM_SORTS, PROBLEM_TOPICS } from '@codingkaro/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../../lib/router';
import type { ProblemListParams } from '../api/get-problems';

export type ProblemSort = (typeof PROBLEM_SORTS)[number];

export const SORT_LABELS: Record<ProblemSort, string> = {
  order: 'Default Order',
  acceptanceRate: 'Acceptance Rate',
  difficulty: 'Difficulty',
};

export const DEFAULT_LIST_PARAMS: ProblemListParams = { page: 1, sortBy: 'order', topics: [], search: '' };

const isDifficulty = (value: string | null): value is Difficulty => DIFFICULTIES.includes(value as Difficulty);
const isSort = (value: string | null): value is ProblemSort => PROBLEM_SORTS.includes(value as ProblemSort);
const knownTopics = new Set<string>(PROBLEM_TOPICS);

/** Reads the list state from the address bar; unknown values fall back to the defaults. */
export function parseListParams(search: URLSearchParams): ProblemListParams {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  const difficulty = search.get('difficulty');
  const sort = search.get('sort');
  const topics = (search.get('topics') ?? '')
    .split(',')
    .map((topic) => topic.trim())
    .filter((topic, index, all) => knownTopics.has(topic) && all.indexOf(topic) === index);
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    sortBy: isSort(sort) ? sort : 'order',
    difficulty: isDifficulty(difficulty) ? difficulty : undefined,
    topics,
    search: search.get('search') ?? '',
  };
}

/** Writes the list state as a shareable query; defaults are left out. */
export function serializeListParams(params: ProblemListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.search.trim()) search.set('search', params.search.trim());
  if (params.difficulty) search.set('difficulty', params.difficulty);
  if (params.topics.length) search.set('topics', params.topics.join(','));
  if (params.sortBy !== 'order') search.set('sort', params.sortBy);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/**
 * Applies a change to the list state. Any change of search, difficulty, topics or sort goes back to
 * page 1 (spec 4, "Problem list").
 */
export function applyListChange(current: ProblemListParams, change: Partial<ProblemListParams>): ProblemListParams {
  const next = { ...current, ...change };
  const filtersChanged =
    (change.search !== undefined && change.search.trim() !== current.search.trim()) ||
    ('difficulty' in change && change.difficulty !== current.difficulty) ||
    (change.topics !== undefined && change.topics.join(',') !== current.topics.join(',')) ||
    (change.sortBy !== undefined && change.sortBy !== current.sortBy);
  if (filtersChanged) next.page = 1;
  return next;
}

/** The problem list's state, kept in the URL so a filtered list can be shared and survives reload. */
export function useProblemListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<ProblemListParams>, options: { replace?: boolean } = {}) => {
      setSearchParams((previous) => serializeListParams(applyListChange(parseListParams(previous), change)), {
        replace: options.replace,
      });
    },
    [setSearchParams],
  );

  return [params, update] as const;
}
