import { describe, expect, it } from 'vitest';
import { checkoutSchema } from '../../../shared/schemas/checkout';
import { checkoutPayload } from './test-fixtures';
import { priceOrder } from './order-pricing';

const payload = (overrides: object = {}) => checkoutSchema.parse(checkoutPayload(overrides));
const lines = (...prices: number[]) => prices.map((finalPricePiastres) => ({ finalPricePiastres, quantity: 1 }));

describe('priceOrder', () => {
  it('computes subtotal, shipping, discount and total in piastres', () => {
    expect(priceOrder(lines(20_000, 10_050), payload({ shippingFee: 90 }))).toEqual({
      subtotal: 30_050, shippingFee: 9_000, discount: 0, total: 39_050, promoCode: null,
    });
    expect(priceOrder(lines(135_000), payload({ governorate: 'Alexandria', shippingFee: 0, discount: 135 }))).toEqual({
      subtotal: 135_000, shippingFee: 0, discount: 13_500, total: 121_500, promoCode: 'WELCOME10',
    });
  });

  it('reads an odd WELCOME10 amount sent in pounds with decimals', () => {
    // 10% of 333.33 LE is 33.333 LE: the client shows and sends 33.33.
    expect(priceOrder(lines(33_333), payload({ discount: 33.33, promoCode: 'welcome10' })).discount).toBe(3_333);
  });

  it('names the figure that differs', () => {
    expect(() => priceOrder(lines(10_000), payload({ governorate: 'Alexandria', shippingFee: 90 }))).toThrow('shippingFee: expected 70 but got 90');
    expect(() => priceOrder(lines(10_000), payload({ discount: 5 }))).toThrow('discount: expected 0 but got 5');
    expect(() => priceOrder(lines(10_000), payload({ discount: 0, promoCode: 'WELCOME10' }))).toThrow('discount: expected 10 but got 0');
    expect(() => priceOrder(lines(10_000), payload({ discount: 10, promoCode: 'HELLO' }))).toThrow('Invalid promo code. Please try again.');
  });

  it('refuses an order whose amounts would not fit', () => {
    const huge = Array.from({ length: 30 }, () => ({ finalPricePiastres: 100_000_000, quantity: 100 }));
    expect(() => priceOrder(huge, payload({ shippingFee: 0 }))).toThrow(/too large/);
  });
});
