import { ListRevisionResponseSchema } from '@codingkaro/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { courseKeys, viewerKey } from './course-keys';

/** GET /api/courses/revision — the user's revision-flagged questions, oldest reviewed first. */
export const fetchRevision = async (signal?: AbortSignal) =>
  (await apiRequest('/api/courses/revision', ListRevisionResponseSchema, { signal })).data;

export const revisionQueryOptions = (userEmail: string | null) =>
  queryOptions({
    queryKey: courseKeys.revision(viewerKey(userEmail)),
    queryFn: ({ signal }) => fetchRevision(signal),
  });

export function useRevision(userEmail: string | null, enabled: boolean) {
  return useQuery({ ...revisionQueryOptions(userEmail), enabled });
}
