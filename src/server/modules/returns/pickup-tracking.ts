/**
 * Bosta's events for a return's pickup (issue 36): the Customer Return Pickup (type 25) or the
 * Exchange (type 30) the approval created. Bosta posts them to the shop's one webhook, with
 * the type `CUSTOMER_RETURN_PICKUP` or `EXCHANGE` (docs.bosta.co, "Get Shipment Status via
 * Webhook"). Picked up (or any later state on the way) moves the request to `in_transit`;
 * back at the shop marks it arrived. Nothing is restocked here: the staff inspect the pieces
 * and mark them received (and damaged), which is what puts them back.
 */
import { systemNote } from '../../../shared/history-notes';
import { messages } from '../../../shared/messages';
import { shipmentStateOfBosta } from '../../../shared/bosta-states';
import { returnNumberLabel, type ReturnState } from '../../../shared/returns';
import type { App } from '../../types';
import { findOrderStatus, insertEvent, insertOrderNote, lockRequestByPickup, updateRequest } from './returns.repository';
import { mailReturnStep } from './returns-notify';

const t = messages.returns.admin;

export type PickupEvent = { trackingNumber: string; code: number; type: string | null; at: Date };
export type PickupOutcome = 'applied' | 'duplicate' | 'unknown';

/**
 * What a Bosta state means for the pieces coming back. An exchange is "delivered" when the new
 * size reached the customer and the old piece was taken: it is on its way to the shop. A
 * return pickup has nothing to deliver but the shop: its "delivered" (like "returned to
 * business", 46, for either type) means the pieces are back.
 */
export function pickupProgress(code: number, type: string | null): 'on_the_way' | 'arrived' | null {
  const state = shipmentStateOfBosta(code, type);
  if (state === 'returned') return 'arrived';
  if (state === 'delivered') return type === 'EXCHANGE' ? 'on_the_way' : 'arrived';
  if (state === 'picked_up' || state === 'in_transit' || state === 'out_for_delivery' || state === 'returning') return 'on_the_way';
  return null;
}

/**
 * Applies one Bosta event to the request whose pickup has this tracking number; 'unknown'
 * when no request has it (the caller then treats it as a parcel's). Idempotent: the request
 * is locked, it moves only from `approved`, and the arrival is set once; an event repeated or
 * arriving late changes nothing.
 */
export async function applyPickupEvent(app: App, event: PickupEvent): Promise<PickupOutcome> {
  const result = await app.deps.db.transaction(async (tx) => {
    const request = await lockRequestByPickup(tx, event.trackingNumber);
    if (!request) return { outcome: 'unknown' as const };
    const progress = pickupProgress(event.code, event.type);
    if (!progress) return { outcome: 'duplicate' as const };
    const label = returnNumberLabel(request.number);
    let moved = false;
    // Only an approved request moves: one already marked by hand (or received, refunded...) stays.
    if (request.state === 'approved') {
      const to: ReturnState = 'in_transit';
      await updateRequest(tx, request.id, { state: to });
      await insertEvent(tx, { requestId: request.id, fromState: request.state, toState: to, changedBy: null, note: t.bostaPickedUp });
      await insertOrderNote(tx, { orderId: request.orderId, status: await findOrderStatus(tx, request.orderId), changedBy: null, note: systemNote('returns.pickedUp', { label, state: to }) });
      moved = true;
    }
    const state = moved ? 'in_transit' : request.state;
    if (progress === 'arrived' && !request.pickupArrivedAt && state === 'in_transit') {
      await updateRequest(tx, request.id, { pickupArrivedAt: event.at });
      // A note for the staff (already mailed: the customer hears when the pieces are received).
      await insertEvent(tx, { requestId: request.id, fromState: state, toState: state, changedBy: null, note: t.bostaArrivedNote, mailedAt: new Date() });
      await insertOrderNote(tx, { orderId: request.orderId, status: await findOrderStatus(tx, request.orderId), changedBy: null, note: systemNote('returns.arrived', { label }) });
      return { outcome: 'applied' as const, requestId: request.id, moved };
    }
    return { outcome: moved ? ('applied' as const) : ('duplicate' as const), requestId: request.id, moved };
  });
  if ('moved' in result && result.moved) mailReturnStep(app, result.requestId);
  return result.outcome;
}
