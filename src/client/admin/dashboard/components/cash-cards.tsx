import { messages } from '../../../../shared/messages';
import { formatPoundsLE } from '../../../components/ui/money';
import type { CashSummary } from '../api/dashboard-api';
import { FigureCards, type Figure } from './figure-cards';

const m = messages.dashboard;

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** Cash to collect, cash collected this month and the refusal rate, or their skeletons. */
export function CashCards({ cash }: { cash: CashSummary | undefined }) {
  const cards: Figure[] = [
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
      <FigureCards figures={cards} busy={!cash} testId="cash-card" />
    </section>
  );
}
