import { Link, useParams } from 'react-router';
import { EntityAuditTrail } from '../../../components/ui/entity-audit-trail';
import type { OrderDetailAnswer } from '../../../../shared/contract/answers';
import { deliveryPlace, governorateName, messages } from '../../../../shared/messages';
import { wordHistoryNote } from '../../../../shared/history-notes';
import { formatDateTime, formatLE, toPiastres } from '../../../../shared/money';
import { sizeLabel } from '../../../../shared/sizes';
import { OrderLines } from '../../../components/ui/order-lines';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { OrderTotals } from '../../../components/ui/order-totals';
import { useDocumentTitle } from '../../../lib/document-title';
import { whatsappDigits } from '../../../../shared/phone';
import { paths } from '../../../paths';
import { useDeskOrder } from '../api/order-desk';
import { ConfirmationPanel } from '../components/confirmation-panel';
import { CustomerRecord } from '../components/customer-record';
import { OrderStatusChange } from '../components/order-status-change';
import { ShipmentPanel } from '../components/shipment-panel';
import { OrderReturnsPanel } from '../../../components/returns/order-returns-panel';

const m = messages.desk;
const le = (pounds: number) => formatLE(toPiastres(pounds));

/** A chat with the customer, the confirmation message already typed (with the order's confirmation link when it has one). */
function whatsAppLink(order: OrderDetailAnswer): string {
  const items = order.products.map((line) => `${line.title} (${sizeLabel(line.size)}) x${line.quantity}`).join(', ');
  const address = deliveryPlace(order);
  const question = m.whatsAppConfirmation(order.orderNumber, items, le(order.totalPrice), address);
  const text = order.confirmationUrl ? `${question} ${messages.deskConfirmation.whatsAppLink(order.confirmationUrl)}` : question;
  return `https://wa.me/${whatsappDigits(order.phone)}?text=${encodeURIComponent(text)}`;
}

function OrderDetail({ order }: { order: OrderDetailAnswer }) {
  return (
    // On a phone the confirmation comes first (the call's outcome is the first thing to record);
    // on a desktop it heads the side column.
    <div className="grid items-start gap-4 lg:grid-cols-[2fr_1fr] lg:grid-rows-[auto_1fr]">
      <div className="lg:col-start-2 lg:row-start-1">
        <ConfirmationPanel order={order} />
      </div>
      <div className="space-y-4 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <section className="space-y-2 rounded-2xl border border-gray-200 bg-white p-4">
          <h2 className="text-lg font-semibold">
            {order.firstName} {order.lastName}
          </h2>
          <p className="text-sm text-gray-600">{order.email}</p>
          <div className="flex flex-wrap gap-2">
            {/* The text reads in the page's direction ("اتصال بـ 0112…"): the message isolates the number itself. Both links are a thumb's size on a phone. */}
            <a href={`tel:${order.phone}`} className="inline-flex min-h-11 items-center rounded-lg border px-3 py-1.5 text-sm font-medium">
              {m.call(order.phone)}
            </a>
            <a href={whatsAppLink(order)} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center rounded-lg bg-whatsapp px-3 py-1.5 text-sm font-medium text-white">
              {m.whatsApp}
            </a>
          </div>
          <p className="text-sm">
            <span className="text-gray-500">{m.address}: </span>
            {/* Each part in its own direction: an English "9 Port Rd" on an Arabic page kept its number at the wrong end. */}
            <span data-testid="delivery-place">
              <bdi>{order.address}</bdi>
              {messages.format.separator}
              <bdi>{order.city}</bdi>
              {messages.format.separator}
              {governorateName(order.governorate)}
            </span>
          </p>
        </section>
        <CustomerRecord customer={order.customer} />
        <section className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4">
          <OrderLines lines={order.products} />
          <OrderTotals order={order} />
          <p className="font-semibold">
            {order.status === 'delivered' && order.cashCollected !== null ? `${m.cashCollected}: ${le(order.cashCollected)}` : `${m.cashToCollect}: ${le(order.totalPrice)}`}
          </p>
          {order.notes && (
            <p className="text-sm">
              <span className="text-gray-500">{m.notes}: </span>
              {order.notes}
            </p>
          )}
        </section>
      </div>
      <div className="space-y-4 lg:col-start-2 lg:row-start-2">
        <OrderStatusChange key={order.status} order={order} />
        <ShipmentPanel order={order} />
        <OrderReturnsPanel orderId={order._id} />
        <section className="rounded-2xl border border-gray-200 bg-white p-4">
          <h2 className="mb-2 font-semibold">{m.history}</h2>
          <ol className="space-y-2 border-s-2 border-gray-200 ps-3" data-testid="order-history">
            {order.history.map((entry, index) => {
              // A note the shop wrote is worded in this page's language; a staff note stays as typed.
              const note = wordHistoryNote(messages, entry);
              return (
                <li key={index} className="text-sm">
                  <OrderStatusBadge status={entry.status} /> <span className="text-gray-600">{formatDateTime(entry.at)}</span>{' '}
                  <span className="text-gray-600">{m.historyBy(entry.by)}</span>
                  {note && <p className="text-gray-700">{note}</p>}
                </li>
              );
            })}
          </ol>
        </section>
        <EntityAuditTrail entity="order" entityId={order._id} version={`${order.status}:${order.history.length}:${order.notes ?? ''}`} />
      </div>
    </div>
  );
}

export function Component() {
  const { orderId = '' } = useParams();
  const order = useDeskOrder(orderId);
  useDocumentTitle(order.data ? messages.orders.orderNumber(order.data.orderNumber) : messages.orders.managementTitle);
  return (
    <section className="mx-auto max-w-6xl space-y-4 px-4 py-8">
      <Link to={paths.ordersManagement} className="inline-flex min-h-10 items-center text-sm underline">
        {m.backToDesk}
      </Link>
      {order.data && (
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">{messages.orders.orderNumber(order.data.orderNumber)}</h1>
          <OrderStatusBadge status={order.data.status} />
        </div>
      )}
      {order.isError ? (
        <p role="alert" className="text-red-700">
          {order.error.message}
        </p>
      ) : order.data ? (
        <OrderDetail order={order.data} />
      ) : (
        <p role="status">{messages.layout.loading}</p>
      )}
    </section>
  );
}
