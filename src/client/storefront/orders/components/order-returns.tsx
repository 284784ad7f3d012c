import { useEffect, useRef, useState } from 'react';
import { messages } from '../../../../shared/messages';
import { formatDate, formatLE, toPiastres } from '../../../../shared/money';
import type { Order } from '../../../lib/order';
import { useMyReturns, type ReturnRequest } from '../api/returns';
import { ReturnRequestForm } from './return-request-form';

const m = messages.returns;

/** What was asked: the request's state, its cost and what happens next. */
function SentAnswer({ request }: { request: ReturnRequest }) {
  return (
    <div role="status" className="space-y-1 rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-950">
      <p className="font-semibold">{m.customer.sent(request.label)}</p>
      <p>{request.customerShipping > 0 ? m.customer.costPaid(formatLE(toPiastres(request.customerShipping))) : m.customer.costFree}</p>
      {request.proposedRefund > 0 && <p>{m.customer.refundEstimate(formatLE(toPiastres(request.proposedRefund)))}</p>}
      <p>{m.customer.nextSteps}</p>
    </div>
  );
}

/** The order's returns in my orders: its requests, and "Return or exchange" while the window is open. */
export function OrderReturns({ order }: { order: Order }) {
  const returns = useMyReturns();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<ReturnRequest | null>(null);
  // Cancelling takes the form away: focus goes back to the button that opened it, not to the page's top.
  const openButton = useRef<HTMLButtonElement>(null);
  const [cancelled, setCancelled] = useState(false);
  useEffect(() => {
    if (cancelled && !open) openButton.current?.focus();
  }, [cancelled, open]);
  const requests = (returns.data?.results ?? []).filter((request) => request.orderId === order._id);
  // This order may itself be the exchange that sends a return's new size.
  const exchangeOf = (returns.data?.results ?? []).find((request) => request.exchangeOrder?._id === order._id);
  const openWindow = returns.data?.windows.find((candidate) => candidate.orderId === order._id);
  if (requests.length === 0 && !openWindow && !sent && !exchangeOf) return null;
  return (
    <section aria-label={m.customer.requests} className="space-y-3 border-t border-gray-100 pt-4">
      {exchangeOf && (
        <p className="text-sm text-gray-700">
          {m.customer.exchangeOf(exchangeOf.label, exchangeOf.orderNumber)}
          {exchangeOf.exchangeOrder && exchangeOf.exchangeOrder.charge > 0 && (
            <span className="block font-medium" data-testid="exchange-charge">
              {m.customer.exchangeCharge(formatLE(toPiastres(exchangeOf.exchangeOrder.charge)))}
            </span>
          )}
        </p>
      )}
      {requests.length > 0 && (
        <ul className="space-y-1 text-sm" data-testid="order-returns">
          {requests.map((request) => (
            <li key={request._id}>
              <span className="font-medium">{m.customer.requestLine(request.label, m.states[request.state])}</span>
              {request.exchangeOrder && <span className="ms-2 text-gray-700">{m.customer.exchangeOrder(request.exchangeOrder.orderNumber)}</span>}
              {request.exchangeOrder && request.exchangeOrder.charge > 0 && (
                <span className="ms-2 text-gray-700">{m.customer.exchangeCharge(formatLE(toPiastres(request.exchangeOrder.charge)))}</span>
              )}
              {request.refund && <span className="ms-2 text-gray-700">{m.customer.refunded(formatLE(toPiastres(request.refund.amount)))}</span>}
            </li>
          ))}
        </ul>
      )}
      {sent && <SentAnswer request={sent} />}
      {openWindow && !open && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-gray-600">{m.customer.windowUntil(formatDate(openWindow.until))}</p>
          <button
            ref={openButton}
            type="button"
            onClick={() => {
              setCancelled(false);
              setOpen(true);
            }}
            className="min-h-11 rounded-full border border-ink px-4 py-2 text-sm font-semibold">
            {m.customer.open}
          </button>
        </div>
      )}
      {openWindow && open && (
        <ReturnRequestForm
          order={order}
          promoKind={openWindow.promoKind}
          returnable={openWindow.lines}
          onClose={() => {
            setCancelled(true);
            setOpen(false);
          }}
          onSent={(request) => {
            setSent(request);
            setOpen(false);
          }}
        />
      )}
    </section>
  );
}
