import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { SystemNote } from '../../../shared/history-notes';
import { noteColumns } from '../orders';
import type { DbOrTx } from '../../db/client';
import { orders, orderStatusChanges, productSizes, returnEvents, returnLines, returnRequests, users } from '../../db/schema/index';
import type { ReturnState } from '../../../shared/returns';
import type { Size } from '../../../shared/sizes';

export type ReturnRequestRow = typeof returnRequests.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export type ReturnEventRow = typeof returnEvents.$inferSelect & { byEmail: string | null };
export type ReturnWithParts = ReturnRequestRow & {
  lines: ReturnLineRow[];
  events: ReturnEventRow[];
  order: typeof orders.$inferSelect;
  exchangeOrderNumber: number | null;
  /** The exchange order's total (the charge the staff decided) and status, when there is one. */
  exchangeOrder: { totalPiastres: number; status: string } | null;
};

export async function insertRequest(
  tx: DbOrTx,
  request: typeof returnRequests.$inferInsert,
  lines: Array<Omit<typeof returnLines.$inferInsert, 'requestId'>>,
): Promise<{ id: string; number: number }> {
  const [row] = await tx.insert(returnRequests).values(request).returning({ id: returnRequests.id, number: returnRequests.number });
  await tx.insert(returnLines).values(lines.map((line) => ({ ...line, requestId: row!.id })));
  return row!;
}

/**
 * A line on the order's own history (who and when), in the order's current status. Marked as
 * mailed: it is no status change, and the status mails must never take it for one.
 */
export async function insertOrderNote(tx: DbOrTx, entry: { orderId: string; status: string; changedBy: string | null; note: SystemNote }): Promise<void> {
  await tx.insert(orderStatusChanges).values({ orderId: entry.orderId, fromStatus: entry.status, toStatus: entry.status, changedBy: entry.changedBy, ...noteColumns(entry.note), mailedAt: sql`now()` });
}

export async function markStepMailed(db: DbOrTx, eventId: string): Promise<void> {
  await db.update(returnEvents).set({ mailedAt: sql`now()` }).where(eq(returnEvents.id, eventId));
}

/** Requests with a step made between the two moments whose mail has not gone out. */
export async function findRequestsWithUnmailedSteps(db: DbOrTx, after: Date, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ requestId: returnEvents.requestId })
    .from(returnEvents)
    .where(and(isNull(returnEvents.mailedAt), gt(returnEvents.changedAt, after), lt(returnEvents.changedAt, before)))
    .limit(limit);
  return rows.map((row) => row.requestId);
}

export async function insertEvent(tx: DbOrTx, event: typeof returnEvents.$inferInsert): Promise<void> {
  await tx.insert(returnEvents).values(event);
}

/** Pieces of each order line already asked back by requests that were not rejected. */
export async function piecesAskedFor(tx: DbOrTx, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ orderLineId: returnLines.orderLineId, quantity: sql<string>`sum(${returnLines.quantity})` })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.requestId))
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.state, 'rejected')))
    .groupBy(returnLines.orderLineId);
  return new Map(rows.map((row) => [row.orderLineId, Number(row.quantity)]));
}

/** The request locked for the rest of the transaction. */
export async function lockRequest(tx: DbOrTx, id: string): Promise<ReturnRequestRow | undefined> {
  const rows = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
  return rows[0];
}

export async function updateRequest(tx: DbOrTx, id: string, values: Partial<typeof returnRequests.$inferInsert>): Promise<void> {
  await tx.update(returnRequests).set({ ...values, updatedAt: sql`now()` }).where(eq(returnRequests.id, id));
}

export async function linesOf(db: DbOrTx, requestId: string): Promise<ReturnLineRow[]> {
  return db.select().from(returnLines).where(eq(returnLines.requestId, requestId)).orderBy(returnLines.title, returnLines.size);
}

export async function setDamaged(tx: DbOrTx, lineId: string, quantity: number): Promise<void> {
  await tx.update(returnLines).set({ damagedQuantity: quantity }).where(eq(returnLines.id, lineId));
}

/** The requests with their lines, history, order and exchange order number, in the given order. */
const exchangeOf = (order: typeof orders.$inferSelect | undefined) => (order ? { totalPiastres: order.totalPiastres, status: order.status } : null);

export async function withParts(db: DbOrTx, rows: ReturnRequestRow[]): Promise<ReturnWithParts[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const orderIds = [...new Set(rows.flatMap((row) => [row.orderId, ...(row.exchangeOrderId ? [row.exchangeOrderId] : [])]))];
  const lines = await db.select().from(returnLines).where(inArray(returnLines.requestId, ids)).orderBy(returnLines.title, returnLines.size);
  const events = await db
    .select({ event: returnEvents, byEmail: users.email })
    .from(returnEvents)
    .leftJoin(users, eq(users.id, returnEvents.changedBy))
    .where(inArray(returnEvents.requestId, ids))
    .orderBy(returnEvents.changedAt, returnEvents.id);
  const orderRows = await db.select().from(orders).where(inArray(orders.id, orderIds));
  const orderOf = new Map(orderRows.map((order) => [order.id, order]));
  return rows.map((row) => ({
    ...row,
    lines: lines.filter((line) => line.requestId === row.id),
    events: events.filter(({ event }) => event.requestId === row.id).map(({ event, byEmail }) => ({ ...event, byEmail })),
    order: orderOf.get(row.orderId)!,
    exchangeOrderNumber: row.exchangeOrderId ? (orderOf.get(row.exchangeOrderId)?.orderNumber ?? null) : null,
    exchangeOrder: exchangeOf(row.exchangeOrderId ? orderOf.get(row.exchangeOrderId) : undefined),
  }));
}

export async function findRequest(db: DbOrTx, id: string): Promise<ReturnWithParts | undefined> {
  return (await withParts(db, await db.select().from(returnRequests).where(eq(returnRequests.id, id))))[0];
}

/** A customer's requests: those of orders that are theirs now (a guest order claimed at sign-in included). */
export async function findRequestsOfUser(db: DbOrTx, userId: string): Promise<ReturnWithParts[]> {
  const rows = await db
    .select({ request: returnRequests })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
  return withParts(
    db,
    rows.map((row) => row.request),
  );
}

export const RETURNS_PAGE_SIZE = 20;

export async function listRequests(db: DbOrTx, filter: { state?: ReturnState; orderId?: string; page: number }): Promise<{ rows: ReturnWithParts[]; total: number }> {
  const where = and(
    filter.state ? eq(returnRequests.state, filter.state) : undefined,
    filter.orderId ? or(eq(returnRequests.orderId, filter.orderId), eq(returnRequests.exchangeOrderId, filter.orderId)) : undefined,
  );
  const rows = await db
    .select()
    .from(returnRequests)
    .where(where)
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(RETURNS_PAGE_SIZE)
    .offset((filter.page - 1) * RETURNS_PAGE_SIZE);
  const [count] = await db.select({ n: sql<string>`count(*)` }).from(returnRequests).where(where);
  return { rows: await withParts(db, rows), total: Number(count?.n ?? 0) };
}

/** Refund recorded per order: the total decides whether the order becomes `refunded`. */
export async function refundedPiecesOf(tx: DbOrTx, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ orderLineId: returnLines.orderLineId, quantity: sql<string>`sum(${returnLines.quantity})` })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.requestId))
    .where(and(eq(returnRequests.orderId, orderId), sql`${returnRequests.refundedAt} is not null`, sql`${returnLines.exchangeSize} is null`))
    .groupBy(returnLines.orderLineId);
  return new Map(rows.map((row) => [row.orderLineId, Number(row.quantity)]));
}

export async function refundedAmountOf(tx: DbOrTx, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${returnRequests.refundPiastres}), 0)` })
    .from(returnRequests)
    .where(eq(returnRequests.orderId, orderId));
  return Number(row?.total ?? 0);
}

/** The stock of a product's size, or null when the product is not sold in it (an exchange may only ask for a size in stock). */
export async function sizeStock(tx: DbOrTx, productId: string, size: Size): Promise<number | null> {
  const rows = await tx.select({ quantity: productSizes.quantity }).from(productSizes).where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
  return rows[0]?.quantity ?? null;
}

/** The order's status, for a history note written beside it (a note does not change it). */
export async function findOrderStatus(db: DbOrTx, orderId: string): Promise<string> {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status ?? 'delivered';
}

/** The request whose Bosta pickup has this tracking number, locked; undefined when none. */
export async function lockRequestByPickup(tx: DbOrTx, trackingNumber: string): Promise<ReturnRequestRow | undefined> {
  const rows = await tx
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.pickupTrackingNumber, trackingNumber), eq(returnRequests.pickupBy, 'bosta')))
    .for('update');
  return rows[0];
}

/** The exchange order's charge: its subtotal and total (its lines stay at 0 LE). */
export async function setOrderCharge(tx: DbOrTx, orderId: string, charge: number): Promise<void> {
  await tx.update(orders).set({ subtotalPiastres: charge, totalPiastres: charge, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/** Bosta was heard from (its webhook) or asked (the poll) about this pickup. */
export async function touchPickupChecked(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(returnRequests).set({ pickupCheckedAt: at }).where(eq(returnRequests.id, id));
}

/**
 * Bosta pickups still under way that heard nothing since `before`, quietest first: approved or
 * in transit, and not yet back at the shop (an exchange's order not yet delivered counts too).
 */
export async function findQuietPickups(db: DbOrTx, before: Date, limit: number): Promise<Array<{ id: string; trackingNumber: string }>> {
  const rows = await db
    .select({ id: returnRequests.id, trackingNumber: returnRequests.pickupTrackingNumber })
    .from(returnRequests)
    .where(
      and(
        eq(returnRequests.pickupBy, 'bosta'),
        inArray(returnRequests.state, ['approved', 'in_transit']),
        isNull(returnRequests.pickupArrivedAt),
        sql`${returnRequests.pickupTrackingNumber} is not null`,
        lt(returnRequests.pickupCheckedAt, before),
      ),
    )
    .orderBy(asc(returnRequests.pickupCheckedAt))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, trackingNumber: row.trackingNumber! }));
}
