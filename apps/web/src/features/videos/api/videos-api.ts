import { ListVideosResponseSchema } from '@codingkaro/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { videoKeys } from './video-keys';

/** GET /api/videos: the server's configured playlist (the provider key never leaves the server). */
export const getVideos = (signal?: AbortSignal) => apiRequest('/api/videos', ListVideosResponseSchema, { signal });

/** Query keys of the videos feature. */
export const videosQueryOptions = () =>
  queryOptions({
    queryKey: videoKeys.playlist(),
    queryFn: ({ signal }) => getVideos(signal),
    // The server caches the playlist for an hour; there is no point asking it often.
    staleTime: 5 * 60_000,
  });

export const useVideos = () => useQuery(videosQueryOptions());
