import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '../../../shared/money';
import { NON_SALE_STATUSES } from '../../../shared/order-status';
import type { DbOrTx } from '../../db/client';
import { productSizes, products } from '../../db/schema/catalog';
import { sqlList } from '../../db/schema/columns';
import { orderStatusChanges, orders } from '../../db/schema/orders';
import { listProducts, type ProductRecord } from '../catalog/catalog.repository';

const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);

// Written as the same literal list as the predicate of the partial index
// orders_sales_created_idx, so the planner can prove the index covers the query.
const isSale = sql`${orders.status} not in (${sqlList(NON_SALE_STATUSES)})`;

// The first moments of today and of tomorrow in Cairo, as timestamptz. Written as scalar
// subqueries so PostgreSQL computes them once per query (an InitPlan), not once per row, and
// created_at is compared with constants; adding the day before converting back keeps DST days right.
const cairoToday = sql`date_trunc('day', now() at time zone ${zone})`;
const todayStart = sql`(select ${cairoToday} at time zone ${zone})`;
const tomorrowStart = sql`(select (${cairoToday} + interval '1 day') at time zone ${zone})`;

export type SalesTotals = { totalPiastres: number; orders: number; todayPiastres: number };

/** Sums over every order that counts as a sale, in one pass in the database. */
export async function salesTotals(db: DbOrTx): Promise<SalesTotals> {
  const [row] = await db
    .select({
      totalPiastres: sql<string>`coalesce(sum(${orders.totalPiastres}), 0)::bigint`,
      orders: sql<string>`count(*)::bigint`,
      todayPiastres: sql<string>`coalesce(sum(${orders.totalPiastres}) filter (where ${orders.createdAt} >= ${todayStart} and ${orders.createdAt} < ${tomorrowStart}), 0)::bigint`,
    })
    .from(orders)
    .where(isSale);
  return { totalPiastres: Number(row?.totalPiastres ?? 0), orders: Number(row?.orders ?? 0), todayPiastres: Number(row?.todayPiastres ?? 0) };
}

export type DailySales = { date: string; totalPiastres: number; orders: number };

/**
 * Sales per Cairo day from startDay to endDay ('YYYY-MM-DD', both included), days without
 * sales left out. Each Cairo day of the range becomes a [start, next start) pair of
 * timestamptz and orders are joined on it, so the time-zone arithmetic runs once per day (not
 * once per order, which costs more than the scan) and each day is a range scan of the index.
 */
export async function dailySales(db: DbOrTx, startDay: string, endDay: string): Promise<DailySales[]> {
  const result = await db.execute(sql`
    with days as (
      select day::date as day,
             day at time zone ${zone} as starts,
             (day + interval '1 day') at time zone ${zone} as ends
      from generate_series(${startDay}::date::timestamp, ${endDay}::date::timestamp, interval '1 day') as day
    )
    select to_char(days.day, 'YYYY-MM-DD') as date,
           sum(${orders.totalPiastres})::bigint as total,
           count(*)::bigint as orders
    from days
    join ${orders} on ${orders.createdAt} >= days.starts and ${orders.createdAt} < days.ends and ${isSale}
    group by days.day
    order by days.day`);
  const rows = (result as unknown as { rows: { date: string; total: string | number; orders: string | number }[] }).rows;
  return rows.map((row) => ({ date: row.date, totalPiastres: Number(row.total), orders: Number(row.orders) }));
}

export type CashFigures = {
  toCollectPiastres: number;
  toCollectOrders: number;
  collectedThisMonthPiastres: number;
  shippedLast30Days: number;
  refusedLast30Days: number;
};

// The first moment of this month in Cairo, computed once per query like todayStart.
const monthStart = sql`(select date_trunc('month', now() at time zone ${zone}) at time zone ${zone})`;

/**
 * Cash on delivery at a glance, in one round trip. Each figure starts from a narrow index: the
 * shipped orders from orders_status_created_idx, the month's deliveries and the last 30 days'
 * shipments from the history's (to_status, changed_at) index, so none of them reads the whole
 * order table however long the shop has been open.
 */
export async function cashFigures(db: DbOrTx): Promise<CashFigures> {
  const changesTo = (status: 'shipped' | 'delivered', since: SQL) =>
    sql`select ${orderStatusChanges.orderId} from ${orderStatusChanges} where ${orderStatusChanges.toStatus} = ${status} and ${orderStatusChanges.changedAt} >= ${since}`;
  const last30Days = sql`now() - interval '30 days'`;
  const result = await db.execute(sql`
    select
      (select coalesce(sum(${orders.totalPiastres}), 0)::bigint from ${orders} where ${orders.status} = 'shipped') as to_collect,
      (select count(*)::bigint from ${orders} where ${orders.status} = 'shipped') as to_collect_orders,
      -- Orders delivered this month and still delivered (a refund takes the cash back out).
      (select coalesce(sum(${orders.cashCollectedPiastres}), 0)::bigint from ${orders}
        where ${orders.status} = 'delivered' and ${orders.id} in (${changesTo('delivered', monthStart)})) as collected,
      (select count(*)::bigint from ${orders} where ${orders.id} in (${changesTo('shipped', last30Days)})) as shipped,
      (select count(*)::bigint from ${orders}
        where ${orders.cancelReason} = 'refused_on_delivery' and ${orders.id} in (${changesTo('shipped', last30Days)})) as refused`);
  const row = (result as unknown as { rows: Record<'to_collect' | 'to_collect_orders' | 'collected' | 'shipped' | 'refused', string | number>[] }).rows[0]!;
  return {
    toCollectPiastres: Number(row.to_collect),
    toCollectOrders: Number(row.to_collect_orders),
    collectedThisMonthPiastres: Number(row.collected),
    shippedLast30Days: Number(row.shipped),
    refusedLast30Days: Number(row.refused),
  };
}

/**
 * Products whose summed stock over all sizes is at most `threshold`, lowest stock first. This
 * query only picks and orders the ids; the catalogue repository loads the products themselves.
 */
export async function lowStockProducts(db: DbOrTx, threshold: number): Promise<ProductRecord[]> {
  const stock = sql<string>`coalesce(sum(${productSizes.quantity}), 0)::bigint`;
  const found = await db
    .select({ id: products.id })
    .from(products)
    .leftJoin(productSizes, sql`${productSizes.productId} = ${products.id}`)
    .groupBy(products.id)
    .having(sql`${stock} <= ${threshold}`)
    .orderBy(sql`${stock} asc`, asc(products.title), asc(products.id));
  if (found.length === 0) return [];
  const byId = new Map((await listProducts(db, inArray(products.id, found.map((row) => row.id)))).map((product) => [product.id, product]));
  return found.map((row) => byId.get(row.id)).filter((product) => product !== undefined);
}
