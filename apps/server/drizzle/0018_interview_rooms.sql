CREATE TABLE "interview_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"interviewer_id" uuid NOT NULL,
	"candidate_id" uuid,
	"invite_token" text NOT NULL,
	"allow_observers" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_room_observers" (
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_room_observers_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "interview_document_updates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" uuid NOT NULL,
	"update" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_rooms" ADD CONSTRAINT "interview_rooms_interviewer_id_users_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interview_rooms" ADD CONSTRAINT "interview_rooms_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interview_room_observers" ADD CONSTRAINT "interview_room_observers_room_id_interview_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."interview_rooms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interview_room_observers" ADD CONSTRAINT "interview_room_observers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interview_document_updates" ADD CONSTRAINT "interview_document_updates_room_id_interview_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."interview_rooms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "interview_rooms_invite_token_idx" ON "interview_rooms" USING btree ("invite_token");
--> statement-breakpoint
CREATE INDEX "interview_rooms_interviewer_idx" ON "interview_rooms" USING btree ("interviewer_id","created_at");
--> statement-breakpoint
CREATE INDEX "interview_rooms_candidate_idx" ON "interview_rooms" USING btree ("candidate_id","created_at");
--> statement-breakpoint
CREATE INDEX "interview_room_observers_user_idx" ON "interview_room_observers" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "interview_document_updates_room_idx" ON "interview_document_updates" USING btree ("room_id","id");
