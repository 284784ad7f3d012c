ALTER TABLE "audit_entries" ADD COLUMN "summary_code" text;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "summary_params" jsonb;