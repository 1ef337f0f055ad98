CREATE TABLE "course_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"day_number" integer NOT NULL,
	"day_title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"day_id" uuid,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"difficulty" text,
	"article" text,
	"youtube" text,
	"practice" text,
	"alt_practice" text,
	"task" text,
	"problem_slug" text,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"level" text NOT NULL,
	"skills" jsonb NOT NULL,
	"problem_count_label" text,
	"color" text NOT NULL,
	"source" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"content_hash" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_progress" (
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	"for_revision" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_progress_pkey" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "course_days" ADD CONSTRAINT "course_days_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_questions" ADD CONSTRAINT "course_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_questions" ADD CONSTRAINT "course_questions_day_id_course_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."course_days"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_progress" ADD CONSTRAINT "question_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_progress" ADD CONSTRAINT "question_progress_question_id_course_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."course_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_days_course_day_key" ON "course_days" USING btree ("course_id","day_number");--> statement-breakpoint
CREATE UNIQUE INDEX "course_questions_course_key_key" ON "course_questions" USING btree ("course_id","key");--> statement-breakpoint
CREATE INDEX "course_questions_day_position_idx" ON "course_questions" USING btree ("day_id","position");--> statement-breakpoint
CREATE INDEX "course_questions_problem_slug_idx" ON "course_questions" USING btree ("problem_slug") WHERE "course_questions"."problem_slug" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_slug_key" ON "courses" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_name_lower_key" ON "courses" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "question_progress_revision_idx" ON "question_progress" USING btree ("user_id","reviewed_at") WHERE "question_progress"."for_revision";--> statement-breakpoint
CREATE INDEX "question_progress_question_idx" ON "question_progress" USING btree ("question_id");