ALTER TABLE "order_status_changes" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_collected_piastres" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_governorate_created_idx" ON "orders" USING btree ("governorate","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_reason_check" CHECK ("orders"."cancel_reason" in ('customer_cancelled', 'refused_on_delivery', 'unreachable', 'out_of_stock', 'other'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_collected_check" CHECK ("orders"."cash_collected_piastres" >= 0);