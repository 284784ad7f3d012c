import { describe, expect, it } from 'vitest';
import { foldPromoCode, promoDiscountPiastres, promoRefusal, WELCOME_TERMS, type PromoTerms } from './promo-codes';

const code = (terms: Partial<PromoTerms> = {}): PromoTerms => ({ ...WELCOME_TERMS, code: 'TEST', firstOrderOnly: false, perCustomerLimit: null, ...terms });
const context = { today: '2026-06-15', subtotalPiastres: 50_000, uses: 0 };

describe('promo code rules', () => {
  it('folds case and every space', () => {
    expect(foldPromoCode(' welcome 10\t')).toBe('WELCOME10');
  });

  it('computes percent, fixed never above the subtotal, and free shipping', () => {
    expect(promoDiscountPiastres({ kind: 'percent', value: 10 }, 33_333, 9_000)).toBe(3_333);
    expect(promoDiscountPiastres({ kind: 'fixed', value: 10_000 }, 6_000, 9_000)).toBe(6_000);
    expect(promoDiscountPiastres({ kind: 'fixed', value: 1_000 }, 6_000, 9_000)).toBe(1_000);
    expect(promoDiscountPiastres({ kind: 'free_shipping', value: 0 }, 6_000, 7_000)).toBe(7_000);
  });

  it('refuses for one reason at a time, in order', () => {
    expect(promoRefusal(undefined, context)).toBe('unknown');
    expect(promoRefusal(code({ active: false }), context)).toBe('unknown');
    expect(promoRefusal(code({ startsOn: '2026-06-16' }), context)).toBe('notStarted');
    expect(promoRefusal(code({ startsOn: '2026-06-15', endsOn: '2026-06-15' }), context)).toBeNull();
    expect(promoRefusal(code({ endsOn: '2026-06-14' }), context)).toBe('ended');
    expect(promoRefusal(code({ totalLimit: 3 }), { ...context, uses: 3 })).toBe('usedUp');
    expect(promoRefusal(code({ perCustomerLimit: 2 }), { ...context, customer: { uses: 2, hasOrdered: true } })).toBe('usedByYou');
    expect(promoRefusal(code({ firstOrderOnly: true }), { ...context, customer: { uses: 0, hasOrdered: true } })).toBe('firstOrderOnly');
    // Without the customer yet, their rules wait for the order.
    expect(promoRefusal(code({ firstOrderOnly: true }), context)).toBeNull();
    expect(promoRefusal(code({ minSubtotalPiastres: 50_001 }), context)).toBe('minimumNotReached');
  });
});
