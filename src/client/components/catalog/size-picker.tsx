import { messages } from '../../../shared/messages';
import type { Size } from '../../../shared/sizes';
import { sizeLabel } from '../../../shared/sizes';
import type { SizeOption } from './size-quantity';

type SizePickerProps = { options: readonly SizeOption[]; selected: Size | undefined; onSelect: (size: Size) => void };

/** Size buttons; sold-out sizes stay visible but cannot be chosen. */
export function SizePicker({ options, selected, onSelect }: SizePickerProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold tracking-wide text-gray-700 uppercase">{messages.shop.size}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const soldOut = option.quantity <= 0;
          const active = option.size === selected;
          return (
            <button
              key={option.size}
              type="button"
              aria-pressed={active}
              disabled={soldOut}
              onClick={() => onSelect(option.size)}
              title={soldOut ? messages.screenReader.sizeSoldOut(sizeLabel(option.size)) : undefined}
              className={`min-w-12 rounded-md border px-3 py-2.5 text-sm font-semibold transition-colors ${
                active
                  ? 'border-ink bg-ink text-white'
                  : soldOut
                    ? 'cursor-not-allowed border-gray-200 text-gray-300 line-through'
                    : 'border-gray-300 bg-white text-ink hover:border-ink'
              }`}
            >
              {sizeLabel(option.size)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
