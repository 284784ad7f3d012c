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

/**
 * How long a pickup's claim holds before another process may take it: far longer than one
 * booking's calls to Bosta (a look-up, 15 s, and up to two creates, 30 s each, and a second
 * look-up: under 2 minutes), so a live booking never looks abandoned.
 */
export const PICKUP_STALE_CLAIM_MS = 15 * 60 * 1000;
const PICKUP_STALE_CLAIM = sql.raw(`interval '${PICKUP_STALE_CLAIM_MS / 1000} seconds'`);

/**
 * Claims the booking of an approved request's pickup, in one conditional statement: only a
 * request still to book (approved, pickup_by null) and not held by a live claim. Answers
 * undefined when it is not to book or someone else holds it; `reclaimed` when it was claimed
 * before (that booking may have reached Bosta: look up before creating).
 */
export async function claimPickup(db: DbOrTx, id: string): Promise<{ reclaimed: boolean } | undefined> {
  const rows = await db
    .update(returnRequests)
    .set({ pickupClaimedAt: sql`now()`, pickupTries: sql`${returnRequests.pickupTries} + 1` })
    .where(
      and(
        eq(returnRequests.id, id),
        eq(returnRequests.state, 'approved'),
        isNull(returnRequests.pickupBy),
        sql`(${returnRequests.pickupClaimedAt} is null or ${returnRequests.pickupClaimedAt} < now() - ${PICKUP_STALE_CLAIM})`,
      ),
    )
    .returning({ tries: returnRequests.pickupTries });
  return rows[0] ? { reclaimed: rows[0].tries > 1 } : undefined;
}

/**
 * Writes a booked pickup and, with `event`, a history row for it (kind 'pickup_booked', the state
 * kept, not yet mailed) in one transaction, the request locked: only a request still to book is
 * written, so the row (and its mail) is recorded once even if two bookings ended at once.
 * Answers whether it wrote.
 */
export async function recordPickupBooked(db: DbOrTx, id: string, values: Partial<typeof returnRequests.$inferInsert>, event: { note: string } | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request || request.pickupBy !== null) return false;
    await updateRequest(tx, id, values);
    if (event && request.state === 'approved') {
      await insertEvent(tx, { requestId: id, fromState: request.state, toState: request.state, kind: 'pickup_booked', changedBy: null, note: event.note });
    }
    return true;
  });
}

/** Lets a claim go with the pickup still to book (Bosta could not say whether it holds it): the job tries again. */
export async function releasePickup(db: DbOrTx, id: string, note: string): Promise<void> {
  await db.update(returnRequests).set({ pickupClaimedAt: null, pickupNote: note, updatedAt: sql`now()` }).where(and(eq(returnRequests.id, id), isNull(returnRequests.pickupBy)));
}

/**
 * Approved requests whose pickup is still to book: quiet for `delayMs` since their last change
 * (the approval's own after-commit call had its chance), or held by a claim gone stale. Oldest first.
 */
export async function findPickupsToBook(db: DbOrTx, delayMs: number, limit: number): Promise<string[]> {
  const delay = sql.raw(`interval '${Math.round(delayMs / 1000)} seconds'`);
  const rows = await db
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(
      and(
        eq(returnRequests.state, 'approved'),
        isNull(returnRequests.pickupBy),
        sql`((${returnRequests.pickupClaimedAt} is null and ${returnRequests.updatedAt} < now() - ${delay}) or ${returnRequests.pickupClaimedAt} < now() - ${PICKUP_STALE_CLAIM})`,
      ),
    )
    .orderBy(asc(returnRequests.updatedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The exchange orders among these whose new size goes out, or may yet go out, with a Bosta
 * exchange: `booked` when the exchange (type 30) is booked, else its request is approved with the
 * pickup still to book (the booking may yet make it an exchange). With the return's number.
 */
export async function bostaExchangeOrders(db: DbOrTx, orderIds: string[]): Promise<Map<string, { number: number; booked: boolean }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: returnRequests.exchangeOrderId, number: returnRequests.number, pickupBy: returnRequests.pickupBy })
    .from(returnRequests)
    .where(
      and(
        inArray(returnRequests.exchangeOrderId, orderIds),
        or(
          and(eq(returnRequests.pickupBy, 'bosta'), sql`${returnRequests.pickupNote} like 'bosta:30:%'`),
          and(isNull(returnRequests.pickupBy), eq(returnRequests.state, 'approved')),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.orderId!, { number: row.number, booked: row.pickupBy === 'bosta' }]));
}
