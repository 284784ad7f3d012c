import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import { formatDateTime, formatLE, toPiastres } from '../../../../shared/money';
import { useDocumentTitle } from '../../../lib/document-title';
import { AdminToaster } from '../../../components/ui/admin-toaster';
import { useAbandonedCarts } from '../api/abandoned-carts-api';
import { ReminderSetting } from '../components/reminder-setting';

const m = messages.promotions.abandoned;
const le = (pounds: number) => formatLE(toPiastres(pounds));

/** /abandonedCarts: carts left behind, whether they were reminded and recovered; this month's figures. */
export function Component() {
  useDocumentTitle(m.title);
  const [page, setPage] = useState(1);
  const carts = useAbandonedCarts(page);
  const data = carts.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{m.title}</h1>
      <ReminderSetting />
      {data && (
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-2xl border border-gray-200 bg-white p-4">
            <dt className="text-sm text-gray-600">{m.monthAbandoned}</dt>
            <dd data-testid="month-abandoned" className="text-xl font-bold">{le(data.month.abandonedValue)}</dd>
          </div>
          <div className="rounded-2xl border border-gray-200 bg-white p-4">
            <dt className="text-sm text-gray-600">{m.monthRecovered}</dt>
            <dd data-testid="month-recovered" className="text-xl font-bold">{le(data.month.recoveredSales)}</dd>
          </div>
        </dl>
      )}
      {carts.isPending ? (
        <div role="status" aria-label={messages.layout.loading} className="h-40 animate-pulse rounded-2xl bg-gray-100" />
      ) : carts.isError || !data ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {messages.common.somethingWentWrong}
        </div>
      ) : data.results.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 p-6 text-center text-gray-600">{m.empty}</p>
      ) : (
        <ul className="space-y-3">
          {data.results.map((cart) => (
            <li key={cart._id} data-testid="abandoned-cart" className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span dir="ltr" className="break-all font-semibold">
                  {cart.customer.email}
                </span>
                <span className="font-bold">{le(cart.value)}</span>
              </div>
              <ul aria-label={m.lines} className="flex flex-wrap gap-3">
                {cart.lines.map((line) => (
                  <li key={`${line.title}-${line.size}`} className="flex items-center gap-2 text-sm">
                    {line.image && <img src={line.image} alt="" width={40} height={40} className="size-10 rounded object-cover" />}
                    <span>
                      {line.title} · {line.size.toUpperCase()} × {line.quantity}
                    </span>
                  </li>
                ))}
              </ul>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-gray-600">{m.lastChange}</dt>
                  <dd>{formatDateTime(cart.lastChange)}</dd>
                </div>
                <div>
                  <dt className="text-gray-600">{m.remindedAt}</dt>
                  <dd>{cart.optedOut && !cart.remindedAt ? m.optedOut : cart.remindedAt ? formatDateTime(cart.remindedAt) : m.notReminded}</dd>
                </div>
                <div>
                  <dt className="text-gray-600">{m.recovered}</dt>
                  <dd className={cart.recovered ? 'font-semibold text-green-800' : ''}>
                    {cart.recovered ? `${m.recoveredYes}${cart.recoveredOrderNumber ? ` (#${cart.recoveredOrderNumber})` : ''}` : m.recoveredNo}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={m.title} className="flex items-center justify-between gap-3">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} className="rounded-lg border border-gray-300 px-4 py-2 disabled:opacity-50">
            {m.previous}
          </button>
          <span className="text-sm">{m.pageOf(page, pages)}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)} className="rounded-lg border border-gray-300 px-4 py-2 disabled:opacity-50">
            {m.next}
          </button>
        </nav>
      )}
      <AdminToaster />
    </section>
  );
}
