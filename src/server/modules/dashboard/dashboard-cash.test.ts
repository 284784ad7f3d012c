import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { checkoutPayload, createOrder, guestWithCart, insertCustomer, insertProduct, type Customer } from '../orders/test-fixtures';

type Placed = { _id: string; totalPrice: number; shippingFee: number };
const DAY = 86_400_000;

describe.each(testDatabases())('the dashboard cash cards on %s', (kind) => {
  let shop: TestShop;
  let admin: Customer;
  let productId: string;

  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    await shop.reset();
    admin = await insertCustomer(shop, 'owner@shop.test', 'admin');
    productId = (await insertProduct(shop.database.db, { title: 'Linen Shirt', price: 300, sizes: { m: 50 } })).id;
  });

  const place = async (): Promise<Placed> => {
    const response = await createOrder(shop, await guestWithCart(shop, productId, 'm', 1), checkoutPayload({}));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().results as Placed;
  };
  const patch = async (id: string, payload: object) => {
    const response = await shop.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}`, headers: admin.headers, payload });
    expect(response.statusCode, response.body).toBe(200);
  };
  const cash = async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/admin/dashboard/cash', headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().cash;
  };
  /** Moves the order's becoming `status` back by `days` (its history and its own date), as if it had happened then. */
  const backdate = async (orderId: string, status: 'shipped' | 'delivered', days: number) => {
    const at = new Date(Date.now() - days * DAY).toISOString();
    await shop.database.db.execute(sql`update order_status_changes set created_at = ${at}::timestamptz where order_id = ${orderId} and to_status = ${status}`);
    await shop.database.db.execute(sql`update orders set ${sql.raw(status === 'shipped' ? 'shipped_at' : 'delivered_at')} = ${at}::timestamptz where id = ${orderId}`);
  };

  it('is zero, with no share, before anything was shipped', async () => {
    await place();
    expect(await cash()).toEqual({ toCollect: 0, toCollectOrders: 0, collectedThisMonth: 0, shippedLast30Days: 0, refusedLast30Days: 0, refusedShare: null, shippingLostLast30Days: 0 });
  });

  it('follows the desk: cash on the road, cash collected this month, and refusals among shipped orders', async () => {
    const [onTheRoad, delivered, refused, stillPending, refunded] = [await place(), await place(), await place(), await place(), await place()];
    for (const order of [onTheRoad, delivered, refused, refunded]) await patch(order._id, { status: 'shipped' });
    await patch(delivered._id, { status: 'delivered' });
    await patch(delivered._id, { cashCollected: 250.5 });
    await patch(refused._id, { status: 'cancelled', cancelReason: 'refused_on_delivery' });
    await patch(refunded._id, { status: 'delivered' });
    await patch(refunded._id, { status: 'refunded', cancelReason: 'other' });
    expect(stillPending.totalPrice).toBeGreaterThan(0);
    expect(refused.shippingFee).toBeGreaterThan(0);

    expect(await cash()).toEqual({
      toCollect: onTheRoad.totalPrice,
      toCollectOrders: 1,
      // A refund takes its cash back out; the pending order was never shipped.
      collectedThisMonth: 250.5,
      shippedLast30Days: 4,
      refusedLast30Days: 1,
      refusedShare: 0.25,
      // Out and back.
      shippingLostLast30Days: 2 * refused.shippingFee,
    });
  });

  it('leaves out deliveries of earlier months and shipments older than 30 days', async () => {
    const [lastMonth, oldRefusal, recent] = [await place(), await place(), await place()];
    for (const order of [lastMonth, oldRefusal, recent]) await patch(order._id, { status: 'shipped' });
    await patch(lastMonth._id, { status: 'delivered' });
    await patch(oldRefusal._id, { status: 'cancelled', cancelReason: 'refused_on_delivery' });
    // 40 days back is always an earlier Cairo month and outside the last 30 days.
    await backdate(lastMonth._id, 'delivered', 40);
    await backdate(lastMonth._id, 'shipped', 41);
    await backdate(oldRefusal._id, 'shipped', 40);
    // A note written today on last month's delivery does not make it this month's cash.
    await patch(lastMonth._id, { note: 'Customer asked for an invoice' });

    expect(await cash()).toEqual({
      toCollect: recent.totalPrice,
      toCollectOrders: 1,
      collectedThisMonth: 0,
      shippedLast30Days: 1,
      refusedLast30Days: 0,
      refusedShare: 0,
      shippingLostLast30Days: 0,
    });
  });

  it('is for admins only', async () => {
    const shopper = await insertCustomer(shop, 'buyer@shop.test', 'user');
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/dashboard/cash', headers: shopper.headers })).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/dashboard/cash' })).statusCode).toBe(401);
  });
});
