import { describe, expect, it } from 'vitest';
import { NON_SALE_STATUSES, ORDER_STATUSES, ORDER_STATUS_COLOURS, customerCanCancel, isOrderStatus } from './order-status';

describe('order status', () => {
  it('has the seven statuses in dropdown order', () => {
    expect(ORDER_STATUSES).toEqual(['pending', 'paid', 'placed', 'shipped', 'delivered', 'cancelled', 'refunded']);
  });

  it('recognises only those statuses', () => {
    for (const status of ORDER_STATUSES) expect(isOrderStatus(status)).toBe(true);
    for (const value of ['Pending', 'canceled', '', null, 3]) expect(isOrderStatus(value)).toBe(false);
  });

  it('gives each status the spec badge colour', () => {
    expect(ORDER_STATUS_COLOURS).toEqual({
      pending: 'yellow',
      paid: 'green',
      placed: 'blue',
      shipped: 'purple',
      delivered: 'dark green',
      cancelled: 'red',
      refunded: 'grey',
    });
  });

  it('lets a customer cancel only a pending order', () => {
    expect(ORDER_STATUSES.filter(customerCanCancel)).toEqual(['pending']);
  });

  it('does not count cancelled or refunded orders as sales', () => {
    expect([...NON_SALE_STATUSES].sort()).toEqual(['cancelled', 'refunded']);
  });
});
