import { Link } from 'react-router';
import { deliveryPlace, messages } from '../../../../shared/messages';
import { formatDateTime } from '../../../../shared/money';
import { customerCanCancel } from '../../../../shared/order-status';
import { OrderLines } from '../../../components/ui/order-lines';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { OrderTotals } from '../../../components/ui/order-totals';
import { ApiError } from '../../../lib/api-client';
import { useTransientMessage } from '../../../lib/use-transient-message';
import { paths } from '../../../paths';
import type { Order } from '../../../lib/order';
import { useCancelOrder } from '../api/my-orders';
import { CancelOrderDialog } from './cancel-order-dialog';
import { CopyOrderNumber } from './copy-order-number';
import { OrderTracking } from './order-tracking';
import { OrderReturns } from './order-returns';

const m = messages.orders;

export function OrderCard({ order }: { order: Order }) {
  const cancel = useCancelOrder();
  const [error, setError] = useTransientMessage();

  const confirmCancel = () =>
    cancel.mutate(order._id, {
      onError: (failure) => setError(failure instanceof ApiError && failure.status === 409 ? m.onlyPendingCancellable : m.cancelFailed),
    });

  const cancelled = order.status === 'cancelled';
  return (
    <article
      aria-labelledby={`order-${order._id}`}
      data-testid="order-card"
      data-status={order.status}
      className={`space-y-4 rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${cancelled ? 'border-2 border-red-500' : 'border-gray-200'}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="flex items-center gap-1">
            <h2 id={`order-${order._id}`} className="truncate font-mono text-sm font-semibold sm:text-base">
              {m.orderNumber(order.orderNumber)}
            </h2>
            <CopyOrderNumber orderNumber={order.orderNumber} />
          </div>
          <p className="text-sm text-gray-600">{m.placedOn(formatDateTime(order.createdAt))}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      {order.confirmation.state === 'awaiting' && order.status === 'pending' && order.confirmationToken && (
        // The order waits for the customer's yes before it ships: the same link as in the e-mail.
        <p className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <span>{messages.confirmPage.awaitingNotice}</span>
          <Link
            to={paths.confirmOrder(order.confirmationToken)}
            className="inline-flex min-h-11 items-center rounded-full bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800"
          >
            {messages.thankYou.confirmNow}
          </Link>
        </p>
      )}
      <OrderLines lines={order.products} />
      <OrderTracking shipment={order.shipment} />
      <div className="grid gap-4 border-t border-gray-100 pt-4 sm:grid-cols-2">
        <div className="text-sm">
          <h3 className="font-semibold">{m.shipTo}</h3>
          <p>
            {order.firstName} {order.lastName}
          </p>
          <p className="text-gray-600">{order.address}</p>
          <p className="text-gray-600">
            {deliveryPlace({ city: order.city, governorate: order.governorate })}
          </p>
          <p className="text-gray-600" dir="ltr">
            {order.phone}
          </p>
        </div>
        <OrderTotals order={order} />
      </div>
      <OrderReturns order={order} />
      {(error || customerCanCancel(order.status)) && (
        <footer className="flex flex-wrap items-center justify-end gap-3">
          {error && (
            <p role="alert" className="me-auto text-sm text-red-700">
              {error}
            </p>
          )}
          {customerCanCancel(order.status) && <CancelOrderDialog busy={cancel.isPending} onConfirm={confirmCancel} />}
        </footer>
      )}
    </article>
  );
}
