-- Orders placed before numbers existed got theirs in the table's physical order when the
-- column was added: renumber them in the order they were placed (1001 the oldest), and let
-- the sequence carry on after the last one. The first pass makes room under the unique key.
UPDATE "orders" SET "order_number" = -"order_number";--> statement-breakpoint
UPDATE "orders" AS o SET "order_number" = 1000 + n.rank
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS rank FROM "orders") AS n
WHERE o."id" = n."id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"orders"', 'order_number'), max("order_number")) FROM "orders" HAVING count(*) > 0;
