import { useState } from 'react';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../shared/messages';
import { QUANTITY_MIN } from '../../../shared/pricing';
import { SIZES, type Size } from '../../../shared/sizes';
import { callApi, endpoints } from '../../lib/api-client';
import { addToCartMutationKey, cartQueryKey, type Cart } from '../../lib/cart';
import { useTransientMessage } from '../../lib/use-transient-message';
import type { Product } from '../../lib/catalogue';

type SizeStockEntry = Product['sizeStock'][number];

export type SizeOption = { size: Size; quantity: number };

/** The product's sizes, smallest first, each with its stock. */
export const sizeOptions = (sizeStock: readonly SizeStockEntry[]): SizeOption[] =>
  SIZES.flatMap((size) => {
    const entry = sizeStock.find((candidate) => candidate.size === size);
    return entry ? [{ size, quantity: Math.max(0, entry.quantity) }] : [];
  });

/** The first size with stock above 0, or undefined when every size is sold out. */
export const firstAvailableSize = (options: readonly SizeOption[]): Size | undefined => options.find((option) => option.quantity > 0)?.size;

export const allSizesSoldOut = (options: readonly SizeOption[]): boolean => options.every((option) => option.quantity <= 0);

/** Asks the server whether `quantity` of a size is there; true only on the spec's exact answer. */
export type QuantityCheck = (input: { productId: string; size: Size; quantity: number }) => Promise<boolean>;

export const checkQuantityWithServer: QuantityCheck = async (input) => {
  // The spec's quantity check carries no authorization or guest header.
  const answer = await callApi(endpoints.catalogue.checkQuantity, { body: input, anonymous: true });
  return answer.message === messages.cart.quantityAvailable;
};

type Options = { productId: string; sizeStock: readonly SizeStockEntry[]; checkQuantity?: QuantityCheck };

/**
 * Size and quantity selection shared by the quick-add dialog and the product page: the first
 * in-stock size preselected, quantity 1, back to 1 on a size change, and every quantity change
 * confirmed by the server before it shows. A line already in the cart follows the change.
 */
export function useSizeQuantity({ productId, sizeStock, checkQuantity = checkQuantityWithServer }: Options) {
  const queryClient = useQueryClient();
  const options = sizeOptions(sizeStock);
  const [chosenSize, setChosenSize] = useState<Size | undefined>(() => firstAvailableSize(options));
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const [checking, setChecking] = useState(false);
  // Until an add's answer and the cart fetched after it are in, the cart in memory does not yet
  // show the line: a + then would change only the quantity still to add, and the next Add to
  // Cart would add it again.
  const addingToCart = useIsMutating({ mutationKey: addToCartMutationKey }) > 0;
  const busy = checking || addingToCart;
  // The stepper already set the cart's line to this quantity: Add to Cart must not add it again.
  const [appliedToCart, setAppliedToCart] = useState(false);
  const [limitMessage, setLimitMessage] = useTransientMessage();

  // A size sold out since it was chosen (fresh data) is no longer a choice.
  const size = chosenSize && options.some((option) => option.size === chosenSize && option.quantity > 0) ? chosenSize : firstAvailableSize(options);

  const chooseSize = (next: Size) => {
    if (!options.some((option) => option.size === next && option.quantity > 0)) return;
    setChosenSize(next);
    setQuantity(QUANTITY_MIN);
    setAppliedToCart(false);
    setLimitMessage(null);
  };

  const changeQuantity = async (next: number) => {
    if (!size || busy || next < QUANTITY_MIN) return;
    setChecking(true);
    try {
      if (!(await checkQuantity({ productId, size, quantity: next }))) {
        const left = options.find((option) => option.size === size)?.quantity ?? 0;
        setLimitMessage(messages.cart.onlyLeft(Math.min(left, next - 1), size));
        return;
      }
      setLimitMessage(null);
      setQuantity(next);
      setAppliedToCart(await updateCartLineIfPresent(queryClient, productId, size, next));
    } catch (error) {
      // A failed quantity check is logged only: the shopper sees no message.
      console.error('Quantity check failed', error);
    } finally {
      setChecking(false);
    }
  };

  return {
    options,
    size,
    quantity,
    busy,
    soldOut: allSizesSoldOut(options),
    stockOfSelected: options.find((option) => option.size === size)?.quantity ?? 0,
    appliedToCart,
    /** Why the last + did nothing (only N left); clears itself after 3 s. */
    limitMessage,
    chooseSize,
    changeQuantity: (next: number) => void changeQuantity(next),
  };
}

/** Sets the cart's line of this size to `quantity` when there is one; says whether it did. */
async function updateCartLineIfPresent(queryClient: ReturnType<typeof useQueryClient>, productId: string, size: Size, quantity: number) {
  const carts = queryClient.getQueriesData<Cart>({ queryKey: cartQueryKey });
  const inCart = carts.some(([, cart]) => cart?.products.some((line) => line.product._id === productId && line.size === size));
  if (!inCart) return false;
  await callApi(endpoints.cart.updateQuantity, { params: { productId }, body: { quantity, size } });
  await queryClient.invalidateQueries({ queryKey: cartQueryKey });
  return true;
}
