import type { ReactNode } from 'react';
import { messages } from '../../../../shared/messages';
import { formatLE } from '../../../../shared/money';
import { sizeLabel } from '../../../../shared/sizes';
import { formatPoundsLE } from '../../../components/ui/money';
import type { Cart } from '../../../lib/cart';
import { productTitle } from '../../../../shared/catalogue-text';

const m = messages.checkout;

type Props = {
  cart: Cart;
  subtotalPiastres: number;
  /** null until a governorate is chosen. */
  shippingPiastres: number | null;
  discountPiastres: number;
  children?: ReactNode;
};

/** Figures shown before ordering; the server recomputes and checks every one of them. */
export function CheckoutSummary({ cart, subtotalPiastres, shippingPiastres, discountPiastres, children }: Props) {
  const total = subtotalPiastres - discountPiastres + (shippingPiastres ?? 0);
  return (
    <section aria-labelledby="checkout-summary-title" className="h-fit space-y-5 rounded-2xl border border-gray-200 bg-gray-50 p-5 lg:sticky lg:top-20">
      <h2 id="checkout-summary-title" className="text-lg font-semibold">
        {m.orderSummary}
      </h2>
      <ul className="divide-y divide-gray-200">
        {cart.products.map((line) => (
          <li key={`${line.product._id}:${line.size}`} className="flex items-center gap-3 py-2">
            <img src={line.product.images[0]?.secure_url} alt="" width={48} height={60} className="h-15 w-12 shrink-0 rounded bg-gray-200 object-cover" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="truncate font-medium">
                <bdi>{productTitle(line.product)}</bdi>
              </p>
              <p className="text-gray-600">
                {sizeLabel(line.size)} · {messages.orders.quantityTimesPrice(line.quantity, formatPoundsLE(line.product.finalPrice))}
              </p>
            </div>
            <p className="shrink-0 text-sm font-medium tabular-nums">{formatPoundsLE(line.total)}</p>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 border-t border-gray-200 pt-4 text-sm">
        <Row label={m.subTotal} testId="summary-subtotal">
          {formatLE(subtotalPiastres)}
        </Row>
        <Row label={m.shipping} testId="summary-shipping">
          {shippingPiastres === null ? (
            <span className="text-gray-600">{m.chooseGovernorateFirst}</span>
          ) : shippingPiastres === 0 ? (
            <span className="font-semibold text-green-700">{m.freeShipping}</span>
          ) : (
            formatLE(shippingPiastres)
          )}
        </Row>
        {discountPiastres > 0 && (
          <Row label={m.discount} testId="summary-discount">
            <span className="text-green-700">−{formatLE(discountPiastres)}</span>
          </Row>
        )}
        <Row label={m.total} testId="summary-total" strong>
          {formatLE(total)}
        </Row>
      </dl>
      <p className="text-sm text-gray-600">{m.paymentCash}</p>
      {children}
    </section>
  );
}

function Row({ label, testId, strong, children }: { label: string; testId: string; strong?: boolean; children: ReactNode }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-gray-200 pt-2 text-base font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId} className="text-end tabular-nums">
        {children}
      </dd>
    </div>
  );
}
