import { and, asc, eq, getTableColumns, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, orderStatusChanges, settlements, shipmentEvents, shipments } from '../../db/schema';
import { FINAL_SHIPMENT_STATES, type Courier, type ShipmentState } from '../../../shared/shipping-courier';

export type ShipmentRow = typeof shipments.$inferSelect & {
  /** The day the courier's settlement of this order's cash was received (joined from settlements). */
  settledOn?: string | null;
};

/** The shipments of these orders, by order id, with the day their cash was settled. */
export async function findShipmentsOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, ShipmentRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ shipment: shipments, settledOn: settlements.receivedAt })
    .from(shipments)
    .leftJoin(settlements, eq(settlements.id, shipments.settlementId))
    .where(inArray(shipments.orderId, orderIds));
  return new Map(rows.map(({ shipment, settledOn }) => [shipment.orderId, { ...shipment, settledOn }]));
}

/**
 * A hand-off's claim not renewed for this long is taken over: its process died, or lost its
 * database connection, while the courier was answering. The hand-off renews its claims
 * (`renewClaims`) just before each call to the courier, one create batch or one round of
 * look-ups, so a claim still in use is never older than one such call: at most
 * BOSTA_TIMEOUT_MS (30 s) for a create batch, BOSTA_LOOKUP_TIMEOUT_MS (15 s) for a round of
 * look-ups made side by side, then the client gives up. 15 minutes is 30 times the longest:
 * a claim never looks abandoned while its call is still in flight on a slow Bosta (a second
 * request would then send the same orders again). A claim taken over is looked up at the
 * courier before anything is sent (handoff.service.ts).
 */
export const STALE_CLAIM_MS = 15 * 60_000;
const STALE_CLAIM = sql.raw(`interval '${STALE_CLAIM_MS / 1000} seconds'`);

/**
 * Claims orders' shipments for a hand-off, in one statement: a new row each, or a failed (or
 * long-abandoned) one taken again, or one the courier withdrew before pickup sent anew. Only
 * one request can hold an order's claim, so the courier is called once per order however often
 * the desk retries. Answers the rows claimed; an order left out is held by someone else or sent.
 */
export async function claimShipments(
  db: DbOrTx,
  claims: Array<{ orderId: string; courier: Courier; codAmountPiastres: number; districtId: string | null }>,
): Promise<ClaimedRow[]> {
  if (claims.length === 0) return [];
  return db
    .insert(shipments)
    // Sorted: two requests claiming overlapping orders take their rows in the same order (no deadlock).
    .values([...claims].sort((a, b) => a.orderId.localeCompare(b.orderId)).map((claim) => ({ ...claim, handoff: 'sending' as const })))
    .onConflictDoUpdate({
      target: shipments.orderId,
      set: {
        handoff: 'sending',
        claimedAt: sql`now()`,
        courier: sql`excluded.courier`,
        codAmountPiastres: sql`excluded.cod_amount_piastres`,
        districtId: sql`excluded.district_id`,
        handoffError: null,
        // A withdrawn shipment sent again starts over.
        state: 'created',
        lastEventAt: null,
        codCollectedPiastres: null,
        exceptionReason: null,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${shipments.handoff} = 'failed' or (${shipments.handoff} = 'sending' and ${shipments.claimedAt} < now() - ${STALE_CLAIM})
        or (${shipments.handoff} = 'sent' and ${shipments.state} = 'cancelled')`,
    })
    // A row made by this statement has both times from the same now(); a row taken again was
    // made before. Its tracking number is still the last delivery's (a withdrawn one).
    .returning({ ...getTableColumns(shipments), reclaimed: sql<boolean>`${shipments.createdAt} < ${shipments.claimedAt}` });
}

/** A claimed shipment row; `reclaimed` when the row existed before (a hand-off before may have reached the courier). */
export type ClaimedRow = typeof shipments.$inferSelect & { reclaimed: boolean };

/** Renews these claims just before a call to the courier (see STALE_CLAIM_MS). */
export async function renewClaims(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(shipments).set({ claimedAt: sql`now()` }).where(and(inArray(shipments.id, ids), eq(shipments.handoff, 'sending')));
}

export async function findShipmentsByOrders(db: DbOrTx, orderIds: string[]): Promise<ShipmentRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(shipments).where(inArray(shipments.orderId, orderIds));
}

export async function findShipmentByOrder(db: DbOrTx, orderId: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return row;
}

/** Records the courier's answers of a hand-off in two statements: the deliveries created, and the claims it refused. */
export async function recordHandoffs(
  db: DbOrTx,
  sent: Array<{ id: string; trackingNumber: string | null; courierDeliveryId: string | null }>,
  failed: Array<{ id: string; error: string }>,
  at: Date,
): Promise<void> {
  if (sent.length > 0) {
    const values = sql.join(sent.map((row) => sql`(${row.id}::uuid, ${row.trackingNumber}::text, ${row.courierDeliveryId}::text)`), sql`, `);
    await db.execute(sql`
      update ${shipments} set handoff = 'sent', state = 'created', handoff_error = null, checked_at = ${at.toISOString()}::timestamptz, updated_at = now(),
        tracking_number = answered.tracking_number, courier_delivery_id = answered.delivery_id
      from (values ${values}) as answered(id, tracking_number, delivery_id)
      where ${shipments.id} = answered.id`);
  }
  if (failed.length > 0) {
    const values = sql.join(failed.map((row) => sql`(${row.id}::uuid, ${row.error.slice(0, 500)}::text)`), sql`, `);
    await db.execute(sql`
      update ${shipments} set handoff = 'failed', handoff_error = refused.error, updated_at = now()
      from (values ${values}) as refused(id, error)
      where ${shipments.id} = refused.id and ${shipments.handoff} = 'sending'`);
  }
}

/** The shipment of a tracking number, or of an order, locked until the transaction ends. */
export async function lockShipment(tx: DbOrTx, where: { trackingNumber: string } | { orderId: string }): Promise<ShipmentRow | undefined> {
  const condition = 'trackingNumber' in where ? eq(shipments.trackingNumber, where.trackingNumber) : eq(shipments.orderId, where.orderId);
  const [row] = await tx.select().from(shipments).where(and(condition, eq(shipments.handoff, 'sent'))).for('update');
  return row;
}

/** Records an event as handled; false when it already was (a redelivery). */
export async function recordEvent(tx: DbOrTx, event: { id: string; shipmentId: string | null; state: ShipmentState | null; eventAt: Date | null; applied: boolean }): Promise<boolean> {
  const rows = await tx.insert(shipmentEvents).values(event).onConflictDoNothing().returning({ id: shipmentEvents.id });
  return rows.length === 1;
}

export async function setEventApplied(tx: DbOrTx, id: string, applied: boolean): Promise<void> {
  await tx.update(shipmentEvents).set({ applied }).where(eq(shipmentEvents.id, id));
}

export async function applyShipmentState(
  tx: DbOrTx,
  id: string,
  change: { state: ShipmentState; lastEventAt: Date; now: Date; codCollectedPiastres?: number | null; exceptionReason: string | null },
): Promise<void> {
  await tx
    .update(shipments)
    .set({
      state: change.state,
      lastEventAt: change.lastEventAt,
      checkedAt: change.now,
      exceptionReason: change.exceptionReason,
      ...(change.codCollectedPiastres !== undefined ? { codCollectedPiastres: change.codCollectedPiastres } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(shipments.id, id));
}

/** Shipments a courier reports by itself whose last news is older than `before`: the poll reads them, quietest first. */
export async function findQuietShipments(db: DbOrTx, courier: Courier, before: Date, limit: number): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.handoff, 'sent'),
        eq(shipments.courier, courier),
        notInArray(shipments.state, [...FINAL_SHIPMENT_STATES]),
        lt(shipments.checkedAt, before),
      ),
    )
    .orderBy(asc(shipments.checkedAt))
    .limit(limit);
}

export async function touchChecked(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(shipments).set({ checkedAt: at }).where(eq(shipments.id, id));
}

/** Delivered, unsettled shipments of these orders, locked for a settlement. */
export async function lockForSettlement(tx: DbOrTx, orderIds: string[]) {
  return tx
    .select({ shipment: shipments, orderNumber: orders.orderNumber })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(inArray(shipments.orderId, orderIds))
    .for('update', { of: shipments });
}

export async function insertSettlement(tx: DbOrTx, settlement: typeof settlements.$inferInsert) {
  const [row] = await tx.insert(settlements).values(settlement).returning();
  return row!;
}

export async function markSettled(tx: DbOrTx, settlementId: string, shipmentIds: string[]): Promise<void> {
  await tx.update(shipments).set({ settlementId, updatedAt: sql`now()` }).where(and(inArray(shipments.id, shipmentIds), isNull(shipments.settlementId)));
}

/** History lines of many orders in one statement (the hand-off's "Bosta: shipment created"). */
export async function insertStatusChanges(db: DbOrTx, changes: Array<typeof orderStatusChanges.$inferInsert>): Promise<void> {
  if (changes.length > 0) await db.insert(orderStatusChanges).values(changes);
}
