import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { formatDateTime, toPiastres, toPounds } from '../../../../shared/money';
import { formatPoundsLE } from '../../../components/ui/money';
import { paths } from '../../../paths';
import type { Unsettled } from '../api/cash-api';
import { SettlementForm } from './settlement-form';

const m = messages.courierCash;

/** One courier's cash not yet settled: what it owes, the delivered orders behind it, and a settlement of the chosen ones. */
export function UnsettledCourier({ unsettled }: { unsettled: Unsettled }) {
  const courierName = messages.courier.couriers[unsettled.courier];
  // Every order is chosen at first: a courier usually settles all it collected.
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(unsettled.orders.map((order) => order._id)));
  const picked = unsettled.orders.filter((order) => chosen.has(order._id));
  // Summed in piastres: LE amounts with fractions do not add up exactly as floats.
  const expected = toPounds(picked.reduce((sum, order) => sum + toPiastres(order.codCollected), 0));
  const toggle = (orderId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(orderId)) next.add(orderId);
      return next;
    });

  return (
    <article aria-labelledby={`owes-${unsettled.courier}`} data-testid="unsettled-courier" data-courier={unsettled.courier} className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`owes-${unsettled.courier}`} className="text-lg font-semibold">
          {m.owes(courierName, formatPoundsLE(unsettled.amount))}
        </h3>
        <span className="text-sm text-gray-600">{m.ordersBehind(unsettled.orders.length)}</span>
      </header>
      <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 text-sm">
        {unsettled.orders.map((order) => (
          <li key={order._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-2">
            {/* The box alone was 20 px: its label around it is a thumb's size (the input keeps its name). */}
            <label className="-my-2 inline-flex min-h-10 min-w-10 items-center justify-center">
              <input type="checkbox" className="size-5" aria-label={m.selectOrder(order.orderNumber)} checked={chosen.has(order._id)} onChange={() => toggle(order._id)} />
            </label>
            <Link to={paths.orderDetail(order._id)} className="-my-2 inline-flex min-h-10 items-center font-mono font-semibold underline-offset-2 hover:underline">
              #{order.orderNumber}
            </Link>
            <span className="text-gray-600">
              <span className="sr-only">{m.deliveredAt}: </span>
              {formatDateTime(order.deliveredAt)}
            </span>
            <span className="ms-auto font-medium tabular-nums">
              <span className="sr-only">{m.collected}: </span>
              {formatPoundsLE(order.codCollected)}
            </span>
          </li>
        ))}
      </ul>
      <SettlementForm courier={unsettled.courier} orderIds={picked.map((order) => order._id)} expected={expected} onSaved={() => setChosen(new Set())} />
    </article>
  );
}
