/**
 * The desk cancelling an order whose pieces came back (issue 36, follow-up): the pieces a
 * received return already put back (or kept as damaged) are not put back a second time, and
 * a return still under way refuses the cancellation.
 */
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import type { TestShop } from '../../test-support/test-shop';
import { stockOf, type Customer } from '../orders/test-fixtures';
import { askReturn, changeReturn, deliveredOrder, withReturnsShop } from './test-helpers';

describe.each(testDatabases())('cancelling an order with returns on %s', (kind) => {
  let shop: TestShop;
  let admin: Customer;
  let customer: Customer;

  withReturnsShop(kind, (world) => ({ shop, admin, customer } = world));

  const setStatus = (orderId: string, status: string) =>
    shop.app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}`, headers: admin.headers, payload: { status } });
  const step = async (id: string, payload: object) => {
    const res = await changeReturn(shop, admin, id, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const request = async (orderId: string, lines: object[]) => {
    const res = await askReturn(shop, customer.headers, orderId, { lines });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().results as { _id: string; label: string; lines: Array<{ _id: string }> };
  };

  it('puts back only the pieces the customer kept, and takes only those again when the order leaves cancelled', async () => {
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, quantity: 3, price: 400 });
    const stock = () => stockOf(shop.database.db, order.product.id, 'm');
    const afterSale = (await stock())!;
    const ret = await request(order._id, [{ productId: order.product.id, size: 'm', quantity: 2, reason: 'defective' }]);
    await step(ret._id, { state: 'approved' });
    // Two pieces come back, one of them damaged: one goes back to stock.
    await step(ret._id, { state: 'received', damaged: [{ lineId: ret.lines[0]!._id, quantity: 1 }] });
    expect(await stock()).toBe(afterSale + 1);

    const cancelled = await setStatus(order._id, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Only the third piece, still with the customer, is put back (not all three again).
    expect(await stock()).toBe(afterSale + 2);
    // In and out of cancelled: the same one piece each way, however often.
    expect((await setStatus(order._id, 'delivered')).statusCode).toBe(200);
    expect(await stock()).toBe(afterSale + 1);
    expect((await setStatus(order._id, 'cancelled')).statusCode).toBe(200);
    expect(await stock()).toBe(afterSale + 2);
  });

  it('a fully returned and refunded order, cancelled later, puts nothing back', async () => {
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, quantity: 2, price: 400 });
    const afterSale = (await stockOf(shop.database.db, order.product.id, 'm'))!;
    const ret = await request(order._id, [{ productId: order.product.id, size: 'm', quantity: 2, reason: 'defective' }]);
    await step(ret._id, { state: 'approved' });
    await step(ret._id, { state: 'received' });
    await step(ret._id, { state: 'refunded', refundAmount: 800, refundMethod: 'cash' });
    expect(await stockOf(shop.database.db, order.product.id, 'm')).toBe(afterSale + 2);

    const cancelled = await setStatus(order._id, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().results.status).toBe('cancelled');
    expect(await stockOf(shop.database.db, order.product.id, 'm')).toBe(afterSale + 2);
  });

  it('refuses to cancel while a return is under way (409, in the reader language), and nothing moves', async () => {
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, quantity: 1 });
    const afterSale = await stockOf(shop.database.db, order.product.id, 'm');
    const ret = await request(order._id, [{ productId: order.product.id, size: 'm', quantity: 1, reason: 'changed_mind' }]);

    const whileRequested = await setStatus(order._id, 'cancelled');
    expect(whileRequested.statusCode).toBe(409);
    expect(whileRequested.json().message).toBe(
      `Return ${ret.label} of this order is still open (Requested): receive or reject it on the Returns screen before cancelling the order.`,
    );
    await step(ret._id, { state: 'approved' });
    const arabic = await shop.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order._id}`,
      headers: { ...admin.headers, 'accept-language': 'ar' },
      payload: { status: 'cancelled' },
    });
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().message).toContain('شاشة الإرجاع');
    const detail = await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}`, headers: admin.headers });
    expect(detail.json().results.status).toBe('delivered');
    expect(await stockOf(shop.database.db, order.product.id, 'm')).toBe(afterSale);

    // Once the pieces are received, the cancellation goes through and puts nothing back twice.
    await step(ret._id, { state: 'received' });
    expect((await setStatus(order._id, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(shop.database.db, order.product.id, 'm')).toBe(afterSale! + 1);
  });
});
