ALTER TABLE "abandoned_carts" ADD COLUMN "mail_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "abandoned_carts" ADD COLUMN "mail_held_until" timestamp with time zone;