import { useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages';
import { formatLE, toPiastres } from '../../../../shared/money';
import { REFUND_METHODS, bostaExchangeCodPiastres, type RefundMethod } from '../../../../shared/returns';
import { returnChangeSchema } from '../../../../shared/schemas/returns';
import { sizeLabel } from '../../../../shared/sizes';
import { showAdminNotice } from '../../../components/ui/admin-toaster';
import { inputClass } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { useChangeReturn, type AdminReturn, type ReturnChange } from '../api/returns-api';

const m = messages.returns.admin;
const button = 'min-h-11 rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-50';
const primary = `${button} bg-ink text-white`;
const secondary = `${button} border border-gray-300 bg-white`;

/** Receiving: how many pieces of each line came back damaged (those stay out of stock). */
function ReceiveForm({ request, onSubmit, busy }: { request: AdminReturn; onSubmit: (change: ReturnChange) => void; busy: boolean }) {
  const [damaged, setDamaged] = useState<Record<string, number>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ state: 'received', damaged: Object.entries(damaged).map(([lineId, quantity]) => ({ lineId, quantity })) });
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      {request.lines.map((line) => (
        <label key={line._id} className="flex items-center justify-between gap-3 text-sm">
          <span>
            {m.damaged}: {line.title} ({sizeLabel(line.size)})
          </span>
          <select className={inputClass} value={damaged[line._id] ?? 0} onChange={(event) => setDamaged((all) => ({ ...all, [line._id]: Number(event.target.value) }))}>
            {Array.from({ length: line.quantity + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button type="submit" disabled={busy} className={primary}>
        {m.receive}
      </button>
    </form>
  );
}

/** The refund: the proposed amount to start from, how it was paid and its reference. */
function RefundForm({ request, onSubmit, busy }: { request: AdminReturn; onSubmit: (change: ReturnChange) => void; busy: boolean }) {
  const [amount, setAmount] = useState(String(request.proposedRefund));
  const [method, setMethod] = useState<RefundMethod>('cash');
  const [reference, setReference] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ state: 'refunded', refundAmount: Number(amount), refundMethod: method, ...(reference.trim() ? { refundReference: reference.trim() } : {}) });
  };
  return (
    <form onSubmit={submit} className="grid gap-2 sm:grid-cols-3" aria-label={m.refund}>
      <label className="flex flex-col gap-1 text-sm">
        {m.amount}
        <input className={inputClass} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} required />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {m.method}
        <select className={inputClass} value={method} onChange={(event) => setMethod(event.target.value as RefundMethod)}>
          {REFUND_METHODS.map((each) => (
            <option key={each} value={each}>
              {messages.returns.methods[each]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {m.reference}
        <input className={inputClass} value={reference} onChange={(event) => setReference(event.target.value)} />
      </label>
      <div className="sm:col-span-3">
        <button type="submit" disabled={busy} className={primary}>
          {m.refund}
        </button>
      </div>
    </form>
  );
}

/**
 * The amount the courier collects with the new size (the price difference the shop decides),
 * in LE with piastres allowed, checked here by the shared schema (0 to 30,000) and again by the server.
 */
function ExchangeChargeInput({ id, value, onChange, error }: { id: string; value: string; onChange: (value: string) => void; error: string | null }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id}>{m.exchangeCharge}</label>
      <input
        id={id}
        className={`${inputClass} max-w-40`}
        inputMode="decimal"
        name="exchangeCharge"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      <span id={`${id}-hint`} className="text-xs text-gray-600">
        {m.exchangeChargeHint}
      </span>
      {error && (
        <span id={`${id}-error`} role="alert" className="text-xs text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}

/** A typed amount as the API takes it; an empty field is 0 (a free exchange). */
const chargeOf = (typed: string): number => (typed.trim() === '' ? 0 : Number(typed.trim().replace(',', '.')));

/** The shared schema's refusal of a typed charge, in the page's language (the server checks it again). */
const chargeProblem = (typed: string): string | null => {
  const checked = returnChangeSchema.shape.exchangeCharge.safeParse(chargeOf(typed));
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
};

/** The next steps of a request, as its state allows them (src/shared/returns.ts). */
export function ReturnActions({ request }: { request: AdminReturn }) {
  const change = useChangeReturn(request._id);
  const [reason, setReason] = useState('');
  const [charge, setCharge] = useState(String(request.exchangeOrder?.charge ?? 0));
  const [chargeError, setChargeError] = useState<string | null>(null);
  const typeCharge = (typed: string) => {
    setCharge(typed);
    setChargeError(null);
  };
  /** The body with the charge, or nothing sent when the amount is refused here. */
  const withCharge = (body: ReturnChange) => {
    const problem = chargeProblem(charge);
    setChargeError(problem);
    if (!problem) send({ ...body, exchangeCharge: chargeOf(charge) });
  };
  const hasExchange = request.lines.some((line) => line.exchangeSize);
  const send = (body: ReturnChange) =>
    change.mutate(body, {
      onSuccess: ({ message }) => showAdminNotice({ kind: 'ok', text: message }),
      onError: (error) => showAdminNotice({ kind: 'error', text: error instanceof ApiError ? error.message : m.saveFailed }),
    });
  const busy = change.isPending;
  const { state } = request;
  // A Bosta exchange (type 30) booked with its amount: the charge is not editable here.
  const bookedAtBosta = !!request.exchangeOrder && !request.exchangeOrder.chargeEditable && request.pickup?.by === 'bosta' && request.pickup.bostaType === 30 && !!request.pickup.trackingNumber;
  return (
    <div className="space-y-3" data-testid="return-actions">
      {state === 'requested' && (
        <>
          {hasExchange && <ExchangeChargeInput id="exchange-charge-approve" value={charge} onChange={typeCharge} error={chargeError} />}
          <button type="button" disabled={busy} onClick={() => (hasExchange ? withCharge({ state: 'approved' }) : send({ state: 'approved' }))} className={primary}>
            {m.approve}
          </button>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              send({ state: 'rejected', note: reason });
            }}
            className="flex flex-wrap items-end gap-2"
          >
            <label className="flex grow flex-col gap-1 text-sm">
              {m.rejectReason}
              <input className={inputClass} value={reason} onChange={(event) => setReason(event.target.value)} required />
            </label>
            <button type="submit" disabled={busy} className={secondary}>
              {m.reject}
            </button>
          </form>
        </>
      )}
      {request.exchangeOrder?.chargeEditable && state !== 'requested' && (
        <form
          aria-label={m.exchangeCharge}
          onSubmit={(event) => {
            event.preventDefault();
            withCharge({ state });
          }}
          className="flex flex-wrap items-end gap-2"
        >
          <ExchangeChargeInput id="exchange-charge-edit" value={charge} onChange={typeCharge} error={chargeError} />
          <button type="submit" disabled={busy} className={secondary}>
            {m.exchangeChargeSave}
          </button>
        </form>
      )}
      {state === 'approved' && bookedAtBosta && request.exchangeOrder && (
        // The amount cannot change here: what to do instead (the server's 409 says the same).
        <p className="basis-full text-sm text-gray-600" data-testid="exchange-charge-at-bosta">
          {messages.returns.api.exchangeChargeAtBosta(
            request.pickup!.trackingNumber!,
            formatLE(bostaExchangeCodPiastres(toPiastres(request.customerShipping), toPiastres(request.exchangeOrder.charge))),
            formatLE(toPiastres(request.exchangeOrder.charge)),
          )}
        </p>
      )}
      {state === 'approved' && (
        <button type="button" disabled={busy} onClick={() => send({ state: 'in_transit' })} className={secondary}>
          {m.pickedUp}
        </button>
      )}
      {(state === 'approved' || state === 'in_transit') && <ReceiveForm request={request} onSubmit={send} busy={busy} />}
      {state === 'received' && <RefundForm request={request} onSubmit={send} busy={busy} />}
      {(state === 'received' || state === 'refunded') && request.exchangeOrder && (
        <button type="button" disabled={busy} onClick={() => send({ state: 'exchanged' })} className={primary}>
          {m.exchangeSent}
        </button>
      )}
      {['received', 'refunded', 'exchanged', 'rejected'].includes(state) && (
        <button type="button" disabled={busy} onClick={() => send({ state: 'closed' })} className={secondary}>
          {m.close}
        </button>
      )}
    </div>
  );
}
