import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../paths';
import { useMyOrders } from '../api/my-orders';
import { OrderCard } from '../components/order-card';

const m = messages.orders;

export function Component() {
  useDocumentTitle(m.myOrdersTitle, 'Your orders');
  const orders = useMyOrders();

  let body;
  if (orders.isPending) {
    body = (
      <div role="status" aria-label={messages.layout.loading} className="space-y-4">
        {[0, 1].map((key) => (
          <div key={key} className="h-64 animate-pulse rounded-2xl bg-gray-100" />
        ))}
      </div>
    );
  } else if (orders.isError) {
    body = (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {m.fetchFailed}
      </p>
    );
  } else if (orders.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-gray-300 px-4 py-16 text-center">
        <p className="text-lg">{m.noOrdersYet}</p>
        <Link to={paths.collections} className="rounded-full bg-ink px-6 py-3 font-semibold text-white hover:bg-gray-700">
          {m.startShopping}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="space-y-4">
        {orders.data.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold">{m.myOrdersTitle}</h1>
      {body}
    </section>
  );
}
