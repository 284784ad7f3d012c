import { describe, expect, it } from 'vitest';
import {
  canMoveReturn,
  customerShippingPiastres,
  DEFAULT_RETURN_POLICY,
  paidPiecePiastres,
  pickupCode,
  proposedRefundPiastres,
  readPickupCode,
  RETURN_STATES,
  withinReturnWindow,
} from './returns';

const DAY = 24 * 60 * 60 * 1000;

describe('the return rules', () => {
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
    expect(paidPiecePiastres(40_000, { subtotalPiastres: 80_000, discountPiastres: 8_000 })).toBe(36_000);
    expect(paidPiecePiastres(40_000, { subtotalPiastres: 80_000, discountPiastres: 0 })).toBe(40_000);
    expect(proposedRefundPiastres([{ unitPaidPiastres: 36_000, quantity: 2 }, { unitPaidPiastres: 10_000, quantity: 1, exchangeSize: 'm' }], 9_000)).toBe(63_000);
    expect(proposedRefundPiastres([{ unitPaidPiastres: 5_000, quantity: 1 }], 9_000)).toBe(0);
  });

  it('keeps the pickup\'s reason, Bosta type and refusal in one column and reads them back', () => {
    expect(readPickupCode(pickupCode('refused', 30, 'Bad: phone'))).toEqual({ why: 'refused', bostaType: 30, error: 'Bad: phone' });
    expect(readPickupCode(pickupCode('own'))).toEqual({ why: 'own', bostaType: null, error: null });
    expect(readPickupCode(null)).toEqual({ why: 'own', bostaType: null, error: null });
  });
});
