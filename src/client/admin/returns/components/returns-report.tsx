import { messages } from '../../../../shared/messages';
import { formatLE, toPiastres } from '../../../../shared/money';
import { sizeLabel } from '../../../../shared/sizes';
import { useReturnsReport } from '../api/returns-api';

const m = messages.returns.admin;
const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);

/** The returns report: refunds paid this month, the most common reasons, and the return rate by size and by product. */
export function ReturnsReport() {
  const report = useReturnsReport();
  if (!report.data) return null;
  const { refundsThisMonth, reasons, bySize, byProduct } = report.data;
  return (
    <section aria-labelledby="returns-report" className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4" data-testid="returns-report">
      <h2 id="returns-report" className="text-lg font-semibold">
        {m.report}
      </h2>
      <p className="font-semibold">{m.refundsThisMonth(formatLE(toPiastres(refundsThisMonth.amount)), refundsThisMonth.count)}</p>
      <div className="grid gap-4 md:grid-cols-3">
        <div>
          <h3 className="mb-1 text-sm font-semibold">{m.topReasons}</h3>
          <ol className="list-decimal ps-5 text-sm">
            {reasons.map((row) => (
              <li key={row.reason}>
                {messages.returns.reasons[row.reason]}: {row.count}
              </li>
            ))}
          </ol>
        </div>
        <table className="text-sm">
          <caption className="mb-1 text-start font-semibold">{m.bySize}</caption>
          <thead>
            <tr className="text-gray-500">
              <th className="text-start font-normal" />
              <th className="text-end font-normal">{m.sold}</th>
              <th className="text-end font-normal">{m.returned}</th>
              <th className="text-end font-normal">{m.returnRate}</th>
            </tr>
          </thead>
          <tbody>
            {bySize.map((row) => (
              <tr key={row.size}>
                <th className="text-start font-medium">{sizeLabel(row.size)}</th>
                <td className="text-end">{row.sold}</td>
                <td className="text-end">{row.returned}</td>
                <td className="text-end">{percent(row.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="text-sm">
          <caption className="mb-1 text-start font-semibold">{m.byProduct}</caption>
          <tbody>
            {byProduct.map((row) => (
              <tr key={row.productId ?? row.title}>
                <th className="text-start font-medium">{row.title}</th>
                <td className="text-end">
                  {row.returned}/{row.sold}
                </td>
                <td className="text-end">{percent(row.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
