import type { FastifyRequest } from 'fastify';
import { authenticate, guestIdFrom, requireShopper, type Shopper } from '../../plugins/auth';
import { unauthorized } from '../../http/http-error';
import type { App } from '../../types';
import { messages } from '../../../shared/messages';
import {
  addToCartSchema,
  productIdParamsSchema,
  removeFromCartQuerySchema,
  updateCartQuantitySchema,
} from '../../../shared/schemas/cart';
import { scheduleGuestCartCleanup } from './cart-cleanup';
import { addToCart, getMyCart, removeFromCart, updateCartQuantity } from './cart.service';

const m = messages.api.cart;

/** add-to-cart also takes the guest id from the body, as the spec's client sends it there. */
async function shopperForAdd(request: FastifyRequest, bodyGuestId: string | undefined): Promise<Shopper> {
  const user = await authenticate(request, request.server.deps.config);
  if (user) return { kind: 'user', userId: user.id, email: user.email };
  const guestId = guestIdFrom(request) ?? bodyGuestId?.toLowerCase();
  if (!guestId) throw unauthorized(m.guestIdRequired);
  return { kind: 'guest', guestId };
}

// Routes of the cart module; registered under /api by app.ts.
export async function cartRoutes(app: App): Promise<void> {
  scheduleGuestCartCleanup(app);

  app.get('/cart/my-cart', async (request) => {
    const shopper = await requireShopper(request);
    return { results: await getMyCart(app.deps, shopper) };
  });

  app.post('/cart/add-to-cart', { schema: { body: addToCartSchema } }, async (request) => {
    const shopper = await shopperForAdd(request, request.body.guestId);
    return { message: m.added, results: await addToCart(app.deps, shopper, request.body) };
  });

  app.put(
    '/cart/update-product-quantity/:productId',
    { schema: { params: productIdParamsSchema, body: updateCartQuantitySchema } },
    async (request) => {
      const shopper = await requireShopper(request);
      return { message: m.updated, results: await updateCartQuantity(app.deps, shopper, request.params.productId, request.body) };
    },
  );

  app.patch(
    '/cart/remove-product-from-cart/:productId',
    { schema: { params: productIdParamsSchema, querystring: removeFromCartQuerySchema } },
    async (request) => {
      const shopper = await requireShopper(request);
      return { message: m.removed, results: await removeFromCart(app.deps, shopper, request.params.productId, request.query.size) };
    },
  );
}
