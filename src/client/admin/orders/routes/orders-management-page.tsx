import { messages } from '../../../../shared/messages';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAllOrders } from '../api/admin-orders';
import { AdminOrderCard } from '../components/admin-order-card';
import { OrdersState } from '../components/orders-state';

const m = messages.orders;

export function Component() {
  useDocumentTitle(m.managementTitle);
  const orders = useAllOrders();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold">{m.managementTitle}</h1>
      <OrdersState orders={orders}>
        {(list) => (
          <ul className="grid gap-4 md:grid-cols-2">
            {list.map((order) => (
              <li key={order._id} className="flex min-w-0">
                <AdminOrderCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </OrdersState>
    </section>
  );
}
