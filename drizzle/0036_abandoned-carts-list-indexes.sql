CREATE INDEX "abandoned_carts_last_change_idx" ON "abandoned_carts" USING btree ("last_change_at","id");--> statement-breakpoint
CREATE INDEX "abandoned_carts_recovered_idx" ON "abandoned_carts" USING btree ("recovered_order_id");--> statement-breakpoint
CREATE INDEX "abandoned_carts_unrecovered_guest_idx" ON "abandoned_carts" USING btree ("guest_id") WHERE "abandoned_carts"."recovered_order_id" is null;--> statement-breakpoint
CREATE INDEX "abandoned_carts_unrecovered_user_idx" ON "abandoned_carts" USING btree ("user_id") WHERE "abandoned_carts"."recovered_order_id" is null;