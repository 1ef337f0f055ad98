import { type ListVideosResponse, PLAYLIST_FETCH_FAILED, type PlaylistVideo } from '@codingkaro/contracts';
import { AppError } from '../../lib/app-error';
import type { CachedPlaylist, VideoCacheRepository } from './video-cache-repository';
import {
  type FetchPlaylistOptions,
  fetchPlaylistVideos,
  PlaylistFetchError,
  type PlaylistLogger,
} from './youtube-playlist-client';

/** After a failed refresh, a stale copy is served for this long before the provider is asked again. */
export const RETRY_AFTER_FAILURE_MS = 60_000;

export interface VideoServiceDeps {
  apiKey: string | null;
  playlistId: string | null;
  apiBase: string;
  cacheTtlMs: number;
  repo: VideoCacheRepository;
  /** The provider call; tests may swap it. */
  fetchPlaylist?: (options: FetchPlaylistOptions) => Promise<PlaylistVideo[]>;
  log: PlaylistLogger;
  now?: () => number;
  /**
   * Runs a refresh alone across API instances (a database advisory lock, waited for): the next
   * instance then finds the fresh copy instead of asking the provider again. Default: just runs.
   */
  exclusive?: <T>(name: string, job: () => Promise<T>) => Promise<T>;
}

type Playlist = Omit<ListVideosResponse, 'success'>;

/**
 * The configured playlist, from the database cache while it is fresh (TTL), else from the provider.
 * Concurrent requests share one load; a failed refresh serves the last good copy when there is one.
 */
export function createVideoService(deps: VideoServiceDeps) {
  const { apiKey, playlistId, apiBase, cacheTtlMs, repo, log } = deps;
  const now = deps.now ?? Date.now;
  const fetchPlaylist = deps.fetchPlaylist ?? fetchPlaylistVideos;
  const exclusive = deps.exclusive ?? (<T>(_name: string, job: () => Promise<T>) => job());
  let inFlight: Promise<Playlist> | null = null;
  let lastFailureAt: number | null = null;

  const served = (id: string, cached: CachedPlaylist, stale: boolean): Playlist => ({
    configured: true,
    playlistId: id,
    videos: cached.videos,
    fetchedAt: cached.fetchedAt.toISOString(),
    stale,
  });

  async function load(key: string, id: string): Promise<Playlist> {
    const cached = await repo.find(id);
    if (cached && now() - cached.fetchedAt.getTime() < cacheTtlMs) return served(id, cached, false);
    if (cached && lastFailureAt !== null && now() - lastFailureAt < RETRY_AFTER_FAILURE_MS) return served(id, cached, true);

    try {
      const videos = await fetchPlaylist({ apiBase, apiKey: key, playlistId: id, log });
      const fresh = { videos, fetchedAt: new Date(now()) };
      await repo.save(id, fresh);
      lastFailureAt = null;
      log.info({ playlistId: id, videos: videos.length }, 'playlist refreshed');
      return served(id, fresh, false);
    } catch (error) {
      lastFailureAt = now();
      const detail =
        error instanceof PlaylistFetchError
          ? { status: error.status, reason: error.reason, message: error.message }
          : { message: error instanceof Error ? error.message.split(key).join('[redacted]') : 'unknown error' };
      if (cached) {
        log.warn(
          { playlistId: id, ...detail, cachedAt: cached.fetchedAt.toISOString() },
          'playlist refresh failed; serving the cached copy',
        );
        return served(id, cached, true);
      }
      log.warn({ playlistId: id, ...detail }, 'playlist fetch failed');
      throw new AppError(502, PLAYLIST_FETCH_FAILED);
    }
  }

  return {
    async getPlaylist(): Promise<Playlist> {
      if (!apiKey || !playlistId) {
        return { configured: false, playlistId, videos: [], fetchedAt: null, stale: false };
      }
      if (!inFlight) {
        inFlight = exclusive(`videos:playlist:${playlistId}`, () => load(apiKey, playlistId)).finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
  };
}
export type VideoService = ReturnType<typeof createVideoService>;
