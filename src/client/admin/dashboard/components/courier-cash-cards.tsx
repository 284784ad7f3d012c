import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { formatPoundsLE } from '../../../components/ui/money';
import { paths } from '../../../paths';
import type { CashSummary, CourierCash } from '../api/dashboard-api';
import { FigureCards, type Figure } from './figure-cards';

const m = messages.courierCash;


/**
 * The cash after delivery, split: still with the courier, settled this month (issue 35), and the
 * shipping lost to refusals over the dashboard's one window for refusals (the cash summary's
 * last 30 days, the same orders as its refusal rate).
 */
export function CourierCashCards({ cash, refusals, failed }: { cash: CourierCash | undefined; refusals: CashSummary | undefined; failed: boolean }) {
  if (failed) {
    return (
      <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {m.fetchFailed}
      </p>
    );
  }
  const cards: Figure[] = [
    { label: m.withCourier, value: cash && formatPoundsLE(cash.withCourier), hint: m.withCourierHint, accent: 'bg-blue-600' },
    { label: m.settledThisMonth, value: cash && formatPoundsLE(cash.settledThisMonth), hint: m.settledHint, accent: 'bg-emerald-700' },
    { label: m.lostToRefusals, value: refusals && formatPoundsLE(refusals.shippingLostLast30Days), hint: m.lostHint, accent: 'bg-red-600' },
  ];
  return (
    <div className="mt-4">
      <FigureCards figures={cards} busy={!cash || !refusals} testId="courier-cash-card" />
      <Link to={paths.courierCash} className="mt-2 inline-flex min-h-10 items-center text-sm font-medium underline">
        {m.title}
      </Link>
    </div>
  );
}
