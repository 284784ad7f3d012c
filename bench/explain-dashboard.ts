/**
 * EXPLAIN (ANALYZE) of the dashboard queries on 100,000 orders spread over two years.
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/explain-dashboard.ts
 * It creates a scratch database next to DATABASE_URL's, migrates it, fills it, prints the plans
 * of the very SQL the repository sends (captured through Drizzle's logger), and drops it again.
 */
import crypto from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import * as schema from '../src/server/db/schema/index';
import { dailySales, lowStockProducts, salesTotals } from '../src/server/modules/dashboard/dashboard.repository';

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test');
const ORDERS = Number(process.env.ORDERS ?? 100_000);

const name = `shop_bench_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(baseUrl);
url.pathname = `/${name}`;
const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
// Dropping the scratch database at the end ends idle connections; that is expected.
pool.on('error', () => {});

const captured: { sql: string; params: unknown[] }[] = [];
const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } }) as unknown as Database;

/** The SQL statements one repository call sends. */
async function queriesOf(run: () => Promise<unknown>) {
  captured.length = 0;
  await run();
  return [...captured];
}

async function explain(title: string, query: { sql: string; params: unknown[] }, client: pg.ClientBase | pg.Pool = pool) {
  const result = await client.query(`explain (analyze, buffers, costs off) ${query.sql}`, query.params);
  console.log(`\n=== ${title}\n${result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')}`);
}

async function timed(title: string, run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${title.padEnd(34)} median ${times[3]!.toFixed(1)} ms, best ${times[0]!.toFixed(1)} ms (through Drizzle, 7 runs)`);
}

try {
  await migrate({ db, kind: 'postgres', close: async () => {} });
  const started = performance.now();
  await pool.query(`
    insert into orders (email, first_name, last_name, phone, address, city, governorate,
                        subtotal_piastres, shipping_fee_piastres, total_piastres, status, created_at)
    select 'buyer' || g || '@bench.test', 'Mona', 'Hassan', '01012345678', '12 Nile St', 'Egypt', 'Cairo',
           amount, 0, amount,
           (array['pending','paid','placed','shipped','delivered','delivered','delivered','delivered','delivered','delivered','cancelled','refunded'])[1 + g % 12],
           now() - random() * interval '730 days'
    from generate_series(1, $1::int) g, lateral (select 20000 + (random() * 300000)::int + g * 0 as amount) a`, [ORDERS]);
  const [category] = (await pool.query(`insert into categories (name, image_key) values ('Bench', 'c.webp') returning id`)).rows as { id: string }[];
  await pool.query(
    `insert into products (category_id, title, price_piastres, final_price_piastres)
     select $1, 'Product ' || g, 50000, 50000 from generate_series(1, 500) g`,
    [category!.id],
  );
  await pool.query(`
    insert into product_sizes (product_id, size, quantity)
    select p.id, s, (random() * 12)::int from products p, unnest(array['xs','s','m','l','xl','xxl']) s`);
  await pool.query('vacuum analyze');
  console.log(`Filled ${ORDERS} orders over two years and 500 products in ${((performance.now() - started) / 1000).toFixed(1)} s (PostgreSQL ${(await pool.query('show server_version')).rows[0].server_version}).`);

  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

  const [summary] = await queriesOf(() => salesTotals(db));
  const [month] = await queriesOf(() => dailySales(db, monthAgo, today));
  const [year] = await queriesOf(() => dailySales(db, yearAgo, today));
  const lowStock = await queriesOf(() => lowStockProducts(db, 5, 1, 48));

  console.log(`\nSQL of the summary:\n${summary!.sql}\nSQL of the range report:\n${month!.sql}`);
  await explain('sales summary', summary!);
  await explain(`sales by date range, 30 days (${monthAgo} .. ${today})`, month!);
  await explain(`sales by date range, 1 year (${yearAgo} .. ${today})`, year!);
  for (const [i, query] of lowStock.entries()) await explain(`low stock, query ${i + 1} of ${lowStock.length}`, query);

  console.log('\nTimings');
  await timed('sales summary', () => salesTotals(db));
  await timed('sales by date range, 30 days', () => dailySales(db, monthAgo, today));
  await timed('sales by date range, 1 year', () => dailySales(db, yearAgo, today));
  await timed('low stock (500 products)', () => lowStockProducts(db, 5, 1, 48));
} finally {
  await pool.end();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
