import { messages } from '../../../shared/messages';
import { sizeLabel } from '../../../shared/sizes';
import type { OrderLine } from '../../lib/order';
import { formatPoundsLE } from './money';

/** The products of an order: image, title, size, quantity and price. */
export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <ul className="divide-y divide-gray-100">
      {lines.map((line) => (
        <li key={line._id} className="flex items-center gap-3 py-2">
          <img src={line.image} alt="" loading="lazy" width={56} height={56} className="size-14 shrink-0 rounded-md bg-gray-100 object-cover" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">
              <bdi>{line.title}</bdi>
            </p>
            <p className="text-sm text-gray-600">
              {messages.cart.size}: {sizeLabel(line.size)} · {messages.orders.quantityTimesPrice(line.quantity, formatPoundsLE(line.finalPrice))}
            </p>
          </div>
          <p className="shrink-0 font-medium tabular-nums">{formatPoundsLE(line.finalPrice * line.quantity)}</p>
        </li>
      ))}
    </ul>
  );
}
