import { messages } from '../../../../shared/messages';
import { formatDate } from '../../../../shared/money';
import { formatPoundsLE } from '../../../components/ui/money';
import type { SalesOfDay } from '../api/dashboard-api';

const m = messages.dashboard;
// The figures are net of refunds (issue 36).
const net = messages.returns.netSales;

// Midday UTC is the same calendar day in Cairo in every season.
const dayLabel = (isoDay: string) => formatDate(`${isoDay}T12:00:00Z`);

/** The range's results listed per date, with the range's totals at the foot. */
export function SalesTable({ days }: { days: SalesOfDay[] }) {
  const totalPiastres = days.reduce((sum, day) => sum + Math.round(day.totalSales * 100), 0);
  const totalOrders = days.reduce((sum, day) => sum + day.totalOrders, 0);
  return (
    <div className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <thead className="bg-gray-50 text-start text-xs tracking-wide text-gray-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 text-start font-medium">{m.date}</th>
            <th scope="col" className="px-4 py-3 text-end font-medium">{net.column}</th>
            <th scope="col" className="px-4 py-3 text-end font-medium">{m.orders}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="px-4 py-2.5 text-start font-medium text-ink">
                <time dateTime={day.date}>{dayLabel(day.date)}</time>
              </th>
              <td className="px-4 py-2.5 text-end tabular-nums">{formatPoundsLE(day.totalSales)}</td>
              <td className="px-4 py-2.5 text-end tabular-nums">{day.totalOrders}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-gray-200 bg-gray-50 font-semibold">
          <tr>
            <td className="px-4 py-3" colSpan={3}>
              {m.rangeTotals(formatPoundsLE(totalPiastres / 100), totalOrders)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
