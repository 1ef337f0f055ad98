import { SubmissionHistoryResponseSchema } from '@codingkaro/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { problemKeys } from './problem-keys';
import { useViewer } from './use-viewer';

export const fetchSubmissions = async (slug: string, signal?: AbortSignal) =>
  (await apiRequest(`/api/problems/${encodeURIComponent(slug)}/submissions`, SubmissionHistoryResponseSchema, { signal }))
    .submissions;

/** The signed-in user's history for one problem, newest first; not fetched for guests. */
export function useSubmissions(slug: string, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: problemKeys.submissions(slug, viewer ?? ''),
    queryFn: ({ signal }) => fetchSubmissions(slug, signal),
    enabled: enabled && viewer !== null && viewer !== 'guest',
  });
}
