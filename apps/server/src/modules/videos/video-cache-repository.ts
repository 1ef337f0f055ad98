import { type PlaylistVideo, PlaylistVideoSchema } from '@codingkaro/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { videoPlaylistCache } from './tables';

export interface CachedPlaylist {
  videos: PlaylistVideo[];
  fetchedAt: Date;
}

const StoredVideosSchema = z.array(PlaylistVideoSchema);

export function createVideoCacheRepository(db: Database) {
  return {
    /** The stored copy; one written in an older shape counts as none (it is simply fetched again). */
    async find(playlistId: string): Promise<CachedPlaylist | undefined> {
      const [row] = await db
        .select({ videos: videoPlaylistCache.videos, fetchedAt: videoPlaylistCache.fetchedAt })
        .from(videoPlaylistCache)
        .where(eq(videoPlaylistCache.playlistId, playlistId))
        .limit(1);
      if (!row) return undefined;
      const videos = StoredVideosSchema.safeParse(row.videos);
      return videos.success ? { videos: videos.data, fetchedAt: row.fetchedAt } : undefined;
    },

    async save(playlistId: string, playlist: CachedPlaylist): Promise<void> {
      await db
        .insert(videoPlaylistCache)
        .values({ playlistId, videos: playlist.videos, fetchedAt: playlist.fetchedAt })
        .onConflictDoUpdate({
          target: videoPlaylistCache.playlistId,
          set: { videos: playlist.videos, fetchedAt: playlist.fetchedAt },
        });
    },
  };
}
export type VideoCacheRepository = ReturnType<typeof createVideoCacheRepository>;
