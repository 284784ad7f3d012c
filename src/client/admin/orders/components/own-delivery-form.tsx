import { useId, useState, type FormEvent } from 'react';
import type { OrderDetailAnswer, ShipmentAnswer } from '../../../../shared/contract/answers';
import { messages } from '../../../../shared/messages';
import type { ShipmentState } from '../../../../shared/shipping-courier';
import { ApiError } from '../../../lib/api-client';
import { useRecordShipmentState } from '../api/shipments';

const s = messages.deskShipping;

const STEPS = [
  ['picked_up', s.recordPickedUp],
  ['delivered', s.recordDelivered],
  ['exception', s.recordException],
  ['returned', s.recordReturned],
] as const satisfies ReadonlyArray<readonly [ShipmentState, string]>;

/**
 * Own delivery: the desk records the rider's steps by hand, with the same effects on the order
 * as a courier's event (picked up ships it, delivered records the cash, returned puts the stock back).
 */
export function OwnDeliveryForm({ order, shipment }: { order: OrderDetailAnswer; shipment: ShipmentAnswer }) {
  const record = useRecordShipmentState(order._id);
  const [state, setState] = useState<ShipmentState>(shipment.state === 'created' ? 'picked_up' : 'delivered');
  const [cash, setCash] = useState(String(shipment.codAmount));
  const [reason, setReason] = useState('');
  const cashId = useId();
  const reasonId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate({
      state,
      ...(state === 'delivered' ? { codCollected: Number(cash) } : {}),
      ...(state === 'exception' && reason.trim() ? { note: reason.trim() } : {}),
    });
  };
  const invalid = (state === 'delivered' && (cash.trim() === '' || !(Number(cash) >= 0))) || (state === 'exception' && !reason.trim());

  return (
    <form onSubmit={submit} data-testid="own-delivery-form" className="space-y-3 border-t border-gray-100 pt-3">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{s.recordHeading}</legend>
        <div className="grid grid-cols-2 gap-2">
          {STEPS.filter(([value]) => value !== 'picked_up' || shipment.state === 'created').map(([value, label]) => (
            <label key={value} className={`flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm ${state === value ? 'border-ink bg-gray-50 font-semibold' : 'border-gray-300'}`}>
              <input type="radio" name={`own-state-${order._id}`} value={value} checked={state === value} onChange={() => setState(value)} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {state === 'delivered' && (
        <div>
          <label htmlFor={cashId} className="block text-sm font-medium">
            {s.cashCollectedLe}
          </label>
          <input id={cashId} type="number" inputMode="decimal" min={0} step="0.01" value={cash} onChange={(event) => setCash(event.target.value)} className="mt-1 min-h-11 w-full rounded-lg border border-gray-300 px-3" />
        </div>
      )}
      {state === 'exception' && (
        <div>
          <label htmlFor={reasonId} className="block text-sm font-medium">
            {s.reason}
          </label>
          <input id={reasonId} value={reason} placeholder={s.reasonPlaceholder} onChange={(event) => setReason(event.target.value)} className="mt-1 min-h-11 w-full rounded-lg border border-gray-300 px-3" />
        </div>
      )}
      <button type="submit" disabled={invalid || record.isPending} className="min-h-11 w-full rounded-lg bg-ink px-4 py-2 text-sm font-semibold text-white disabled:opacity-50">
        {record.isPending ? s.saving : s.save}
      </button>
      {record.isSuccess && !record.isPending && <p role="status" className="text-sm text-green-800">{s.recorded}</p>}
      {record.error && (
        <p role="alert" className="text-sm text-red-700">
          {record.error instanceof ApiError ? record.error.message : messages.common.somethingWentWrong}
        </p>
      )}
    </form>
  );
}
