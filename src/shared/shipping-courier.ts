/**
 * Courier shipments (issue 35): the shop's own shipment states, which every courier's adapter
 * maps its events onto, and what each state does to the order. Pure rules, shared by the
 * server (webhooks, polling, the desk's hand-recorded states) and the screens.
 */
import type { OrderStatus } from './order-status';

export const COURIERS = ['bosta', 'own'] as const;
export type Courier = (typeof COURIERS)[number];

export const SHIPMENT_STATES = [
  'created',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'exception',
  'returning',
  'returned',
  'cancelled',
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

export const isShipmentState = (value: unknown): value is ShipmentState =>
  typeof value === 'string' && (SHIPMENT_STATES as readonly string[]).includes(value);

/** A shipment in one of these never moves again: the parcel reached the customer, came back, or never left. */
export const FINAL_SHIPMENT_STATES: readonly ShipmentState[] = ['delivered', 'returned', 'cancelled'];

/** Shipments still out there: the polling job reads these from the courier when their events stop. */
export const OPEN_SHIPMENT_STATES: readonly ShipmentState[] = SHIPMENT_STATES.filter((state) => !FINAL_SHIPMENT_STATES.includes(state));

/** Orders that may be handed to a courier: confirmed (placed), or already shipped by hand without a shipment. */
export const HANDOFF_STATUSES: readonly OrderStatus[] = ['placed', 'paid'];

/**
 * The order status a shipment state moves the order to, or undefined when it leaves the order
 * as it is: `created` (still at the shop) and `cancelled` (the courier dropped it before
 * picking it up) keep the order confirmed; every state on the road is `shipped`; a parcel
 * back at the shop is a refusal.
 */
export function orderStatusFor(state: ShipmentState): OrderStatus | undefined {
  switch (state) {
    case 'picked_up':
    case 'in_transit':
    case 'out_for_delivery':
    case 'exception':
    case 'returning':
      return 'shipped';
    case 'delivered':
      return 'delivered';
    case 'returned':
      return 'cancelled';
    default:
      return undefined;
  }
}

/**
 * Whether an event in `next` may be applied to a shipment in `current` whose last applied event
 * happened at `lastEventAt`: an event older than the last one applied is history arriving late
 * (webhooks are not ordered) and never moves the order back; a final state is never left.
 */
export function mayApply(current: { state: ShipmentState; lastEventAt: Date | null }, next: { state: ShipmentState; at: Date }): boolean {
  if (FINAL_SHIPMENT_STATES.includes(current.state)) return false;
  if (!current.lastEventAt) return true;
  if (next.at.getTime() < current.lastEventAt.getTime()) return false;
  // The same state at the same moment is the same event read twice (webhook and poll); a second
  // "out for delivery" later (after an exception) is a new attempt, and applies.
  return !(next.state === current.state && next.at.getTime() === current.lastEventAt.getTime());
}

/** Bosta's public tracking page for a tracking number. */
export const bostaTrackingUrl = (trackingNumber: string): string =>
  `https://bosta.co/tracking-shipments?shipment-number=${encodeURIComponent(trackingNumber)}`;

/** The customer's tracking link, when the courier has one. */
export function trackingUrlOf(courier: Courier, trackingNumber: string | null): string | null {
  if (!trackingNumber) return null;
  return courier === 'bosta' ? bostaTrackingUrl(trackingNumber) : null;
}

/** At most this many orders in one hand-off request (and in one airway-bill print). */
export const HANDOFF_MAX = 500;
