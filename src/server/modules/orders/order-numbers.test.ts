import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { addToCart, checkoutPayload, createOrder, guestWithCart, insertCustomer, insertProduct } from './test-fixtures';

describe.each(testDatabases())('order numbers on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  it('gives 50 concurrent checkouts 50 different numbers from 1001 on, shown in every order answer', async () => {
    const product = await insertProduct(shop.database.db, { price: 250, sizes: { m: 100 } });
    const buyers = [];
    for (let i = 0; i < 50; i++) buyers.push(await guestWithCart(shop, product.id, 'm', 1));
    const responses = await Promise.all(
      buyers.map((headers, i) => createOrder(shop, headers, checkoutPayload({ email: `n${i}@shop.test`, phone: `0100000${String(i).padStart(4, '0')}` }))),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const numbers = responses.map((response) => response.json().results.orderNumber as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => 1001 + i));
    expect(responses[0]!.json().results.products[0]).toMatchObject({ price: 250, finalPrice: 250 });

    const admin = await insertCustomer(shop, 'admin@shop.test', 'admin');
    const desk = await shop.app.inject({ method: 'GET', url: '/api/admin/dashboard/all-orders', headers: admin.headers });
    const listed = desk.json().orders as Array<{ _id: string; orderNumber: number }>;
    expect(listed.map((order) => order.orderNumber).sort((a, b) => a - b)).toEqual(numbers);
    const first = responses[0]!.json().results;
    expect(listed.find((order) => order._id === first._id)?.orderNumber).toBe(first.orderNumber);
  });

  it('shows the number in my orders and in the answer of a status change', async () => {
    const product = await insertProduct(shop.database.db, { price: 100, sizes: { m: 5 } });
    const customer = await insertCustomer(shop);
    await addToCart(shop, customer.headers, product.id, 'm', 1);
    const placed = (await createOrder(shop, customer.headers, checkoutPayload({ email: customer.email }))).json().results;
    expect(placed.orderNumber).toBe(1001);
    const mine = await shop.app.inject({ method: 'GET', url: '/api/order/my-orders', headers: customer.headers });
    expect(mine.json().results[0]).toMatchObject({ _id: placed._id, orderNumber: 1001, products: [{ price: 100 }] });
    const admin = await insertCustomer(shop, 'admin@shop.test', 'admin');
    const changed = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/update-status/${placed._id}`,
      headers: admin.headers,
      payload: { status: 'shipped' },
    });
    expect(changed.json().results).toMatchObject({ orderNumber: 1001, status: 'shipped' });
  });
});
