import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { formatLE, toPiastres } from '../../../../shared/money';
import { missingForFreeShippingPiastres } from '../../../../shared/shipping-fee';
import { formatPoundsLE } from '../../../components/ui/money';
import type { Cart } from '../../../lib/cart';
import { paths } from '../../../paths';

const m = messages.cart;

export function CartSummary({ cart }: { cart: Cart }) {
  return (
    <aside aria-labelledby="cart-summary-title" className="h-fit rounded-2xl border border-gray-200 bg-gray-50 p-5 lg:sticky lg:top-20">
      <h2 id="cart-summary-title" className="sr-only">
        {messages.checkout.orderSummary}
      </h2>
      <dl className="space-y-2">
        <div className="flex justify-between">
          <dt className="text-gray-600">{m.items}</dt>
          <dd data-testid="cart-items" className="font-medium tabular-nums">
            {cart.totalItems}
          </dd>
        </div>
        <div className="flex justify-between text-lg">
          <dt className="font-semibold">{m.subTotal}</dt>
          <dd data-testid="cart-subtotal" className="font-bold tabular-nums">
            {formatPoundsLE(cart.grandTotal)}
          </dd>
        </div>
      </dl>
      <FreeShippingHint subtotalPiastres={toPiastres(cart.grandTotal)} />
      <Link
        to={paths.createOrder}
        className="mt-5 block rounded-full bg-ink px-6 py-3 text-center font-semibold text-white hover:bg-gray-700"
      >
        {m.checkout}
      </Link>
    </aside>
  );
}

/** Tells the shopper how far the cart is from free shipping (the rule lives in shared/shipping-fee). */
function FreeShippingHint({ subtotalPiastres }: { subtotalPiastres: number }) {
  const missing = missingForFreeShippingPiastres(subtotalPiastres);
  return (
    <p data-testid="free-shipping-hint" className="mt-4 rounded-lg bg-white px-3 py-2 text-sm text-gray-700">
      {missing > 0 ? m.freeShippingHint(formatLE(missing)) : m.freeShippingReached}
    </p>
  );
}
