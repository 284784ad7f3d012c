import { messages } from '../../../../shared/messages';
import type { OrderStatus } from '../../../../shared/order-status';
import { isOrderStatus, ORDER_STATUSES } from '../../../../shared/order-status';
import { ApiError } from '../../../lib/api-client';
import { useTransientMessage } from '../../../lib/use-transient-message';
import type { Order } from '../../../lib/order';
import { useUpdateOrderStatus } from '../api/admin-orders';

/**
 * The seven statuses, any to any: an admin may set any status on any order. While the call runs the select is disabled
 * and 'Updating...' shows; `onBusyChange` lets the row grey itself out too.
 */
export function useStatusChange(order: Order) {
  const mutation = useUpdateOrderStatus();
  const [error, setError] = useTransientMessage();
  const change = (status: OrderStatus) => {
    if (status === order.status) return;
    setError(null);
    mutation.mutate(
      { orderId: order._id, status },
      { onError: (failure) => setError(failure instanceof ApiError && failure.status < 500 ? failure.message : messages.common.somethingWentWrong) },
    );
  };
  return { busy: mutation.isPending, pendingStatus: mutation.isPending ? mutation.variables?.status : undefined, error, change };
}

type Props = { order: Order; busy: boolean; pendingStatus?: OrderStatus; onChange: (status: OrderStatus) => void };

export function StatusSelect({ order, busy, pendingStatus, onChange }: Props) {
  return (
    <div className="flex items-center gap-2">
      <select
        aria-label={messages.orders.changeStatus(order.orderNumber)}
        value={pendingStatus ?? order.status}
        disabled={busy}
        onChange={(event) => {
          if (isOrderStatus(event.target.value)) onChange(event.target.value);
        }}
        className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm capitalize disabled:cursor-wait disabled:bg-gray-100"
      >
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {messages.orderStatus[status]}
          </option>
        ))}
      </select>
      {busy && (
        <span role="status" className="text-sm text-gray-600">
          {messages.orders.updating}
        </span>
      )}
    </div>
  );
}
