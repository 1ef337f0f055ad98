CREATE TABLE "snippets" (
	"id" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"stdin" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "snippets_created_at_idx" ON "snippets" USING btree ("created_at");