import { badRequest } from '../../http/http-error';
import { toPiastres, toPounds } from '../../../shared/money';
import { cartSubtotal, orderTotalPiastres } from '../../../shared/pricing';
import { isWelcomeCode, WELCOME_CODE, welcomeDiscountPiastres } from '../../../shared/promo-code';
import type { CheckoutPayload } from '../../../shared/schemas/checkout';
import { shippingFeePiastres } from '../../../shared/shipping-fee';

export type OrderAmounts = {
  subtotal: number;
  shippingFee: number;
  discount: number;
  total: number;
  promoCode: string | null;
};

/** Order amounts are int4 piastres: far above any real order, refused before they overflow. */
export const ORDER_TOTAL_MAX_PIASTRES = 2_000_000_000;

const mismatch = (field: string, expected: number, got: number) =>
  badRequest((t) => t.api.orders.amountMismatch(field, toPounds(expected), toPounds(got)));

/**
 * The server's figures for an order (piastres), checked against what the client showed.
 * Without a promoCode, a discount equal to the WELCOME10 amount is read as WELCOME10,
 * because the spec's client sends only the amount; any other non-zero discount is refused.
 */
export function priceOrder(lines: { finalPricePiastres: number; quantity: number }[], payload: CheckoutPayload): OrderAmounts {
  const subtotal = cartSubtotal(lines.map((line) => ({ finalPrice: line.finalPricePiastres, quantity: line.quantity })));
  if (subtotal > ORDER_TOTAL_MAX_PIASTRES) throw badRequest((t) => t.api.orders.orderTooLarge);
  const shippingFee = shippingFeePiastres(subtotal, payload.governorate);
  const sentShippingFee = toPiastres(payload.shippingFee);
  if (sentShippingFee !== shippingFee) throw mismatch('shippingFee', shippingFee, sentShippingFee);

  const welcomeDiscount = welcomeDiscountPiastres(subtotal);
  const sentDiscount = toPiastres(payload.discount);
  let promoCode: string | null = null;
  if (payload.promoCode) {
    if (!isWelcomeCode(payload.promoCode)) throw badRequest((t) => t.promo.invalid);
    if (sentDiscount !== welcomeDiscount) throw mismatch('discount', welcomeDiscount, sentDiscount);
    promoCode = WELCOME_CODE;
  } else if (sentDiscount !== 0) {
    if (sentDiscount !== welcomeDiscount) throw mismatch('discount', 0, sentDiscount);
    promoCode = WELCOME_CODE;
  }
  const discount = promoCode ? welcomeDiscount : 0;
  return { subtotal, shippingFee, discount, total: orderTotalPiastres({ subtotal, discount, shippingFee }), promoCode };
}
