import { describe, expect, it } from 'vitest';
import {
  bostaExchangeCodPiastres,
  canMoveReturn,
  isChargeEditable,
  customerShippingPiastres,
  DEFAULT_RETURN_POLICY,
  goodsDiscountPiastres,
  paidPiecePiastres,
  returnPickupFeePiastres,
  pickupCode,
  proposedRefundPiastres,
  readPickupCode,
  RETURN_STATES,
  withinReturnWindow,
} from './returns';
import { promoDiscountPiastres, WELCOME_TERMS } from './promo-codes';

const DAY = 24 * 60 * 60 * 1000;

describe('the return rules', () => {
  it("collects at a Bosta exchange's visit the charge and the customer's return shipping, and keeps the charge fixed once Bosta carries it", () => {
    expect(bostaExchangeCodPiastres(9000, 7525)).toBe(16525);
    expect(bostaExchangeCodPiastres(0, 0)).toBe(0);
    expect(isChargeEditable('placed', null)).toBe(true);
    expect(isChargeEditable('placed', 'manual')).toBe(true);
    // Bosta documents no call to change a booked delivery's COD.
    expect(isChargeEditable('placed', 'bosta')).toBe(false);
    expect(isChargeEditable('shipped', null)).toBe(false);
  });

  it('opens the window at delivery for the set number of days, and only for a delivered order', () => {
    const deliveredAt = new Date('2026-03-01T10:00:00Z');
    const at = (days: number) => new Date(deliveredAt.getTime() + days * DAY);
    expect(withinReturnWindow({ status: 'delivered', deliveredAt }, at(14), 14)).toBe(true);
    expect(withinReturnWindow({ status: 'delivered', deliveredAt }, new Date(at(14).getTime() + 1), 14)).toBe(false);
    expect(withinReturnWindow({ status: 'shipped', deliveredAt }, at(1), 14)).toBe(false);
    expect(withinReturnWindow({ status: 'delivered', deliveredAt: null }, at(1), 14)).toBe(false);
    expect(withinReturnWindow({ status: 'delivered', deliveredAt }, at(0), 0)).toBe(true);
  });

  it('moves states only forward along the graph', () => {
    expect(canMoveReturn('requested', 'approved')).toBe(true);
    expect(canMoveReturn('requested', 'received')).toBe(false);
    expect(canMoveReturn('received', 'approved')).toBe(false);
    expect(canMoveReturn('refunded', 'exchanged')).toBe(true);
    // Never back to an earlier state, from any state.
    for (const [index, from] of RETURN_STATES.entries()) {
      for (const to of RETURN_STATES.slice(0, index + 1)) expect(canMoveReturn(from, to)).toBe(false);
    }
  });

  it('charges the customer one pickup unless every line is the shop\'s fault or a free exchange', () => {
    const policy = DEFAULT_RETURN_POLICY;
    expect(customerShippingPiastres([{ reason: 'defective' }, { reason: 'wrong_item' }], policy, 9_000)).toBe(0);
    expect(customerShippingPiastres([{ reason: 'defective' }, { reason: 'changed_mind' }], policy, 9_000)).toBe(9_000);
    expect(customerShippingPiastres([{ reason: 'wrong_size', exchangeSize: 'l' }], policy, 7_000)).toBe(0);
    expect(customerShippingPiastres([{ reason: 'wrong_size', exchangeSize: 'l' }], { ...policy, exchangeShipsFree: false }, 7_000)).toBe(7_000);
  });

  it('proposes the pieces\' paid price (their share of the discount off) less the customer\'s shipping, exchanges refunding nothing', () => {
    expect(paidPiecePiastres(40_000, { subtotalPiastres: 80_000, discountPiastres: 8_000, promoKind: 'percent' })).toBe(36_000);
    expect(paidPiecePiastres(40_000, { subtotalPiastres: 80_000, discountPiastres: 0, promoKind: null })).toBe(40_000);
    expect(proposedRefundPiastres([{ unitPaidPiastres: 36_000, quantity: 2 }, { unitPaidPiastres: 10_000, quantity: 1, exchangeSize: 'm' }], 9_000)).toBe(63_000);
    expect(proposedRefundPiastres([{ unitPaidPiastres: 5_000, quantity: 1 }], 9_000)).toBe(0);
  });

  // The form (client) and the server (requestReturn) both price a piece with paidPiecePiastres:
  // the code's discount as the checkout computed it, and the code's kind.
  it.each([
    { kind: 'percent', terms: { kind: 'percent', value: 20 }, paid: [32_000, 16_000] },
    { kind: 'fixed', terms: { kind: 'fixed', value: 12_000 }, paid: [32_000, 16_000] },
    // The discount equals the shipping fee (90 LE): it paid the shipping, the pieces cost their price.
    { kind: 'free_shipping', terms: { kind: 'free_shipping', value: 0 }, paid: [40_000, 20_000] },
    { kind: 'WELCOME10', terms: WELCOME_TERMS, paid: [36_000, 18_000] },
    { kind: 'no code', terms: null, paid: [40_000, 20_000] },
  ] as const)('prices a returned piece of an order with a $kind code', ({ terms, paid }) => {
    const subtotalPiastres = 60_000;
    const discountPiastres = terms ? promoDiscountPiastres(terms, subtotalPiastres, 9_000) : 0;
    const order = { subtotalPiastres, discountPiastres, promoKind: terms?.kind ?? null };
    expect([paidPiecePiastres(40_000, order), paidPiecePiastres(20_000, order)]).toEqual(paid);
    expect(goodsDiscountPiastres(order)).toBe(terms?.kind === 'free_shipping' ? 0 : discountPiastres);
    // Both pieces back for a reason the customer pays: one pickup (90 LE outside Alexandria) off the refund.
    const shipping = customerShippingPiastres([{ reason: 'changed_mind' }, { reason: 'changed_mind' }], DEFAULT_RETURN_POLICY, returnPickupFeePiastres('Giza'));
    expect(shipping).toBe(9_000);
    expect(proposedRefundPiastres([{ unitPaidPiastres: paid[0], quantity: 1 }, { unitPaidPiastres: paid[1], quantity: 1 }], shipping)).toBe(paid[0] + paid[1] - 9_000);
  });

  it("charges one pickup at the governorate's base fee, whatever the order's size", () => {
    expect(returnPickupFeePiastres('Alexandria')).toBe(7_000);
    expect(returnPickupFeePiastres('Cairo')).toBe(9_000);
    expect(returnPickupFeePiastres('Nowhere')).toBe(9_000);
  });

  it('keeps the pickup\'s reason, Bosta type and refusal in one column and reads them back', () => {
    expect(readPickupCode(pickupCode('refused', 30, 'Bad: phone'))).toEqual({ why: 'refused', bostaType: 30, error: 'Bad: phone' });
    expect(readPickupCode(pickupCode('own'))).toEqual({ why: 'own', bostaType: null, error: null });
    expect(readPickupCode(null)).toEqual({ why: 'own', bostaType: null, error: null });
  });
});
