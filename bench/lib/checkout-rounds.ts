import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { postJson } from './post-json';

/** Stock per size of the products the rounds sell: low enough that some shoppers find them sold out. */
export const STOCK_PER_SIZE = 4;
export const SIZES_USED = ['s', 'm', 'l'] as const;

export type CheckoutRound = {
  round: number;
  shoppers: number;
  placed: number;
  'sold out (409)': number;
  'other answers': number;
  'orders/s': number;
  'requests/s': number;
  'p50 ms': number;
  'p99 ms': number;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * A socket the server closed without an answer (a shop too slow for its own request timeout on
 * a busy machine) counts as status 0, an "other answer", instead of ending the whole round.
 */
const statusOf = (request: Promise<number>) => request.catch(() => 0);

async function fillCart(url: string, productId: string, size: string) {
  const guestId = crypto.randomUUID();
  const status = await statusOf(postJson(`${url}/api/cart/add-to-cart`, { guestid: guestId }, { productId, quantity: 1, size }));
  return status === 200 || status === 201 ? guestId : null;
}

async function placeOrder(url: string, guestId: string, index: number) {
  const details = {
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
  };
  const started = performance.now();
  const status = await statusOf(postJson(`${url}/api/order/create`, { guestid: guestId, 'idempotency-key': crypto.randomUUID() }, details));
  return { status, ms: performance.now() - started };
}

/**
 * `shoppers` concurrent shoppers per round, one item each in a guest cart, place their orders
 * at the same moment. Round 0 runs on `warmUpIds` (the server's JIT and connection pool warm
 * up) and is not counted; rounds 1..`rounds` share `productIds`.
 */
export async function runCheckoutRounds(url: string, options: { warmUpIds: string[]; productIds: string[]; shoppers: number; rounds: number }): Promise<CheckoutRound[]> {
  const rows: CheckoutRound[] = [];
  for (let round = 0; round <= options.rounds; round++) {
    const ids = round === 0 ? options.warmUpIds : options.productIds;
    const carts = (
      await Promise.all(
        Array.from({ length: options.shoppers }, async (_, i) => {
          const productId = ids[(i * 7 + round) % ids.length]!;
          const size = SIZES_USED[i % SIZES_USED.length]!;
          const guestId = await fillCart(url, productId, size);
          return guestId ? { guestId, i } : null;
        }),
      )
    ).filter((cart) => cart !== null);
    const started = performance.now();
    const outcomes = await Promise.all(carts.map((cart) => placeOrder(url, cart.guestId, round * 10_000 + cart.i)));
    const seconds = (performance.now() - started) / 1000;
    if (round === 0) continue;
    const placed = outcomes.filter((o) => o.status === 201).length;
    const soldOut = outcomes.filter((o) => o.status === 409).length;
    const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    rows.push({
      round,
      shoppers: carts.length,
      placed,
      'sold out (409)': soldOut,
      'other answers': outcomes.length - placed - soldOut,
      'orders/s': Math.round(placed / seconds),
      'requests/s': Math.round(outcomes.length / seconds),
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p99 ms': Math.round(percentile(latencies, 99)),
    });
  }
  return rows;
}

/**
 * The books must balance for every size the rounds sold: sold + left = stock at start, and no
 * stock below zero. Opens the database itself, so a PGlite shop must be stopped first.
 */
export async function checkStockBalance(database: { databaseUrl?: string; dataDir: string }, productIds: string[]) {
  const handle = await openDatabase(database);
  try {
    const check = await handle.db.execute(sql`
      select ps.product_id, ps.size, ps.quantity as left,
        coalesce((select sum(ol.quantity) from order_lines ol join orders o on o.id = ol.order_id
                  where ol.product_id = ps.product_id and ol.size = ps.size and o.status <> 'cancelled'), 0)::int as sold
      from product_sizes ps
      where ps.product_id = any(${sql.param(productIds)})`);
    const sizeRows = (check as unknown as { rows: Array<{ size: string; left: number; sold: number }> }).rows;
    const unbalanced = sizeRows.filter((row) => (SIZES_USED as readonly string[]).includes(row.size) && Number(row.left) + Number(row.sold) !== STOCK_PER_SIZE);
    const negative = sizeRows.filter((row) => Number(row.left) < 0);
    return { sizes: sizeRows.length, unbalanced: unbalanced.length, negative: negative.length };
  } finally {
    await handle.close();
  }
}
