CREATE TABLE "delivered_pieces" (
	"product_id" uuid,
	"size" text NOT NULL,
	"title" text NOT NULL,
	"pieces" bigint NOT NULL,
	CONSTRAINT "delivered_pieces_key" UNIQUE NULLS NOT DISTINCT("product_id","size","title")
);
--> statement-breakpoint
CREATE INDEX "orders_guest_created_idx" ON "orders" USING btree ("guest_id","created_at") WHERE "orders"."guest_id" is not null;--> statement-breakpoint
-- Keeps delivered_pieces in step with the orders that count as delivered (a delivery moment and
-- a total above 0) and their lines: an order that starts or stops counting adds or takes out its
-- lines; a line of a counted order changed, added or removed moves its own pieces. Immediate,
-- so the lines read are those of the same moment.
CREATE FUNCTION "delivered_pieces_add"(p_order uuid, p_sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "delivered_pieces" AS t ("product_id", "size", "title", "pieces")
  SELECT "product_id", "size", "title", p_sign * sum("quantity") FROM "order_lines" WHERE "order_id" = p_order GROUP BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT "delivered_pieces_key" DO UPDATE SET "pieces" = t."pieces" + EXCLUDED."pieces";
$$;
--> statement-breakpoint
CREATE FUNCTION "delivered_pieces_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := OLD."delivered_at" IS NOT NULL AND OLD."total_piastres" > 0;
  now_counted boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Before the row goes (its lines go with it, by cascade): take its pieces out while they can be read.
    IF was THEN PERFORM "delivered_pieces_add"(OLD."id", -1); END IF;
    RETURN OLD;
  END IF;
  now_counted := NEW."delivered_at" IS NOT NULL AND NEW."total_piastres" > 0;
  IF was <> now_counted THEN PERFORM "delivered_pieces_add"(NEW."id", CASE WHEN now_counted THEN 1 ELSE -1 END); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_delivered_pieces" AFTER UPDATE OF "delivered_at", "total_piastres" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "delivered_pieces_order"();
--> statement-breakpoint
CREATE TRIGGER "orders_delivered_pieces_delete" BEFORE DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "delivered_pieces_order"();
--> statement-breakpoint
CREATE FUNCTION "delivered_pieces_line"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = OLD."order_id" AND o."delivered_at" IS NOT NULL AND o."total_piastres" > 0) THEN
    INSERT INTO "delivered_pieces" AS t ("product_id", "size", "title", "pieces") VALUES (OLD."product_id", OLD."size", OLD."title", -OLD."quantity")
    ON CONFLICT ON CONSTRAINT "delivered_pieces_key" DO UPDATE SET "pieces" = t."pieces" + EXCLUDED."pieces";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = NEW."order_id" AND o."delivered_at" IS NOT NULL AND o."total_piastres" > 0) THEN
    INSERT INTO "delivered_pieces" AS t ("product_id", "size", "title", "pieces") VALUES (NEW."product_id", NEW."size", NEW."title", NEW."quantity")
    ON CONFLICT ON CONSTRAINT "delivered_pieces_key" DO UPDATE SET "pieces" = t."pieces" + EXCLUDED."pieces";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A deleted product sets its lines' product_id to null: that is an update of the line.
CREATE TRIGGER "order_lines_delivered_pieces" AFTER INSERT OR DELETE OR UPDATE OF "product_id", "size", "title", "quantity", "order_id" ON "order_lines"
  FOR EACH ROW EXECUTE FUNCTION "delivered_pieces_line"();
--> statement-breakpoint
INSERT INTO "delivered_pieces" ("product_id", "size", "title", "pieces")
SELECT l."product_id", l."size", l."title", sum(l."quantity") FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id"
WHERE o."delivered_at" IS NOT NULL AND o."total_piastres" > 0 GROUP BY 1, 2, 3;
