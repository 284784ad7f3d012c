import { cart as routes } from '../../../shared/contract/cart';
import { messages } from '../../../shared/messages';
import { implement } from '../../http/api-routes';
import type { App } from '../../types';
import { addToCart, getMyCart, removeFromCart, updateCartQuantity } from './cart.service';

const m = messages.api.cart;

/** The shopper's cart; the contract's `shopper` access gives each handler the user or guest. */
export function cartRoutes(app: App) {
  const deps = app.deps;
  return implement(routes, {
    myCart: async (_request, _reply, shopper) => ({ results: await getMyCart(deps, shopper) }),

    addToCart: async (request, _reply, shopper) => ({ message: m.added, results: await addToCart(deps, shopper, request.body) }),

    updateQuantity: async (request, _reply, shopper) => ({
      message: m.updated,
      results: await updateCartQuantity(deps, shopper, request.params.productId, request.body),
    }),

    removeLine: async (request, _reply, shopper) => ({
      message: m.removed,
      results: await removeFromCart(deps, shopper, request.params.productId, request.query.size),
    }),
  });
}
