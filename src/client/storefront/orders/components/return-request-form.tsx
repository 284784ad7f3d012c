import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages';
import { formatLE, toPiastres } from '../../../../shared/money';
import {
  customerShippingPiastres,
  paidPiecePiastres,
  proposedRefundPiastres,
  returnPickupFeePiastres,
  DEFAULT_RETURN_POLICY,
  type ReturnReason,
} from '../../../../shared/returns';
import type { PromoKind } from '../../../../shared/promo-codes';
import { sizeLabel, type Size } from '../../../../shared/sizes';
import { inputClass } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import type { Order, OrderLine } from '../../../lib/order';
import { useShopSettings } from '../../../lib/shop-settings';
import { useRequestReturn, useSizesInStock, type ReturnRequest } from '../api/returns';

const m = messages.returns;

type LineChoice = { picked: boolean; quantity: number; reason: ReturnReason | ''; exchange: boolean; exchangeSize: Size | '' };

/**
 * One line of the order: whether it goes back, how many (up to the pieces not yet asked for),
 * why, and money back or another size (in stock only).
 */
function LineRow({ line, pieces, choice, onChange }: { line: OrderLine; pieces: number; choice: LineChoice; onChange: (choice: LineChoice) => void }) {
  const policy = useShopSettings() ?? DEFAULT_RETURN_POLICY;
  const sizes = useSizesInStock(line.productId, choice.picked && choice.exchange);
  const offered = (sizes.data ?? []).filter((stock) => stock.quantity > 0 && stock.size !== line.size).map((stock) => stock.size);
  const id = `return-${line._id}`;
  return (
    <fieldset className="space-y-3 rounded-xl border border-gray-200 p-3" data-testid="return-line">
      <legend className="sr-only">{line.title}</legend>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="size-5" checked={choice.picked} onChange={(event) => onChange({ ...choice, picked: event.target.checked })} />
        <span className="font-medium">
          {line.title} ({sizeLabel(line.size)}) × {pieces}
        </span>
      </label>
      {choice.picked && (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm">
            {m.customer.quantity}
            <select className={inputClass} value={choice.quantity} onChange={(event) => onChange({ ...choice, quantity: Number(event.target.value) })}>
              {Array.from({ length: pieces }, (_, index) => index + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {m.customer.reason}
            <select required className={inputClass} value={choice.reason} onChange={(event) => onChange({ ...choice, reason: event.target.value as ReturnReason })}>
              <option value="">{m.customer.choose}</option>
              {policy.returnReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {m.reasons[reason]}
                </option>
              ))}
            </select>
          </label>
          <div role="radiogroup" aria-label={m.customer.want} className="flex flex-wrap gap-4 text-sm sm:col-span-2">
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name={`${id}-want`} checked={!choice.exchange} onChange={() => onChange({ ...choice, exchange: false, exchangeSize: '' })} />
              {m.customer.refund}
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name={`${id}-want`} checked={choice.exchange} onChange={() => onChange({ ...choice, exchange: true })} />
              {m.customer.exchange}
            </label>
          </div>
          {choice.exchange && (
            <label className="flex flex-col gap-1 text-sm sm:col-span-2">
              {m.customer.newSize}
              <select required className={inputClass} value={choice.exchangeSize} onChange={(event) => onChange({ ...choice, exchangeSize: event.target.value as Size })}>
                <option value="">{offered.length === 0 && !sizes.isPending ? m.customer.noSizes : m.customer.choose}</option>
                {offered.map((size) => (
                  <option key={size} value={size}>
                    {sizeLabel(size)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
    </fieldset>
  );
}

/**
 * The request form of a delivered order inside the window. The cost shown beforehand is the
 * server's rule (src/shared/returns.ts); the answer is the server's own figures.
 */
export function ReturnRequestForm({
  order,
  promoKind,
  returnable,
  onClose,
  onSent,
}: {
  order: Order;
  /** The kind of the order's code (the server's answer), which decides what its discount took off the pieces. */
  promoKind: PromoKind | null;
  /** Per order line, the pieces not yet asked for (the server's answer); lines absent here are not offered. */
  returnable: ReadonlyArray<{ lineId: string; pieces: number }>;
  onClose: () => void;
  onSent: (request: ReturnRequest) => void;
}) {
  const policy = useShopSettings() ?? DEFAULT_RETURN_POLICY;
  const request = useRequestReturn();
  const [choices, setChoices] = useState<Record<string, LineChoice>>(() =>
    Object.fromEntries(order.products.map((line) => [line._id, { picked: false, quantity: 1, reason: '', exchange: false, exchangeSize: '' }])),
  );
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The button that opened the form is gone: focus goes to the form's title, so a screen
  // reader (or a keyboard) carries on inside the form instead of back at the page's top.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);

  const piecesOf = new Map(returnable.map((line) => [line.lineId, line.pieces]));
  const offered = order.products.filter((line) => piecesOf.has(line._id));
  const picked = offered.filter((line) => choices[line._id]!.picked && line.productId);
  const wanted = picked.map((line) => ({ line, choice: choices[line._id]! }));
  const fee = returnPickupFeePiastres(order.governorate);
  const paidOf = { subtotalPiastres: toPiastres(order.subtotal), discountPiastres: toPiastres(order.discount), promoKind };
  const shipping = customerShippingPiastres(
    wanted.map(({ choice }) => ({ reason: choice.reason || 'other', exchangeSize: choice.exchange ? choice.exchangeSize || 'm' : null })),
    policy,
    fee,
  );
  const refund = proposedRefundPiastres(
    wanted.map(({ line, choice }) => ({
      unitPaidPiastres: paidPiecePiastres(toPiastres(line.finalPrice), paidOf),
      quantity: choice.quantity,
      exchangeSize: choice.exchange ? 'm' : null,
    })),
    shipping,
  );
  const ready = wanted.length > 0 && wanted.every(({ choice }) => choice.reason && (!choice.exchange || choice.exchangeSize));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setError(null);
    const lines = wanted.map(({ line, choice }) => ({
      productId: line.productId!,
      size: line.size as Size,
      quantity: choice.quantity,
      reason: choice.reason as ReturnReason,
      ...(choice.exchange && choice.exchangeSize ? { exchangeSize: choice.exchangeSize } : {}),
    }));
    request.mutate(
      { orderId: order._id, body: { lines, ...(note.trim() ? { note: note.trim() } : {}) } },
      {
        onSuccess: ({ results }) => onSent(results),
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : messages.returns.admin.saveFailed),
      },
    );
  };

  // On a phone the floating WhatsApp button (bottom end, 4rem tall with its gap) sits where
  // Send is: room below the buttons lets Send scroll clear of it, as the footer's pb-24 does.
  return (
    <form onSubmit={submit} aria-labelledby={`return-title-${order._id}`} className="space-y-3 rounded-xl border border-gray-300 bg-gray-50 p-3 pb-20 sm:p-4">
      <h3 id={`return-title-${order._id}`} ref={title} tabIndex={-1} className="font-semibold focus:outline-none">
        {m.customer.title(order.orderNumber)}
      </h3>
      <p className="text-sm text-gray-700">{m.customer.pick}</p>
      {offered.map((line) => (
        <LineRow key={line._id} line={line} pieces={piecesOf.get(line._id)!} choice={choices[line._id]!} onChange={(choice) => setChoices((all) => ({ ...all, [line._id]: choice }))} />
      ))}
      <label className="flex flex-col gap-1 text-sm">
        {m.customer.note}
        <textarea className={inputClass} rows={2} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      {wanted.length > 0 && (
        <div className="space-y-1 text-sm" aria-live="polite">
          <p>{shipping > 0 ? m.customer.costPaid(formatLE(shipping)) : m.customer.costFree}</p>
          {refund > 0 && <p>{m.customer.refundEstimate(formatLE(refund))}</p>}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onClose} className="min-h-11 rounded-full border border-gray-300 px-4 py-2 text-sm font-medium">
          {m.customer.cancel}
        </button>
        <button type="submit" disabled={!ready || request.isPending} className="min-h-11 rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white disabled:opacity-50">
          {request.isPending ? m.customer.sending : m.customer.send}
        </button>
      </div>
    </form>
  );
}
