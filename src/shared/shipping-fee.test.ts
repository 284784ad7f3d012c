import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOVERNORATES } from './governorates';
import { toPiastres } from './money';
import { FREE_SHIPPING_THRESHOLD_PIASTRES, missingForFreeShippingPiastres, shippingFeePiastres, shippingFeeTable } from './shipping-fee';

const governorate = fc.constantFrom(...GOVERNORATES);

describe('shippingFeePiastres', () => {
  it('is free from 1350 LE', () => {
    expect(FREE_SHIPPING_THRESHOLD_PIASTRES).toBe(toPiastres(1350));
    expect(shippingFeePiastres(toPiastres(1350), 'Cairo')).toBe(0);
    expect(shippingFeePiastres(toPiastres(5000), 'Alexandria')).toBe(0);
  });

  it('is 70 LE to Alexandria and 90 LE elsewhere below 1350 LE', () => {
    expect(shippingFeePiastres(toPiastres(1349.99), 'Alexandria')).toBe(toPiastres(70));
    expect(shippingFeePiastres(toPiastres(1349.99), 'Cairo')).toBe(toPiastres(90));
    expect(shippingFeePiastres(0, 'Aswan')).toBe(toPiastres(90));
  });

  it('is always 0, 70 or 90 LE, and 0 exactly when the subtotal reaches the threshold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), governorate, (subtotal, g) => {
        const fee = shippingFeePiastres(subtotal, g);
        expect([0, 7_000, 9_000]).toContain(fee);
        expect(fee === 0).toBe(subtotal >= FREE_SHIPPING_THRESHOLD_PIASTRES);
        if (fee !== 0) expect(fee).toBe(g === 'Alexandria' ? 7_000 : 9_000);
      }),
    );
  });
});

describe('shippingFeeTable', () => {
  it('lists every governorate once, in order, with its fee below the threshold', () => {
    const table = shippingFeeTable();
    expect(table.map((row) => row.governorate)).toEqual([...GOVERNORATES]);
    expect(table.find((row) => row.governorate === 'Alexandria')?.feePiastres).toBe(7_000);
    expect(table.filter((row) => row.feePiastres === 9_000)).toHaveLength(26);
  });
});

describe('missingForFreeShippingPiastres', () => {
  it('is what the cart lacks for free shipping, and 0 once it ships free', () => {
    expect(missingForFreeShippingPiastres(toPiastres(1120))).toBe(toPiastres(230));
    expect(missingForFreeShippingPiastres(toPiastres(1349.99))).toBe(1);
    expect(missingForFreeShippingPiastres(FREE_SHIPPING_THRESHOLD_PIASTRES)).toBe(0);
    expect(missingForFreeShippingPiastres(toPiastres(5000))).toBe(0);
  });
});
