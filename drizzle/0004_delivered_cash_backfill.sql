-- Orders delivered before the desk recorded cash were paid in full to the courier.
UPDATE "orders" SET "cash_collected_piastres" = "total_piastres" WHERE "status" = 'delivered' AND "cash_collected_piastres" IS NULL;
