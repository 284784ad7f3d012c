import { z } from 'zod';
import { addToCartSchema, productIdParamsSchema, removeFromCartQuerySchema, updateCartQuantitySchema } from '../schemas/cart';
import { cartAnswer } from './answers';
import { route } from './route';

const cartChanged = z.object({ message: z.string(), results: cartAnswer });

/** The shopper's cart: a signed-in user's, or a guest's by their guest id. */
export const cart = {
  myCart: route({
    method: 'GET',
    path: '/cart/my-cart',
    access: 'shopper',
    summary: "The shopper's cart; 404 when they have none",
    responses: { 200: z.object({ results: cartAnswer }) },
  }),
  addToCart: route({
    method: 'POST',
    path: '/cart/add-to-cart',
    access: 'shopper',
    summary: 'Add pieces of a size to the cart, capped by stock',
    body: addToCartSchema,
    guestIdInBody: true,
    responses: { 200: cartChanged },
  }),
  updateQuantity: route({
    method: 'PUT',
    path: '/cart/update-product-quantity/:productId',
    access: 'shopper',
    summary: 'Set the quantity of a cart line',
    params: productIdParamsSchema,
    body: updateCartQuantitySchema,
    responses: { 200: cartChanged },
  }),
  removeLine: route({
    method: 'PATCH',
    path: '/cart/remove-product-from-cart/:productId',
    access: 'shopper',
    summary: 'Remove a cart line',
    params: productIdParamsSchema,
    query: removeFromCartQuerySchema,
    responses: { 200: cartChanged },
  }),
} as const;
