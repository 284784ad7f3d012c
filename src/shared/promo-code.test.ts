import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WELCOME_CODE, isWelcomeCode, welcomeDiscountPiastres } from './promo-code';

describe('isWelcomeCode', () => {
  it('is WELCOME10, trimmed and in any case', () => {
    expect(WELCOME_CODE).toBe('WELCOME10');
    for (const input of ['WELCOME10', 'welcome10', '  Welcome10\t', '\nwElCoMe10 ']) expect(isWelcomeCode(input)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const input of ['WELCOME 10', 'WELCOME1', 'WELCOME100', '', null, undefined]) expect(isWelcomeCode(input)).toBe(false);
  });

  it('accepts any casing and padding of the code', () => {
    const casing = fc.array(fc.boolean(), { minLength: 9, maxLength: 9 });
    const pad = fc.stringMatching(/^[ \t\n]{0,3}$/);
    fc.assert(
      fc.property(casing, pad, pad, (upper, before, after) => {
        const code = [...WELCOME_CODE].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join('');
        expect(isWelcomeCode(`${before}${code}${after}`)).toBe(true);
      }),
    );
  });
});

describe('welcomeDiscountPiastres', () => {
  it('is 10% rounded to the piastre', () => {
    expect(welcomeDiscountPiastres(100_000)).toBe(10_000);
    expect(welcomeDiscountPiastres(9_995)).toBe(1_000); // 999.5
    expect(welcomeDiscountPiastres(9_994)).toBe(999);
    expect(welcomeDiscountPiastres(0)).toBe(0);
  });

  it('is a whole number within half a piastre of 10%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (subtotal) => {
        const d = welcomeDiscountPiastres(subtotal);
        expect(Number.isInteger(d)).toBe(true);
        expect(Math.abs(d - subtotal / 10)).toBeLessThanOrEqual(0.5);
        expect(d).toBeLessThanOrEqual(subtotal);
      }),
    );
  });
});
