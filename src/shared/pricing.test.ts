import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_MAX,
  DISCOUNT_MIN,
  LOW_STOCK_THRESHOLD,
  QUANTITY_MIN,
  cartItemCount,
  cartSubtotal,
  discountBadgePercent,
  finalPricePiastres,
  firstInStockSize,
  isLowStock,
  isSoldOut,
  lineTotal,
  orderTotalPiastres,
  stockOfSize,
  stockText,
  totalStock,
} from './pricing';

const price = fc.integer({ min: 0, max: 100_000_000 });
const discount = fc.integer({ min: DISCOUNT_MIN, max: DISCOUNT_MAX });

describe('constants', () => {
  it('match the spec', () => {
    expect([DISCOUNT_MIN, DISCOUNT_MAX, QUANTITY_MIN, LOW_STOCK_THRESHOLD]).toEqual([0, 100, 1, 5]);
  });
});

describe('finalPricePiastres', () => {
  it('takes the discount percent off and rounds to the piastre', () => {
    expect(finalPricePiastres(100_000, 0)).toBe(100_000);
    expect(finalPricePiastres(100_000, 25)).toBe(75_000);
    expect(finalPricePiastres(100_000, 100)).toBe(0);
    expect(finalPricePiastres(999, 15)).toBe(849); // 849.15
    expect(finalPricePiastres(50, 1)).toBe(50); // 49.5 rounds up
  });

  it('keeps out-of-range discounts inside 0..100', () => {
    expect(finalPricePiastres(1_000, 150)).toBe(0);
    expect(finalPricePiastres(1_000, -20)).toBe(1_000);
    expect(() => finalPricePiastres(Number.NaN, 10)).toThrow(RangeError);
    expect(() => finalPricePiastres(1_000, Number.NaN)).toThrow(RangeError);
  });

  it('is a whole number within [0, price]', () => {
    fc.assert(
      fc.property(price, fc.double({ min: -50, max: 150, noNaN: true }), (p, d) => {
        const final = finalPricePiastres(p, d);
        expect(Number.isInteger(final)).toBe(true);
        expect(final).toBeGreaterThanOrEqual(0);
        expect(final).toBeLessThanOrEqual(p);
      }),
    );
  });

  it('never rises as the discount grows', () => {
    fc.assert(
      fc.property(price, discount, discount, (p, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(finalPricePiastres(p, high)).toBeLessThanOrEqual(finalPricePiastres(p, low));
      }),
    );
  });

  it('is within half a piastre of the exact figure', () => {
    fc.assert(
      fc.property(price, discount, (p, d) => {
        expect(Math.abs(finalPricePiastres(p, d) - (p * (100 - d)) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('discountBadgePercent', () => {
  it('follows round(100 - finalPrice/price*100)', () => {
    expect(discountBadgePercent(75_000, 100_000)).toBe(25);
    expect(discountBadgePercent(849, 999)).toBe(15);
    expect(discountBadgePercent(100, 100)).toBe(0);
    expect(discountBadgePercent(0, 100)).toBe(100);
  });

  it('is 0 when the price is 0', () => {
    expect(discountBadgePercent(0, 0)).toBe(0);
  });

  it('recovers a whole discount from the prices it produced, for any price of at least 1 LE', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000_000 }), discount, (p, d) => {
        expect(discountBadgePercent(finalPricePiastres(p, d), p)).toBe(d);
      }),
    );
  });
});

describe('cart totals', () => {
  it('multiplies a line and sums lines', () => {
    expect(lineTotal(45_000, 3)).toBe(135_000);
    expect(cartSubtotal([])).toBe(0);
    expect(cartSubtotal([{ finalPrice: 45_000, quantity: 2 }, { finalPrice: 9_950, quantity: 1 }])).toBe(99_950);
  });

  it('counts pieces, not lines', () => {
    expect(cartItemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(cartItemCount([])).toBe(0);
  });

  it('subtotal is the sum of line totals in any order', () => {
    const line = fc.record({ finalPrice: fc.integer({ min: 0, max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 100 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const sum = lines.map((l) => lineTotal(l.finalPrice, l.quantity)).reduce((a, b) => a + b, 0);
        expect(cartSubtotal(lines)).toBe(sum);
        expect(cartSubtotal([...lines].reverse())).toBe(sum);
      }),
    );
  });
});

describe('orderTotalPiastres', () => {
  it('is subtotal minus discount plus shipping', () => {
    expect(orderTotalPiastres({ subtotal: 100_000, discount: 10_000, shippingFee: 9_000 })).toBe(99_000);
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e9), fc.nat(1e9), (subtotal, d, shippingFee) => {
        expect(orderTotalPiastres({ subtotal, discount: d, shippingFee })).toBe(subtotal - d + shippingFee);
      }),
    );
  });
});

describe('stock', () => {
  it('is low at 5 or fewer', () => {
    expect([0, 1, 5, 6, 100].map(isLowStock)).toEqual([true, true, true, false, false]);
    fc.assert(fc.property(fc.integer({ min: -10, max: 1000 }), (n) => isLowStock(n) === n <= 5));
  });

  it('reads N left, or OUT OF STOCK at zero', () => {
    expect(stockText(3)).toBe('3 left');
    expect(stockText(12)).toBe('12 left');
    expect(stockText(0)).toBe('OUT OF STOCK');
    expect(stockText(-1)).toBe('OUT OF STOCK');
  });

  const sizeStock = [
    { size: 'l', quantity: 2 },
    { size: 's', quantity: 0 },
    { size: 'm', quantity: 4 },
  ] as const;

  it('sums per-size quantities into the total stock', () => {
    expect(totalStock(sizeStock)).toBe(6);
    expect(totalStock([])).toBe(0);
  });

  it('preselects the smallest size in stock', () => {
    expect(firstInStockSize(sizeStock)).toBe('m');
    expect(firstInStockSize([{ size: 'xs', quantity: 0 }])).toBeUndefined();
  });

  it('knows when every size is sold out', () => {
    expect(isSoldOut(sizeStock)).toBe(false);
    expect(isSoldOut([{ quantity: 0 }, { quantity: 0 }])).toBe(true);
    expect(isSoldOut([])).toBe(true);
  });

  it('reads the stock of one size, 0 when not offered', () => {
    expect(stockOfSize(sizeStock, 'm')).toBe(4);
    expect(stockOfSize(sizeStock, 'xxl')).toBe(0);
  });
});
