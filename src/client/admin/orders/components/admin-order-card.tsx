import { deliveryPlace, messages } from '../../../../shared/messages';
import { formatDateTime } from '../../../../shared/money';
import { OrderLines } from '../../../components/ui/order-lines';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { OrderTotals } from '../../../components/ui/order-totals';
import type { Order } from '../../../lib/order';
import { StatusSelect, useStatusChange } from './status-select';

const m = messages.orders;

export function AdminOrderCard({ order }: { order: Order }) {
  const { busy, pendingStatus, error, change } = useStatusChange(order);
  return (
    <article
      aria-labelledby={`admin-order-${order._id}`}
      aria-busy={busy}
      data-testid="admin-order-card"
      data-status={order.status}
      className={`flex w-full min-w-0 flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm transition-opacity sm:p-5 ${busy ? 'pointer-events-none opacity-60' : ''}`}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          {/* Names, addresses and numbers keep their own direction but line up with the page (on the right on Arabic pages, whatever their own direction): an English name on the Arabic desk lost its first letters to the ellipsis, and the phone sat at the card's far edge. */}
          <h2 id={`admin-order-${order._id}`} dir="auto" className="truncate font-semibold rtl:text-right">
            {order.firstName} {order.lastName}
          </h2>
          <p className="truncate font-mono text-xs text-gray-500">{m.orderNumber(order.orderNumber)}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-500">{messages.checkout.email}</dt>
        <dd dir="ltr" className="truncate rtl:text-right">
          {order.email}
        </dd>
        <dt className="text-gray-500">{messages.checkout.phone}</dt>
        <dd dir="ltr" className="rtl:text-right">
          {order.phone}
        </dd>
        <dt className="text-gray-500">{messages.checkout.city}</dt>
        <dd>
          {deliveryPlace({ city: order.city, governorate: order.governorate })}
        </dd>
        <dt className="text-gray-500">{m.date}</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
      </dl>
      <OrderLines lines={order.products} />
      <OrderTotals order={order} />
      <footer className="mt-auto flex flex-wrap items-center gap-2 border-t border-gray-100 pt-3">
        <span className="text-sm font-medium">{m.status}</span>
        <StatusSelect order={order} busy={busy} pendingStatus={pendingStatus} onChange={change} />
        {error && (
          <p role="alert" className="w-full text-sm text-red-700">
            {error}
          </p>
        )}
      </footer>
    </article>
  );
}
