/**
 * Texts of courier shipments and cash reconciliation (issue 35) that the server writes or that
 * both the server and the screens show: state names, history notes, refusals of the API.
 * Set into `messages` as the `courier` and `cash` blocks (courier-messages-ar.ts is the Arabic);
 * the screens' own wording lives in the client's blocks.
 */
import type { ShipmentState } from './shipping-courier';

export const courierMessages = {
  couriers: { bosta: 'Bosta', own: 'Own delivery' } as Record<'bosta' | 'own', string>,
  states: {
    created: 'Created',
    picked_up: 'Picked up',
    in_transit: 'In transit',
    out_for_delivery: 'Out for delivery',
    delivered: 'Delivered',
    exception: 'Exception',
    returning: 'Returning to the shop',
    returned: 'Returned to the shop',
    cancelled: 'Cancelled',
  } as Record<ShipmentState, string>,
  /** History notes, in the shop's working language (English), as the WhatsApp notes are. */
  note: (courier: string, state: string, reason?: string | null) => `${courier}: ${state.toLowerCase()}${reason ? ` (${reason})` : ''}`,
  handedOff: (courier: string, trackingNumber: string | null) => `${courier}: shipment created${trackingNumber ? ` (${trackingNumber})` : ''}`,
  /** A delivery the courier already held for the order, adopted instead of creating a second one (its answer was lost). */
  recovered: (courier: string, trackingNumber: string | null) => `${courier}: shipment created${trackingNumber ? ` (${trackingNumber})` : ''}, found at the courier after an interrupted hand-off`,
  lookupFailed: (reason: string) => `Could not check with Bosta whether this order was already sent (${reason}). Nothing was created; try again in a moment.`,
  manyAtCourier: (trackingNumbers: string[]) =>
    `Bosta already holds ${trackingNumbers.length} deliveries for this order (${trackingNumbers.join(', ')}): cancel the extra ones in Bosta's portal, then try again.`,
  handedOffMany: (done: number, failed: number) => `${done} handed to the courier, ${failed} failed`,
  notConfigured: 'Bosta is not connected: set BOSTA_API_KEY (see the README), or use own delivery.',
  notHandable: (status: string) => `Only confirmed orders can be handed to a courier (this one is ${status}).`,
  alreadyShipped: (trackingNumber: string | null) => `This order already has a shipment${trackingNumber ? ` (${trackingNumber})` : ''}.`,
  inProgress: 'This order is being handed to the courier right now.',
  /** An exchange order whose new size a booked Bosta exchange (type 30) already delivers: handing it off again would send it twice. */
  inBostaExchange: (label: string) => `Goes out with Bosta’s exchange for return ${label}: the courier delivers the new size when it collects the old one. Not handed off again.`,
  /** An exchange order whose return's pickup is still being booked (with Bosta it may become an exchange that delivers the new size). */
  exchangeToBook: (label: string) => `The pickup of return ${label} is still being booked and may bring this new size with it: try again in a few minutes.`,
  noDistrict: 'Choose a Bosta district for this address first.',
  unknownDistrict: 'This district is not in Bosta’s list: refresh the list or choose another.',
  notServiceable: 'Bosta does not deliver to this district.',
  courierRefused: (reason: string) => `Bosta refused it: ${reason}`,
  courierUnavailable: 'Bosta did not answer. Try again in a moment; nothing was created twice.',
  tooMany: (max: number) => `At most ${max} orders at once`,
  noShipment: 'This order has no shipment.',
  notOwnDelivery: 'Only own-delivery shipments are recorded by hand; Bosta reports its own.',
  noAirwayBill: 'Airway bills come from Bosta: this order has no Bosta shipment.',
  codOnlyWhenDelivered: 'The cash collected is recorded only with the state delivered.',
  stateNotAllowed: (from: string, to: string) => `A shipment ${from.toLowerCase()} cannot become ${to.toLowerCase()}.`,
  districtsRefreshed: (cities: number, districts: number) => `Bosta's list: ${cities} cities, ${districts} districts.`,
  badSecret: 'The webhook secret is missing or wrong.',
  eventReceived: 'Event received',
  unknownTracking: 'Unknown tracking number: acknowledged',
  shippedTracking: (trackingNumber: string, url: string | null) => `Tracking number: ${trackingNumber}${url ? ` (${url})` : ''}`,
};

export const cashMessages = {
  recorded: 'Settlement recorded.',
  recordedWithDifference: (difference: string) => `Settlement recorded, with a difference of ${difference}.`,
  notDelivered: (orderNumber: number) => `Order #${orderNumber} is not delivered: only delivered orders are settled.`,
  wrongCourier: (orderNumber: number, courier: string) => `Order #${orderNumber} was not delivered by ${courier}.`,
  alreadySettled: (orderNumber: number) => `Order #${orderNumber} is already in a settlement.`,
  unknownOrder: 'One of the orders does not exist.',
  noOrders: 'Choose at least one order.',
  invalidAmount: 'Enter the amount received (0 or more, in LE).',
  invalidReference: 'Enter the reference of the transfer or receipt.',
  invalidDate: 'Enter the day the money was received (YYYY-MM-DD).',
};
