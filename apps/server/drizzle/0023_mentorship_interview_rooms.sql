-- Issue 23: a mentorship booking gets its interview room when it is booked (mentor interviews,
-- learner is the candidate); the link goes into both people's emails and invites.
ALTER TABLE "mentorship_bookings" ADD COLUMN "interview_room_id" uuid;
--> statement-breakpoint
ALTER TABLE "mentorship_bookings" ADD CONSTRAINT "mentorship_bookings_interview_room_id_interview_rooms_id_fk" FOREIGN KEY ("interview_room_id") REFERENCES "public"."interview_rooms"("id") ON DELETE set null ON UPDATE no action;
