import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cairoMonthStartDay as monthStartDay } from '../../db/shop-time';
import { orders, settlements, shipments } from '../../db/schema';
import type { Courier } from '../../../shared/shipping-courier';

export type SettlementRow = typeof settlements.$inferSelect;

export async function findSettlements(db: DbOrTx, limit = 200): Promise<Array<SettlementRow & { orderIds: string[] }>> {
  const rows = await db.select().from(settlements).orderBy(desc(settlements.receivedAt), desc(settlements.createdAt)).limit(limit);
  if (rows.length === 0) return [];
  const members = await db
    .select({ settlementId: shipments.settlementId, orderId: shipments.orderId })
    .from(shipments)
    .where(inArray(shipments.settlementId, rows.map((row) => row.id)));
  return rows.map((row) => ({ ...row, orderIds: members.filter((member) => member.settlementId === row.id).map((member) => member.orderId) }));
}

/** Delivered shipments whose cash the courier still owes, oldest delivery first. */
export async function findUnsettled(db: DbOrTx) {
  return db
    .select({
      courier: shipments.courier,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      cashPiastres: sql<number>`coalesce(${shipments.codCollectedPiastres}, ${shipments.codAmountPiastres})`.mapWith(Number),
      deliveredAt: sql<Date>`coalesce(${orders.deliveredAt}, ${shipments.lastEventAt}, ${shipments.updatedAt})`.mapWith((value) => new Date(value as string)),
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.state, 'delivered'), isNull(shipments.settlementId)))
    .orderBy(sql`4 asc`, orders.orderNumber);
}


/** The dashboard's split cash cards, in piastres (this Cairo month). */
export async function courierCashFigures(db: DbOrTx): Promise<{ withCourier: number; withCourierOrders: number; settled: number }> {
  const result = await db.execute(sql`
    select
      (select sum(coalesce(${shipments.codCollectedPiastres}, ${shipments.codAmountPiastres})) from ${shipments}
        where ${shipments.state} = 'delivered' and ${shipments.settlementId} is null) as with_courier,
      (select count(*) from ${shipments} where ${shipments.state} = 'delivered' and ${shipments.settlementId} is null)::int as with_courier_orders,
      (select sum(${settlements.amountPiastres}) from ${settlements} where ${settlements.receivedAt} >= ${monthStartDay}) as settled`);
  const row = (result as unknown as { rows: Record<'with_courier' | 'with_courier_orders' | 'settled', string | number | null>[] }).rows[0];
  return {
    withCourier: Number(row?.with_courier ?? 0),
    withCourierOrders: Number(row?.with_courier_orders ?? 0),
    settled: Number(row?.settled ?? 0),
  };
}

export type SettlementCourier = Courier;
