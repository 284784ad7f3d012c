import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../shared/order-status';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { addToCart, checkoutPayload, createOrder, insertCustomer, insertProduct, setStock, stockOf, type Customer, queryRows } from './test-fixtures';

describe.each(testDatabases())('my orders, cancelling and the admin order desk on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  const db = () => shop.database.db;
  async function orderFor(customer: Customer, productId: string, quantity: number) {
    await addToCart(shop, customer.headers, productId, 'm', quantity);
    const response = await createOrder(shop, customer.headers, checkoutPayload({ email: customer.email }));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().results as { _id: string };
  }
  const cancel = (customer: Customer, orderId: string) =>
    shop.app.inject({ method: 'PATCH', url: `/api/order/cancel/${orderId}`, headers: customer.headers });
  const setStatus = (headers: Record<string, string>, orderId: string, status: string, method: 'POST' | 'PATCH' = 'POST') =>
    shop.app.inject({ method, url: `/api/admin/update-status/${orderId}`, headers, payload: { status } });

  it('lists only the signed-in user\'s orders, newest first', async () => {
    const product = await insertProduct(db(), { price: 100, sizes: { m: 10 } });
    const [alice, bob] = [await insertCustomer(shop), await insertCustomer(shop)];
    const first = await orderFor(alice, product.id, 1);
    const second = await orderFor(alice, product.id, 2);
    await orderFor(bob, product.id, 1);
    const mine = await shop.app.inject({ method: 'GET', url: '/api/order/my-orders', headers: alice.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().results.map((order: { _id: string }) => order._id)).toEqual([second._id, first._id]);
    expect((await shop.app.inject({ method: 'GET', url: '/api/order/my-orders' })).statusCode).toBe(401);
  });

  it('cancels a pending order once, restoring its stock once; another customer can neither see nor cancel it', async () => {
    const product = await insertProduct(db(), { price: 100, sizes: { m: 5 } });
    const [alice, mallory] = [await insertCustomer(shop), await insertCustomer(shop)];
    const order = await orderFor(alice, product.id, 3);
    expect(await stockOf(db(), product.id, 'm')).toBe(2);

    expect((await cancel(mallory, order._id)).statusCode).toBe(404);
    const theirs = await shop.app.inject({ method: 'GET', url: '/api/order/my-orders', headers: mallory.headers });
    expect(theirs.json().results).toEqual([]);
    expect((await cancel(alice, 'not-an-id')).statusCode).toBe(400);

    const cancelled = await cancel(alice, order._id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().results).toMatchObject({ _id: order._id, status: 'cancelled' });
    expect(await stockOf(db(), product.id, 'm')).toBe(5);
    const twice = await cancel(alice, order._id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Only pending orders can be cancelled.');
    expect(await stockOf(db(), product.id, 'm')).toBe(5);
  });

  it('restocks once when the customer and the admin cancel at the same moment', async () => {
    const product = await insertProduct(db(), { price: 100, sizes: { m: 6 } });
    const [alice, admin] = [await insertCustomer(shop), await insertCustomer(shop, 'admin@shop.test', 'admin')];
    const order = await orderFor(alice, product.id, 4);
    const responses = await Promise.all([
      cancel(alice, order._id),
      setStatus(admin.headers, order._id, 'cancelled'),
      cancel(alice, order._id),
      setStatus(admin.headers, order._id, 'cancelled', 'PATCH'),
    ]);
    expect(responses.every((response) => [200, 409].includes(response.statusCode))).toBe(true);
    expect(await stockOf(db(), product.id, 'm')).toBe(6);
  });

  it('lets a customer cancel only from pending', async () => {
    const product = await insertProduct(db(), { price: 100, sizes: { m: 5 } });
    const [alice, admin] = [await insertCustomer(shop), await insertCustomer(shop, 'admin@shop.test', 'admin')];
    const order = await orderFor(alice, product.id, 1);
    expect((await setStatus(admin.headers, order._id, 'shipped')).statusCode).toBe(200);
    const refused = await cancel(alice, order._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only pending orders can be cancelled.');
    expect(await stockOf(db(), product.id, 'm')).toBe(4);
  });

  it('lets the admin move an order through all seven statuses, restocking and retaking once, recording who did it', async () => {
    const product = await insertProduct(db(), { price: 100, sizes: { m: 5 } });
    const [alice, admin] = [await insertCustomer(shop), await insertCustomer(shop, 'admin@shop.test', 'admin')];
    const order = await orderFor(alice, product.id, 2);
    const path: Array<[string, number]> = [
      ['paid', 3], ['placed', 3], ['shipped', 3], ['delivered', 3], ['cancelled', 5], ['cancelled', 5], ['refunded', 3], ['cancelled', 5], ['pending', 3],
    ];
    for (const [index, [status, stock]] of path.entries()) {
      const response = await setStatus(admin.headers, order._id, status, index % 2 ? 'PATCH' : 'POST');
      expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({ message: 'Status updated', results: { _id: order._id, status } });
      expect(await stockOf(db(), product.id, 'm'), status).toBe(stock);
    }
    expect(new Set(path.map(([status]) => status))).toEqual(new Set(ORDER_STATUSES));
    const changes = await queryRows(db(), sql`select from_status, to_status, changed_by from order_status_changes where order_id = ${order._id} order by created_at`);
    expect(changes).toHaveLength(9); // the first 'pending' plus eight changes (a repeat records nothing)
    expect(changes.slice(1).every((row) => (row as { changed_by: string }).changed_by === admin.id)).toBe(true);

    // Leaving cancelled needs the stock back: gone → 409, nothing changes.
    expect((await setStatus(admin.headers, order._id, 'cancelled')).statusCode).toBe(200);
    await setStock(db(), product.id, 'm', 1);
    const refused = await setStatus(admin.headers, order._id, 'paid');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/size M/);
    const desk = await shop.app.inject({ method: 'GET', url: '/api/admin/dashboard/all-orders', headers: admin.headers });
    expect(desk.json().orders[0].status).toBe('cancelled');
    expect(await stockOf(db(), product.id, 'm')).toBe(1);
  });

  it('guards the admin desk and refuses bad statuses and unknown orders', async () => {
    const product = await insertProduct(db(), { price: 100, sizes: { m: 5 } });
    const [alice, admin] = [await insertCustomer(shop), await insertCustomer(shop, 'admin@shop.test', 'admin')];
    const first = await orderFor(alice, product.id, 1);
    const second = await orderFor(alice, product.id, 1);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/dashboard/all-orders' })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/dashboard/all-orders', headers: alice.headers })).statusCode).toBe(403);
    expect((await setStatus(alice.headers, first._id, 'paid')).statusCode).toBe(403);
    expect((await setStatus({}, first._id, 'paid')).statusCode).toBe(401);
    const desk = await shop.app.inject({ method: 'GET', url: '/api/admin/dashboard/all-orders', headers: admin.headers });
    expect(desk.json().orders.map((order: { _id: string }) => order._id)).toEqual([second._id, first._id]);
    const bad = await setStatus(admin.headers, first._id, 'lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status: Unknown order status');
    expect((await setStatus(admin.headers, '5f0c8a57-5c1b-4d57-9d1e-3a8a1c2b9e77', 'paid')).statusCode).toBe(404);
  });
});
