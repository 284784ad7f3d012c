import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toPiastres, toPounds } from '../../shared/money';
import type { Size } from '../../shared/sizes';
import type { CartAnswer, CartLineAnswer } from '../../shared/contract/answers';
import { ApiError, callApi, endpoints } from './api-client';
import { useSession } from './session';
import { safeStorage, storageKeys } from './storage-keys';

/** The cart as the API answers it (src/shared/contract/answers.ts); amounts in LE. */
export type Cart = CartAnswer;
export type CartLine = CartLineAnswer;

export const EMPTY_CART: Cart = { products: [], totalItems: 0, grandTotal: 0 };
/** Prefix of every cart query (the full key adds the user id or 'guest'). */
export const cartQueryKey = ['cart'] as const;
/** Key of the add-to-cart mutation, so a stepper can wait while an add is on its way. */
export const addToCartMutationKey = [...cartQueryKey, 'add'] as const;

/**
 * Fetches the cart; a 404 is an empty cart. A guest whose id is new and has added nothing has
 * no cart on the server (a fresh random id cannot have one), so the answer is known without
 * asking.
 */
export async function fetchCart(): Promise<Cart> {
  if (!safeStorage.get(storageKeys.accessToken) && safeStorage.get(storageKeys.guestCartUnused) === 'true') return EMPTY_CART;
  try {
    const answer = await callApi(endpoints.cart.myCart);
    return answer.results;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return EMPTY_CART;
    throw error;
  }
}

/** The shopper's cart (signed-in user or guest), shared by the header badge and the cart page. */
export function useCart() {
  const { user } = useSession();
  return useQuery({ queryKey: [...cartQueryKey, user?.id ?? 'guest'], queryFn: fetchCart });
}

/** The header badge count; 0 while loading or when the cart fails to load. */
export function useCartCount(): number {
  const cart = useCart();
  return cart.isError ? 0 : (cart.data?.totalItems ?? 0);
}

export type AddToCartInput = { productId: string; quantity: number; size: Size };

/** Pending until the cart has been fetched again (the returned invalidation is awaited). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: addToCartMutationKey,
    mutationFn: (input: AddToCartInput) => {
      safeStorage.remove(storageKeys.guestCartUnused);
      return callApi(endpoints.cart.addToCart, { body: input });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}

/**
 * The cart without one line, totals recomputed (in piastres, so LE sums stay exact). The
 * cart page uses it to drop a deleted line at once; the refetch then confirms it.
 */
export function withoutLine(cart: Cart, productId: string, size: Size): Cart {
  const products = cart.products.filter((line) => !(line.product._id === productId && line.size === size));
  return {
    products,
    totalItems: products.reduce((sum, line) => sum + line.quantity, 0),
    grandTotal: toPounds(products.reduce((sum, line) => sum + toPiastres(line.total), 0)),
  };
}

/** After an order the server has emptied the cart: show that everywhere (badge 0) at once. */
export function clearCartQueries(queryClient: QueryClient): void {
  queryClient.setQueriesData<Cart>({ queryKey: cartQueryKey }, EMPTY_CART);
}

export type CartLineKey = { productId: string; size: Size };

/** `PUT update-product-quantity`, then the cart is refetched; busy until the refetch lands. */
export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, size, quantity }: CartLineKey & { quantity: number }) =>
      callApi(endpoints.cart.updateQuantity, { params: { productId }, body: { quantity, size } }),
    // Quantity failures are logged only; the refetch shows the true quantity.
    onError: (error) => console.error('Could not change the cart quantity', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}

/** Removes a line: the cart (and header count) drop it at once; a failure puts it back. */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, size }: CartLineKey) =>
      callApi(endpoints.cart.removeLine, { params: { productId }, query: { size } }),
    onMutate: async ({ productId, size }) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const previous = queryClient.getQueriesData<Cart>({ queryKey: cartQueryKey });
      queryClient.setQueriesData<Cart>({ queryKey: cartQueryKey }, (cart) => (cart ? withoutLine(cart, productId, size) : cart));
      return { previous };
    },
    onError: (error, _line, context) => {
      console.error('Could not remove the line from the cart', error);
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
