import type { PlaylistVideo } from '@codingkaro/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { videoPlaylistCache } from './videos-schema';

export interface CachedPlaylist {
  videos: PlaylistVideo[];
  fetchedAt: Date;
}

export function createVideoCacheRepository(db: Database) {
  return {
    async find(playlistId: string): Promise<CachedPlaylist | undefined> {
      const [row] = await db
        .select({ videos: videoPlaylistCache.videos, fetchedAt: videoPlaylistCache.fetchedAt })
        .from(videoPlaylistCache)
        .where(eq(videoPlaylistCache.playlistId, playlistId))
        .limit(1);
      return row;
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
