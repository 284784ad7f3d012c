import { badRequest } from '../../http/http-error';
import { toPiastres, toPounds } from '../../../shared/money';
import { cartSubtotal, orderTotalPiastres } from '../../../shared/pricing';
import { WELCOME_CODE, welcomeDiscountPiastres } from '../../../shared/promo-code';
import { foldPromoCode, promoDiscountPiastres, WELCOME_TERMS, type PromoTerms } from '../../../shared/promo-codes';
import type { CheckoutPayload } from '../../../shared/schemas/checkout';
import { shippingFeePiastres } from '../../../shared/shipping-fee';

export type OrderAmounts = {
  subtotal: number;
  shippingFee: number;
  discount: number;
  total: number;
  promoCode: string | null;
};

/** The figures of an order before its promo code is looked up: what the code rules need. */
export type OrderFigures = { subtotal: number; shippingFee: number; sentDiscount: number; claimedCode: string | null };

/** Order amounts are int4 piastres: far above any real order, refused before they overflow. */
export const ORDER_TOTAL_MAX_PIASTRES = 2_000_000_000;

const mismatch = (field: string, expected: number, got: number) =>
  badRequest((t) => t.api.orders.amountMismatch(field, toPounds(expected), toPounds(got)));

/**
 * The server's subtotal and fee (piastres), checked against what the client showed, and the
 * code the order claims: its promoCode (folded), or, without one, WELCOME10 when the discount
 * equals the WELCOME10 amount, because the spec's client sends only the amount; any other
 * non-zero discount without a code is refused.
 */
export function checkOrderFigures(lines: { finalPricePiastres: number; quantity: number }[], payload: CheckoutPayload): OrderFigures {
  const subtotal = cartSubtotal(lines.map((line) => ({ finalPrice: line.finalPricePiastres, quantity: line.quantity })));
  if (subtotal > ORDER_TOTAL_MAX_PIASTRES) throw badRequest((t) => t.api.orders.orderTooLarge);
  const shippingFee = shippingFeePiastres(subtotal, payload.governorate);
  const sentShippingFee = toPiastres(payload.shippingFee);
  if (sentShippingFee !== shippingFee) throw mismatch('shippingFee', shippingFee, sentShippingFee);
  const sentDiscount = toPiastres(payload.discount);
  const typed = payload.promoCode ? foldPromoCode(payload.promoCode) : '';
  if (typed) return { subtotal, shippingFee, sentDiscount, claimedCode: typed };
  if (sentDiscount === 0) return { subtotal, shippingFee, sentDiscount, claimedCode: null };
  if (sentDiscount !== welcomeDiscountPiastres(subtotal)) throw mismatch('discount', 0, sentDiscount);
  return { subtotal, shippingFee, sentDiscount, claimedCode: WELCOME_CODE };
}

/** The amounts with the claimed code's discount (its terms, already found to apply), checked against the client's. */
export function applyPromo(figures: OrderFigures, promo: PromoTerms | null): OrderAmounts {
  const { subtotal, shippingFee, sentDiscount } = figures;
  const discount = promo ? promoDiscountPiastres(promo, subtotal, shippingFee) : 0;
  if (sentDiscount !== discount) throw mismatch('discount', discount, sentDiscount);
  return { subtotal, shippingFee, discount, total: orderTotalPiastres({ subtotal, discount, shippingFee }), promoCode: promo ? promo.code : null };
}

/**
 * The server's figures for an order (piastres) when the only code known is WELCOME10 as the
 * spec defines it: any other code is unknown here (the checkout looks codes up in the database).
 */
export function priceOrder(lines: { finalPricePiastres: number; quantity: number }[], payload: CheckoutPayload): OrderAmounts {
  const figures = checkOrderFigures(lines, payload);
  if (figures.claimedCode && figures.claimedCode !== WELCOME_CODE) throw badRequest((t) => t.promo.invalid);
  return applyPromo(figures, figures.claimedCode ? WELCOME_TERMS : null);
}
