import { describe, expect, it } from 'vitest';
import { shipmentStateOfBosta } from './bosta-states';
import { mayApply, orderStatusFor } from './shipping-courier';

describe("Bosta's state codes", () => {
  it('maps the delivery road onto the shop states, and the way back onto returning', () => {
    expect([10, 21, 24, 30, 41, 45, 46, 47, 48].map((code) => shipmentStateOfBosta(code, 'SEND'))).toEqual([
      'created', 'picked_up', 'in_transit', 'in_transit', 'out_for_delivery', 'delivered', 'returned', 'exception', 'cancelled',
    ]);
    expect(shipmentStateOfBosta(24, 'RTO')).toBe('returning');
    expect(shipmentStateOfBosta(41, 'RTO')).toBe('returning');
    expect(shipmentStateOfBosta(46, 'RTO')).toBe('returned');
    expect(shipmentStateOfBosta(999, 'SEND')).toBeUndefined();
  });

  it('moves the order: on the road is shipped, delivered is delivered, back at the shop is cancelled', () => {
    expect(orderStatusFor('created')).toBeUndefined();
    expect(orderStatusFor('picked_up')).toBe('shipped');
    expect(orderStatusFor('returning')).toBe('shipped');
    expect(orderStatusFor('delivered')).toBe('delivered');
    expect(orderStatusFor('returned')).toBe('cancelled');
    expect(orderStatusFor('cancelled')).toBeUndefined();
  });

  it('never applies an older event after a newer one, the same event twice, or anything after a final state', () => {
    const at = new Date('2026-05-01T10:00:00Z');
    const later = new Date('2026-05-01T12:00:00Z');
    expect(mayApply({ state: 'picked_up', lastEventAt: at }, { state: 'out_for_delivery', at: later })).toBe(true);
    expect(mayApply({ state: 'out_for_delivery', lastEventAt: later }, { state: 'picked_up', at })).toBe(false);
    expect(mayApply({ state: 'out_for_delivery', lastEventAt: later }, { state: 'out_for_delivery', at: later })).toBe(false);
    expect(mayApply({ state: 'delivered', lastEventAt: at }, { state: 'returned', at: later })).toBe(false);
    expect(mayApply({ state: 'created', lastEventAt: null }, { state: 'picked_up', at })).toBe(true);
  });
});
