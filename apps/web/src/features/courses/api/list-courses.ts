import { ListCoursesResponseSchema } from '@codingkaro/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { courseKeys, viewerKey } from './course-keys';

/** GET /api/courses — every course with the signed-in user's completed count. */
export const fetchCourses = async (signal?: AbortSignal) =>
  (await apiRequest('/api/courses', ListCoursesResponseSchema, { signal })).data;

export const coursesQueryOptions = (userEmail: string | null) =>
  queryOptions({
    queryKey: courseKeys.list(viewerKey(userEmail)),
    queryFn: ({ signal }) => fetchCourses(signal),
  });

export function useCourses(userEmail: string | null, enabled: boolean) {
  return useQuery({ ...coursesQueryOptions(userEmail), enabled });
}
