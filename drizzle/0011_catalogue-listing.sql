ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (btrim(regexp_replace(regexp_replace(translate(lower(title || ' ' || description), 'أإآٱةى', 'ااااهي'), '[\u064B-\u065F\u0670\u0640]', '', 'g'), '\s+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_final_price_idx" ON "products" USING btree ("final_price_piastres");--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount_percent");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);