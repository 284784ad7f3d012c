/**
 * The admin's abandoned-carts list at 100,000 open carts (carts left and never ordered from,
 * their row gone: the ones the list used to check again on every visit), on PostgreSQL, in one
 * process (the service called directly: the figures are the database's work and the mapping):
 *
 * - the list as it is now (a page read from abandoned_carts_last_change_idx, the month's
 *   figures from the month's orders, nothing marked): p50/p99 of the first, 50th and 500th page;
 * - the list as it was (markRecoveredCarts over every open cart, then the page, the count and
 *   the month's figures), the same pages, with the session's indexes dropped (rolled back);
 * - that the answers are the same before the job marks the recovered carts and after;
 * - EXPLAIN (ANALYZE, BUFFERS) of the statements.
 *
 *   npx tsx bench/abandoned-carts.ts [--open 100000] [--orders 20000] [--recovered 2000] [--runs 20]
 *
 * A scratch database next to DATABASE_URL's (default postgres://postgres@127.0.0.1:5432/test),
 * dropped at the end.
 */
import { isDeepStrictEqual } from 'node:util';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { systemClock } from '../src/server/clock';
import { openPostgres } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { abandonedCartsPage, markRecoveredCarts, monthFiguresSql } from '../src/server/modules/abandoned-carts/abandoned-carts.repository';
import { cairoMonthStart, listAbandonedCarts } from '../src/server/modules/abandoned-carts/abandoned-carts.service';
import { createScratchDatabase } from '../src/server/test-support/scratch-database';
import { EMAIL_IDENTITY_KEY_SQL } from '../src/shared/email-identity';
import { ABANDONED_PAGE_SIZE } from '../src/shared/schemas/abandoned-carts';
import { MARK_RECOVERED_CARTS } from './lib/recovered-carts';

const { values: args } = parseArgs({
  options: { open: { type: 'string', default: '100000' }, orders: { type: 'string', default: '20000' }, recovered: { type: 'string', default: '2000' }, runs: { type: 'string', default: '20' } },
});
const OPEN = Number(args.open);
const ORDERS = Number(args.orders);
const RECOVERED = Math.min(Number(args.recovered), ORDERS);
const RUNS = Number(args.runs);
const PAGES = [1, 50, 500];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: +percentile(sorted, 50).toFixed(2), p99: +percentile(sorted, 99).toFixed(2) };
};
async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  const ms: number[] = [];
  for (let n = 0; n < runs + 2; n++) {
    const started = performance.now();
    await work();
    if (n >= 2) ms.push(performance.now() - started);
  }
  return ms;
}

/** The list's statements before this change (abandoned-carts.repository.ts at b6a9100). */
const OLD = {
  mark: MARK_RECOVERED_CARTS,
  page: `
    select abandoned_carts.*,
      exists (select 1 from mail_opt_outs m where m.email_key = ${EMAIL_IDENTITY_KEY_SQL('"abandoned_carts"."email"')}) as opted_out,
      (select o.order_number from orders o where o.id = abandoned_carts.recovered_order_id) as order_number
    from abandoned_carts order by last_change_at desc, id desc limit ${ABANDONED_PAGE_SIZE} offset $1`,
  count: `select count(*)::int from abandoned_carts`,
  month: `
    select
      (select coalesce(sum(a.value_piastres), 0) from abandoned_carts a where a.created_at >= $1::timestamptz) as abandoned,
      (select coalesce(sum(o.total_piastres), 0) from abandoned_carts a join orders o on o.id = a.recovered_order_id
        where o.created_at >= $1::timestamptz and o.status not in ('cancelled', 'refunded')) as recovered`,
};
const NEW_INDEXES = ['abandoned_carts_last_change_idx', 'abandoned_carts_recovered_idx', 'abandoned_carts_unrecovered_guest_idx', 'abandoned_carts_unrecovered_user_idx'];

async function fill(client: pg.Client): Promise<void> {
  const started = performance.now();
  await client.query('alter table orders disable trigger orders_day_totals');
  // Guest orders over 60 days, one guest each.
  await client.query(
    `insert into orders (email, first_name, last_name, phone, address, city, governorate, subtotal_piastres, shipping_fee_piastres, total_piastres, status, guest_id, created_at)
     select 'buyer' || g || '@mail.test', 'Mona', 'Hassan', '010' || lpad(g::text, 8, '0'), '1 Nile St', 'Cairo', 'Cairo', 40000, 5000, 45000,
            (array['delivered','delivered','delivered','shipped','cancelled'])[1 + g % 5], md5('buyer' || g)::uuid,
            now() - (60.0 * ($1::int - g) / $1::int) * interval '1 day'
     from generate_series(1, $1::int) g`,
    [ORDERS],
  );
  await client.query('alter table orders enable trigger orders_day_totals');
  // The open carts: left over two years by guests who never ordered; their rows are gone.
  await client.query(
    `insert into abandoned_carts (cart_id, guest_id, email, lines, value_piastres, last_change_at, created_at)
     select gen_random_uuid(), md5('lost' || g)::uuid, 'lost' || g || '@mail.test', '[]'::jsonb, 50000,
            now() - (g * 730.0 / $1::int) * interval '1 day', now() - (g * 730.0 / $1::int) * interval '1 day'
     from generate_series(1, $1::int) g`,
    [OPEN],
  );
  // Carts that became orders an hour after their last change: half marked by the job already, half not yet.
  await client.query(
    `insert into abandoned_carts (cart_id, guest_id, email, lines, value_piastres, last_change_at, created_at, recovered_order_id)
     select gen_random_uuid(), o.guest_id, o.email, '[]'::jsonb, 45000, o.created_at - interval '1 hour', o.created_at - interval '1 hour',
            case when o.order_number % 2 = 0 then o.id end
     from orders o order by o.created_at desc limit $1`,
    [RECOVERED],
  );
  await client.query('vacuum analyze');
  console.log(`filled ${ORDERS} orders, ${OPEN} open carts, ${RECOVERED} recovered carts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function explain(client: pg.Client, title: string, text: string, params: unknown[]): Promise<void> {
  const { rows } = await client.query(`explain (analyze, buffers, costs off) ${text}`, params);
  console.log(`\n- ${title}\n${rows.map((row: Record<string, string>) => `    ${row['QUERY PLAN']}`).join('\n')}`);
}

async function main(): Promise<void> {
  const database = await createScratchDatabase('postgres');
  const handle = await openPostgres(database.databaseUrl!);
  const client = new pg.Client({ connectionString: database.databaseUrl });
  try {
    await migrate(handle);
    await client.connect();
    await fill(client);
    const db = handle.db;
    const monthStart = cairoMonthStart(new Date());

    console.log(`\nThe list now (listAbandonedCarts), ${RUNS} runs per page after 2 warm-ups, ms:`);
    for (const page of PAGES) console.log(`  page ${String(page).padStart(3)}: ${JSON.stringify(summary(await timed(RUNS, () => listAbandonedCarts(db, systemClock, page))))}`);
    console.log('  of which:');
    console.log(`    page 1 statement:  ${JSON.stringify(summary(await timed(RUNS, () => abandonedCartsPage(db, 1, ABANDONED_PAGE_SIZE))))}`);
    console.log(`    page 500 statement: ${JSON.stringify(summary(await timed(RUNS, () => abandonedCartsPage(db, 500, ABANDONED_PAGE_SIZE))))}`);
    console.log(`    count(*):          ${JSON.stringify(summary(await timed(RUNS, () => client.query(OLD.count))))}`);
    console.log(`    month figures:     ${JSON.stringify(summary(await timed(RUNS, () => db.execute(monthFiguresSql(monthStart)))))}`);

    // The same pages as the list was, without this session's indexes (rolled back after).
    const oldRuns = Math.max(3, Math.round(RUNS / 4));
    await client.query('begin');
    for (const index of NEW_INDEXES) await client.query(`drop index ${index}`);
    console.log(`\nThe list before (mark every open cart, page, count, month), ${oldRuns} runs per page after 2 warm-ups, ms:`);
    for (const page of PAGES) {
      const ms = await timed(oldRuns, async () => {
        await client.query(OLD.mark);
        await client.query(OLD.page, [(page - 1) * ABANDONED_PAGE_SIZE]);
        await client.query(OLD.count);
        await client.query(OLD.month, [monthStart.toISOString()]);
      });
      console.log(`  page ${String(page).padStart(3)}: ${JSON.stringify(summary(ms))}`);
    }
    console.log(`    markRecoveredCarts alone: ${JSON.stringify(summary(await timed(oldRuns, () => client.query(OLD.mark))))}`);
    await explain(client, 'before: markRecoveredCarts (every open cart)', OLD.mark, []);
    await explain(client, 'before: page 500', OLD.page, [499 * ABANDONED_PAGE_SIZE]);
    await explain(client, 'before: month figures', OLD.month, [monthStart.toISOString()]);
    await client.query('rollback');

    // Same answers whether or not the job has marked the carts that became orders.
    const answers = async () => Promise.all([1, 2, 500].map((page) => listAbandonedCarts(db, systemClock, page)));
    const unmarked = await answers();
    await markRecoveredCarts(db);
    const marked = await answers();
    const recoveredShown = unmarked[0]!.results.filter((cart) => cart.recovered).length;
    console.log(`\nanswers before the job marks and after: ${isDeepStrictEqual(unmarked, marked) ? 'identical' : 'DIFFERENT'} (pages 1, 2, 500; ${recoveredShown} recovered carts on page 1, month recovered ${unmarked[0]!.month.recoveredSales} LE)`);
    // Back to half unmarked, for the plans.
    await client.query(`update abandoned_carts a set recovered_order_id = null from orders o where o.id = a.recovered_order_id and o.order_number % 2 = 1`);
    await client.query('vacuum analyze abandoned_carts');

    const dialect = new PgDialect();
    for (const page of [1, 500]) {
      const { sql: text, params } = abandonedCartsPage(db, page, ABANDONED_PAGE_SIZE).toSQL();
      await explain(client, `now: page ${page}`, text, params);
    }
    const month = dialect.sqlToQuery(monthFiguresSql(monthStart));
    await explain(client, 'now: month figures', month.sql, month.params);
  } finally {
    await client.end().catch(() => undefined);
    await handle.close();
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
