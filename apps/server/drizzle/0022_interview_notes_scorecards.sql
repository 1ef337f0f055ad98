-- Issue 23: the interviewer's private notes (never sent to the candidate) and the end-of-session
-- scorecard the candidate receives by email and in "My past sessions".
ALTER TABLE "interview_rooms" ADD COLUMN "notes" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE TABLE "interview_scorecards" (
	"room_id" uuid PRIMARY KEY NOT NULL,
	"problem_solving" smallint NOT NULL,
	"code_quality" smallint NOT NULL,
	"communication" smallint NOT NULL,
	"testing" smallint NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_scorecards_scores_check" CHECK ("problem_solving" BETWEEN 1 AND 4 AND "code_quality" BETWEEN 1 AND 4 AND "communication" BETWEEN 1 AND 4 AND "testing" BETWEEN 1 AND 4)
);
--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_room_id_interview_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."interview_rooms"("id") ON DELETE cascade ON UPDATE no action;
