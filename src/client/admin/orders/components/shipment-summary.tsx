import type { ShipmentAnswer } from '../../../../shared/contract/answers';
import { messages } from '../../../../shared/messages';
import type { ShipmentState } from '../../../../shared/shipping-courier';

const s = messages.deskShipping;

// Blue on the road, green delivered, amber needs the desk, red coming back, grey closed. AA contrast.
const stateClasses: Record<ShipmentState, string> = {
  created: 'bg-gray-100 text-gray-800 ring-gray-300',
  picked_up: 'bg-blue-50 text-blue-800 ring-blue-200',
  in_transit: 'bg-blue-50 text-blue-800 ring-blue-200',
  out_for_delivery: 'bg-blue-100 text-blue-900 ring-blue-300',
  delivered: 'bg-green-100 text-green-800 ring-green-300',
  exception: 'bg-amber-100 text-amber-900 ring-amber-300',
  returning: 'bg-red-50 text-red-800 ring-red-200',
  returned: 'bg-red-100 text-red-800 ring-red-300',
  cancelled: 'bg-gray-200 text-gray-800 ring-gray-300',
};

/** "Bosta: out for delivery", with the courier's exception reason when it reports one. */
export function shipmentStateText(shipment: ShipmentAnswer): string {
  const state = `${messages.courier.couriers[shipment.courier]}: ${messages.courier.states[shipment.state]}`;
  return shipment.state === 'exception' && shipment.exceptionReason ? s.stateWithReason(state, shipment.exceptionReason) : state;
}

export function ShipmentStateBadge({ shipment }: { shipment: ShipmentAnswer }) {
  return (
    <span data-testid="shipment-state" data-state={shipment.state} className={`inline-flex max-w-full items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${stateClasses[shipment.state]}`}>
      {shipmentStateText(shipment)}
    </span>
  );
}

/** A desk row's shipment: its courier state and tracking number, nothing before the hand-off. */
export function ShipmentSummary({ shipment }: { shipment: ShipmentAnswer | null }) {
  if (!shipment) return null;
  return (
    <div data-testid="shipment-summary" className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
      <ShipmentStateBadge shipment={shipment} />
      {shipment.trackingNumber && (
        <span>
          <span className="sr-only">{s.trackingNumber}: </span>
          <bdi className="font-mono text-gray-700">{shipment.trackingNumber}</bdi>
        </span>
      )}
    </div>
  );
}
