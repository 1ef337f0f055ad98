import { type Course, CourseSchema } from '@codingkaro/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { courseKeys, viewerKey } from './course-keys';

export const INVALID_COURSE_DATA = 'Invalid course data structure';
export const FAILED_TO_FETCH_COURSE = 'Failed to fetch course';

/** Loose envelope first, so a malformed answer gets the spec's messages rather than a schema dump. */
const CourseEnvelopeSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  data: z.unknown(),
});

/**
 * GET /api/codingkaro/courses/:courseName (name or slug). The answer must have success true and a
 * days list: else 'Failed to fetch course' (or the server's message) / 'Invalid course data structure'.
 */
export async function fetchCourse(slug: string, userEmail: string | null, signal?: AbortSignal): Promise<Course> {
  const envelope = await apiRequest(`/api/codingkaro/courses/${encodeURIComponent(slug)}`, CourseEnvelopeSchema, {
    query: { userEmail },
    signal,
  });
  if (envelope.success !== true) throw new Error(envelope.message || FAILED_TO_FETCH_COURSE);
  const data = envelope.data as { days?: unknown } | null;
  if (!data || typeof data !== 'object' || !Array.isArray(data.days)) throw new Error(INVALID_COURSE_DATA);
  const parsed = CourseSchema.safeParse(data);
  if (!parsed.success) throw new Error(INVALID_COURSE_DATA);
  return parsed.data;
}

/** Only network and server failures are retried (once); a 404 or a malformed answer is final. */
const retryOnce = (failureCount: number, error: unknown) =>
  failureCount < 1 && ((error instanceof ApiError && error.status >= 500) || error instanceof TypeError);

export const courseQueryOptions = (slug: string, userEmail: string | null) =>
  queryOptions({
    queryKey: courseKeys.detail(slug, viewerKey(userEmail)),
    queryFn: ({ signal }) => fetchCourse(slug, userEmail, signal),
    retry: retryOnce,
  });

export function useCourse(slug: string, userEmail: string | null, enabled: boolean) {
  return useQuery({ ...courseQueryOptions(slug, userEmail), enabled });
}
