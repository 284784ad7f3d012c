/**
 * Bosta's events for a return's pickup (issue 36): the Customer Return Pickup (type 25) or the
 * Exchange (type 30) the approval created. Bosta posts them to the shop's one webhook, with
 * the type `CUSTOMER_RETURN_PICKUP` or `EXCHANGE` (docs.bosta.co, "Get Shipment Status via
 * Webhook"); the hourly poll reads the same states of a pickup whose webhook was lost. What
 * each code means for a return, and where that comes from: src/shared/bosta-states.ts
 * (`returnPickupStepOfBosta`).
 *
 * - The pieces picked up from the customer (or any later state on their way back) move the
 *   request to `in_transit`; back at the shop marks it arrived. Nothing is restocked here: the
 *   staff inspect the pieces and mark them received (and damaged), which is what puts them back.
 * - An exchange's new size leaving the shop moves the exchange order to `shipped`; the
 *   exchange's visit (45) moves it to `delivered` with its charge collected, through the order
 *   status service as a parcel's delivery does (history, mails), and the old piece is then on
 *   its way back (the request to `in_transit`).
 */
import { systemNote } from '../../../shared/history-notes';
import { messages } from '../../../shared/messages';
import { returnPickupStepOfBosta, type ReturnPickupStep } from '../../../shared/bosta-states';
import type { OrderStatus } from '../../../shared/order-status';
import { returnNumberLabel, type ReturnState } from '../../../shared/returns';
import type { DbOrTx } from '../../db/client';
import type { App } from '../../types';
import { changeStatus, lockOrder } from '../orders';
import { setDeskFields } from '../order-desk';
import { findOrderStatus, insertEvent, insertOrderNote, lockRequestByPickup, touchPickupChecked, updateRequest } from './returns.repository';
import { mailReturnStep } from './returns-notify';

const t = messages.returns.admin;

export type PickupEvent = { trackingNumber: string; code: number; type: string | null; at: Date };
export type PickupOutcome = 'applied' | 'duplicate' | 'unknown';

/** The request's side of a step: the pieces on their way back, or back at the shop. */
export function pickupProgress(step: ReturnPickupStep | null): 'on_the_way' | 'arrived' | null {
  if (step === 'picked_up' || step === 'exchange_delivered') return 'on_the_way';
  if (step === 'arrived') return 'arrived';
  return null;
}

/**
 * The exchange order's side of a step, and the statuses it may be moved out of (as a parcel's
 * order: never back from delivered, never out of a cancellation the desk made).
 */
const EXCHANGE_ORDER_MOVES: Partial<Record<ReturnPickupStep, { to: OrderStatus; from: readonly OrderStatus[] }>> = {
  exchange_out: { to: 'shipped', from: ['placed', 'paid'] },
  exchange_delivered: { to: 'delivered', from: ['placed', 'paid', 'shipped'] },
};

/**
 * Moves the exchange order, locked, through the order status service; whether it moved. The
 * status it already has (a webhook redelivered, a poll reading the same state) changes nothing.
 */
async function moveExchangeOrder(tx: DbOrTx, exchangeOrderId: string, step: ReturnPickupStep): Promise<boolean> {
  const move = EXCHANGE_ORDER_MOVES[step];
  if (!move) return false;
  const order = await lockOrder(tx, exchangeOrderId);
  if (!order || !move.from.includes(order.status)) return false;
  await changeStatus(tx, order, move.to, null, systemNote('courier.event', { courier: 'bosta', state: move.to, reason: null }));
  // Delivered: the courier collected the exchange's charge (its total), as the desk records a parcel's cash.
  if (move.to === 'delivered') await setDeskFields(tx, order.id, { cashCollectedPiastres: order.totalPiastres, cancelReason: null, notes: order.notes });
  return true;
}

/**
 * Applies one Bosta event to the request whose pickup has this tracking number; 'unknown'
 * when no request has it (the caller then treats it as a parcel's). Idempotent: the request
 * is locked, it moves only from `approved`, the arrival is set once, and the exchange order
 * moves only forward; an event repeated or arriving late changes nothing.
 */
export async function applyPickupEvent(app: App, event: PickupEvent): Promise<PickupOutcome> {
  const result = await app.deps.db.transaction(async (tx) => {
    const request = await lockRequestByPickup(tx, event.trackingNumber);
    if (!request) return { outcome: 'unknown' as const };
    // Heard from Bosta: the poll leaves this pickup alone for a day.
    await touchPickupChecked(tx, request.id, app.deps.clock.now());
    const step = returnPickupStepOfBosta(event.code, event.type);
    if (!step) return { outcome: 'duplicate' as const };
    const exchangeMoved = request.exchangeOrderId ? await moveExchangeOrder(tx, request.exchangeOrderId, step) : false;
    const progress = pickupProgress(step);
    const label = returnNumberLabel(request.number);
    let moved = false;
    // Only an approved request moves: one already marked by hand (or received, refunded...) stays.
    if (progress && request.state === 'approved') {
      const to: ReturnState = 'in_transit';
      await updateRequest(tx, request.id, { state: to });
      await insertEvent(tx, { requestId: request.id, fromState: request.state, toState: to, changedBy: null, note: t.bostaPickedUp });
      await insertOrderNote(tx, { orderId: request.orderId, status: await findOrderStatus(tx, request.orderId), changedBy: null, note: systemNote('returns.pickedUp', { label, state: to }) });
      moved = true;
    }
    const state = moved ? 'in_transit' : request.state;
    let arrived = false;
    if (progress === 'arrived' && !request.pickupArrivedAt && state === 'in_transit') {
      await updateRequest(tx, request.id, { pickupArrivedAt: event.at });
      // A note for the staff (already mailed: the customer hears when the pieces are received).
      await insertEvent(tx, { requestId: request.id, fromState: state, toState: state, changedBy: null, note: t.bostaArrivedNote, mailedAt: new Date() });
      await insertOrderNote(tx, { orderId: request.orderId, status: await findOrderStatus(tx, request.orderId), changedBy: null, note: systemNote('returns.arrived', { label }) });
      arrived = true;
    }
    const applied = moved || arrived || exchangeMoved;
    return { outcome: applied ? ('applied' as const) : ('duplicate' as const), requestId: request.id, moved, exchangeOrderId: exchangeMoved ? request.exchangeOrderId : null };
  });
  if ('moved' in result && result.moved) mailReturnStep(app, result.requestId);
  // The exchange order's status mail (shipped, delivered), as for any order the courier moves.
  if ('exchangeOrderId' in result && result.exchangeOrderId) app.orderMails.sendStatusUpdate(result.exchangeOrderId);
  return result.outcome;
}
