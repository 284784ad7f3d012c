import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { checkoutPayload, countOrders, createOrder, guestWithCart, insertCustomer, insertProduct, setFinalPrice, setStock, stockOf } from './test-fixtures';

describe.each(testDatabases())('concurrent checkouts on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  const db = () => shop.database.db;

  it('lets exactly 5 of 25 concurrent buyers have the 5 last items', async () => {
    const product = await insertProduct(db(), { title: 'Last Dress', price: 400, sizes: { m: 25 } });
    const buyers = [];
    for (let i = 0; i < 25; i++) buyers.push(await guestWithCart(shop, product.id, 'm', 1));
    await setStock(db(), product.id, 'm', 5);
    const responses = await Promise.all(
      buyers.map((headers, i) => createOrder(shop, headers, checkoutPayload({ email: `buyer${i}@shop.test`, phone: `010000000${String(i).padStart(2, '0')}` }))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20);
    expect(responses.find((response) => response.statusCode === 409)!.json().message).toBe('Last Dress in size M is sold out');
    expect(await countOrders(db())).toBe(5);
    expect(await stockOf(db(), product.id, 'm')).toBe(0);
  });

  it('makes one order from 20 parallel requests with the same Idempotency-Key', async () => {
    const product = await insertProduct(db(), { price: 100, sizes: { m: 10 } });
    const guest = await guestWithCart(shop, product.id, 'm', 2);
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 20 }, () => createOrder(shop, { ...guest, 'idempotency-key': key })));
    for (const response of responses) expect([200, 201], response.body).toContain(response.statusCode);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    const ids = new Set(responses.map((response) => response.json().results._id));
    expect(ids.size).toBe(1);
    expect(responses[0]!.json().results.products).toHaveLength(1);
    expect(await countOrders(db())).toBe(1);
    expect(await stockOf(db(), product.id, 'm')).toBe(8);

    // Later retries with the key still answer the first order; another payload is a 422.
    const retry = await createOrder(shop, { ...guest, 'idempotency-key': key });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().results._id).toBe([...ids][0]);
    const other = await createOrder(shop, { ...guest, 'idempotency-key': key }, checkoutPayload({ firstName: 'Someone Else' }));
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/Idempotency-Key/);
    // Another requester's identical key is theirs alone.
    const stranger = await guestWithCart(shop, product.id, 'm', 1);
    expect((await createOrder(shop, { ...stranger, 'idempotency-key': key })).statusCode).toBe(201);
    expect((await createOrder(shop, { ...stranger, 'idempotency-key': ' ' })).statusCode).toBe(400);
  });

  it('lets a key be used again after a refused attempt', async () => {
    const product = await insertProduct(db(), { price: 100, sizes: { m: 10 } });
    const guest = await guestWithCart(shop, product.id, 'm', 1);
    const headers = { ...guest, 'idempotency-key': 'attempt-1' };
    await setStock(db(), product.id, 'm', 0);
    expect((await createOrder(shop, headers)).statusCode).toBe(409);
    await setStock(db(), product.id, 'm', 1);
    expect((await createOrder(shop, headers)).statusCode).toBe(201);
  });

  it('gives WELCOME10 to one of several simultaneous first orders of one e-mail', async () => {
    const product = await insertProduct(db(), { price: 200, sizes: { m: 50 } });
    const carts = [];
    for (let i = 0; i < 6; i++) carts.push(await guestWithCart(shop, product.id, 'm', 1));
    const responses = await Promise.all(
      carts.map((headers, i) => createOrder(shop, headers, checkoutPayload({ phone: `0111111111${i}`, discount: 20, promoCode: 'WELCOME10' }))),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(5);
    expect(await stockOf(db(), product.id, 'm')).toBe(49);
  });

  it('keeps the price an order was placed at when the admin changes it later', async () => {
    const product = await insertProduct(db(), { price: 100, sizes: { m: 5 } });
    const guest = await guestWithCart(shop, product.id, 'm', 1);
    const placed = await createOrder(shop, guest);
    await setFinalPrice(db(), product.id, 150);
    const admin = await insertCustomer(shop, 'admin@shop.test', 'admin');
    const desk = await shop.app.inject({ method: 'GET', url: '/api/admin/dashboard/all-orders', headers: admin.headers });
    expect(desk.json().orders[0]).toMatchObject({ _id: placed.json().results._id, totalPrice: 190, products: [{ finalPrice: 100 }] });
  });
});
