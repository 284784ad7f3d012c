import { messages } from '../../../../shared/messages';
import { formatDate } from '../../../../shared/money';
import { formatPoundsLE } from '../../../components/ui/money';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import type { Order } from '../../../lib/order';
import { StatusSelect, useStatusChange } from './status-select';

/** One order of the compact status list: a table row on wide screens, a block on phones. */
export function OrderStatusRow({ order }: { order: Order }) {
  const { busy, pendingStatus, error, change } = useStatusChange(order);
  const cell = 'px-3 py-1 md:py-3 md:align-middle';
  return (
    <tr
      aria-busy={busy}
      data-testid="order-status-row"
      className={`grid grid-cols-2 gap-x-2 border-b border-gray-200 py-3 md:table-row md:py-0 ${busy ? 'opacity-60' : ''}`}
    >
      <td className={`${cell} col-span-2 font-mono text-xs text-gray-600`}>
        <span className="block max-w-[16ch] truncate md:max-w-[10ch]" title={order._id}>
          {order._id}
        </span>
      </td>
      <td className={`${cell} font-medium`}>
        {order.firstName} {order.lastName}
        <span className="block text-xs font-normal text-gray-500">{order.email}</span>
      </td>
      <td className={`${cell} text-end text-sm md:text-start`}>{formatDate(order.createdAt)}</td>
      <td className={`${cell} tabular-nums`}>{formatPoundsLE(order.totalPrice)}</td>
      <td className={`${cell} text-end md:text-start`}>
        <OrderStatusBadge status={order.status} />
      </td>
      <td className={`${cell} col-span-2`}>
        <StatusSelect order={order} busy={busy} pendingStatus={pendingStatus} onChange={change} />
        {error && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </td>
    </tr>
  );
}

export const statusTableHeadings = [
  messages.orders.order,
  messages.orders.customer,
  messages.orders.date,
  messages.orders.total,
  messages.orders.status,
  messages.orders.changeStatusHeading,
] as const;
