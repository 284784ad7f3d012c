import { messages } from '../../../shared/messages';
import { toPiastres } from '../../../shared/money';
import { formatPoundsLE } from './money';

const m = messages.checkout;

/** The figures of a placed order (LE), from an order answer or a confirmation link's. */
export type ShownOrderTotals = {
  products: readonly { price: number; quantity: number }[];
  shippingFee: number;
  discount: number;
  totalPrice: number;
};

/**
 * Sub Total (from the line snapshots), shipping, discount and the total the customer pays;
 * `totalLabel` names that total where the page says how it is paid ("to pay on delivery").
 */
export function OrderTotals({ order, totalLabel = m.total }: { order: ShownOrderTotals; totalLabel?: string }) {
  const subtotalPiastres = order.products.reduce((sum, line) => sum + toPiastres(line.price) * line.quantity, 0);
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
        <dt>{totalLabel}</dt>
        <dd className="whitespace-nowrap tabular-nums" data-testid="order-total">
          {formatPoundsLE(order.totalPrice)}
        </dd>
      </div>
    </dl>
  );
}
