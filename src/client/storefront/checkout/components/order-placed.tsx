import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { DeliveryAddress } from '../../../components/ui/delivery-address';
import { formatPoundsLE } from '../../../components/ui/money';
import { OrderLines } from '../../../components/ui/order-lines';
import { OrderTotals } from '../../../components/ui/order-totals';
import type { Order } from '../../../lib/order';
import { useShopSettings } from '../../../lib/shop-settings';
import { paths } from '../../../paths';

const m = messages.checkout;
const t = messages.thankYou;

/**
 * The page after checkout: the order placed (number, lines, the total to pay on delivery, the
 * address) and what happens next in plain words, with the way to confirm it at once when the
 * shop asks for a confirmation. Guests' orders are not in "my orders" (those are an account's),
 * so that link shows only to a signed-in shopper.
 */
export function OrderPlaced({ order, signedIn }: { order: Order; signedIn: boolean }) {
  const settings = useShopSettings();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form the shopper was in is gone: start them at the top, on the news.
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);

  const awaiting = order.confirmation.state === 'awaiting';
  const token = awaiting ? order.confirmationToken : null;
  const autoCancelHours = settings?.autoCancelHours ?? 0;

  return (
    <div className="space-y-8">
      <div role="status" className="rounded-2xl border border-green-200 bg-green-50 px-4 py-6 text-center text-green-900 sm:py-8">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {m.orderPlaced}
        </h1>
        <p className="mt-2">{m.thankYou}</p>
        <p className="mt-3 font-mono text-lg font-semibold" data-testid="placed-order-number">
          {messages.orders.thankYouNumber(order.orderNumber)}
        </p>
      </div>

      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="next-steps-title">
          <h2 id="next-steps-title" className="mb-4 text-lg font-semibold">
            {t.nextTitle}
          </h2>
          <ol className="list-decimal space-y-4 ps-6 marker:font-semibold">
            {awaiting && (
              <li className="space-y-2" data-testid="confirm-step">
                <p className="break-words">{t.confirmByEmail(order.email)}</p>
                {settings?.whatsappNumber && <p>{t.confirmByWhatsApp(order.phone)}</p>}
                {autoCancelHours > 0 && <p className="text-sm text-gray-600">{t.autoCancel(autoCancelHours)}</p>}
                {token && (
                  <Link
                    to={paths.confirmOrder(token)}
                    className="mt-1 inline-flex min-h-11 items-center rounded-full bg-green-700 px-6 py-2 font-semibold text-white hover:bg-green-800"
                  >
                    {t.confirmNow}
                  </Link>
                )}
              </li>
            )}
            {order.confirmation.state === 'confirmed' && <li>{t.confirmed}</li>}
            <li>{t.prepare}</li>
            <li>{t.pay(formatPoundsLE(order.totalPrice))}</li>
          </ol>
          <p className="mt-8 flex flex-wrap gap-3">
            {signedIn && (
              <Link to={paths.myOrders} className="rounded-full border border-ink px-6 py-3 font-semibold text-ink hover:bg-ink hover:text-white">
                {t.myOrders}
              </Link>
            )}
            <Link to={paths.collections} className="rounded-full bg-ink px-6 py-3 font-semibold text-white hover:bg-gray-700">
              {t.continueShopping}
            </Link>
          </p>
        </section>

        <section aria-labelledby="placed-summary-title" className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
          <h2 id="placed-summary-title" className="text-lg font-semibold">
            {t.orderSummary}
          </h2>
          <OrderLines lines={order.products} />
          <OrderTotals order={order} totalLabel={t.payOnDelivery} />
          <div className="border-t border-gray-100 pt-4">
            <DeliveryAddress heading={t.deliverTo} address={order} />
          </div>
        </section>
      </div>
    </div>
  );
}
