CREATE TABLE "problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"difficulty" text NOT NULL,
	"difficulty_rank" integer NOT NULL,
	"topics" text[] NOT NULL,
	"order" integer NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"statement_html" text NOT NULL,
	"editorial_html" text NOT NULL,
	"examples" jsonb NOT NULL,
	"example_cases" jsonb NOT NULL,
	"constraints" jsonb NOT NULL,
	"signature" jsonb NOT NULL,
	"compare" text NOT NULL,
	"time_limit_ms" integer NOT NULL,
	"content_hash" text NOT NULL,
	"submission_count" integer DEFAULT 0 NOT NULL,
	"accepted_count" integer DEFAULT 0 NOT NULL,
	"acceptance_rate" double precision GENERATED ALWAYS AS (case when submission_count = 0 then 0 else accepted_count * 100.0 / submission_count end) STORED,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"verdict" text NOT NULL,
	"tests_passed" integer NOT NULL,
	"total_tests" integer NOT NULL,
	"runtime_ms" integer,
	"memory_kb" integer,
	"error_message" text,
	"failed_test" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "problems_slug_key" ON "problems" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "problems_order_idx" ON "problems" USING btree ("order");--> statement-breakpoint
CREATE INDEX "problems_difficulty_order_idx" ON "problems" USING btree ("difficulty_rank","order");--> statement-breakpoint
CREATE INDEX "problems_acceptance_order_idx" ON "problems" USING btree ("acceptance_rate" DESC NULLS LAST,"order");--> statement-breakpoint
CREATE INDEX "problems_topics_gin_idx" ON "problems" USING gin ("topics");--> statement-breakpoint
CREATE INDEX "submissions_history_idx" ON "submissions" USING btree ("user_id","problem_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submissions_solved_idx" ON "submissions" USING btree ("user_id","problem_id") WHERE "submissions"."verdict" = 'Accepted';--> statement-breakpoint
CREATE INDEX "submissions_runtime_idx" ON "submissions" USING btree ("problem_id","language","verdict","runtime_ms");