import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { addToCart, checkoutPayload, createOrder, guestHeaders, insertCustomer, insertProduct } from '../orders/test-fixtures';
import { markRecoveredCarts } from './abandoned-carts.repository';
import { runCartReminders } from './index';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabases())('the abandoned-carts list reads without marking, on %s', (kind) => {
  let shop: TestShop;
  const clock = new ManualClock();
  beforeAll(async () => {
    shop = await createTestShop(kind, { clock });
  });
  afterAll(() => shop.close());

  it('answers before the job marks the carts that became orders as it does after', async () => {
    clock.set(new Date());
    const owner = await insertCustomer(shop, 'admin@shop.test', 'admin');
    const dress = await insertProduct(shop.database.db, { price: 500, sizes: { m: 20 } });
    const leave = async (email: string) => {
      const headers = guestHeaders();
      await addToCart(shop, headers, dress.id, 'm', 1);
      expect((await shop.app.inject({ method: 'POST', url: '/api/cart/contact', headers, payload: { email } })).statusCode).toBe(200);
      return headers;
    };
    const ordering = [await leave('one@shop.test'), await leave('two@shop.test')];
    await leave('stays@shop.test');
    clock.advance(5 * HOUR);
    expect((await runCartReminders(shop.app)).found).toBe(3);
    // Two of the three carts become orders after the job's run; nothing has marked them yet.
    for (const [n, headers] of ordering.entries()) {
      expect((await createOrder(shop, headers, checkoutPayload({ email: `${['one', 'two'][n]}@shop.test`, phone: `0109999999${n}` }))).statusCode).toBe(201);
    }
    const list = async () => (await shop.app.inject({ method: 'GET', url: '/api/admin/abandoned-carts?page=1', headers: owner.headers })).json();
    const before = await list();
    expect(before.results.filter((cart: { recovered: boolean }) => cart.recovered)).toHaveLength(2);
    expect(before.month.recoveredSales).toBeGreaterThan(0);
    await markRecoveredCarts(shop.database.db);
    expect(await list()).toEqual(before);
  });
});
