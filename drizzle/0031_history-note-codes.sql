ALTER TABLE "order_status_changes" ADD COLUMN "note_code" text;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD COLUMN "note_params" jsonb;