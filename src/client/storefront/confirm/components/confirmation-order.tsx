import { messages } from '../../../../shared/messages';
import { DeliveryAddress } from '../../../components/ui/delivery-address';
import { OrderLines } from '../../../components/ui/order-lines';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { OrderTotals } from '../../../components/ui/order-totals';
import type { ConfirmationOrder } from '../api/confirm-order';

const t = messages.confirmPage;

/** The order behind the link: number, status, lines, what to pay on delivery, and the address. */
export function ConfirmationOrderCard({ order }: { order: ConfirmationOrder }) {
  return (
    <article aria-labelledby="confirm-order-number" className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="confirm-order-number" className="font-mono text-base font-semibold">
          {messages.orders.orderNumber(order.orderNumber)}
        </h2>
        <p className="flex items-center gap-2 text-sm">
          <span className="text-gray-600">{t.statusLabel}:</span>
          <OrderStatusBadge status={order.status} />
        </p>
      </header>
      <OrderLines lines={order.lines} />
      <div className="grid gap-4 border-t border-gray-100 pt-4 sm:grid-cols-2">
        <DeliveryAddress heading={t.deliverTo} address={order.address} />
        <OrderTotals
          order={{ products: order.lines, shippingFee: order.shippingFee, discount: order.discount, totalPrice: order.total }}
          totalLabel={t.payOnDelivery}
        />
      </div>
    </article>
  );
}
