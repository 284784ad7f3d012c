import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { QUANTITY_MAX } from '../../../../shared/pricing';
import { sizeLabel } from '../../../../shared/sizes';
import { formatPoundsLE } from '../../../components/ui/money';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import type { CartLine } from '../../../lib/cart';
import { useRemoveFromCart, useUpdateCartQuantity } from '../../../lib/cart';
import { paths } from '../../../paths';
import { productTitle } from '../../../../shared/catalogue-text';

const m = messages.cart;

export function CartLineItem({ line }: { line: CartLine }) {
  const { product, size, quantity, total } = line;
  const updateQuantity = useUpdateCartQuantity();
  const remove = useRemoveFromCart();
  const image = product.images[0]?.secure_url;
  const title = productTitle(product);

  return (
    <li className="flex gap-3 py-4 sm:gap-4" data-testid="cart-line">
      <Link to={paths.productDetails(product._id)} className="shrink-0">
        {image ? (
          <img src={image} alt={title} width={96} height={120} className="h-28 w-22 rounded-lg bg-gray-100 object-cover sm:h-32 sm:w-26" />
        ) : (
          <div className="h-28 w-22 rounded-lg bg-gray-100 sm:h-32 sm:w-26" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <Link to={paths.productDetails(product._id)} className="line-clamp-2 font-semibold hover:underline">
              <bdi>{title}</bdi>
            </Link>
            <p className="text-sm text-gray-600">
              {m.size}: <span data-testid="line-size">{sizeLabel(size)}</span>
            </p>
            <p className="text-sm text-gray-600">
              {m.unitPrice}: <span data-testid="line-price">{formatPoundsLE(product.finalPrice)}</span>
            </p>
          </div>
          <button
            type="button"
            aria-label={m.remove(title)}
            disabled={remove.isPending}
            onClick={() => remove.mutate({ productId: product._id, size })}
            className="flex size-9 shrink-0 items-center justify-center rounded-full text-gray-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-40"
          >
            <TrashIcon />
          </button>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            label={m.quantityOf(title)}
            value={quantity}
            max={line.available !== undefined ? Math.max(quantity, Math.min(QUANTITY_MAX, line.available)) : QUANTITY_MAX}
            busy={updateQuantity.isPending}
            onChange={(next) => updateQuantity.mutate({ productId: product._id, size, quantity: next })}
          />
          <p className="font-semibold tabular-nums">
            <span className="sr-only">{m.lineTotal}: </span>
            <span data-testid="line-total">{formatPoundsLE(total)}</span>
          </p>
        </div>
      </div>
    </li>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}
