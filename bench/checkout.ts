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
import { checkStockBalance, runCheckoutRounds, STOCK_PER_SIZE } from './lib/checkout-rounds';
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

async function main() {
  const database = await createScratchDatabase(kind);
  // Enough products that stock runs out for some shoppers in every round: 200 shoppers,
  // 45 products x 3 sizes x 4 per round; the warm-up round has 15 products of its own.
  const catalogue = await generateCatalogue({ ...database, categories: 4, productsPerCategory: 15, stockPerSize: STOCK_PER_SIZE });
  const warmUpIds = catalogue.productIds.slice(0, 15);
  const productIds = catalogue.productIds.slice(15);
  const shop = await startShopProcess({ DATABASE_URL: database.databaseUrl ?? '', DATA_DIR: database.dataDir, SEED_DEMO: 'false' }, 3901);
  let rows;
  try {
    rows = await runCheckoutRounds(shop.url, { warmUpIds, productIds, shoppers, rounds });
  } finally {
    await shop.stop();
  }

  const balance = await checkStockBalance(database, catalogue.productIds);
  await database.dispose();

  console.log(`\nCheckout benchmark on ${kind}: ${shoppers} concurrent shoppers per round, one item each, ${STOCK_PER_SIZE} in stock per size`);
  console.table(rows);
  console.log(`sizes checked: ${balance.sizes}; unbalanced (sold + left != start): ${balance.unbalanced}; negative stock: ${balance.negative}`);
  console.log(balance.unbalanced === 0 && balance.negative === 0 ? 'zero oversell: OK' : 'OVERSELL DETECTED');
  if (balance.unbalanced || balance.negative) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
