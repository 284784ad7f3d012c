CREATE INDEX "product_sizes_in_stock_idx" ON "product_sizes" USING btree ("size","product_id") WHERE "product_sizes"."quantity" > 0;--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_final_price_idx" ON "products" USING btree ("final_price_piastres","id");--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount_percent","created_at","id");