import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '../../../../shared/messages';
import { CONFIRMATION_STATES, type ConfirmationState } from '../../../../shared/confirmation';
import { isOrderStatus } from '../../../../shared/order-status';
import { useDocumentTitle } from '../../../lib/document-title';
import { downloadOrdersCsv, useDeskOrders, type DeskQuery } from '../api/order-desk';
import { DeskBulkBar } from '../components/desk-bulk-bar';
import { DeskFilters, StatusTabs } from '../components/desk-filters';
import { DeskShippingActions } from '../components/desk-shipping-actions';
import { DeskOrders } from '../components/desk-table';

const m = messages.desk;
const PAGE_SIZE = 20;
const isConfirmationState = (value: unknown): value is ConfirmationState => CONFIRMATION_STATES.includes(value as ConfirmationState);

/** The desk's filters live in the address, so a reload or a shared link shows the same page. */
function useDeskQuery(): [DeskQuery, (changes: Partial<DeskQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const confirmation = params.get('confirmation');
  const query: DeskQuery = {
    status: isOrderStatus(status) ? status : undefined,
    confirmation: isConfirmationState(confirmation) ? confirmation : undefined,
    q: params.get('q') ?? undefined,
    governorate: params.get('governorate') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: PAGE_SIZE,
  };
  const update = (changes: Partial<DeskQuery>) => {
    const next = { ...query, ...changes };
    const entries = Object.entries(next).filter(([key, value]) => key !== 'pageSize' && value !== undefined && value !== '' && !(key === 'page' && value === 1));
    setParams(new URLSearchParams(entries.map(([key, value]) => [key, String(value)])));
  };
  return [query, update];
}

export function Component() {
  useDocumentTitle(messages.orders.managementTitle);
  const [query, update] = useDeskQuery();
  const desk = useDeskOrders(query);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // Focus comes back here when the controls that had it leave with the selection (after a hand-off).
  const heading = useRef<HTMLHeadingElement>(null);
  const orders = desk.data?.orders ?? [];
  const focusAfterAnswer = useFocusAfterAnswer(desk.isFetching, desk.data, heading);
  const pages = Math.max(1, Math.ceil((desk.data?.total ?? 0) / PAGE_SIZE));

  const selection = {
    selected,
    toggle: (orderId: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(orderId)) next.add(orderId);
        return next;
      }),
    togglePage: () => setSelected((current) => (orders.every((order) => current.has(order._id)) ? new Set() : new Set(orders.map((order) => order._id)))),
  };
  const { page: _page, pageSize: _pageSize, ...filters } = query;

  return (
    <section className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {messages.orders.managementTitle}
        </h1>
        <button type="button" onClick={() => void downloadOrdersCsv(filters)} className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-medium">
          {m.exportCsv}
        </button>
      </div>
      <StatusTabs query={query} counts={desk.data?.counts} onChange={update} />
      <DeskFilters query={query} onChange={update} />

      <DeskBulkBar selected={selected} orders={orders} onDone={() => setSelected(new Set())} />
      <DeskShippingActions selected={selected} orders={orders} onDone={() => setSelected(new Set())} focusAfterSend={() => heading.current?.focus()} />

      {desk.isError ? (
        <p role="alert" className="text-red-700">
          {messages.orders.fetchFailed}
        </p>
      ) : desk.isPending ? (
        <p role="status">{messages.layout.loading}</p>
      ) : orders.length === 0 ? (
        <p>{m.noOrders}</p>
      ) : (
        <DeskOrders orders={orders} selection={selection} onAnswer={focusAfterAnswer} />
      )}

      <nav aria-label={m.pageOf(query.page, pages)} className="flex items-center justify-center gap-3 text-sm">
        <button type="button" disabled={query.page <= 1} onClick={() => update({ page: query.page - 1 })} className="rounded-lg border px-3 py-1.5 disabled:opacity-40">
          {m.previous}
        </button>
        <span>{m.pageOf(query.page, pages)}</span>
        <button type="button" disabled={query.page >= pages} onClick={() => update({ page: query.page + 1 })} className="rounded-lg border px-3 py-1.5 disabled:opacity-40">
          {m.next}
        </button>
      </nav>
    </section>
  );
}

/**
 * An order answered by phone loses its Confirm and Decline buttons once the desk has read it
 * again, and focus went nowhere with them. It goes to that order's confirmation line (its new
 * badge), or, when the awaiting filter took the order off the list, to the order now in its
 * place (the next call to make), else to the heading.
 */
function useFocusAfterAnswer(fetching: boolean, data: unknown, heading: RefObject<HTMLHeadingElement | null>) {
  const answered = useRef<{ orderId: string; index: number } | null>(null);
  useEffect(() => {
    const last = answered.current;
    if (!last || fetching) return;
    answered.current = null;
    // The answer failed and its buttons are still there (with focus), or the person has moved on.
    if (document.activeElement && document.activeElement !== document.body) return;
    const lines = confirmationLines();
    const target = lines.find((line) => line.dataset.confirmationOf === last.orderId) ?? lines[Math.min(last.index, lines.length - 1)];
    (target ?? heading.current)?.focus();
  }, [fetching, data, heading]);
  return (orderId: string) => {
    answered.current = { orderId, index: confirmationLines().findIndex((line) => line.dataset.confirmationOf === orderId) };
  };
}

/** The orders' confirmation lines shown at this width (the table's on a desktop, the cards' on a phone). */
const confirmationLines = () => [...document.querySelectorAll<HTMLElement>('[data-confirmation-of]')].filter((line) => line.offsetParent !== null);

