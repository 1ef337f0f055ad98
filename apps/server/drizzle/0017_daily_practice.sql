CREATE TABLE "review_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" integer NOT NULL,
	"last_review" timestamp with time zone,
	"first_attempt_at" timestamp with time zone,
	"first_solve_ms" integer,
	"last_solved_at" timestamp with time zone,
	"attempt_wrong" integer DEFAULT 0 NOT NULL,
	"attempt_started_at" timestamp with time zone,
	"review_solved_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"rating" text NOT NULL,
	"suggested_rating" text,
	"wrong_submissions" integer,
	"state" integer NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"next_due" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_problem_solves" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"slug" text NOT NULL,
	"solved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_problem_solves_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "daily_reminders" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"hour" integer NOT NULL,
	"time_zone" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"last_sent_day" date,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_card_id_review_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."review_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_problem_solves" ADD CONSTRAINT "daily_problem_solves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reminders" ADD CONSTRAINT "daily_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_user_kind_ref_key" ON "review_cards" USING btree ("user_id","kind","ref");--> statement-breakpoint
CREATE INDEX "review_cards_user_due_idx" ON "review_cards" USING btree ("user_id","due") WHERE "review_cards"."activated_at" is not null and "review_cards"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "review_logs_user_idx" ON "review_logs" USING btree ("user_id","reviewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_reminders_token_key" ON "daily_reminders" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "daily_reminders_enabled_idx" ON "daily_reminders" USING btree ("user_id") WHERE "daily_reminders"."enabled";--> statement-breakpoint
INSERT INTO "review_cards" ("user_id", "kind", "ref", "due", "stability", "difficulty", "elapsed_days", "scheduled_days", "learning_steps", "reps", "lapses", "state", "activated_at")
SELECT "user_id", 'question', "question_id"::text, now(), 0, 0, 0, 0, 0, 0, 0, 0, now() FROM "question_progress" WHERE "for_revision";
