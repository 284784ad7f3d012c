/**
 * A courier behind one interface (issue 35): a second courier is a new file here, not a new
 * desk. The services call only this; what a courier's API looks like stays in its adapter.
 */
import type { Courier, ShipmentState } from '../../../../shared/shipping-courier';

/** What a courier needs of one order to carry it. Amounts in piastres. */
export type ParcelOrder = {
  orderId: string;
  orderNumber: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  address: string;
  /** The courier's own city and district (Bosta's ids); null for a courier without a list. */
  cityName: string | null;
  districtId: string | null;
  codPiastres: number;
  itemsCount: number;
  description: string;
  notes: string;
};

/** One order's outcome: created (with the courier's tracking number and id), or refused with the courier's reason. */
export type CreateResult =
  | { orderId: string; ok: true; trackingNumber: string | null; deliveryId: string | null }
  | { orderId: string; ok: false; message: string };

/**
 * A delivery the courier already holds for an order (its create was answered, but the answer
 * never reached the shop): its tracking number, its id and its state as the courier reads it.
 */
export type FoundDelivery = { trackingNumber: string; deliveryId: string | null; event: CourierEvent | null };

/**
 * A state the courier reports, already in the shop's words. `key` names the event for
 * de-duplication (the same event delivered twice, or read again by the poll, has the same key).
 */
export type CourierEvent = {
  key: string;
  trackingNumber: string;
  state: ShipmentState;
  at: Date;
  /** Piastres collected, with `delivered`. */
  codCollected: number | null;
  exceptionReason: string | null;
};

export interface CourierAdapter {
  readonly courier: Courier;
  /** Every order answered on its own; never throws for one order's refusal. */
  createShipments(orders: ParcelOrder[]): Promise<CreateResult[]>;
  /**
   * The live deliveries the courier holds under this order's reference (Bosta: its
   * businessReference, the order number), to settle a hand-off whose answer was lost before
   * sending it again. Throws a CourierError when the courier cannot say: the caller must then
   * not create blind. Absent for a courier that creates nothing (own delivery).
   */
  findDeliveries?(order: Pick<ParcelOrder, 'orderNumber'>): Promise<FoundDelivery[]>;
  /** The courier's airway bills of these tracking numbers, one PDF. */
  airwayBill(trackingNumbers: string[]): Promise<Buffer>;
  /** Withdraws a shipment the courier has not picked up yet. */
  cancel(trackingNumber: string): Promise<void>;
  /** The shipment's current state as the courier knows it (the poll), or null when it does not know it. */
  readState(trackingNumber: string): Promise<CourierEvent | null>;
  /** A webhook body in the courier's shape, in the shop's words; null when it is not a state event. */
  mapEvent(body: unknown): CourierEvent | null;
}

/** A courier's answer the shop could not use: the message is the courier's, for the desk. */
export class CourierError extends Error {
  constructor(
    message: string,
    /** Nothing reached the courier or it failed on its side (retry later), rather than a refusal. */
    readonly unavailable: boolean,
  ) {
    super(message);
    this.name = 'CourierError';
  }
}
