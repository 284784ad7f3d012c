import type { ShipmentAnswer } from '../../../../shared/contract/answers';
import { messages } from '../../../../shared/messages';

const t = messages.tracking;

/** Once the order is with a courier: who carries it, its tracking number and the courier's tracking page. */
export function OrderTracking({ shipment }: { shipment: ShipmentAnswer | null }) {
  if (!shipment?.trackingNumber) return null;
  return (
    <div data-testid="order-tracking" className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950">
      <div className="min-w-0">
        <p className="font-semibold">{t.shippedWith(messages.courier.couriers[shipment.courier])}</p>
        <p>
          {t.trackingNumber}: <bdi className="font-mono">{shipment.trackingNumber}</bdi>
        </p>
      </div>
      {shipment.trackingUrl && (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center rounded-full bg-ink px-4 py-2 font-semibold text-white hover:bg-gray-700"
        >
          {t.track}
        </a>
      )}
    </div>
  );
}
