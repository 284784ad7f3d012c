import { Link, useSearchParams } from 'react-router';
import { messages } from '../../../../shared/messages';
import { formatDateTime } from '../../../../shared/money';
import { RETURN_STATES, type ReturnState } from '../../../../shared/returns';
import { AdminToaster } from '../../../components/ui/admin-toaster';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../paths';
import { useReturns } from '../api/returns-api';
import { ReturnStateBadge } from '../../../components/returns/return-state-badge';
import { ReturnsReport } from '../components/returns-report';

const m = messages.returns.admin;

/** /returnsManagement: the requests by state, a page at a time, the order and customer beside each; the returns report. */
export function Component() {
  useDocumentTitle(m.title);
  const [search, setSearch] = useSearchParams();
  const stateParam = search.get('state');
  const state = RETURN_STATES.includes(stateParam as ReturnState) ? (stateParam as ReturnState) : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useReturns(state, page);
  const go = (next: { state?: ReturnState; page?: number }) => {
    const params = new URLSearchParams();
    if (next.state) params.set('state', next.state);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearch(params);
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{m.title}</h1>
      <nav aria-label={m.state} className="flex flex-wrap gap-2">
        {[undefined, ...RETURN_STATES].map((each) => (
          <button
            key={each ?? 'all'}
            type="button"
            aria-pressed={each === state}
            onClick={() => go({ state: each })}
            className={`min-h-11 shrink-0 rounded-full border px-4 text-sm font-medium ${each === state ? 'border-ink bg-ink text-white' : 'border-gray-300 bg-white'}`}
          >
            {each ? messages.returns.states[each] : m.allStates}
          </button>
        ))}
      </nav>
      {list.isPending && <div role="status" aria-label={messages.layout.loading} className="h-40 animate-pulse rounded-2xl bg-gray-100" />}
      {list.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {list.error.message}
        </p>
      )}
      {list.data && list.data.results.length === 0 && <p className="rounded-2xl border border-dashed border-gray-300 p-6 text-center text-gray-600">{m.empty}</p>}
      <ul className="space-y-3" data-testid="returns-list">
        {list.data?.results.map((request) => (
          <li key={request._id} className="rounded-2xl border border-gray-200 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link to={`${paths.returnsManagement}/${request._id}`} className="inline-flex min-h-10 items-center font-semibold underline">
                {m.request} {request.label}
              </Link>
              <ReturnStateBadge state={request.state} />
            </div>
            <p className="text-sm">
              {m.order}{' '}
              <Link className="underline" to={paths.orderDetail(request.orderId)}>
                #{request.orderNumber}
              </Link>{' '}
              · <bdi>{request.customer.firstName} {request.customer.lastName}</bdi> · <span dir="ltr">{request.customer.phone}</span>
            </p>
            <p className="text-sm text-gray-600">
              {m.requested}: {formatDateTime(request.createdAt)}
            </p>
            {/* The pieces on a line of their own, each kept whole and isolated: an English title after the Arabic date broke in two across lines. */}
            <p className="flex flex-wrap gap-x-3 text-sm text-gray-600">
              {request.lines.map((line) => (
                <span key={line._id}>
                  <bdi>{line.title}</bdi> <bdi>×{line.quantity}</bdi>
                </span>
              ))}
            </p>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="flex items-center justify-between">
          <button type="button" disabled={page <= 1} onClick={() => go({ state, page: page - 1 })} className="min-h-11 rounded-lg border px-4 disabled:opacity-50">
            {m.previous}
          </button>
          <span className="text-sm">{m.page(page)}</span>
          <button type="button" disabled={page >= pages} onClick={() => go({ state, page: page + 1 })} className="min-h-11 rounded-lg border px-4 disabled:opacity-50">
            {m.next}
          </button>
        </div>
      )}
      <ReturnsReport />
      <AdminToaster />
    </section>
  );
}
