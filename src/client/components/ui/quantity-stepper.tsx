import { messages } from '../../../shared/messages';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../../shared/pricing';

type Props = {
  value: number;
  /** Called with the next quantity, already kept within [min, max]. */
  onChange: (next: number) => void;
  /** Accessible name of the group, e.g. "Quantity of Linen Shirt". */
  label: string;
  min?: number;
  max?: number;
  /** While a call runs both buttons are disabled, so clicks never race each other. */
  busy?: boolean;
};

/** Minus / value / plus. The quantity never goes below `min` (1 by default). */
export function QuantityStepper({ value, onChange, label, min = QUANTITY_MIN, max = QUANTITY_MAX, busy = false }: Props) {
  const step = (delta: number) => {
    const next = Math.min(max, Math.max(min, value + delta));
    if (next !== value) onChange(next);
  };
  const buttonClass =
    'flex size-9 items-center justify-center text-lg font-semibold hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div
      role="group"
      aria-label={label}
      aria-busy={busy}
      className={`inline-flex items-center rounded-full border border-gray-300 bg-white ${busy ? 'opacity-70' : ''}`}
    >
      <button type="button" className={`${buttonClass} rounded-s-full`} aria-label={messages.cart.decrease} disabled={busy || value <= min} onClick={() => step(-1)}>
        −
      </button>
      <output aria-live="polite" className="min-w-8 text-center tabular-nums">
        {value}
      </output>
      <button type="button" className={`${buttonClass} rounded-e-full`} aria-label={messages.cart.increase} disabled={busy || value >= max} onClick={() => step(1)}>
        +
      </button>
    </div>
  );
}
