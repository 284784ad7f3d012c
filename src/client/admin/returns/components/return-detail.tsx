import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { formatDateTime, formatLE, toPiastres } from '../../../../shared/money';
import { sizeLabel } from '../../../../shared/sizes';
import { pickupCode, pickupNoteIn } from '../../../../shared/returns';
import { paths } from '../../../paths';
import type { AdminReturn } from '../api/returns-api';
import { ReturnActions } from './return-actions';
import { ReturnStateBadge } from '../../../components/returns/return-state-badge';

const m = messages.returns.admin;
const le = (pounds: number) => formatLE(toPiastres(pounds));

/** One request: the order and customer beside it, the pieces, the money, the pickup, the history, and the next steps. */
export function ReturnDetail({ request }: { request: AdminReturn }) {
  return (
    <article className="grid items-start gap-4 lg:grid-cols-[2fr_1fr]" data-testid="return-detail" data-state={request.state}>
      <div className="space-y-4">
        <section className="space-y-1 rounded-2xl border border-gray-200 bg-white p-4 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">
              {m.request} {request.label}
            </h2>
            <ReturnStateBadge state={request.state} />
          </div>
          <p>
            {m.order}:{' '}
            <Link className="font-medium underline" to={paths.orderDetail(request.orderId)}>
              #{request.orderNumber}
            </Link>
          </p>
          <p>
            {m.customer}: {request.customer.firstName} {request.customer.lastName} · <span dir="ltr">{request.customer.phone}</span> ·{' '}
            <span dir="ltr" className="break-all">
              {request.customer.email}
            </span>
          </p>
          {request.exchangeOrder && (
            <p>
              <Link className="font-medium underline" to={paths.orderDetail(request.exchangeOrder._id)}>
                {m.exchangeOrder(request.exchangeOrder.orderNumber)}
              </Link>
              <span className="block" data-testid="exchange-charge">
                {m.exchangeChargeShown(le(request.exchangeOrder.charge))}
              </span>
            </p>
          )}
          {request.pickup && (
            <p>
              {m.pickup}: {request.pickup.by === 'bosta' && request.pickup.trackingNumber ? m.pickupBosta(request.pickup.trackingNumber) : m.pickupManual}
              <span className="block text-gray-600">{pickupNoteIn(m, pickupCode(request.pickup.why, request.pickup.bostaType, request.pickup.error))}</span>
              {/* Bosta's webhook: the pieces are back, but only the staff's "received" restocks them. */}
              {request.pickup.arrivedAt && request.state === 'in_transit' && (
                <span className="mt-1 block font-medium text-ink" data-testid="pickup-arrived">
                  {m.bostaArrived(formatDateTime(request.pickup.arrivedAt))}
                </span>
              )}
            </p>
          )}
        </section>
        <section className="rounded-2xl border border-gray-200 bg-white p-4">
          <h3 className="mb-2 font-semibold">{m.lines}</h3>
          <ul className="space-y-1 text-sm">
            {request.lines.map((line) => (
              <li key={line._id}>
                {line.title} ({sizeLabel(line.size)}) × {line.quantity} · {messages.returns.reasons[line.reason]} ·{' '}
                {line.exchangeSize ? m.exchangeFor(sizeLabel(line.exchangeSize)) : m.refundLine}
                {line.damagedQuantity > 0 && <span className="text-red-700"> · {m.damaged}: {line.damagedQuantity}</span>}
              </li>
            ))}
          </ul>
          {request.customerNote && (
            <p className="mt-2 text-sm">
              <span className="text-gray-500">{m.customerNote}: </span>
              {request.customerNote}
            </p>
          )}
          <dl className="mt-3 grid grid-cols-2 gap-1 text-sm">
            <dt className="text-gray-500">{m.customerShipping}</dt>
            <dd>{le(request.customerShipping)}</dd>
            <dt className="text-gray-500">{m.proposed}</dt>
            <dd>{le(request.proposedRefund)}</dd>
          </dl>
          {request.refund && (
            <p className="mt-2 text-sm font-semibold">
              {m.refunded(le(request.refund.amount), messages.returns.methods[request.refund.method])}
              {request.refund.reference && ` · ${request.refund.reference}`}
            </p>
          )}
        </section>
      </div>
      <div className="space-y-4">
        <section className="rounded-2xl border border-gray-200 bg-white p-4">
          <ReturnActions request={request} />
        </section>
        <section className="rounded-2xl border border-gray-200 bg-white p-4">
          <h3 className="mb-2 font-semibold">{m.history}</h3>
          <ol className="space-y-2 border-s-2 border-gray-200 ps-3 text-sm" data-testid="return-history">
            {request.history.map((entry, index) => (
              <li key={index}>
                <ReturnStateBadge state={entry.to} /> <span className="text-gray-600">{formatDateTime(entry.at)}</span>
                {entry.by && <span className="block text-gray-600">{entry.by}</span>}
                {entry.note && <span className="block">{entry.note}</span>}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  );
}
