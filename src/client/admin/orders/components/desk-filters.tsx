import { useState, type FormEvent } from 'react';
import { CONFIRMATION_STATES, type ConfirmationState } from '../../../../shared/confirmation';
import { GOVERNORATES } from '../../../../shared/governorates';
import { messages } from '../../../../shared/messages';
import { ORDER_STATUSES, type OrderStatus } from '../../../../shared/order-status';
import type { DeskCounts } from '../../../../shared/contract/answers';
import type { DeskQuery } from '../api/order-desk';

const m = messages.desk;
const c = messages.deskConfirmation;
const field = 'rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm';

type Props = { query: DeskQuery; counts?: DeskCounts; onChange: (changes: Partial<DeskQuery>) => void };

/**
 * The status tabs with their counts (same filters, status aside), and beside them the orders
 * awaiting confirmation: the calls to make before anything ships.
 */
export function StatusTabs({ query, counts, onChange }: Props) {
  // `awaiting` counts orders of every status by their confirmation: not part of the sum.
  const all = counts ? ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0) : 0;
  const awaitingOnly = query.confirmation === 'awaiting';
  const tabs: Array<[OrderStatus | undefined, string]> = [[undefined, m.tabLabel(m.all, all)], ...ORDER_STATUSES.map((status) => [status, m.tabLabel(messages.orderStatus[status], counts?.[status] ?? 0)] as [OrderStatus, string])];
  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:items-center">
      <button
        type="button"
        aria-pressed={awaitingOnly}
        onClick={() => onChange({ confirmation: awaitingOnly ? undefined : 'awaiting', page: 1 })}
        className={`min-h-10 shrink-0 self-start rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ${awaitingOnly ? 'bg-amber-800 text-white ring-amber-900' : 'bg-amber-100 text-amber-900 ring-amber-300 hover:bg-amber-200'}`}
      >
        {c.awaitingTab(counts?.awaiting ?? 0)}
      </button>
      <div role="tablist" aria-label={messages.orders.status} className="-mx-4 flex min-w-0 gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:px-0">
        {tabs.map(([status, label]) => (
          <button
            key={status ?? 'all'}
            type="button"
            role="tab"
            aria-selected={query.status === status}
            onClick={() => onChange({ status, page: 1 })}
            className={`min-h-10 shrink-0 rounded-full px-3 py-1.5 text-sm capitalize ${query.status === status ? 'bg-ink text-white' : 'bg-gray-100 text-gray-700 hover:bg-gray-200'}`}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}

export function DeskFilters({ query, onChange }: Omit<Props, 'counts'>) {
  const [q, setQ] = useState(query.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() || undefined, page: 1 });
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      {/* Wide enough for the whole placeholder ("Number, name, e-mail or phone"): at 1280 px it was cut after "or p". */}
      <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 basis-80 gap-2">
        <input
          type="search"
          name="q"
          aria-label={m.search}
          placeholder={m.searchPlaceholder}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          className={`${field} min-w-0 flex-1`}
        />
        <button type="submit" className="rounded-lg bg-ink px-4 py-2 text-sm font-medium text-white">
          {m.searchButton}
        </button>
      </form>
      <select
        name="confirmation"
        aria-label={c.filter}
        value={query.confirmation ?? ''}
        onChange={(event) => onChange({ confirmation: CONFIRMATION_STATES.find((state) => state === event.target.value) as ConfirmationState | undefined, page: 1 })}
        className={field}
      >
        <option value="">{c.anyConfirmation}</option>
        {CONFIRMATION_STATES.map((state) => (
          <option key={state} value={state}>
            {c.states[state]}
          </option>
        ))}
      </select>
      <select name="governorate" aria-label={m.governorate} value={query.governorate ?? ''} onChange={(event) => onChange({ governorate: event.target.value || undefined, page: 1 })} className={field}>
        <option value="">{m.anyGovernorate}</option>
        {GOVERNORATES.map((governorate) => (
          <option key={governorate} value={governorate}>
            {messages.governorates[governorate]}
          </option>
        ))}
      </select>
      {/* From and To wrap together: one without the other on a line read as a lone date. */}
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-1 text-sm">
          {m.from}
          <input type="date" name="from" value={query.from ?? ''} onChange={(event) => onChange({ from: event.target.value || undefined, page: 1 })} className={field} />
        </label>
        <label className="flex items-center gap-1 text-sm">
          {m.to}
          <input type="date" name="to" value={query.to ?? ''} onChange={(event) => onChange({ to: event.target.value || undefined, page: 1 })} className={field} />
        </label>
      </div>
    </div>
  );
}
