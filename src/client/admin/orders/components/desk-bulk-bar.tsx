import { useEffect, useRef, useState } from 'react';
import type { StaffAnswer } from '../../../../shared/confirmation';
import { messages } from '../../../../shared/messages';
import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from '../../../../shared/order-status';
import { openPackingSlips, useBulkStatus } from '../api/order-desk';
import { useStaffConfirmation } from '../api/confirmation';
import type { DeskOrder } from './desk-table';

const m = messages.desk;
const c = messages.deskConfirmation;

type Props = { selected: Set<string>; orders: DeskOrder[]; onDone: () => void };

/**
 * What the desk does to the selected orders: confirm or decline them after the calls, set a
 * status, print their slips. Each order is answered on its own; the failures are listed by number.
 */
export function DeskBulkBar({ selected, orders, onDone }: Props) {
  const [bulkTo, setBulkTo] = useState<OrderStatus>('shipped');
  const bulk = useBulkStatus();
  const staff = useStaffConfirmation();
  const [lastAnswer, setLastAnswer] = useState<StaffAnswer>('confirm');
  // The numbers are taken when the button is pressed: a confirmed order may leave the filtered page.
  const [numbers, setNumbers] = useState<Map<string, number>>(new Map());
  // After an action the selection is cleared and the buttons that had focus are gone with it:
  // focus goes to the outcome, so a keyboard or screen reader user lands on what happened.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (bulk.data || staff.data) outcome.current?.focus();
  }, [bulk.data, staff.data]);
  const numberOf = (id: string) => {
    const orderNumber = numbers.get(id);
    return orderNumber === undefined ? id : `#${orderNumber}`;
  };
  const rememberNumbers = () => setNumbers(new Map(orders.filter((order) => selected.has(order._id)).map((order) => [order._id, order.orderNumber])));
  const answer = (value: StaffAnswer) => {
    setLastAnswer(value);
    rememberNumbers();
    bulk.reset();
    staff.mutate({ ids: [...selected], answer: value }, { onSuccess: onDone });
  };
  const staffFailures = staff.data?.results.filter((result) => !result.ok) ?? [];
  const staffDone = (staff.data?.results.length ?? 0) - staffFailures.length;
  const bulkFailures = bulk.data?.results.filter((result) => !result.ok) ?? [];
  const bulkDone = (bulk.data?.results.length ?? 0) - bulkFailures.length;

  return (
    <>
      {selected.size > 0 && (
        <div className="flex flex-wrap items-center gap-2 rounded-xl bg-gray-50 p-3 text-sm">
          <span className="w-full font-medium sm:w-auto">{m.selected(selected.size)}</span>
          <button type="button" disabled={staff.isPending} onClick={() => answer('confirm')} className="min-h-11 rounded-lg bg-green-700 px-4 py-2 font-semibold text-white disabled:opacity-60">
            {c.confirmSelected}
          </button>
          <button type="button" disabled={staff.isPending} onClick={() => answer('decline')} className="min-h-11 rounded-lg border border-red-300 bg-white px-4 py-2 font-semibold text-red-700 disabled:opacity-60">
            {c.declineSelected}
          </button>
          <span className="hidden h-6 border-s border-gray-300 sm:block" aria-hidden="true" />
          <select aria-label={m.bulkStatus} value={bulkTo} onChange={(event) => isOrderStatus(event.target.value) && setBulkTo(event.target.value)} className="min-h-11 rounded-lg border border-gray-300 bg-white px-3 py-2 capitalize">
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {messages.orderStatus[status]}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={bulk.isPending}
            onClick={() => {
              staff.reset();
              rememberNumbers();
              bulk.mutate({ ids: [...selected], status: bulkTo }, { onSuccess: onDone });
            }}
            className="min-h-11 rounded-lg bg-ink px-4 py-2 font-medium text-white disabled:opacity-60"
          >
            {m.applyBulk}
          </button>
          <button type="button" onClick={() => void openPackingSlips([...selected])} className="min-h-11 rounded-lg border border-gray-300 bg-white px-4 py-2 font-medium">
            {m.printSlips}
          </button>
        </div>
      )}
      {bulk.data && (
        <div ref={outcome} tabIndex={-1} role="status" className="text-sm focus:outline-none">
          <p>{m.bulkResult(bulkDone, bulkFailures.length)}</p>
          <ul className="text-red-700">
            {bulkFailures.map((failure) => (
              <li key={failure._id}>{c.failure(numberOf(failure._id), failure.message ?? messages.common.somethingWentWrong)}</li>
            ))}
          </ul>
        </div>
      )}
      {staff.data && (
        <div ref={outcome} tabIndex={-1} role="status" data-testid="confirmation-result" className="text-sm focus:outline-none">
          <p>{lastAnswer === 'confirm' ? c.confirmed(staffDone, staffFailures.length) : c.declined(staffDone, staffFailures.length)}</p>
          <ul className="text-red-700">
            {staffFailures.map((failure) => (
              <li key={failure._id}>{c.failure(numberOf(failure._id), failure.message ?? messages.common.somethingWentWrong)}</li>
            ))}
          </ul>
        </div>
      )}
      {staff.error && (
        <p role="alert" className="text-sm text-red-700">
          {staff.error.message}
        </p>
      )}
    </>
  );
}
