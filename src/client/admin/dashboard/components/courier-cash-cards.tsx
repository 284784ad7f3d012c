import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { formatPoundsLE } from '../../../components/ui/money';
import { paths } from '../../../paths';
import type { CourierCash } from '../api/dashboard-api';
import { FigureCards, type Figure } from './figure-cards';

const m = messages.courierCash;


/** The cash after delivery, split: still with the courier, settled this month, and lost to refusals (issue 35). */
export function CourierCashCards({ cash, failed }: { cash: CourierCash | undefined; failed: boolean }) {
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
    { label: m.lostToRefusals, value: cash && formatPoundsLE(cash.lostToRefusals), hint: m.lostHint, accent: 'bg-red-600' },
  ];
  return (
    <div className="mt-4">
      <FigureCards figures={cards} busy={!cash} testId="courier-cash-card" />
      <Link to={paths.courierCash} className="mt-2 inline-block text-sm font-medium underline">
        {m.title}
      </Link>
    </div>
  );
}
