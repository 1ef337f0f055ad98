CREATE TABLE "video_playlist_cache" (
	"playlist_id" text PRIMARY KEY NOT NULL,
	"videos" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
