import { messages } from '../../../../shared/messages';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAllOrders } from '../api/admin-orders';
import { OrdersState } from '../components/orders-state';
import { OrderStatusRow, statusTableHeadings } from '../components/order-status-row';

const m = messages.orders;

export function Component() {
  useDocumentTitle(m.statusListTitle);
  const orders = useAllOrders();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold">{m.statusListTitle}</h1>
      <OrdersState orders={orders}>
        {(list) => (
          <table className="block w-full text-sm md:table">
            <thead className="sr-only md:not-sr-only md:table-header-group">
              <tr className="border-b-2 border-gray-300 text-start">
                {statusTableHeadings.map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 text-start font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="block md:table-row-group">
              {list.map((order) => (
                <OrderStatusRow key={order._id} order={order} />
              ))}
            </tbody>
          </table>
        )}
      </OrdersState>
    </section>
  );
}
