/**
 * Checkout benchmark: 200 concurrent shoppers, each with one item in their cart, place their
 * orders at the same moment against products with limited stock (PostgreSQL by default,
 * PGlite with --pglite). A first round on products of its own warms the server up (its JIT,
 * its connection pool) and is not counted. Prints orders/s and latency, and checks for every
 * size that orders placed + stock left = stock at start (zero oversell).
 *
 *   npx tsx bench/checkout.ts [--pglite] [--shoppers 200] [--rounds 3]
 */
import { parseArgs } from 'node:util';
import { postJson } from './lib/post-json';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { createScratchDatabase } from '../src/server/test-support/scratch-database';
import { generateCatalogue } from '../src/server/test-support/generated-catalogue';
import { startShopProcess } from '../src/server/test-support/shop-process';

const { values: args } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    shoppers: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '3' },
  },
});
const shoppers = Number(args.shoppers);
const rounds = Number(args.rounds);
const kind = args.pglite ? 'pglite' : 'postgres';
const STOCK_PER_SIZE = 4;
const SIZES_USED = ['s', 'm', 'l'] as const;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function fillCart(url: string, productId: string, size: string) {
  const guestId = crypto.randomUUID();
  const status = await postJson(`${url}/api/cart/add-to-cart`, { guestid: guestId }, { productId, quantity: 1, size });
  return status === 200 || status === 201 ? guestId : null;
}

async function placeOrder(url: string, guestId: string, index: number) {
  const started = performance.now();
  const status = await postJson(
    `${url}/api/order/create`,
    { guestid: guestId, 'idempotency-key': crypto.randomUUID() },
    {
      email: `shopper${index}-${guestId.slice(0, 8)}@bench.test`,
      firstName: 'Bench',
      lastName: 'Shopper',
      address: '12 Tahrir Street',
      city: 'Egypt',
      governorate: 'Cairo',
      phone: `010${String(index).padStart(8, '0')}`,
      paymentMethod: 'cash',
      shippingFee: 90,
      discount: 0,
    },
  );
  return { status, ms: performance.now() - started };
}

async function main() {
  const database = await createScratchDatabase(kind);
  // Enough products that stock runs out for some shoppers in every round: 200 shoppers,
  // 45 products x 3 sizes x 4 per round; the warm-up round has 15 products of its own.
  const catalogue = await generateCatalogue({ ...database, categories: 4, productsPerCategory: 15, stockPerSize: STOCK_PER_SIZE });
  const warmUpIds = catalogue.productIds.slice(0, 15);
  const productIds = catalogue.productIds.slice(15);
  const shop = await startShopProcess({ DATABASE_URL: database.databaseUrl ?? '', DATA_DIR: database.dataDir, SEED_DEMO: 'false' }, 3901);
  const rows: Array<Record<string, string | number>> = [];
  try {
    for (let round = 0; round <= rounds; round++) {
      const ids = round === 0 ? warmUpIds : productIds;
      const carts = (
        await Promise.all(
          Array.from({ length: shoppers }, async (_, i) => {
            const productId = ids[(i * 7 + round) % ids.length]!;
            const size = SIZES_USED[i % SIZES_USED.length]!;
            const guestId = await fillCart(shop.url, productId, size);
            return guestId ? { guestId, i } : null;
          }),
        )
      ).filter((cart) => cart !== null);
      const started = performance.now();
      const outcomes = await Promise.all(carts.map((cart) => placeOrder(shop.url, cart.guestId, round * 10_000 + cart.i)));
      const seconds = (performance.now() - started) / 1000;
      if (round === 0) continue;
      const placed = outcomes.filter((o) => o.status === 201).length;
      const soldOut = outcomes.filter((o) => o.status === 409).length;
      const other = outcomes.length - placed - soldOut;
      const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
      rows.push({
        round,
        shoppers: carts.length,
        placed,
        'sold out (409)': soldOut,
        'other answers': other,
        'orders/s': Math.round(placed / seconds),
        'requests/s': Math.round(outcomes.length / seconds),
        'p50 ms': Math.round(percentile(latencies, 50)),
        'p99 ms': Math.round(percentile(latencies, 99)),
      });
    }
  } finally {
    await shop.stop();
  }

  // The books must balance for every size: sold + left = stock at start.
  const handle = await openDatabase(database);
  const check = await handle.db.execute<{ product_id: string; size: string; left: number; sold: number }>(sql`
    select ps.product_id, ps.size, ps.quantity as left,
      coalesce((select sum(ol.quantity) from order_lines ol join orders o on o.id = ol.order_id
                where ol.product_id = ps.product_id and ol.size = ps.size and o.status <> 'cancelled'), 0)::int as sold
    from product_sizes ps`);
  await handle.close();
  await database.dispose();
  const sizeRows = (check as unknown as { rows: Array<{ size: string; left: number; sold: number }> }).rows;
  const unbalanced = sizeRows.filter((row) => (SIZES_USED as readonly string[]).includes(row.size) && Number(row.left) + Number(row.sold) !== STOCK_PER_SIZE);
  const negative = sizeRows.filter((row) => Number(row.left) < 0);

  console.log(`\nCheckout benchmark on ${kind}: ${shoppers} concurrent shoppers per round, one item each, ${STOCK_PER_SIZE} in stock per size`);
  console.table(rows);
  console.log(`sizes checked: ${sizeRows.length}; unbalanced (sold + left != start): ${unbalanced.length}; negative stock: ${negative.length}`);
  console.log(unbalanced.length === 0 && negative.length === 0 ? 'zero oversell: OK' : 'OVERSELL DETECTED');
  if (unbalanced.length || negative.length) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
