import { Link } from 'react-router';
import { deliveryPlace, messages } from '../../../../shared/messages';
import { formatDateTime, formatLE, toPiastres } from '../../../../shared/money';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import type { OrderListAnswer } from '../../../../shared/contract/answers';
import { paths } from '../../../paths';
import { AdminOrderCard } from './admin-order-card';
import { ConfirmationActions } from './confirmation-actions';
import { ConfirmationBadge, RiskBadge } from './confirmation-badges';
import { ShipmentSummary } from './shipment-summary';
import { StatusSelect, useStatusChange } from './status-select';

const m = messages.desk;
const c = messages.deskConfirmation;

/** A row of the desk: an order with its confirmation and its phone's record. */
export type DeskOrder = OrderListAnswer['orders'][number];

type Selection = { selected: Set<string>; toggle: (orderId: string) => void; togglePage: () => void };
type OnAnswer = (orderId: string) => void;

function DeskRow({ order, selection, onAnswer }: { order: DeskOrder; selection: Selection; onAnswer?: OnAnswer }) {
  const { busy, pendingStatus, error, change } = useStatusChange(order);
  return (
    <tr data-testid="desk-row" data-status={order.status} data-confirmation={order.confirmation.state} aria-busy={busy} className={`border-t border-gray-100 ${busy ? 'opacity-60' : ''}`}>
      <td className="p-2">
        <input type="checkbox" aria-label={m.selectOrder(order.orderNumber)} checked={selection.selected.has(order._id)} onChange={() => selection.toggle(order._id)} />
      </td>
      <td className="p-2 font-mono font-semibold">
        <Link to={paths.orderDetail(order._id)} className="underline-offset-2 hover:underline">
          #{order.orderNumber}
        </Link>
      </td>
      <td className="p-2 whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
      <td className="p-2">
        {order.firstName} {order.lastName}
      </td>
      <td className="p-2">
        <span dir="ltr" className="block whitespace-nowrap">
          {order.phone}
        </span>
        <RiskBadge risk={order.risk} />
      </td>
      <td className="p-2">
        {deliveryPlace({ city: order.city, governorate: order.governorate })}
      </td>
      <td className="p-2 whitespace-nowrap">{formatLE(toPiastres(order.totalPrice))}</td>
      <td className="p-2">
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <StatusSelect order={order} busy={busy} pendingStatus={pendingStatus} onChange={change} />
        </div>
        <ShipmentSummary shipment={order.shipment} />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </td>
      <td className="p-2">
        <div data-confirmation-of={order._id} tabIndex={-1} className="flex flex-col items-start gap-1.5">
          <ConfirmationBadge state={order.confirmation.state} />
          {order.confirmation.by && <span className="text-xs text-gray-600">{c.by[order.confirmation.by]}</span>}
          <ConfirmationActions order={order} onAnswer={onAnswer} />
        </div>
      </td>
    </tr>
  );
}

/** A table from tablets up; cards on phones, where seven columns do not fit. */
export function DeskOrders({ orders, selection, onAnswer }: { orders: DeskOrder[]; selection: Selection; onAnswer?: OnAnswer }) {
  const allSelected = orders.length > 0 && orders.every((order) => selection.selected.has(order._id));
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-gray-200 bg-white md:block">
        <table className="w-full text-start text-sm">
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              <th className="p-2 text-start">
                <input type="checkbox" aria-label={m.selectPage} checked={allSelected} onChange={selection.togglePage} />
              </th>
              <th className="p-2 text-start">#</th>
              <th className="p-2 text-start">{m.date}</th>
              <th className="p-2 text-start">{m.customer}</th>
              <th className="p-2 text-start">{m.phone}</th>
              <th className="p-2 text-start">{m.address}</th>
              <th className="p-2 text-start">{m.total}</th>
              <th className="p-2 text-start">{messages.orders.status}</th>
              <th className="p-2 text-start">{c.heading}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <DeskRow key={order._id} order={order} selection={selection} onAnswer={onAnswer} />
            ))}
          </tbody>
        </table>
      </div>
      {/* On a phone too the desk selects the whole page at once (twenty orders to pack, not twenty taps); the boxes and links are a thumb's size. */}
      <label className="flex min-h-11 items-center gap-3 self-start text-sm font-medium md:hidden">
        <input type="checkbox" className="size-5" checked={allSelected} onChange={selection.togglePage} />
        {m.selectPage}
      </label>
      <ul className="grid gap-4 md:hidden">
        {orders.map((order) => (
          <li key={order._id} className="flex min-w-0 flex-col gap-2">
            <div className="flex items-center justify-between gap-2">
              <label className="flex min-h-11 items-center gap-3 text-sm">
                <input type="checkbox" className="size-5" checked={selection.selected.has(order._id)} onChange={() => selection.toggle(order._id)} />
                {m.selectOrder(order.orderNumber)}
              </label>
              <Link to={paths.orderDetail(order._id)} className="inline-flex min-h-11 min-w-11 items-center justify-center px-2 text-sm font-medium underline">
                {m.open}
              </Link>
            </div>
            <div data-testid="desk-confirmation" data-confirmation={order.confirmation.state} data-confirmation-of={order._id} tabIndex={-1} className="flex flex-wrap items-center gap-2">
              <ConfirmationBadge state={order.confirmation.state} />
              <RiskBadge risk={order.risk} />
              {order.confirmation.by && <span className="text-xs text-gray-600">{c.by[order.confirmation.by]}</span>}
            </div>
            <ConfirmationActions order={order} size="large" onAnswer={onAnswer} />
            <ShipmentSummary shipment={order.shipment} />
            <AdminOrderCard order={order} />
          </li>
        ))}
      </ul>
    </>
  );
}
