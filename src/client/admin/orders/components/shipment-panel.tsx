import { useState } from 'react';
import { Link } from 'react-router';
import type { OrderDetailAnswer } from '../../../../shared/contract/answers';
import { messages } from '../../../../shared/messages';
import { formatDate, formatDateTime } from '../../../../shared/money';
import { FINAL_SHIPMENT_STATES, HANDOFF_STATUSES, type Courier } from '../../../../shared/shipping-courier';
import { formatPoundsLE } from '../../../components/ui/money';
import { paths } from '../../../paths';
import { openAirwayBills } from '../api/shipments';
import { HandoffDialog } from './handoff-dialog';
import { OwnDeliveryForm } from './own-delivery-form';
import { ShipmentStateBadge } from './shipment-summary';

const s = messages.deskShipping;

/** The detail's shipment: where the parcel is, its tracking, the cash; the hand-off before there is one. */
export function ShipmentPanel({ order }: { order: OrderDetailAnswer }) {
  const [courier, setCourier] = useState<Courier | null>(null);
  const [printError, setPrintError] = useState(false);
  const { shipment } = order;
  const print = () => {
    setPrintError(false);
    openAirwayBills([order._id]).catch(() => setPrintError(true));
  };
  const button = 'min-h-11 rounded-lg px-4 py-2 text-sm font-semibold';

  return (
    <section aria-labelledby="shipment-heading" data-testid="shipment-panel" className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4">
      <h2 id="shipment-heading" className="font-semibold">
        {s.heading}
      </h2>
      {shipment ? (
        <>
          <ShipmentStateBadge shipment={shipment} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {shipment.trackingNumber && (
              <>
                <dt className="text-gray-600">{s.trackingNumber}</dt>
                <dd>
                  <bdi className="font-mono" data-testid="tracking-number">
                    {shipment.trackingNumber}
                  </bdi>
                </dd>
              </>
            )}
            <dt className="text-gray-600">{s.codAmount}</dt>
            <dd>{formatPoundsLE(shipment.codAmount)}</dd>
            <dt className="text-gray-600">{s.codCollected}</dt>
            <dd>{shipment.codCollected === null ? s.notCollected : formatPoundsLE(shipment.codCollected)}</dd>
          </dl>
          {shipment.state === 'delivered' && (
            <p data-testid="shipment-settlement" className="text-sm">
              {shipment.settledAt ? (
                s.settledOn(formatDate(shipment.settledAt))
              ) : (
                <Link to={paths.courierCash} className="underline">
                  {s.notSettled}
                </Link>
              )}
            </p>
          )}
          <p className="text-xs text-gray-600">{s.updatedAt(formatDateTime(shipment.updatedAt))}</p>
          <div className="flex flex-wrap gap-2">
            {shipment.trackingUrl && (
              <a href={shipment.trackingUrl} target="_blank" rel="noreferrer" className={`${button} inline-flex items-center border border-gray-300`}>
                {s.track}
              </a>
            )}
            {shipment.courier === 'bosta' && shipment.trackingNumber && (
              <button type="button" onClick={print} className={`${button} bg-ink text-white`}>
                {s.printAirwayBill}
              </button>
            )}
          </div>
          {printError && (
            <p role="alert" className="text-sm text-red-700">
              {s.airwayBillFailed}
            </p>
          )}
          {shipment.courier === 'own' && !FINAL_SHIPMENT_STATES.includes(shipment.state) && <OwnDeliveryForm order={order} shipment={shipment} />}
        </>
      ) : HANDOFF_STATUSES.includes(order.status) ? (
        <>
          <p className="text-sm text-gray-700">{s.noShipment}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={() => setCourier('bosta')} className={`${button} flex-1 bg-ink text-white`}>
              {s.sendToBosta}
            </button>
            <button type="button" onClick={() => setCourier('own')} className={`${button} flex-1 border border-gray-300`}>
              {s.ownDelivery}
            </button>
          </div>
        </>
      ) : (
        <p className="text-sm text-gray-700">
          {s.noShipment} {order.status === 'pending' && s.onlyConfirmed}
        </p>
      )}
      {courier && (
        <HandoffDialog
          courier={courier}
          orders={[{ _id: order._id, orderNumber: order.orderNumber, city: order.city, governorate: order.governorate }]}
          open
          onOpenChange={(open) => !open && setCourier(null)}
        />
      )}
    </section>
  );
}
