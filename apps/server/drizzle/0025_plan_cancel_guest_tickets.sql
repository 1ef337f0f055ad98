-- Issue 26: a payer can cancel their plan; nothing renews and it stays until its paid period ends.
ALTER TABLE "payment_subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Signed-out visitors can open a support ticket with an email address; replies go to that address.
ALTER TABLE "support_tickets" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "guest_name" text;
--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "guest_email" text;
--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_requester_check" CHECK ("support_tickets"."user_id" IS NOT NULL OR "support_tickets"."guest_email" IS NOT NULL);
--> statement-breakpoint
ALTER TABLE "support_messages" ALTER COLUMN "author_id" DROP NOT NULL;
