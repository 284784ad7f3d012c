/**
 * Own delivery: the shop's rider, or any courier without an API. Nothing is sent anywhere;
 * the desk records the states by hand (PATCH /admin/shipments/{orderId}) and the CSV export
 * stays for couriers that take uploads.
 */
import type { CourierAdapter, CourierEvent } from './courier';
import { CourierError } from './courier';
import { isShipmentState } from '../../../../shared/shipping-courier';

export const ownDelivery: CourierAdapter = {
  courier: 'own',
  createShipments: async (orders) => orders.map((order) => ({ orderId: order.orderId, ok: true as const, trackingNumber: null, deliveryId: null })),
  airwayBill: async () => {
    throw new CourierError('Own delivery has no airway bills: print the packing slips.', false);
  },
  cancel: async () => {},
  readState: async () => null,
  /** The desk's record: `{orderId, state, at, codCollected?, note?}`; each record is its own event. */
  mapEvent(body: unknown): CourierEvent | null {
    const record = body as { orderId?: unknown; state?: unknown; at?: unknown; codCollected?: unknown; note?: unknown };
    if (typeof record.orderId !== 'string' || !isShipmentState(record.state) || !(record.at instanceof Date)) return null;
    return {
      key: `own:${record.orderId}:${record.state}:${record.at.getTime()}`,
      trackingNumber: '',
      state: record.state,
      at: record.at,
      codCollected: typeof record.codCollected === 'number' ? record.codCollected : null,
      exceptionReason: record.state === 'exception' && typeof record.note === 'string' ? record.note : null,
    };
  },
};
