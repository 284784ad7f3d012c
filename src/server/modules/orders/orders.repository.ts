import { and, asc, desc, eq, inArray, isNull, lt, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { noteColumns, type HistoryNote } from './history-note';
import { orderLines, orders, orderStatusChanges, promoRedemptions } from '../../db/schema/index';
import type { OrderStatus } from '../../../shared/order-status';
import { emailIdentityKey } from '../../../shared/email-identity';
import { findShipmentsOf, type ShipmentRow } from '../shipments';
import { orderWithLinesFrom, withLinesColumns } from './order-folded.repository';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId' | 'id'>;
export type OrderWithLines = OrderRow & { lines: OrderLineRow[]; shipment?: ShipmentRow | null };

export async function insertOrder(tx: DbOrTx, order: NewOrder, lines: NewOrderLine[]): Promise<string> {
  const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
  const orderId = row!.id;
  await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId })));
  return orderId;
}

export async function insertStatusChange(
  tx: DbOrTx,
  change: { orderId: string; fromStatus: string | null; toStatus: string; changedBy: string | null; note?: HistoryNote },
): Promise<void> {
  await tx.insert(orderStatusChanges).values({ ...change, ...noteColumns(change.note) });
}

/** The order locked for the rest of the transaction; with userId, only when it is theirs. */
export async function lockOrder(tx: DbOrTx, orderId: string, userId?: string): Promise<OrderRow | undefined> {
  const where = userId ? and(eq(orders.id, orderId), eq(orders.userId, userId)) : eq(orders.id, orderId);
  const rows = await tx.select().from(orders).where(where).for('update');
  return rows[0];
}

export async function setOrderStatus(tx: DbOrTx, orderId: string, status: OrderStatus, stockHeld: boolean): Promise<void> {
  await tx
    .update(orders)
    .set({
      status,
      stockHeld: stockHeld ? 1 : 0,
      updatedAt: sql`now()`,
      // The moment it last left for the customer and last reached them (the cash cards count by these).
      ...(status === 'shipped' ? { shippedAt: sql`now()` } : {}),
      ...(status === 'delivered' ? { deliveredAt: sql`now()` } : {}),
    })
    .where(eq(orders.id, orderId));
}

export async function findLinesOf(db: DbOrTx, orderIds: string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.orderId), asc(orderLines.title), asc(orderLines.size));
}

/** The orders with their lines and courier shipment (issue 35). */
export async function withLines<R extends OrderRow>(db: DbOrTx, rows: R[]): Promise<Array<R & { lines: OrderLineRow[]; shipment: ShipmentRow | null }>> {
  const ids = rows.map((row) => row.id);
  // One after the other: `db` may be a transaction, whose one connection runs one statement at a time.
  const lines = await findLinesOf(db, ids);
  const shipmentsOf = await findShipmentsOf(db, ids);
  return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.orderId === row.id), shipment: shipmentsOf.get(row.id) ?? null }));
}

/** One order with its lines and shipment, in one statement. */
export async function findOrderWithLines(db: DbOrTx, orderId: string): Promise<OrderWithLines | undefined> {
  const [row] = await db.select({ order: orders, ...withLinesColumns() }).from(orders).where(eq(orders.id, orderId));
  return row && orderWithLinesFrom(row.order, row);
}

/** Newest first; one user's orders, or every order for the admin desk. */
export async function findOrdersWithLines(db: DbOrTx, filter: { userId?: string } = {}): Promise<OrderWithLines[]> {
  const query = db.select().from(orders);
  const rows = await (filter.userId ? query.where(eq(orders.userId, filter.userId)) : query).orderBy(desc(orders.createdAt), desc(orders.id));
  return withLines(db, rows);
}

/**
 * Serialises orders with a code that has per-customer rules (WELCOME10's first order among
 * them), per e-mail and per phone until the transaction ends, so "first order of this address
 * and this number" and "once per customer" are decided by one transaction at a time. Both keys
 * are taken in one statement, always in the same order (left to right), to avoid deadlocks.
 */
export async function lockCustomerIdentity(tx: DbOrTx, email: string, phone: string): Promise<void> {
  const [first, second] = [`email:${emailIdentityKey(email)}`, `phone:${phone}`].sort();
  await tx.execute(sql`select pg_advisory_xact_lock(7310, hashtext(${first})), pg_advisory_xact_lock(7310, hashtext(${second}))`);
}

export async function insertRedemption(tx: DbOrTx, redemption: { code: string; email: string; phone: string; orderId: string }): Promise<void> {
  await tx.insert(promoRedemptions).values(redemption).onConflictDoNothing();
}

export async function deleteRedemption(tx: DbOrTx, orderId: string): Promise<void> {
  await tx.delete(promoRedemptions).where(eq(promoRedemptions.orderId, orderId));
}

export async function markConfirmationSent(db: DbOrTx, orderId: string): Promise<void> {
  await db.update(orders).set({ confirmationSentAt: sql`now()` }).where(eq(orders.id, orderId));
}

/** Orders whose confirmation mail has not gone out, placed between the two moments. */
export async function findUnconfirmedOrderIds(db: DbOrTx, placedAfter: Date, placedBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNull(orders.confirmationSentAt), gt(orders.createdAt, placedAfter), lt(orders.createdAt, placedBefore)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Gives the guest orders placed with this (proven) e-mail address to its account. */
export async function claimGuestOrders(tx: DbOrTx, owner: { email: string; userId: string }): Promise<void> {
  await tx
    .update(orders)
    .set({ userId: owner.userId })
    .where(and(isNull(orders.userId), eq(orders.email, owner.email)));
}
