/**
 * The order desk at 1,000,000 orders on PostgreSQL: builds the orders in SQL (lines, history,
 * two years, every status, Arabic and English names, phones, governorates), starts the compiled
 * shop on them, and prints
 *
 * - p50/p99 and req/s at 10 connections of the desk's calls: the list (first page, a status tab,
 *   a governorate and a date range), search by phone (two forms), order number, name and e-mail,
 *   the order detail, and the dashboard's sales summary, per-day report and cash cards;
 * - EXPLAIN (ANALYZE, BUFFERS) of the desk's main queries, as the shop sends them;
 * - the CSV export of about 100,000 orders and the spec's all-orders call over every order:
 *   wall time, bytes, and the shop's resident memory before and at its peak (sampled every 50 ms).
 *
 *   npx tsx bench/order-desk.ts [--orders 1000000] [--seconds 10] [--port 3905]
 *
 * A scratch database next to DATABASE_URL's (default postgres://postgres@127.0.0.1:5432/test),
 * dropped at the end.
 */
import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';
import pg from 'pg';
import { GOVERNORATES } from '../src/shared/governorates';
import { createScratchDatabase } from '../src/server/test-support/scratch-database';
import { startShopProcess, type ShopProcess } from '../src/server/test-support/shop-process';
import { load, type LoadResult } from './lib/load';
import { rssDuring } from './lib/rss';
import { MARK_RECOVERED_CARTS } from './lib/recovered-carts';

const { values: args } = parseArgs({ options: { orders: { type: 'string', default: '1000000' }, seconds: { type: 'string', default: '10' }, port: { type: 'string', default: '3905' } } });
const ORDERS = Number(args.orders);
const seconds = Number(args.seconds);
const PORT = Number(args.port);
const JWT_SECRET = 'order-desk-bench-secret-0123456789';
const ADMIN_EMAIL = 'owner@bench.test';

/** Builds the orders in a few statements; the per-day totals are filled once at the end, as the migration's backfill does. */
async function fillOrders(client: pg.Client): Promise<void> {
  const started = performance.now();
  await client.query(`insert into categories (name, image_key) values ('Bench', 'categories/bench.webp')`);
  await client.query(`
    insert into products (category_id, title, price_piastres, final_price_piastres)
    select (select id from categories limit 1), 'Product ' || g, 30000 + g * 500, 30000 + g * 500 from generate_series(1, 200) g`);
  // The trigger would upsert one row per order; a bulk load turns it off and fills the table after.
  await client.query('alter table orders disable trigger orders_day_totals');
  await client.query(
    `insert into orders (email, first_name, last_name, phone, address, city, governorate,
                         subtotal_piastres, shipping_fee_piastres, total_piastres, status, cash_collected_piastres, cancel_reason, created_at,
                         shipped_at, delivered_at, guest_id)
     select 'customer' || g || '@mail' || (g % 7) || '.test',
            (array['Mona','Ahmed','Sara','Omar','Youssef','منى','أحمد','سارة','عمر','يوسف'])[1 + g % 10],
            (array['Hassan','Ali','Ibrahim','Mahmoud','El-Sayed','حسن','علي','إبراهيم','محمود','السيد'])[1 + (g / 10) % 10] || ' ' || (g % 9973),
            '01' || (array['0','1','2','5'])[1 + g % 4] || lpad((g::bigint * 7919 % 100000000)::text, 8, '0'),
            (g % 200) || ' Street ' || (g % 50), 'City ' || (g % 30),
            ($2::text[])[1 + g % 27],
            amount, 9000, amount + 9000, status,
            case when status = 'delivered' then amount + 9000 end,
            case when status in ('cancelled', 'refunded') then (array['customer_cancelled','refused_on_delivery','unreachable'])[1 + g % 3] end,
            now() - age_days * interval '1 day',
            -- As the history below says: shipped a day after the order, settled two days later.
            case when status in ('shipped', 'delivered', 'refunded') or (status = 'cancelled' and g % 3 = 1) then least(now(), now() - (age_days - 1) * interval '1 day') end,
            case when status in ('delivered', 'refunded') then least(now(), now() - (age_days - 3) * interval '1 day') end,
            -- Most orders are a guest's; 300,000 guests, some ordering again.
            md5('guest' || (g % 300000))::uuid
     from generate_series(1, $1::int) g,
          lateral (select 730.0 * ($1::int - g) / $1::int as age_days, 20000 + (g * 37 % 300000) as amount) a,
          -- As in a real shop: orders older than two weeks are settled (mostly delivered), the
          -- open ones (pending to shipped) are recent.
          lateral (select case when age_days > 14
                    then (array['delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','cancelled','cancelled','cancelled','refunded'])[1 + g % 20]
                    else (array['pending','pending','paid','placed','placed','shipped','shipped','shipped','delivered','cancelled'])[1 + g % 10] end as status) x`,
    [ORDERS, [...GOVERNORATES]],
  );
  await client.query('alter table order_lines disable trigger order_lines_delivered_pieces');
  await client.query(`
    insert into order_lines (order_id, product_id, title, size, quantity, final_price_piastres)
    select o.id, p.id, p.title, (array['s','m','l','xl'])[1 + (o.order_number + n) % 4], 1 + n % 2, p.final_price_piastres
    from orders o
    cross join lateral generate_series(0, o.order_number % 3) n
    join lateral (select id, title, final_price_piastres from products offset (o.order_number + n) % 200 limit 1) p on true`);
  await client.query(`
    insert into order_status_changes (order_id, from_status, to_status, created_at)
    select id, null, 'pending', created_at from orders
    union all select id, 'pending', 'shipped', created_at + interval '1 day' from orders where status in ('shipped', 'delivered', 'refunded') or cancel_reason = 'refused_on_delivery'
    union all select id, 'shipped', status, created_at + interval '3 days' from orders where status in ('delivered', 'cancelled', 'refunded')`);
  await client.query(`
    insert into order_day_totals (day, status, governorate, orders, total_piastres)
    select (created_at at time zone 'Africa/Cairo')::date, status, governorate, count(*), sum(total_piastres) from orders group by 1, 2, 3`);
  await client.query(`
    insert into order_day_status_totals (day, status, orders, total_piastres)
    select day, status, sum(orders), sum(total_piastres) from order_day_totals group by 1, 2`);
  await client.query('alter table orders enable trigger orders_day_totals');
  // The pieces delivered per product (the returns report), filled as the migration's backfill does.
  await client.query(`
    insert into delivered_pieces (product_id, size, title, pieces)
    select l.product_id, l.size, l.title, sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
    where o.delivered_at is not null and o.total_piastres > 0 group by 1, 2, 3`);
  await client.query('alter table order_lines enable trigger order_lines_delivered_pieces');
  // 500 guest carts left over two years and never ordered from (their row gone): the ones the
  // reminder job checks again every 10 minutes (markRecoveredCarts).
  await client.query(`
    insert into abandoned_carts (cart_id, guest_id, email, lines, value_piastres, last_change_at, created_at)
    select gen_random_uuid(), md5('lost-guest' || g)::uuid, 'lost' || g || '@mail.test', '[]'::jsonb, 50000,
           now() - (g * 730.0 / 500) * interval '1 day', now() - (g * 730.0 / 500) * interval '1 day'
    from generate_series(1, 500) g`);
  await client.query('vacuum analyze');
  const { rows } = await client.query(`select (select count(*) from orders) as orders, (select count(*) from order_lines) as lines, pg_size_pretty(pg_database_size(current_database())) as size`);
  console.log(`built ${rows[0].orders} orders, ${rows[0].lines} lines (${rows[0].size}) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** Downloads a whole answer, counting its bytes without keeping them. */
async function download(url: string, token: string): Promise<{ bytes: number; ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: token } });
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return { bytes, ms: Math.round(performance.now() - started), status: response.status };
}

async function explainAll(client: pg.Client, statements: Array<[string, string, unknown[]]>) {
  console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the desk queries');
  for (const [title, text, params] of statements) {
    const { rows } = await client.query(`explain (analyze, buffers, costs off) ${text}`, params);
    const plan = rows.map((row: Record<string, string>) => row['QUERY PLAN'] ?? '');
    const execution = plan.find((line) => line.startsWith('Execution Time')) ?? '';
    const scans = plan.filter((line) => /Scan|Sort|Aggregate/.test(line)).map((line) => line.trim().replace(/\s+\(actual.*$/, ''));
    console.log(`- ${title}: ${execution}\n    ${scans.slice(0, 5).join('\n    ')}`);
  }
}

async function main() {
  const database = await createScratchDatabase('postgres');
  const env = {
    DATABASE_URL: database.databaseUrl!,
    DATA_DIR: database.dataDir,
    SEED_DEMO: 'false',
    JWT_SECRET,
    ADMIN_EMAILS: ADMIN_EMAIL,
  };
  // The first start migrates the empty database; the orders are then built behind its back.
  await (await startShopProcess(env, PORT)).stop();
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  let shop: ShopProcess | undefined;
  try {
    await fillOrders(client);
    shop = await startShopProcess(env, PORT);
    const token = await new SignJWT({ email: ADMIN_EMAIL, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(crypto.randomUUID())
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(new TextEncoder().encode(JWT_SECRET));
    const sample = (await client.query(`select id, order_number, phone, email, first_name, last_name from orders order by order_number desc offset 12345 limit 1`)).rows[0];
    const phone = String(sample.phone);
    const international = `+20 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const yearAgoPlus60 = new Date(Date.now() - 305 * 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

    const calls: Array<[string, string]> = [
      ['desk: first page', '/api/admin/orders'],
      ['desk: status tab (shipped)', '/api/admin/orders?status=shipped'],
      ['desk: governorate + 60 days', `/api/admin/orders?governorate=Giza&from=${yearAgo}&to=${yearAgoPlus60}`],
      ['search: phone 01…', `/api/admin/orders?q=${phone}`],
      ['search: phone +20 …', `/api/admin/orders?q=${encodeURIComponent(international)}`],
      ['search: order number #…', `/api/admin/orders?q=${encodeURIComponent(`#${sample.order_number}`)}`],
      ['search: name', `/api/admin/orders?q=${encodeURIComponent(`${sample.last_name}`)}`],
      ['search: e-mail', `/api/admin/orders?q=${encodeURIComponent(String(sample.email))}`],
      ['order detail', `/api/admin/orders/${sample.id}`],
      ['dashboard: sales summary', '/api/admin/dashboard/sales-summary'],
      ['dashboard: 30 days by date', `/api/admin/dashboard/sales-by-date-range?startDate=${monthAgo}&endDate=${today}`],
      ['dashboard: cash cards', '/api/admin/dashboard/cash'],
      ['dashboard: confirmation', '/api/admin/dashboard/confirmation'],
      ['returns report', '/api/admin/returns/report'],
      ['abandoned carts (500 open)', '/api/admin/abandoned-carts'],
    ];
    const results: LoadResult[] = [];
    for (const [name, path] of calls) {
      const check = await fetch(`${shop.url}${path}`, { headers: { authorization: token } });
      if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
      results.push(await load(name, `${shop.url}${path}`, { connections: 10, seconds, warmupSeconds: 2, headers: { authorization: token } }));
    }
    console.log(`\nOrder desk at ${ORDERS.toLocaleString('en')} orders on PostgreSQL, 10 connections, ${seconds} s per call after a 2 s warm-up`);
    console.table(results.map((r) => ({ call: r.name, 'req/s': r.requestsPerSecond, 'p50 ms': r.p50, 'p99 ms': r.p99, non2xx: r.non2xx, errors: r.errors })));

    // About 100,000 orders: the newest tenth of two years is 73 days.
    const exportFrom = new Date(Date.now() - 73 * 86_400_000).toISOString().slice(0, 10);
    const inRange = (await client.query(`select count(*) from orders where created_at >= $1::date`, [exportFrom])).rows[0].count;
    const exported = await rssDuring(shop, () => download(`${shop!.url}/api/admin/orders/export.csv?from=${exportFrom}`, token));
    console.log(
      `\nCSV export of ${Number(inRange).toLocaleString('en')} orders: ${exported.result.status}, ${(exported.result.bytes / 1_048_576).toFixed(1)} MB in ${(exported.result.ms / 1000).toFixed(1)} s; ` +
        `shop RSS ${exported.beforeMb} MB before, ${exported.peakMb} MB at its peak (+${exported.peakMb - exported.beforeMb} MB; target < 50 MB)`,
    );
    const all = await rssDuring(shop, () => download(`${shop!.url}/api/admin/dashboard/all-orders`, token));
    console.log(
      `all-orders (the spec's call, every order): ${all.result.status}, ${(all.result.bytes / 1_048_576).toFixed(0)} MB in ${(all.result.ms / 1000).toFixed(1)} s; ` +
        `shop RSS ${all.beforeMb} MB before, ${all.peakMb} MB at its peak (+${all.peakMb - all.beforeMb} MB)`,
    );
    console.log(`shop peak RSS over the whole run: ${shop.peakMemoryMb()} MB`);

    await explainAll(client, [
      ['first page', `select * from orders order by created_at desc, id desc limit 20`, []],
      [
        'first page with lines, shipment and risk (one statement, as findOrderPage sends it)',
        `select o.*,
           (select coalesce(json_agg(json_build_object('id', l.id, 'title', l.title, 'size', l.size, 'quantity', l.quantity) order by l.title, l.size), '[]'::json)
              from order_lines l where l.order_id = o.id) as lines,
           (select json_build_object('id', s.id, 'settledOn', st.received_at) from shipments s left join settlements st on st.id = s.settlement_id where s.order_id = o.id) as shipment,
           (select json_build_object('orders', count(*), 'delivered', count(*) filter (where r.status = 'delivered'), 'refused', count(*) filter (where r.cancel_reason = 'refused_on_delivery'))
              from orders r where r.phone = o.phone) as risk
         from orders o order by created_at desc, id desc limit 20`,
        [],
      ],
      [
        'returns report: pieces delivered per product and size (delivered_pieces)',
        `select product_id, min(title) filter (where pieces > 0), size, sum(pieces) from delivered_pieces group by product_id, size having sum(pieces) > 0`,
        [],
      ],
      [
        'returns report: pieces delivered per product and size, read from the lines (before delivered_pieces)',
        `select l.product_id, min(l.title), l.size, sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
           where o.delivered_at is not null and o.total_piastres > 0 group by l.product_id, l.size`,
        [],
      ],
      [
        "abandoned carts: has a lost guest's cart become an order (orders_guest_created_idx)",
        `select exists (select 1 from abandoned_carts a join orders o on o.guest_id = a.guest_id and o.created_at > a.last_change_at where a.email = 'lost400@mail.test')`,
        [],
      ],
      ['status tab', `select * from orders where status = 'shipped' order by created_at desc, id desc limit 20`, []],
      ['phone', `select * from orders where phone = $1 order by created_at desc, id desc limit 20`, [phone]],
      ['order number', `select * from orders where order_number = $1`, [sample.order_number]],
      ['name', `select * from orders where first_name || ' ' || last_name ilike $1 order by created_at desc, id desc limit 20`, [`%${sample.last_name}%`]],
      ['name counts', `select status, count(*) from orders where first_name || ' ' || last_name ilike $1 group by status`, [`%${sample.last_name}%`]],
      ['e-mail (a whole address)', `select * from orders where email = $1 order by created_at desc, id desc limit 20`, [sample.email]],
      ['e-mail (part of one)', `select * from orders where email ilike $1 order by created_at desc, id desc limit 20`, [`%${String(sample.email).split('@')[0]}@%`]],
      ['counts, no filter (per-day totals)', `select status, sum(orders) from order_day_status_totals group by status having sum(orders) > 0`, []],
      ['counts, governorate (per-day totals)', `select status, sum(orders) from order_day_totals where governorate = 'Giza' group by status having sum(orders) > 0`, []],
      ['sales summary (per-day totals)', `select sum(total_piastres), sum(orders) from order_day_status_totals where status not in ('cancelled', 'refunded')`, []],
      [
        'cash collected this month',
        `select sum(cash_collected_piastres) from orders where status = 'delivered'
           and delivered_at >= (date_trunc('month', now() at time zone 'Africa/Cairo') at time zone 'Africa/Cairo')`,
        [],
      ],
      ['shipped in 30 days', `select count(*) from orders where shipped_at is not null and shipped_at >= now() - interval '30 days'`, []],
      [
        'refused in 30 days',
        `select count(*) from orders where shipped_at is not null and shipped_at >= now() - interval '30 days' and cancel_reason = 'refused_on_delivery'`,
        [],
      ],
      ['customer history', `select count(*) from orders where email = $1 or phone = $2`, [sample.email, phone]],
      ['abandoned carts: markRecoveredCarts', MARK_RECOVERED_CARTS, []],
    ]);
    // The same statement as the shop ran it before orders_guest_created_idx (undone by the rollback).
    await client.query('begin');
    await client.query('drop index orders_guest_created_idx');
    await explainAll(client, [['abandoned carts: markRecoveredCarts without orders_guest_created_idx', MARK_RECOVERED_CARTS, []]]);
    await client.query('rollback');
  } finally {
    await shop?.stop();
    await client.end();
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
