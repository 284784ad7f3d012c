import { useState, type FormEvent } from 'react';
import type { OrderDetailAnswer } from '../../../../shared/contract/answers';
import { messages } from '../../../../shared/messages';
import { CANCEL_REASONS, CANCELLED_STATUSES, isOrderStatus, ORDER_STATUSES, type CancelReason, type OrderStatus } from '../../../../shared/order-status';
import { ApiError } from '../../../lib/api-client';
import { useUpdateDeskOrder } from '../api/order-desk';

const m = messages.desk;

/** Status change with a note; cancelled and refunded ask for a reason and a confirmation first. */
export function OrderStatusChange({ order }: { order: OrderDetailAnswer }) {
  const update = useUpdateDeskOrder(order._id);
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [reason, setReason] = useState<CancelReason>('customer_cancelled');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const needsReason = CANCELLED_STATUSES.includes(status) && status !== order.status;

  const save = () => {
    setConfirming(false);
    update.mutate(
      { ...(status !== order.status ? { status } : {}), ...(needsReason ? { cancelReason: reason } : {}), ...(note.trim() ? { note: note.trim() } : {}) },
      { onSuccess: () => setNote('') },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needsReason) setConfirming(true);
    else save();
  };
  const unchanged = status === order.status && !note.trim();

  return (
    <form onSubmit={submit} className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4">
      <h2 className="font-semibold">{m.changeStatus}</h2>
      <select aria-label={m.changeStatus} value={status} onChange={(event) => isOrderStatus(event.target.value) && setStatus(event.target.value)} className="w-full rounded-lg border border-gray-300 px-3 py-2 capitalize">
        {ORDER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {messages.orderStatus[value]}
          </option>
        ))}
      </select>
      {needsReason && (
        <select aria-label={m.reason} value={reason} onChange={(event) => setReason(event.target.value as CancelReason)} className="w-full rounded-lg border border-gray-300 px-3 py-2">
          {CANCEL_REASONS.map((value) => (
            <option key={value} value={value}>
              {m.reasons[value]}
            </option>
          ))}
        </select>
      )}
      <textarea aria-label={m.note} placeholder={m.note} value={note} onChange={(event) => setNote(event.target.value)} rows={2} className="w-full rounded-lg border border-gray-300 px-3 py-2 text-sm" />
      {confirming ? (
        <div role="alertdialog" aria-label={m.confirmTitle(messages.orderStatus[status], order.orderNumber)} className="space-y-2 rounded-xl bg-red-50 p-3">
          <p className="font-medium">{m.confirmTitle(messages.orderStatus[status], order.orderNumber)}</p>
          <div className="flex gap-2">
            <button type="button" onClick={save} className="rounded-lg bg-red-600 px-4 py-2 text-sm font-medium text-white">
              {m.confirm}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className="rounded-lg border px-4 py-2 text-sm">
              {m.keep}
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" disabled={unchanged || update.isPending} className="rounded-lg bg-ink px-4 py-2 text-sm font-medium text-white disabled:opacity-50">
          {update.isPending ? messages.orders.updating : m.save}
        </button>
      )}
      {update.error && (
        <p role="alert" className="text-sm text-red-700">
          {update.error instanceof ApiError ? update.error.message : messages.common.somethingWentWrong}
        </p>
      )}
    </form>
  );
}
