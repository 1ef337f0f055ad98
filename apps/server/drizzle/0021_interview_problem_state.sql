-- Issue 23: the room's chosen problem and the state only the server writes (last run, timer,
-- last submission, revealed hints), kept out of the shared Yjs document so no client can forge it.
ALTER TABLE "interview_rooms" ADD COLUMN "problem_slug" text;
--> statement-breakpoint
ALTER TABLE "interview_rooms" ADD COLUMN "live_state" jsonb DEFAULT '{}'::jsonb NOT NULL;
