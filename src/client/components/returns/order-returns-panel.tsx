import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import { formatLE, toPiastres } from '../../../shared/money';
import { useQuery } from '@tanstack/react-query';
import { callApi, endpoints } from '../../lib/api-client';
import { paths } from '../../paths';
import { ReturnStateBadge } from './return-state-badge';

/** The requests of one order (returned from it, or sent as its exchange); under the admin's returns key, refreshed with it. */
function useOrderReturns(orderId: string) {
  return useQuery({
    queryKey: ['admin', 'returns', 'order', orderId],
    queryFn: async () => (await callApi(endpoints.returns.list, { query: { orderId, page: 1 } })).results,
  });
}

const m = messages.returns.admin;

/** On the admin's order detail (shared so admin/orders need not import admin/returns): its returns (or the return it is the exchange of), with their refunds and exchange orders. */
export function OrderReturnsPanel({ orderId }: { orderId: string }) {
  const returns = useOrderReturns(orderId);
  if (!returns.data || returns.data.length === 0) return null;
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-4" data-testid="order-returns-panel">
      <h2 className="mb-2 font-semibold">{m.orderReturns}</h2>
      <ul className="space-y-2 text-sm">
        {returns.data.map((request) => (
          <li key={request._id}>
            <Link className="font-medium underline" to={`${paths.returnsManagement}/${request._id}`}>
              {m.request} {request.label}
            </Link>{' '}
            <ReturnStateBadge state={request.state} />
            {request.orderId !== orderId && (
              <span className="block">
                {m.order}{' '}
                <Link className="underline" to={paths.orderDetail(request.orderId)}>
                  #{request.orderNumber}
                </Link>
              </span>
            )}
            {request.exchangeOrder && request.exchangeOrder._id !== orderId && (
              <Link className="block underline" to={paths.orderDetail(request.exchangeOrder._id)}>
                {m.exchangeOrder(request.exchangeOrder.orderNumber)}
              </Link>
            )}
            {request.refund && <span className="block">{m.refunded(formatLE(toPiastres(request.refund.amount)), messages.returns.methods[request.refund.method])}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
