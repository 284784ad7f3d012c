/**
 * Bosta's delivery state codes (docs.bosta.co, "Get Shipment Status via Webhook") in the
 * shop's shipment states. A code Bosta adds later maps to undefined: the event is kept as
 * history and changes nothing, rather than guessing.
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
