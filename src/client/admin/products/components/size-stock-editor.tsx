import { messages } from '../../../../shared/messages';
import { SIZES, sizeLabel, type Size } from '../../../../shared/sizes';

const l = messages.productScreen;

export type SizeStockValue = { size: Size; quantity: number | string }[];

type Props = {
  idPrefix: string;
  value: SizeStockValue;
  onChange: (value: SizeStockValue) => void;
  /** Messages per size, e.g. a negative quantity. */
  errorOf?: (size: Size) => string | undefined;
};

/**
 * One checkbox per size: checking a size adds it with quantity 0, unchecking removes it; each
 * checked size has its quantity input.
 */
export function SizeStockEditor({ idPrefix, value, onChange, errorOf }: Props) {
  const entryOf = (size: Size) => value.find((entry) => entry.size === size);
  const toggle = (size: Size, checked: boolean) =>
    onChange(checked ? SIZES.flatMap((s) => (s === size ? [{ size, quantity: 0 }] : value.filter((e) => e.size === s))) : value.filter((e) => e.size !== size));
  const setQuantity = (size: Size, quantity: string) => onChange(value.map((entry) => (entry.size === size ? { ...entry, quantity } : entry)));

  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {SIZES.map((size) => {
        const entry = entryOf(size);
        const error = entry ? errorOf?.(size) : undefined;
        return (
          <div key={size} className={`rounded-lg border p-2 ${entry ? 'border-gray-900' : 'border-gray-200'}`}>
            <label className="flex items-center gap-2 font-medium">
              <input type="checkbox" checked={entry !== undefined} onChange={(event) => toggle(size, event.target.checked)} className="h-4 w-4" />
              {sizeLabel(size)}
            </label>
            {entry && (
              <>
                <input
                  id={`${idPrefix}-qty-${size}`}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  aria-label={l.quantityOf(sizeLabel(size))}
                  aria-invalid={error ? true : undefined}
                  value={entry.quantity}
                  onChange={(event) => setQuantity(size, event.target.value)}
                  className="mt-1 w-full rounded border border-gray-300 px-2 py-1"
                />
                {error && <p className="mt-1 text-xs text-red-600">{error}</p>}
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}
