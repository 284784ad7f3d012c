CREATE TABLE "order_day_totals" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"governorate" text NOT NULL,
	"orders" integer NOT NULL,
	"total_piastres" bigint NOT NULL,
	CONSTRAINT "order_day_totals_day_status_governorate_pk" PRIMARY KEY("day","status","governorate")
);
--> statement-breakpoint
DROP INDEX "orders_sales_created_idx";--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
-- Keeps order_day_totals in step with orders: each row change takes its old (day, status,
-- governorate, amount) out and puts its new one in. A constraint trigger deferred to commit, so a checkout
-- holds today's row only while it commits, not for its whole transaction.
CREATE FUNCTION "order_day_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."status" = NEW."status" AND OLD."total_piastres" = NEW."total_piastres" AND OLD."created_at" = NEW."created_at"
     AND OLD."governorate" = NEW."governorate" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "order_day_totals" AS t ("day", "status", "governorate", "orders", "total_piastres")
    VALUES ((OLD."created_at" AT TIME ZONE 'Africa/Cairo')::date, OLD."status", OLD."governorate", -1, -OLD."total_piastres")
    ON CONFLICT ("day", "status", "governorate") DO UPDATE SET "orders" = t."orders" + EXCLUDED."orders", "total_piastres" = t."total_piastres" + EXCLUDED."total_piastres";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_day_totals" AS t ("day", "status", "governorate", "orders", "total_piastres")
    VALUES ((NEW."created_at" AT TIME ZONE 'Africa/Cairo')::date, NEW."status", NEW."governorate", 1, NEW."total_piastres")
    ON CONFLICT ("day", "status", "governorate") DO UPDATE SET "orders" = t."orders" + EXCLUDED."orders", "total_piastres" = t."total_piastres" + EXCLUDED."total_piastres";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_day_totals" AFTER INSERT OR DELETE OR UPDATE OF "status", "total_piastres", "created_at", "governorate" ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_day_totals_apply"();
--> statement-breakpoint
INSERT INTO "order_day_totals" ("day", "status", "governorate", "orders", "total_piastres")
SELECT ("created_at" AT TIME ZONE 'Africa/Cairo')::date, "status", "governorate", count(*), sum("total_piastres") FROM "orders" GROUP BY 1, 2, 3;
