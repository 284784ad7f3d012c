import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { MAILED_STATUSES, type OrderStatus } from '../../../shared/order-status';
import type { DbOrTx } from '../../db/client';
import { orders, orderStatusChanges } from '../../db/schema/index';

/** The order's latest status change, when its mail is still due (the order is still in that status). */
export async function findDueStatusMail(db: DbOrTx, orderId: string): Promise<{ changeId: string; status: OrderStatus } | undefined> {
  const [latest] = await db
    .select({ changeId: orderStatusChanges.id, status: orderStatusChanges.toStatus, mailedAt: orderStatusChanges.mailedAt, current: orders.status })
    .from(orderStatusChanges)
    .innerJoin(orders, eq(orders.id, orderStatusChanges.orderId))
    .where(and(eq(orderStatusChanges.orderId, orderId), sql`${orderStatusChanges.fromStatus} is distinct from ${orderStatusChanges.toStatus}`))
    .orderBy(desc(orderStatusChanges.changedAt), desc(orderStatusChanges.id))
    .limit(1);
  if (!latest || latest.mailedAt || latest.status !== latest.current || !MAILED_STATUSES.includes(latest.current)) return undefined;
  return { changeId: latest.changeId, status: latest.current };
}

export async function markStatusMailed(db: DbOrTx, changeId: string): Promise<void> {
  await db.update(orderStatusChanges).set({ mailedAt: sql`now()` }).where(eq(orderStatusChanges.id, changeId));
}

/** Orders with a mailed status change made between the two moments whose mail has not gone out. */
export async function findOrdersWithUnmailedChanges(db: DbOrTx, after: Date, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ orderId: orderStatusChanges.orderId })
    .from(orderStatusChanges)
    .where(
      and(
        isNull(orderStatusChanges.mailedAt),
        inArray(orderStatusChanges.toStatus, [...MAILED_STATUSES]),
        gt(orderStatusChanges.changedAt, after),
        lt(orderStatusChanges.changedAt, before),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.orderId);
}
