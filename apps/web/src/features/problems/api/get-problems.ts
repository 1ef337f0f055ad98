import { PROBLEM_PAGE_SIZE, type ProblemListQuery, ProblemListResponseSchema } from '@codingkaro/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { problemKeys } from './problem-keys';
import { useViewer } from './use-viewer';

export interface ProblemListParams {
  page: number;
  sortBy: NonNullable<ProblemListQuery['sortBy']>;
  difficulty?: ProblemListQuery['difficulty'];
  topics: string[];
  search: string;
}

/** The API query for a list state: topics comma-joined, empty values left out. */
export function toProblemListQuery(params: ProblemListParams): ProblemListQuery {
  return {
    page: params.page,
    limit: PROBLEM_PAGE_SIZE,
    sortBy: params.sortBy,
    difficulty: params.difficulty,
    topics: params.topics.length ? params.topics.join(',') : undefined,
    search: params.search.trim() || undefined,
  };
}

export const fetchProblems = (query: ProblemListQuery, signal?: AbortSignal) =>
  apiRequest('/api/problems', ProblemListResponseSchema, {
    query: {
      page: query.page,
      limit: query.limit,
      sortBy: query.sortBy,
      difficulty: query.difficulty,
      topics: query.topics,
      search: query.search,
    },
    signal,
  });

export function useProblems(params: ProblemListParams) {
  const viewer = useViewer();
  const query = toProblemListQuery(params);
  return useQuery({
    queryKey: problemKeys.list(query, viewer ?? ''),
    queryFn: ({ signal }) => fetchProblems(query, signal),
    enabled: viewer !== null,
    placeholderData: keepPreviousData,
  });
}
