import { messages } from '../../../../shared/messages';
import { formatDate } from '../../../../shared/money';
import { formatPoundsLE } from '../../../components/ui/money';
import type { Settlement } from '../api/cash-api';

const m = messages.courierCash;

/** The settlements received, newest first; one whose amount differs from its orders' cash is flagged. */
export function SettlementsList({ settlements }: { settlements: Settlement[] }) {
  if (settlements.length === 0) return <p className="text-sm text-gray-700">{m.noSettlements}</p>;
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      {settlements.map((settlement) => {
        const differs = settlement.difference !== 0;
        return (
          <li
            key={settlement._id}
            data-testid="settlement"
            data-differs={differs}
            className={`space-y-2 rounded-2xl border bg-white p-4 text-sm ${differs ? 'border-2 border-amber-500' : 'border-gray-200'}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold">
                {messages.courier.couriers[settlement.courier]} · <bdi>{settlement.reference}</bdi>
              </p>
              <span className="text-gray-600">{formatDate(settlement.receivedAt)}</span>
            </div>
            <dl className="grid grid-cols-3 gap-2">
              <div>
                <dt className="text-gray-600">{m.received}</dt>
                <dd className="font-semibold tabular-nums">{formatPoundsLE(settlement.amount)}</dd>
              </div>
              <div>
                <dt className="text-gray-600">{m.expected}</dt>
                <dd className="tabular-nums">{formatPoundsLE(settlement.expected)}</dd>
              </div>
              <div>
                <dt className="text-gray-600">{m.orders}</dt>
                <dd className="tabular-nums">{settlement.orderIds.length}</dd>
              </div>
            </dl>
            <p className={`rounded-lg px-2 py-1 font-medium ${differs ? 'bg-amber-100 text-amber-950' : 'bg-green-50 text-green-800'}`}>
              {differs ? m.differs(formatPoundsLE(Math.abs(settlement.difference)), settlement.difference < 0) : m.matches}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
