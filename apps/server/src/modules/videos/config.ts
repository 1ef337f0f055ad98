import { z } from 'zod';
import { optionalText } from '../../lib/env';

export const DEFAULT_YOUTUBE_API_BASE = 'https://www.googleapis.com/youtube/v3';

/** The environment variables this module reads; composed into the app's one config schema. */
export const videosEnv = {
  YOUTUBE_API_KEY: optionalText,
  YOUTUBE_PLAYLIST_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[\w-]{2,64}$/, 'must be a playlist id such as PLxxxxxxxx')
      .optional(),
  ),
  YOUTUBE_API_BASE: optionalText.pipe(z.string().url().optional()),
  VIDEO_CACHE_TTL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
};

/** The video page's playlist source. `apiKey` is a secret: never logged, never sent to the browser. */
export interface VideosConfig {
  apiKey: string | null;
  playlistId: string | null;
  apiBase: string;
  cacheTtlMs: number;
}

export function videosConfigFrom(e: z.infer<z.ZodObject<typeof videosEnv>>): VideosConfig {
  return {
    apiKey: e.YOUTUBE_API_KEY ?? null,
    playlistId: e.YOUTUBE_PLAYLIST_ID ?? null,
    apiBase: (e.YOUTUBE_API_BASE ?? DEFAULT_YOUTUBE_API_BASE).replace(/\/+$/, ''),
    cacheTtlMs: e.VIDEO_CACHE_TTL_MINUTES * 60 * 1000,
  };
}
