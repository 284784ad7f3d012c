-- Arabic names and descriptions beside the English ones (each optional), and search over both
-- languages: the generated search column is rebuilt with the Arabic columns, and its trigram index with it.
ALTER TABLE "categories" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (btrim(regexp_replace(regexp_replace(translate(lower(title || ' ' || description || ' ' || coalesce(title_ar, '') || ' ' || coalesce(description_ar, '')), 'أإآٱةى', 'ااااهي'), '[\u064B-\u065F\u0670\u0640]', '', 'g'), '\s+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
