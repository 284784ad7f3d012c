import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { testDatabases } from '../../test-support/databases';
import type { TestShop } from '../../test-support/test-shop';
import type { Customer } from '../orders/test-fixtures';
import { askReturn, changeReturn, deliveredOrder, withReturnsShop } from './test-helpers';

/** The open windows of my orders offer only the pieces the server would still take back. */
describe.each(testDatabases())('the pieces still returnable on %s', (kind) => {
  let shop: TestShop;
  let admin: Customer;
  let customer: Customer;
  const clock = new ManualClock();

  withReturnsShop(kind, (world) => ({ shop, admin, customer } = world), clock);

  const windows = async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/orders/returns', headers: customer.headers });
    expect(res.statusCode).toBe(200);
    return res.json().windows as Array<{ orderId: string; lines: Array<{ lineId: string; pieces: number }> }>;
  };

  it('counts down with each request, drops the window when none are left, and gives back a rejected request’s pieces', async () => {
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, quantity: 3 });
    const view = (await shop.app.inject({ method: 'GET', url: '/api/order/my-orders', headers: customer.headers })).json();
    const lineId = (view.results ?? view).find((candidate: { _id: string }) => candidate._id === order._id).products[0]._id;
    expect(await windows()).toEqual([{ orderId: order._id, until: expect.any(String), promoKind: null, lines: [{ lineId, pieces: 3 }] }]);

    const line = { productId: order.product.id, size: 'm', reason: 'defective' };
    const first = await askReturn(shop, customer.headers, order._id, { lines: [{ ...line, quantity: 2 }] });
    expect(first.statusCode, first.body).toBe(201);
    expect((await windows())[0]!.lines).toEqual([{ lineId, pieces: 1 }]);

    const second = await askReturn(shop, customer.headers, order._id, { lines: [{ ...line, quantity: 1 }] });
    expect(second.statusCode, second.body).toBe(201);
    // All three are in pending requests: no window, so my orders offers no "Return or exchange".
    expect(await windows()).toEqual([]);
    // The server agrees: one more piece is refused.
    expect((await askReturn(shop, customer.headers, order._id, { lines: [{ ...line, quantity: 1 }] })).statusCode).toBe(409);

    // A rejected request no longer holds its pieces: they may be asked back again.
    const rejected = await changeReturn(shop, admin, first.json().results._id, { state: 'rejected', note: 'Worn' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await windows()).toEqual([expect.objectContaining({ orderId: order._id, lines: [{ lineId, pieces: 2 }] })]);
  });
});
