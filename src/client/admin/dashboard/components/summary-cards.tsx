import { messages } from '../../../../shared/messages';
import { formatPoundsLE } from '../../../components/ui/money';
import type { SalesSummary } from '../api/dashboard-api';

const m = messages.dashboard;
const net = messages.returns.netSales;

const cardClass = 'rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6';

/** Total Sales, Total Orders and Today's Sales, or their skeletons while loading. */
export function SummaryCards({ summary }: { summary: SalesSummary | undefined }) {
  const cards = [
    // The sales figures are net of refunds (issue 36): the hint under the figure says so.
    { label: m.totalSales, value: summary && formatPoundsLE(summary.totalSales), accent: 'bg-brand', hint: net.cardHint },
    { label: m.totalOrders, value: summary && new Intl.NumberFormat('en-US').format(summary.totalOrders), accent: 'bg-sky-600', hint: null },
    { label: m.todaySales, value: summary && formatPoundsLE(summary.todaySales), accent: 'bg-emerald-600', hint: net.cardHint },
  ];
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-3" aria-busy={!summary}>
        {cards.map((card) => (
          <li key={card.label} className={cardClass}>
            <div className="flex items-center gap-2">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${card.accent}`} />
              <h2 className="text-sm font-medium tracking-wide text-gray-600 uppercase">{card.label}</h2>
            </div>
            {card.value === undefined ? (
              <div className="mt-3 h-9 w-32 animate-pulse rounded-lg bg-gray-100" />
            ) : (
              <p className="mt-3 text-3xl font-bold tabular-nums text-ink">
                {card.value}
              </p>
            )}
            {card.hint && <p className="mt-1 text-sm text-gray-600">{card.hint}</p>}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-gray-600">{net.explain}</p>
    </>
  );
}
