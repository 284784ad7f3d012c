import { useRef, useState } from 'react';
import { messages } from '../../../../shared/messages';
import type { Courier } from '../../../../shared/shipping-courier';
import { openAirwayBills } from '../api/shipments';
import type { DeskOrder } from './desk-table';
import { HandoffDialog } from './handoff-dialog';
import type { HandoffOrder } from './handoff-review';

const s = messages.deskShipping;

type Props = {
  selected: Set<string>;
  orders: DeskOrder[];
  onDone: () => void;
  /** Focus once a hand-off that sent orders has closed: the selection is cleared and these buttons are gone with it. */
  focusAfterSend: () => void;
};

/** The selection's courier actions: hand the orders to Bosta or to the shop's own rider, print their airway bills. */
export function DeskShippingActions({ selected, orders, onDone, focusAfterSend }: Props) {
  const [courier, setCourier] = useState<Courier | null>(null);
  // Taken when a dialog opens: a handed-over order may leave the filtered page while it shows.
  const [handoff, setHandoff] = useState<HandoffOrder[]>([]);
  const [printError, setPrintError] = useState(false);
  // Whether this dialog handed anything over: a cancelled one keeps the selection (and focus goes back to its button).
  const sent = useRef(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const bostaButton = useRef<HTMLButtonElement>(null);
  const ownButton = useRef<HTMLButtonElement>(null);
  const chosen = orders.filter((order) => selected.has(order._id));
  const withBosta = chosen.filter((order) => order.shipment?.courier === 'bosta' && order.shipment.trackingNumber);
  if (chosen.length === 0 && courier === null) return null;

  const start = (next: Courier) => {
    setHandoff(chosen.map(({ _id, orderNumber, city, governorate }) => ({ _id, orderNumber, city, governorate })));
    sent.current = false;
    opener.current = next === 'bosta' ? bostaButton.current : ownButton.current;
    setCourier(next);
  };
  const print = () => {
    setPrintError(false);
    openAirwayBills(withBosta.map((order) => order._id)).catch(() => setPrintError(true));
  };
  const button = 'min-h-11 rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-50';

  return (
    <div data-testid="desk-shipping-actions" className="flex flex-wrap items-center gap-2 rounded-xl bg-blue-50 p-3">
      <button ref={bostaButton} type="button" onClick={() => start('bosta')} className={`${button} bg-ink text-white`}>
        {s.sendToBosta}
      </button>
      <button ref={ownButton} type="button" onClick={() => start('own')} className={`${button} border border-gray-300 bg-white`}>
        {s.ownDelivery}
      </button>
      <button type="button" disabled={withBosta.length === 0} onClick={print} className={`${button} border border-gray-300 bg-white`}>
        {s.printAirwayBills}
      </button>
      {printError && (
        <p role="alert" className="w-full text-sm text-red-700">
          {s.airwayBillFailed}
        </p>
      )}
      {courier && (
        <HandoffDialog
          courier={courier}
          orders={handoff}
          open
          onSent={() => {
            sent.current = true;
          }}
          onOpenChange={(open) => {
            if (open) return;
            setCourier(null);
            if (sent.current) onDone();
          }}
          onCloseAutoFocus={(event) => {
            // Said outright: the dialog is unmounted as it closes, and Radix's own return of focus was lost with it.
            event.preventDefault();
            if (sent.current) focusAfterSend();
            else opener.current?.focus();
          }}
        />
      )}
    </div>
  );
}
