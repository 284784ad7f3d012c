import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import type { SalesRange } from '../../../../shared/schemas/sales';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSalesByDateRange } from '../api/dashboard-api';
import { SalesChart } from '../components/sales-chart';
import { SalesRangeForm } from '../components/sales-range-form';
import { SalesTable } from '../components/sales-table';

const m = messages.dashboard;

function SalesResults({ range }: { range: SalesRange }) {
  const sales = useSalesByDateRange(range);
  if (sales.isError) {
    // A refused range (e.g. longer than the server allows) says why under the spec's message.
    const reason = sales.error instanceof ApiError && sales.error.status === 400 ? sales.error.message : undefined;
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{m.salesFetchFailed}</p>
        {reason && <p className="mt-1 text-sm">{reason}</p>}
      </div>
    );
  }
  if (sales.isPending) {
    return (
      <div role="status" aria-label={m.loading} className="grid gap-4">
        <div className="h-80 animate-pulse rounded-2xl bg-gray-100" />
      </div>
    );
  }
  if (sales.data.length === 0) {
    return <p className="rounded-2xl border border-dashed border-gray-300 px-4 py-16 text-center text-lg">{m.noSalesInRange}</p>;
  }
  return (
    <div className="space-y-4">
      <SalesChart days={sales.data} range={range} />
      <SalesTable days={sales.data} />
    </div>
  );
}

/** /salesByDateRange: sales per Cairo day of a chosen range, as a chart and a list. */
export function Component() {
  useDocumentTitle(m.rangeTitle);
  const [range, setRange] = useState<SalesRange>();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="mb-1 text-2xl font-bold">{m.rangeTitle}</h1>
      <p className="mb-4 text-sm text-gray-600">{messages.returns.netSales.explain}</p>
      <div className="space-y-6">
        <SalesRangeForm onFilter={setRange} />
        {range && <SalesResults range={range} />}
      </div>
    </section>
  );
}
