import { ProblemDetailResponseSchema } from '@codingkaro/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { problemKeys } from './problem-keys';
import { useViewer } from './use-viewer';

export const fetchProblem = async (slug: string, signal?: AbortSignal) =>
  (await apiRequest(`/api/problems/${encodeURIComponent(slug)}`, ProblemDetailResponseSchema, { signal })).problem;

export function useProblem(slug: string) {
  const viewer = useViewer();
  return useQuery({
    queryKey: problemKeys.detail(slug, viewer ?? ''),
    queryFn: ({ signal }) => fetchProblem(slug, signal),
    enabled: viewer !== null,
    retry: false,
  });
}
