-- Issue 23 item 6: peer practice. Learners queue with a language and a difficulty; two are matched
-- into a room with two problems and interview each other for one half each.
CREATE TABLE "interview_peer_queue" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"difficulty" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_peer_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid,
	"user_a_id" uuid NOT NULL,
	"user_b_id" uuid NOT NULL,
	"language" text NOT NULL,
	"difficulty" text NOT NULL,
	"problem_slugs" text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"half" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"open_by" timestamp with time zone NOT NULL,
	"user_a_opened_at" timestamp with time zone,
	"user_b_opened_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"first_half_notes" text DEFAULT '' NOT NULL,
	"first_half_scorecard" jsonb
);
--> statement-breakpoint
ALTER TABLE "interview_peer_queue" ADD CONSTRAINT "interview_peer_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interview_peer_matches" ADD CONSTRAINT "interview_peer_matches_room_id_interview_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."interview_rooms"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interview_peer_matches" ADD CONSTRAINT "interview_peer_matches_user_a_id_users_id_fk" FOREIGN KEY ("user_a_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interview_peer_matches" ADD CONSTRAINT "interview_peer_matches_user_b_id_users_id_fk" FOREIGN KEY ("user_b_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "interview_peer_queue_bucket_idx" ON "interview_peer_queue" USING btree ("language","difficulty","joined_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "interview_peer_matches_room_idx" ON "interview_peer_matches" USING btree ("room_id");
--> statement-breakpoint
CREATE INDEX "interview_peer_matches_user_a_idx" ON "interview_peer_matches" USING btree ("user_a_id","created_at");
--> statement-breakpoint
CREATE INDEX "interview_peer_matches_user_b_idx" ON "interview_peer_matches" USING btree ("user_b_id","created_at");
--> statement-breakpoint
CREATE INDEX "interview_peer_matches_pending_idx" ON "interview_peer_matches" USING btree ("open_by") WHERE "interview_peer_matches"."status" = 'pending';
