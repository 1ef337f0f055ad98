CREATE TABLE "contest_refresh_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_sources" (
	"platform" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"duration_seconds" integer,
	"url" text NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"series" text,
	"solution_link" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "contests_platform_external_id" ON "contests" USING btree ("platform","external_id");--> statement-breakpoint
CREATE INDEX "contests_start_time" ON "contests" USING btree ("start_time");