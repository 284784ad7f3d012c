import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { checkoutPayload, countOrders, createOrder, guestWithCart, insertProduct, stockOf } from '../orders/test-fixtures';

/** Each buyer from an address of their own: the per-address order limit's lock must not be what queues them. */
const orderFrom = (shop: TestShop, address: string, headers: Record<string, string>, payload: object) =>
  shop.app.inject({ method: 'POST', url: '/api/order/create', headers, payload, remoteAddress: address });
import { admin, createCode, listCodes } from './test-helpers';

describe.each(testDatabases())('a limited code under concurrent checkouts on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  it('gives exactly 10 of 50 simultaneous checkouts the code with 10 uses left', async () => {
    const owner = await admin(shop);
    await createCode(shop, owner.headers, { code: 'FLASH', kind: 'percent', value: 20, totalLimit: 12 });
    const product = await insertProduct(shop.database.db, { price: 500, sizes: { m: 100 } });
    const payload = (i: number) => checkoutPayload({ promoCode: 'FLASH', discount: 100, email: `buyer${i}@shop.test`, phone: `0100000${String(i).padStart(4, '0')}` });
    // Two uses taken before the rush.
    for (const i of [98, 99]) expect((await createOrder(shop, await guestWithCart(shop, product.id, 'm', 1), payload(i))).statusCode).toBe(201);

    const buyers = [];
    for (let i = 0; i < 50; i++) buyers.push(await guestWithCart(shop, product.id, 'm', 1));
    const responses = await Promise.all(buyers.map((headers, i) => orderFrom(shop, `10.0.0.${i + 1}`, headers, payload(i))));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(responses.find((response) => response.statusCode === 409)!.json().message).toBe('This code has been fully used.');
    expect(await countOrders(shop.database.db)).toBe(12);
    expect(await stockOf(shop.database.db, product.id, 'm')).toBe(88);
    expect((await listCodes(shop, owner.headers)).find((code) => code.code === 'FLASH')).toMatchObject({ uses: 12, discountGiven: 1200 });
  });
});
