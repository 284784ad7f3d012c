import type { Governorate } from './governorates';
import { GOVERNORATES } from './governorates';

/** Free shipping at a cart total of 1350 LE or more. */
export const FREE_SHIPPING_THRESHOLD_PIASTRES = 135_000;
export const ALEXANDRIA_SHIPPING_FEE_PIASTRES = 7_000;
export const STANDARD_SHIPPING_FEE_PIASTRES = 9_000;

/** The fee before the free-shipping rule: Alexandria has its own lower rate. */
export const baseShippingFeePiastres = (governorate: Governorate): number =>
  governorate === 'Alexandria' ? ALEXANDRIA_SHIPPING_FEE_PIASTRES : STANDARD_SHIPPING_FEE_PIASTRES;

export const qualifiesForFreeShipping = (subtotalPiastres: number): boolean =>
  subtotalPiastres >= FREE_SHIPPING_THRESHOLD_PIASTRES;

/** How much more the cart needs for free shipping; 0 once it ships free. */
export const missingForFreeShippingPiastres = (subtotalPiastres: number): number =>
  Math.max(0, FREE_SHIPPING_THRESHOLD_PIASTRES - subtotalPiastres);

/**
 * The shipping fee of an order. The threshold applies to the cart total before the promo
 * discount, as the spec's "cart total" reads.
 */
export const shippingFeePiastres = (subtotalPiastres: number, governorate: Governorate): number =>
  qualifiesForFreeShipping(subtotalPiastres) ? 0 : baseShippingFeePiastres(governorate);

export interface GovernorateShippingFee {
  governorate: Governorate;
  feePiastres: number;
}

/** Fee per governorate below the free-shipping threshold, in dropdown order, for the shipping page. */
export const shippingFeeTable = (): GovernorateShippingFee[] =>
  GOVERNORATES.map((governorate) => ({ governorate, feePiastres: baseShippingFeePiastres(governorate) }));
