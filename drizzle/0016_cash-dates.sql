ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_delivered_cash_idx" ON "orders" USING btree ("delivered_at","cash_collected_piastres") WHERE "orders"."status" = 'delivered';--> statement-breakpoint
CREATE INDEX "orders_shipped_reason_idx" ON "orders" USING btree ("shipped_at","cancel_reason") WHERE "orders"."shipped_at" is not null;--> statement-breakpoint
-- Orders placed before this migration: the last time each became shipped or delivered, from their history.
UPDATE "orders" o SET "shipped_at" = c."at" FROM (
  SELECT "order_id", max("created_at") AS "at" FROM "order_status_changes" WHERE "to_status" = 'shipped' AND "from_status" IS DISTINCT FROM 'shipped' GROUP BY "order_id"
) c WHERE c."order_id" = o."id";
--> statement-breakpoint
UPDATE "orders" o SET "delivered_at" = c."at" FROM (
  SELECT "order_id", max("created_at") AS "at" FROM "order_status_changes" WHERE "to_status" = 'delivered' AND "from_status" IS DISTINCT FROM 'delivered' GROUP BY "order_id"
) c WHERE c."order_id" = o."id";
