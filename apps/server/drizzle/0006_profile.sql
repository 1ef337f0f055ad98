CREATE TABLE "platform_stats_cache" (
	"platform" text NOT NULL,
	"username_key" text NOT NULL,
	"stats" jsonb,
	"fetched_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"failure_kind" text,
	"failure_message" text,
	CONSTRAINT "platform_stats_cache_platform_username_key_pk" PRIMARY KEY("platform","username_key")
);
--> statement-breakpoint
CREATE TABLE "practice_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_platforms" (
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"username" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_platforms_user_id_platform_pk" PRIMARY KEY("user_id","platform")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"linkedin" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"github" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"public_handle" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_events" ADD CONSTRAINT "practice_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_platforms" ADD CONSTRAINT "profile_platforms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_events_user_at_idx" ON "practice_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_public_handle_key" ON "profiles" USING btree ("public_handle");