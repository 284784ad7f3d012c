import { describe, expect, it } from 'vitest';
import { CONFIRMATION_STATES, type ConfirmationState } from '../../../../shared/confirmation';
import { ORDER_STATUSES, type OrderStatus } from '../../../../shared/order-status';
import { standingOf } from './order-standing';

const order = (status: OrderStatus, state: ConfirmationState) => ({ status, confirmation: { state } });

describe('where an order stands on its confirmation page', () => {
  it('offers the answer only for a pending order awaiting it', () => {
    for (const status of ORDER_STATUSES) {
      for (const state of CONFIRMATION_STATES) {
        expect(standingOf(order(status, state)) === 'awaiting', `${status}/${state}`).toBe(status === 'pending' && state === 'awaiting');
      }
    }
  });

  it('names cancelled orders by why they were cancelled', () => {
    expect(standingOf(order('cancelled', 'declined'))).toBe('declined');
    expect(standingOf(order('cancelled', 'expired'))).toBe('expired');
    expect(standingOf(order('cancelled', 'confirmed'))).toBe('cancelled');
    expect(standingOf(order('cancelled', 'awaiting'))).toBe('cancelled');
  });

  it('lets the status speak once the order is on its way', () => {
    expect(standingOf(order('shipped', 'confirmed'))).toBe('shipped');
    expect(standingOf(order('delivered', 'not_needed'))).toBe('delivered');
    expect(standingOf(order('placed', 'confirmed'))).toBe('confirmed');
    expect(standingOf(order('pending', 'not_needed'))).toBe('notNeeded');
    expect(standingOf(order('refunded', 'confirmed'))).toBe('other');
    expect(standingOf(order('placed', 'awaiting'))).toBe('other');
  });
});
