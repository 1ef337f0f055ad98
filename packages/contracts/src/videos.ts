import { z } from 'zod';

/** Descriptions longer than this are cut (with '...') on the video page. */
export const VIDEO_DESCRIPTION_PREVIEW_LENGTH = 300;

export const PLAYLIST_FETCH_FAILED = 'Failed to fetch playlist. Please check your API key.';

/** One video of the configured playlist (spec 3, "Playlist video"). */
export const PlaylistVideoSchema = z.object({
  /** The provider's video id, used in the embed URL. */
  id: z.string(),
  title: z.string(),
  thumbnail: z.string(),
  description: z.string(),
  /** ISO 8601; null when the provider's date could not be read. */
  publishedAt: z.string().nullable(),
  /** 0-based position among the playable videos (deleted and private ones are left out). */
  index: z.number().int().min(0),
});
export type PlaylistVideo = z.infer<typeof PlaylistVideoSchema>;

/** GET /api/videos */
export const ListVideosResponseSchema = z.object({
  success: z.literal(true),
  /** False when the server has no API key or playlist id; videos is then empty. */
  configured: z.boolean(),
  playlistId: z.string().nullable(),
  videos: z.array(PlaylistVideoSchema),
  /** When the list was fetched from the provider (ISO 8601), null when not configured. */
  fetchedAt: z.string().nullable(),
  /** True when a refresh failed and an older copy is served. */
  stale: z.boolean(),
});
export type ListVideosResponse = z.infer<typeof ListVideosResponseSchema>;
