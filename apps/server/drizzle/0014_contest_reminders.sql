CREATE TABLE "contest_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"contest_id" uuid NOT NULL,
	"lead_minutes" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"time_zone" text,
	"sent_at" timestamp with time zone,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contest_reminders" ADD CONSTRAINT "contest_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_reminders" ADD CONSTRAINT "contest_reminders_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_reminders_user_contest_lead" ON "contest_reminders" USING btree ("user_id","contest_id","lead_minutes");--> statement-breakpoint
CREATE INDEX "contest_reminders_due" ON "contest_reminders" USING btree ("due_at") WHERE "contest_reminders"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "contest_reminders_contest" ON "contest_reminders" USING btree ("contest_id");