import type { ReactNode } from 'react';
import { messages } from '../../../../shared/messages';
import { ApiError } from '../../../lib/api-client';
import type { Order } from '../../../lib/order';
import type { useAllOrders } from '../api/admin-orders';

/** Loading, failure and the empty list, shared by both order pages; children render the list. */
export function OrdersState({ orders, children }: { orders: ReturnType<typeof useAllOrders>; children: (orders: Order[]) => ReactNode }) {
  if (orders.isPending) {
    return (
      <div role="status" aria-label={messages.layout.loading} className="grid gap-4 md:grid-cols-2">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="h-72 animate-pulse rounded-2xl bg-gray-100" />
        ))}
      </div>
    );
  }
  if (orders.isError) {
    // /updateOrderStatus has no client guard: a visitor without an admin token sees why.
    const { error } = orders;
    const text = error instanceof ApiError && (error.status === 401 || error.status === 403) ? error.message : messages.common.somethingWentWrong;
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {text}
      </p>
    );
  }
  if (orders.data.length === 0) {
    return <p className="rounded-2xl border border-dashed border-gray-300 px-4 py-16 text-center text-lg">{messages.orders.noOrdersFound}</p>;
  }
  return <>{children(orders.data)}</>;
}
