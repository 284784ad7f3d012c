CREATE TABLE "order_day_status_totals" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"total_piastres" bigint NOT NULL,
	CONSTRAINT "order_day_status_totals_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
-- The trigger of migration 0014 now keeps both tables: each row change takes its old
-- (day, status[, governorate], amount) out and puts its new one in.
CREATE OR REPLACE FUNCTION "order_day_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."status" = NEW."status" AND OLD."total_piastres" = NEW."total_piastres" AND OLD."created_at" = NEW."created_at"
     AND OLD."governorate" = NEW."governorate" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "order_day_totals" AS t ("day", "status", "governorate", "orders", "total_piastres")
    VALUES ((OLD."created_at" AT TIME ZONE 'Africa/Cairo')::date, OLD."status", OLD."governorate", -1, -OLD."total_piastres")
    ON CONFLICT ("day", "status", "governorate") DO UPDATE SET "orders" = t."orders" + EXCLUDED."orders", "total_piastres" = t."total_piastres" + EXCLUDED."total_piastres";
    INSERT INTO "order_day_status_totals" AS t ("day", "status", "orders", "total_piastres")
    VALUES ((OLD."created_at" AT TIME ZONE 'Africa/Cairo')::date, OLD."status", -1, -OLD."total_piastres")
    ON CONFLICT ("day", "status") DO UPDATE SET "orders" = t."orders" + EXCLUDED."orders", "total_piastres" = t."total_piastres" + EXCLUDED."total_piastres";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_day_totals" AS t ("day", "status", "governorate", "orders", "total_piastres")
    VALUES ((NEW."created_at" AT TIME ZONE 'Africa/Cairo')::date, NEW."status", NEW."governorate", 1, NEW."total_piastres")
    ON CONFLICT ("day", "status", "governorate") DO UPDATE SET "orders" = t."orders" + EXCLUDED."orders", "total_piastres" = t."total_piastres" + EXCLUDED."total_piastres";
    INSERT INTO "order_day_status_totals" AS t ("day", "status", "orders", "total_piastres")
    VALUES ((NEW."created_at" AT TIME ZONE 'Africa/Cairo')::date, NEW."status", 1, NEW."total_piastres")
    ON CONFLICT ("day", "status") DO UPDATE SET "orders" = t."orders" + EXCLUDED."orders", "total_piastres" = t."total_piastres" + EXCLUDED."total_piastres";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "order_day_status_totals" ("day", "status", "orders", "total_piastres")
SELECT "day", "status", sum("orders"), sum("total_piastres") FROM "order_day_totals" GROUP BY 1, 2;
