/**
 * Bosta's delivery state codes (docs.bosta.co, "Get Shipment Status via Webhook") in the
 * shop's shipment states. A code Bosta adds later maps to undefined: the event is kept as
 * history and changes nothing, rather than guessing.
 *
 * Sources, code by code (looked up for the return pickups, issue 36):
 * - The state names, without codes: Bosta's own Node SDK (github.com/bostaapp/bosta-nodejs,
 *   src/utils/deliveryStates.js): "Pickup requested", "Route Assigned", "Picked up from
 *   business", "Received at warehouse", "In transit between Hubs", "Delivered", "Returned to
 *   business", "Exception", "Terminated", "Lost", "Damaged", "Investigation"...
 * - The delivery types: the same SDK (src/utils/deliveryTypes.js): 10 Package Delivery (SEND),
 *   20 Return to Origin (RTO), 25 Customer Return Pickup (CRP), 30 Exchange; the webhook names
 *   them SEND, RTO, CUSTOMER_RETURN_PICKUP, EXCHANGE.
 * - The numeric codes with those names: not in Bosta's SDKs, and the search tool's copy of
 *   docs.bosta.co does not list them; two independent shop integrations on GitHub (a Next.js
 *   webhook route and a TypeScript state-name table, neither Bosta's) agree on 10 Pickup requested, 11 Waiting for route,
 *   20 Route assigned, 21 Picked up from business, 22 Picking up from consignee, 23 Picked up
 *   from consignee, 24 Received at warehouse, 25 Fulfilled, 30 In transit between hubs,
 *   40 Picking up, 41 Out for delivery, 45 Delivered,
 *   46 Returned to business, 47 Exception, 48 Terminated, 49 Canceled, 60 Returned to stock,
 *   100 Lost, 101 Damaged, 102 Investigation, 103 Awaiting your action, 104 Archived,
 *   105 On hold. 22, 23 and 40 are the pickup codes of a return (the consignee is the
 *   customer): see returnPickupStepOfBosta. Which codes a type 25 or 30 passes through, and in
 *   which order, no source spells out: that is inferred below, and said so where it is.
 */
import type { ShipmentState } from './shipping-courier';

const BY_CODE: Record<number, ShipmentState> = {
  10: 'created', // pickup requested / created
  11: 'created', // waiting for route
  20: 'created', // route assigned
  21: 'picked_up', // picked up from the business
  24: 'in_transit', // received at warehouse
  25: 'in_transit', // fulfilled
  30: 'in_transit', // in transit between hubs
  41: 'out_for_delivery',
  45: 'delivered',
  46: 'returned', // returned to business
  47: 'exception',
  48: 'cancelled', // terminated
  49: 'cancelled', // cancelled (uncovered area)
  100: 'exception', // lost
  101: 'exception', // damaged
  102: 'exception', // investigation
  103: 'exception', // awaiting the business's action
  105: 'exception', // on hold
};

/**
 * The shop's state of a Bosta event. On its way back (type RTO, return to origin) every state
 * short of "returned to business" is `returning`: the parcel is coming back, not going out.
 */
export function shipmentStateOfBosta(code: number, type?: string | null): ShipmentState | undefined {
  const state = BY_CODE[code];
  if (!state) return undefined;
  if (type === 'RTO' && state !== 'returned' && state !== 'exception' && state !== 'cancelled') return 'returning';
  return state;
}

/**
 * What a Bosta event says about a return's pickup (issue 36):
 * - `picked_up`: the customer handed the pieces to the courier, who brings them back.
 * - `exchange_out`: an exchange's new size left the shop (picked up from the business) and
 *   travels to the customer; the old piece is still with the customer.
 * - `exchange_delivered`: an exchange's visit happened: the new size was delivered and the old
 *   piece taken in the same visit, so the old piece is now on its way back.
 * - `arrived`: the pieces are back at the shop.
 * - null: nothing for the return (requested, routed, on the way to the customer's door,
 *   exceptions, cancellations, codes no source names).
 */
export type ReturnPickupStep = 'picked_up' | 'exchange_out' | 'exchange_delivered' | 'arrived';

export function returnPickupStepOfBosta(code: number, type: string | null): ReturnPickupStep | null {
  if (type === 'EXCHANGE') {
    // 21 "Picked up from business", 24 "Received at warehouse", 30 "In transit between hubs",
    // 41 out for delivery: the forward leg of the exchange, carrying the new size (the type 30
    // delivery is created at the shop's address like a parcel; docs.bosta.co "Create your first
    // delivery": an exchange delivers to dropOffAddress and takes returnSpecs back).
    if (code === 21 || code === 24 || code === 30 || code === 41) return 'exchange_out';
    // 23 "Picked up from consignee": the old piece taken. Named by the sources above; that an
    // exchange reports it (rather than only 45) is not documented.
    if (code === 23) return 'picked_up';
    // 45 "Delivered": the exchange's one visit happened (new size in, old piece out).
    if (code === 45) return 'exchange_delivered';
    // 46 "Returned to business" (and 60 "Returned to stock"; its use for an exchange is not
    // documented): the old piece is back at the shop.
    if (code === 46 || code === 60) return 'arrived';
    return null;
  }
  if (type === 'CUSTOMER_RETURN_PICKUP') {
    // 23 "Picked up from consignee" is the pickup itself; 24, 30 and 41 are later states on the
    // way back. 21 ("Picked up from business") has no documented meaning for a pickup from a
    // customer; read as picked up so an event in that shape still moves the request.
    if (code === 21 || code === 23 || code === 24 || code === 30 || code === 41) return 'picked_up';
    // 45 "Delivered": a return pickup is delivered to the business; 46 "Returned to business"
    // and 60 "Returned to stock" say the same. Which one Bosta sends for a type 25 is not
    // documented: any of them marks the pieces back.
    if (code === 45 || code === 46 || code === 60) return 'arrived';
    return null;
  }
  return null;
}
