import { useState } from 'react';
import { messages } from '../../../shared/messages';
import type { Size } from '../../../shared/sizes';
import { useAddToCart } from '../../lib/cart';
import { showAddedToCartToast } from './catalog-toaster';

type AddToCartButtonProps = {
  productId: string;
  size: Size | undefined;
  quantity: number;
  disabled?: boolean;
  /** The stepper already set the cart's line to `quantity`: one action, one change, so only confirm. */
  alreadyInCart?: boolean;
};

/** idle → loading (disabled) → a success toast for 2.5 s; no size gives the spec's alert. */
export function AddToCartButton({ productId, size, quantity, disabled = false, alreadyInCart = false }: AddToCartButtonProps) {
  const addToCart = useAddToCart();
  const [missingSize, setMissingSize] = useState(false);

  const add = () => {
    if (!size) {
      setMissingSize(true);
      return;
    }
    setMissingSize(false);
    if (alreadyInCart) {
      showAddedToCartToast();
      return;
    }
    addToCart.mutate(
      { productId, size, quantity },
      {
        onSuccess: showAddedToCartToast,
        // A failed add-to-cart is logged only: the shopper sees no message.
        onError: (error) => console.error('Add to cart failed', error),
      },
    );
  };

  const loading = addToCart.isPending;
  return (
    <div className="flex flex-1 flex-col gap-2">
      <button
        type="button"
        onClick={add}
        disabled={disabled || loading}
        aria-busy={loading}
        className="h-11 w-full rounded-md bg-ink px-6 text-sm font-semibold tracking-wide text-white uppercase transition-colors hover:bg-gray-800 disabled:cursor-not-allowed disabled:bg-gray-400"
      >
        {messages.shop.addToCart}
      </button>
      {missingSize && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {messages.cart.selectSize}
        </p>
      )}
    </div>
  );
}
