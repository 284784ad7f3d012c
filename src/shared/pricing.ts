/**
 * Price, stock and total rules. Every amount is whole piastres; the server recomputes all of
 * them and the client uses the same functions only to show figures before the server answers.
 */
import { messages } from './messages';
import { SIZES } from './sizes';
import type { Size } from './sizes';

export const DISCOUNT_MIN = 0;
export const DISCOUNT_MAX = 100;
export const QUANTITY_MIN = 1;
/** No shopper buys more than this of one size at once; it bounds stock arithmetic and abuse. */
export const QUANTITY_MAX = 100;
export const LOW_STOCK_THRESHOLD = 5;

const assertFinite = (value: number, name: string): void => {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
};

/** Price after a percent discount, rounded to the whole piastre; within [0, price]. */
export const finalPricePiastres = (pricePiastres: number, discountPercent: number): number => {
  assertFinite(pricePiastres, 'price');
  assertFinite(discountPercent, 'discount');
  const price = Math.max(0, pricePiastres);
  const discount = Math.min(DISCOUNT_MAX, Math.max(DISCOUNT_MIN, discountPercent));
  const final = Math.round((price * (100 - discount)) / 100);
  return Math.min(price, Math.max(0, final));
};

/** The '-N% OFF' badge figure, computed as the spec writes it from the two shown prices. */
export const discountBadgePercent = (finalPrice: number, price: number): number => {
  if (!(price > 0)) return 0;
  const percent = Math.round(100 - (finalPrice / price) * 100);
  return percent === 0 ? 0 : percent; // no -0
};

export const lineTotal = (finalPrice: number, quantity: number): number => finalPrice * quantity;

export interface PricedLine {
  finalPrice: number;
  quantity: number;
}

/** The cart total ("Sub Total"), before discount and shipping. */
export const cartSubtotal = (lines: readonly PricedLine[]): number =>
  lines.reduce((sum, line) => sum + lineTotal(line.finalPrice, line.quantity), 0);

/** The header badge and `totalItems` count pieces, not lines. */
export const cartItemCount = (lines: readonly { quantity: number }[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

export interface OrderAmounts {
  subtotal: number;
  discount: number;
  shippingFee: number;
}

/** Final total = cart total minus discount plus shipping. */
export const orderTotalPiastres = ({ subtotal, discount, shippingFee }: OrderAmounts): number =>
  subtotal - discount + shippingFee;

export const isLowStock = (n: number): boolean => n <= LOW_STOCK_THRESHOLD;

/** 'N left' while any remain, else 'OUT OF STOCK'. */
export const stockText = (n: number): string => (n > 0 ? messages.product.left(n) : messages.product.outOfStockUpper);

export interface SizeStock {
  size: Size;
  quantity: number;
}

/** A product's `stock` field: the sum of its per-size quantities. */
export const totalStock = (sizeStock: readonly { quantity: number }[]): number =>
  sizeStock.reduce((sum, entry) => sum + entry.quantity, 0);

export const isSoldOut = (sizeStock: readonly { quantity: number }[]): boolean =>
  sizeStock.every((entry) => entry.quantity <= 0);

/** The size preselected in the quick-add dialog and product page: the smallest one in stock. */
export const firstInStockSize = (sizeStock: readonly SizeStock[]): Size | undefined =>
  SIZES.find((size) => sizeStock.some((entry) => entry.size === size && entry.quantity > 0));

/** Stock of one size; 0 when the product does not offer it. */
export const stockOfSize = (sizeStock: readonly SizeStock[], size: Size): number =>
  sizeStock.find((entry) => entry.size === size)?.quantity ?? 0;
