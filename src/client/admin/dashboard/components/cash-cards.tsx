import { messages } from '../../../../shared/messages';
import { formatPoundsLE } from '../../../components/ui/money';
import type { CashSummary } from '../api/dashboard-api';

const m = messages.dashboard;

const cardClass = 'rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6';
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** Cash to collect, cash collected this month and the refusal rate, or their skeletons. */
export function CashCards({ cash }: { cash: CashSummary | undefined }) {
  const cards = [
    { label: m.cashToCollect, value: cash && formatPoundsLE(cash.toCollect), hint: cash && m.cashToCollectHint(cash.toCollectOrders), accent: 'bg-violet-600' },
    { label: m.cashCollected, value: cash && formatPoundsLE(cash.collectedThisMonth), hint: cash && m.cashCollectedHint, accent: 'bg-emerald-700' },
    {
      label: m.refusedShare,
      value: cash && (cash.refusedShare === null ? '–' : percent.format(cash.refusedShare)),
      hint: cash && (cash.refusedShare === null ? m.noShipments : m.refusedShareHint(cash.refusedLast30Days, cash.shippedLast30Days)),
      accent: 'bg-red-600',
    },
  ];
  return (
    <section aria-labelledby="cash-heading" className="mt-8">
      <h2 id="cash-heading" className="mb-3 text-lg font-semibold">{m.cashHeading}</h2>
      <ul className="grid gap-4 sm:grid-cols-3" aria-busy={!cash}>
        {cards.map((card) => (
          <li key={card.label} className={cardClass} data-testid="cash-card">
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
    </section>
  );
}
