CREATE TABLE "content_digests" (
	"name" text PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	"active_rows" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
