import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { formatPoundsLE } from '../../../components/ui/money';
import { paths } from '../../../paths';
import type { CourierCash } from '../api/dashboard-api';

const m = messages.courierCash;

const cardClass = 'rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6';

/** The cash after delivery, split: still with the courier, settled this month, and lost to refusals (issue 35). */
export function CourierCashCards({ cash, failed }: { cash: CourierCash | undefined; failed: boolean }) {
  if (failed) {
    return (
      <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {m.fetchFailed}
      </p>
    );
  }
  const cards = [
    { label: m.withCourier, value: cash && formatPoundsLE(cash.withCourier), hint: m.withCourierHint, accent: 'bg-blue-600' },
    { label: m.settledThisMonth, value: cash && formatPoundsLE(cash.settledThisMonth), hint: m.settledHint, accent: 'bg-emerald-700' },
    { label: m.lostToRefusals, value: cash && formatPoundsLE(cash.lostToRefusals), hint: m.lostHint, accent: 'bg-red-600' },
  ];
  return (
    <div className="mt-4">
      <ul className="grid gap-4 sm:grid-cols-3" aria-busy={!cash}>
        {cards.map((card) => (
          <li key={card.label} className={cardClass} data-testid="courier-cash-card">
            <div className="flex items-center gap-2">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${card.accent}`} />
              <h3 className="text-sm font-medium tracking-wide text-gray-600 uppercase">{card.label}</h3>
            </div>
            {card.value === undefined ? (
              <div className="mt-3 h-9 w-32 animate-pulse rounded-lg bg-gray-100" />
            ) : (
              <>
                <p className="mt-3 text-3xl font-bold tabular-nums text-ink">{card.value}</p>
                <p className="mt-1 text-sm text-gray-600">{card.hint}</p>
              </>
            )}
          </li>
        ))}
      </ul>
      <Link to={paths.courierCash} className="mt-2 inline-block text-sm font-medium underline">
        {m.title}
      </Link>
    </div>
  );
}
