import { messages } from '../../../shared/messages';
import { toPiastres } from '../../../shared/money';
import type { Order } from '../../lib/order';
import { formatPoundsLE } from './money';

const m = messages.checkout;

/** Sub Total (from the line snapshots), shipping, discount and the total the customer pays. */
export function OrderTotals({ order }: { order: Order }) {
  const subtotalPiastres = order.products.reduce((sum, line) => sum + toPiastres(line.finalPrice) * line.quantity, 0);
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-gray-600">{m.subTotal}</dt>
        <dd className="tabular-nums">{formatPoundsLE(subtotalPiastres / 100)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-gray-600">{m.shipping}</dt>
        <dd className="tabular-nums">{order.shippingFee === 0 ? m.freeShipping : formatPoundsLE(order.shippingFee)}</dd>
      </div>
      {order.discount > 0 && (
        <div className="flex justify-between gap-4">
          <dt className="text-gray-600">{m.discount}</dt>
          <dd className="tabular-nums text-green-700">−{formatPoundsLE(order.discount)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-gray-200 pt-1 text-base font-bold">
        <dt>{m.total}</dt>
        <dd className="tabular-nums" data-testid="order-total">
          {formatPoundsLE(order.totalPrice)}
        </dd>
      </div>
    </dl>
  );
}
