import { and, asc, gte, lte, sql } from 'drizzle-orm';
import { NON_SALE_STATUSES } from '../../../shared/order-status';
import type { DbOrTx } from '../../db/client';
import { cairoMonthStart as monthStart, cairoToday } from '../../db/shop-time';
import { productSizes, products } from '../../db/schema/catalog';
import { sqlList } from '../../db/schema/columns';
import { orderDayStatusTotals, orders } from '../../db/schema/orders';
import { productsByIds, type ProductRecord } from '../catalogue';

// Sales are read from the per-day totals that a trigger keeps (order_day_status_totals,
// migrations 0014 and 0017): a few rows per day the shop has been open, never the order table.
const isSaleDay = sql`${orderDayStatusTotals.status} not in (${sqlList(NON_SALE_STATUSES)})`;

export type SalesTotals = { totalPiastres: number; orders: number; todayPiastres: number };

/** Sums over every order that counts as a sale. */
export async function salesTotals(db: DbOrTx): Promise<SalesTotals> {
  const [row] = await db
    .select({
      totalPiastres: sql<string>`coalesce(sum(${orderDayStatusTotals.totalPiastres}), 0)::bigint`,
      orders: sql<string>`coalesce(sum(${orderDayStatusTotals.orders}), 0)::bigint`,
      todayPiastres: sql<string>`coalesce(sum(${orderDayStatusTotals.totalPiastres}) filter (where ${orderDayStatusTotals.day} = ${cairoToday}), 0)::bigint`,
    })
    .from(orderDayStatusTotals)
    .where(isSaleDay);
  return { totalPiastres: Number(row?.totalPiastres ?? 0), orders: Number(row?.orders ?? 0), todayPiastres: Number(row?.todayPiastres ?? 0) };
}

export type DailySales = { date: string; totalPiastres: number; orders: number };

/** Sales per Cairo day from startDay to endDay ('YYYY-MM-DD', both included), days without sales left out. */
export async function dailySales(db: DbOrTx, startDay: string, endDay: string): Promise<DailySales[]> {
  const rows = await db
    .select({
      date: sql<string>`to_char(${orderDayStatusTotals.day}, 'YYYY-MM-DD')`,
      total: sql<string>`sum(${orderDayStatusTotals.totalPiastres})::bigint`,
      orders: sql<string>`sum(${orderDayStatusTotals.orders})::bigint`,
    })
    .from(orderDayStatusTotals)
    .where(and(isSaleDay, gte(orderDayStatusTotals.day, startDay), lte(orderDayStatusTotals.day, endDay)))
    .groupBy(orderDayStatusTotals.day)
    // A day whose orders were all cancelled keeps rows that add up to nothing.
    .having(sql`sum(${orderDayStatusTotals.orders}) > 0`)
    .orderBy(orderDayStatusTotals.day);
  return rows.map((row) => ({ date: row.date, totalPiastres: Number(row.total), orders: Number(row.orders) }));
}

export type CashFigures = {
  toCollectPiastres: number;
  toCollectOrders: number;
  collectedThisMonthPiastres: number;
  shippedLast30Days: number;
  refusedLast30Days: number;
  /** The shipping fees of those refused orders. */
  refusedShippingLast30DaysPiastres: number;
};

// monthStart: the first moment of this month in Cairo, written inline (db/shop-time.ts says why).

/**
 * Cash on delivery at a glance, in one round trip. Cash on the road comes from the per-day
 * totals (the shipped rows); the month's deliveries and the last 30 days' shipments from the
 * orders' own `delivered_at` and `shipped_at` (set when the status changes, migration 0016),
 * each through a small index that holds what is summed: however long the shop has been open,
 * they read only the period's orders and never the orders themselves.
 */
export async function cashFigures(db: DbOrTx): Promise<CashFigures> {
  const last30Days = sql`now() - interval '30 days'`;
  const result = await db.execute(sql`
    select
      (select coalesce(sum(${orderDayStatusTotals.totalPiastres}), 0)::bigint from ${orderDayStatusTotals} where ${orderDayStatusTotals.status} = 'shipped') as to_collect,
      (select coalesce(sum(${orderDayStatusTotals.orders}), 0)::bigint from ${orderDayStatusTotals} where ${orderDayStatusTotals.status} = 'shipped') as to_collect_orders,
      -- Delivered this month and still delivered (a refund takes the cash back out).
      (select coalesce(sum(${orders.cashCollectedPiastres}), 0)::bigint from ${orders}
        where ${orders.status} = 'delivered' and ${orders.deliveredAt} >= ${monthStart}) as collected,
      (select count(*)::bigint from ${orders} where ${orders.shippedAt} is not null and ${orders.shippedAt} >= ${last30Days}) as shipped,
      (select count(*)::bigint from ${orders}
        where ${orders.shippedAt} is not null and ${orders.shippedAt} >= ${last30Days} and ${orders.cancelReason} = 'refused_on_delivery') as refused,
      (select coalesce(sum(${orders.shippingFeePiastres}), 0)::bigint from ${orders}
        where ${orders.shippedAt} is not null and ${orders.shippedAt} >= ${last30Days} and ${orders.cancelReason} = 'refused_on_delivery') as refused_shipping`);
  const row = (result as unknown as { rows: Record<'to_collect' | 'to_collect_orders' | 'collected' | 'shipped' | 'refused' | 'refused_shipping', string | number>[] }).rows[0]!;
  return {
    toCollectPiastres: Number(row.to_collect),
    toCollectOrders: Number(row.to_collect_orders),
    collectedThisMonthPiastres: Number(row.collected),
    shippedLast30Days: Number(row.shipped),
    refusedLast30Days: Number(row.refused),
    refusedShippingLast30DaysPiastres: Number(row.refused_shipping),
  };
}

/**
 * One page of the products whose summed stock over all sizes is at most `threshold`, lowest
 * stock first, and how many there are in all. This query only picks and orders the ids; the
 * catalogue repository loads the page's products themselves.
 */
export async function lowStockProducts(db: DbOrTx, threshold: number, page: number, pageSize: number): Promise<{ products: ProductRecord[]; total: number }> {
  const stock = sql<string>`coalesce(sum(${productSizes.quantity}), 0)::bigint`;
  const found = await db
    .select({ id: products.id, total: sql<string>`count(*) over ()` })
    .from(products)
    .leftJoin(productSizes, sql`${productSizes.productId} = ${products.id}`)
    .groupBy(products.id)
    .having(sql`${stock} <= ${threshold}`)
    .orderBy(sql`${stock} asc`, asc(products.title), asc(products.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = found.length > 0 ? Number(found[0]!.total) : page === 1 ? 0 : await countLowStock(db, threshold);
  return { products: await productsByIds(db, found.map((row) => row.id)), total };
}

/** How many products are low, for a page past the last one (the window count comes with rows only). */
async function countLowStock(db: DbOrTx, threshold: number): Promise<number> {
  const result = await db.execute(sql`select count(*) as n from (
    select ${products.id} from ${products} left join ${productSizes} on ${productSizes.productId} = ${products.id}
    group by ${products.id} having coalesce(sum(${productSizes.quantity}), 0) <= ${threshold}) low`);
  return Number((result as unknown as { rows: Array<{ n: string | number }> }).rows[0]!.n);
}
