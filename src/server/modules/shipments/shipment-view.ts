import type { ShipmentAnswer } from '../../../shared/contract/answers';
import { courierMessages } from '../../../shared/courier-messages';
import { toPounds } from '../../../shared/money';
import { trackingUrlOf } from '../../../shared/shipping-courier';
import type { ShipmentRow } from './shipments.repository';

/** A shipment as order answers carry it; a hand-off not (yet) done shows as no shipment. */
export function toShipmentView(shipment: ShipmentRow | null | undefined): ShipmentAnswer | null {
  if (!shipment || shipment.handoff !== 'sent') return null;
  return {
    courier: shipment.courier,
    trackingNumber: shipment.trackingNumber,
    state: shipment.state,
    stateLabel: courierMessages.states[shipment.state],
    trackingUrl: trackingUrlOf(shipment.courier, shipment.trackingNumber),
    codAmount: toPounds(shipment.codAmountPiastres),
    codCollected: shipment.codCollectedPiastres === null ? null : toPounds(shipment.codCollectedPiastres),
    exceptionReason: shipment.state === 'exception' ? shipment.exceptionReason : null,
    updatedAt: shipment.updatedAt.toISOString(),
    settledAt: shipment.settledOn ?? null,
  };
}
