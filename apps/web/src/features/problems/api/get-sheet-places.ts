import { SheetPlacesResponseSchema } from '@codingkaro/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/courses/places/:slug: the sheets (course, day, neighbours) a library problem belongs to; the same for everyone. */
export function useSheetPlaces(slug: string) {
  return useQuery({
    queryKey: ['problems', 'sheet-places', slug] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/courses/places/${encodeURIComponent(slug)}`, SheetPlacesResponseSchema, { signal }).then((r) => r.places),
    staleTime: 5 * 60_000,
  });
}
