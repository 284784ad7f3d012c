import { messages } from '../../../shared/messages';
import { sizeLabel, type Size } from '../../../shared/sizes';
import { formatPoundsLE } from './money';

/** What a line needs to be shown: an order's line, or a confirmation link's (no id, maybe no picture). */
export type ShownOrderLine = { _id?: string; title: string; image: string | null; size: Size; quantity: number; /** LE per piece */ price: number };

/** The products of an order: image, title, size, quantity and price. */
export function OrderLines({ lines }: { lines: readonly ShownOrderLine[] }) {
  return (
    <ul className="divide-y divide-gray-100">
      {lines.map((line, index) => (
        <li key={line._id ?? index} className="flex items-center gap-3 py-2">
          {line.image ? (
            <img src={line.image} alt="" loading="lazy" width={56} height={56} className="size-14 shrink-0 rounded-md bg-gray-100 object-cover" />
          ) : (
            <span aria-hidden="true" className="size-14 shrink-0 rounded-md bg-gray-100" />
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">
              <bdi>{line.title}</bdi>
            </p>
            <p className="text-sm text-gray-600">
              {messages.cart.size}: {sizeLabel(line.size)} · {messages.orders.quantityTimesPrice(line.quantity, formatPoundsLE(line.price))}
            </p>
          </div>
          <p className="shrink-0 font-medium tabular-nums">{formatPoundsLE(line.price * line.quantity)}</p>
        </li>
      ))}
    </ul>
  );
}
