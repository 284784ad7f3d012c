/**
 * What a courier's state event does (a webhook, a poll, or the desk recording own delivery):
 * the shipment moves, and through the order status service the order follows, with its mails,
 * stock and auto-block. Each event is recorded by its key first, so the same event twice
 * counts once; an event older than the last one applied is kept as history only.
 */
import { systemNote } from '../../../shared/history-notes';
import { recordAudit } from '../audit';
import { mayApply, orderStatusFor, type Courier } from '../../../shared/shipping-courier';
import type { OrderStatus } from '../../../shared/order-status';
import type { DbOrTx } from '../../db/client';
import type { App } from '../../types';
import { setDeskFields } from '../order-desk';
import { changeStatus } from '../orders';
import { insertStatusChange, lockOrder } from '../orders';
import { autoBlockAfterRefusal } from '../confirmation';
import type { CourierEvent } from './couriers/courier';
import { applyShipmentState, lockShipment, recordEvent, setEventApplied } from './shipments.repository';

export type EventOutcome = 'applied' | 'duplicate' | 'stale' | 'unknown';
export type EventResult = { outcome: EventOutcome; orderId?: string; from?: OrderStatus; to?: OrderStatus };

/** The statuses an order may be moved out of by its shipment: never back from delivered, never out of a cancellation the desk made. */
const MOVES_FROM: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  shipped: ['paid', 'placed'],
  delivered: ['paid', 'placed', 'shipped'],
  cancelled: ['paid', 'placed', 'shipped'],
};

async function applyInTransaction(tx: DbOrTx, courier: Courier, event: CourierEvent, where: { trackingNumber: string } | { orderId: string }, now: Date, by: string | null): Promise<EventResult> {
  const shipment = await lockShipment(tx, where);
  // Not recorded: should the shipment become known (a hand-off still being written), the same
  // event redelivered or read by the poll must still apply.
  if (!shipment || shipment.courier !== courier) return { outcome: 'unknown' };
  const fresh = await recordEvent(tx, { id: event.key, shipmentId: shipment.id, state: event.state, eventAt: event.at, applied: false });
  if (!fresh) return { outcome: 'duplicate' };
  if (!mayApply(shipment, event)) return { outcome: 'stale', orderId: shipment.orderId };
  await setEventApplied(tx, event.key, true);
  // A state the desk recorded (own delivery, a Bosta cancel) is a back-office write; the courier's own events are not.
  if (by) {
    await recordAudit(tx, {
      action: 'shipment.state',
      entity: 'order',
      entityId: shipment.orderId,
      summary: { code: 'shipment.state', params: { courier, state: event.state, reason: event.exceptionReason ?? null } },
      changes: { shipmentState: { before: shipment.state, after: event.state } },
    });
  }

  const delivered = event.state === 'delivered';
  const codCollected = delivered ? (event.codCollected ?? shipment.codAmountPiastres) : undefined;
  await applyShipmentState(tx, shipment.id, {
    state: event.state,
    lastEventAt: event.at,
    now,
    codCollectedPiastres: codCollected,
    exceptionReason: event.state === 'exception' ? event.exceptionReason : null,
  });

  const order = await lockOrder(tx, shipment.orderId);
  if (!order) return { outcome: 'applied', orderId: shipment.orderId };
  const note = systemNote('courier.event', { courier, state: event.state, reason: event.exceptionReason ?? null });
  const target = orderStatusFor(event.state);
  if (target && target !== order.status && MOVES_FROM[target]?.includes(order.status)) {
    await changeStatus(tx, order, target, by, note);
    await setDeskFields(tx, order.id, {
      cashCollectedPiastres: delivered ? (codCollected ?? order.totalPiastres) : null,
      cancelReason: target === 'cancelled' ? 'refused_on_delivery' : null,
      notes: order.notes,
    });
    // A parcel back at the shop is a refusal at the door: it counts towards blocking the phone.
    if (target === 'cancelled') await autoBlockAfterRefusal(tx, order.phone);
    return { outcome: 'applied', orderId: order.id, from: order.status, to: target };
  }
  await insertStatusChange(tx, { orderId: order.id, fromStatus: order.status, toStatus: order.status, changedBy: by, note });
  return { outcome: 'applied', orderId: order.id };
}

/**
 * Applies one courier event in its own transaction, then tells the customer (the status mail)
 * and the public catalogue (stock came back) when the order's status moved.
 */
export async function applyCourierEvent(
  app: App,
  courier: Courier,
  event: CourierEvent,
  where: { trackingNumber: string } | { orderId: string },
  by: string | null = null,
): Promise<EventResult> {
  const now = app.deps.clock.now();
  const result = await app.deps.db.transaction((tx) => applyInTransaction(tx, courier, event, where, now, by));
  if (result.to && result.from !== result.to && result.orderId) {
    if (result.to === 'cancelled') app.deps.events.announce({ kind: 'stock' });
    app.orderMails.sendStatusUpdate(result.orderId);
  }
  return result;
}
