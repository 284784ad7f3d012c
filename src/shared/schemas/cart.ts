import { z } from 'zod';
import { messages } from '../messages';
import { worded } from './worded';
import { QUANTITY_MAX, QUANTITY_MIN } from '../pricing';
import { idField, sizeField } from './fields';

const v = messages.api.validation;

/** Whole pieces, 1..QUANTITY_MAX; a JSON number, never text, so "2" is a wrong type. */
export const quantityField = z
  .number({ error: v.quantityWhole })
  .int({ error: v.quantityWhole })
  .min(QUANTITY_MIN, { error: worded((t) => t.api.validation.quantityMin(QUANTITY_MIN)) })
  .max(QUANTITY_MAX, { error: worded((t) => t.api.validation.quantityMax(QUANTITY_MAX)) });

const cartSize = sizeField(messages.cart.selectSize);

/** The guestId header and body field: a random UUID made on the first visit. */
export const guestIdSchema = z.uuid({ error: messages.api.cart.invalidGuestId });

export const addToCartSchema = z.object({
  productId: idField('productId'),
  quantity: quantityField,
  size: cartSize,
  guestId: guestIdSchema.optional(),
});
export type AddToCartPayload = z.output<typeof addToCartSchema>;

export const updateCartQuantitySchema = z.object({
  quantity: quantityField,
  size: cartSize,
});
export type UpdateCartQuantityPayload = z.output<typeof updateCartQuantitySchema>;

/** `PATCH /product/update-quantity`: "is this many of this size available?" */
export const checkQuantitySchema = z.object({
  productId: idField('productId'),
  size: cartSize,
  quantity: quantityField,
});
export type CheckQuantityPayload = z.output<typeof checkQuantitySchema>;

/** `?size=` of `PATCH /cart/remove-product-from-cart/{productId}`. */
export const removeFromCartQuerySchema = z.object({ size: cartSize });
export type RemoveFromCartQuery = z.output<typeof removeFromCartQuerySchema>;

export const productIdParamsSchema = z.object({ productId: idField('productId') });
