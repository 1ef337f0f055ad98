import type { PlaylistVideo } from '@codingkaro/contracts';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The last good copy of each playlist fetched from the video provider, served while fresh and when a refresh fails. */
export const videoPlaylistCache = pgTable('video_playlist_cache', {
  playlistId: text('playlist_id').primaryKey(),
  videos: jsonb('videos').$type<PlaylistVideo[]>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});
