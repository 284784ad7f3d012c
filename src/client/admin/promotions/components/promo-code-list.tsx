import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import { formatLE, toPiastres } from '../../../../shared/money';
import { WELCOME_CODE } from '../../../../shared/promo-code';
import { showAdminFailure, showAdminNotice } from '../../../components/ui/admin-toaster';
import { useDeactivatePromoCode, usePromoReport, useRemovePromoCode, type PromoCodeRow } from '../api/promo-codes-api';

const m = messages.promotions.admin;
const le = (pounds: number) => formatLE(toPiastres(pounds));

function valueOf(code: PromoCodeRow): string {
  if (code.kind === 'percent') return `${code.value}%`;
  if (code.kind === 'fixed') return le(code.value);
  return m.kinds.free_shipping;
}

function Report({ id }: { id: string }) {
  const report = usePromoReport(id);
  if (!report.data) return <div role="status" aria-label={m.report} className="h-16 animate-pulse rounded-lg bg-gray-100" />;
  const figures: Array<[string, string]> = [
    [m.reportOrders, String(report.data.orders)],
    [m.reportSales, le(report.data.sales)],
    [m.reportDiscount, le(report.data.discountGiven)],
    [m.reportNewCustomers, String(report.data.newCustomers)],
  ];
  return (
    <dl aria-label={m.reportTitle(report.data.code)} className="grid grid-cols-2 gap-2 rounded-lg bg-gray-50 p-3 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-gray-600">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The codes as cards (one column on phones): terms, uses, discount given, and what can be done with each. */
export function PromoCodeList({ codes, onEdit }: { codes: PromoCodeRow[]; onEdit: (code: PromoCodeRow) => void }) {
  const [reportOf, setReportOf] = useState<string | null>(null);
  const remove = useRemovePromoCode();
  const deactivate = useDeactivatePromoCode();
  const act = async (run: () => Promise<{ message: string }>) => {
    try {
      showAdminNotice({ kind: 'ok', text: (await run()).message });
    } catch (error) {
      showAdminFailure(error);
    }
  };
  if (codes.length === 0) return <p className="rounded-2xl border border-dashed border-gray-300 p-6 text-center text-gray-600">{m.empty}</p>;
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      {codes.map((code) => (
        <li key={code._id} aria-label={code.code} className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span dir="ltr" className="font-mono text-lg font-bold">
              {code.code}
            </span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${code.active ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-700'}`}>
              {code.active ? m.active : m.inactive}
            </span>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-gray-600">{m.value}</dt>
            <dd>{valueOf(code)}</dd>
            <dt className="text-gray-600">{m.uses}</dt>
            <dd>{m.usesOf(code.uses, code.totalLimit)}</dd>
            <dt className="text-gray-600">{m.discountGiven}</dt>
            <dd>{le(code.discountGiven)}</dd>
            <dt className="text-gray-600">{m.validity}</dt>
            <dd>{m.period(code.startsAt, code.endsAt)}</dd>
            {code.minSubtotal > 0 && (
              <>
                <dt className="text-gray-600">{m.minSubtotal}</dt>
                <dd>{le(code.minSubtotal)}</dd>
              </>
            )}
            {code.firstOrderOnly && <dd className="col-span-2 text-gray-700">{m.firstOrderOnly}</dd>}
          </dl>
          {reportOf === code._id && <Report id={code._id} />}
          <div className="flex flex-wrap gap-2 text-sm">
            <button type="button" onClick={() => onEdit(code)} className="rounded-lg border border-gray-300 px-3 py-1.5 font-medium">
              {m.edit}
            </button>
            <button type="button" onClick={() => setReportOf(reportOf === code._id ? null : code._id)} aria-expanded={reportOf === code._id} className="rounded-lg border border-gray-300 px-3 py-1.5 font-medium">
              {m.report}
            </button>
            {code.active && (
              <button type="button" onClick={() => void act(() => deactivate.mutateAsync(code._id))} className="rounded-lg border border-gray-300 px-3 py-1.5 font-medium">
                {m.deactivate}
              </button>
            )}
            {code.uses === 0 && code.code !== WELCOME_CODE && (
              <button type="button" onClick={() => void act(() => remove.mutateAsync(code._id))} className="rounded-lg border border-red-300 px-3 py-1.5 font-medium text-red-700">
                {m.delete}
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
