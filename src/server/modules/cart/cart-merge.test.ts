import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { addToCart, guestHeaders, insertCustomer, insertProduct, setStock } from '../orders/test-fixtures';
import { deleteIdleGuestCarts } from './cart-cleanup';
import { mergeGuestCart } from './cart-merge';

describe.each(testDatabases())('guest cart merge and clean-up on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  const myCart = (headers: Record<string, string>) => shop.app.inject({ method: 'GET', url: '/api/cart/my-cart', headers });

  it('moves the guest cart into the user cart, adding quantities capped by stock and dropping sold-out lines', async () => {
    const db = shop.database.db;
    const shirt = await insertProduct(db, { price: 100, sizes: { m: 4, l: 5 } });
    const hat = await insertProduct(db, { price: 50, sizes: { s: 2 } });
    const customer = await insertCustomer(shop);
    const guestId = randomUUID();
    await addToCart(shop, customer.headers, shirt.id, 'm', 3);
    await addToCart(shop, guestHeaders(guestId), shirt.id, 'm', 2);
    await addToCart(shop, guestHeaders(guestId), shirt.id, 'l', 1);
    await addToCart(shop, guestHeaders(guestId), hat.id, 's', 2);
    await setStock(db, hat.id, 's', 0);

    await mergeGuestCart(db, { guestId, userId: customer.id });

    const lines = (await myCart(customer.headers)).json().results.products;
    const quantities = Object.fromEntries(lines.map((line: { product: { _id: string }; size: string; quantity: number }) => [`${line.product._id}:${line.size}`, line.quantity]));
    expect(quantities).toEqual({ [`${shirt.id}:m`]: 4, [`${shirt.id}:l`]: 1 });
    expect((await myCart(guestHeaders(guestId))).statusCode).toBe(404);
  });

  it('creates the user cart when there is none, and does nothing without a guest cart', async () => {
    const shirt = await insertProduct(shop.database.db, { price: 100, sizes: { m: 4 } });
    const customer = await insertCustomer(shop);
    await mergeGuestCart(shop.database.db, { guestId: randomUUID(), userId: customer.id });
    expect((await myCart(customer.headers)).statusCode).toBe(404);
    const guestId = randomUUID();
    await addToCart(shop, guestHeaders(guestId), shirt.id, 'm', 2);
    await mergeGuestCart(shop.database.db, { guestId, userId: customer.id });
    expect((await myCart(customer.headers)).json().results.totalItems).toBe(2);
  });

  it('deletes guest carts idle for 30 days, keeping recent ones and user carts', async () => {
    const db = shop.database.db;
    const shirt = await insertProduct(db, { price: 100, sizes: { m: 9 } });
    const customer = await insertCustomer(shop);
    const [oldGuest, recentGuest] = [randomUUID(), randomUUID()];
    await addToCart(shop, guestHeaders(oldGuest), shirt.id, 'm', 1);
    await addToCart(shop, guestHeaders(recentGuest), shirt.id, 'm', 1);
    await addToCart(shop, customer.headers, shirt.id, 'm', 1);
    await db.execute(sql`update carts set updated_at = now() - interval '31 days' where guest_id = ${oldGuest} or user_id = ${customer.id}`);
    await db.execute(sql`update carts set updated_at = now() - interval '29 days' where guest_id = ${recentGuest}`);

    expect(await deleteIdleGuestCarts(db)).toBe(1);
    expect((await myCart(guestHeaders(oldGuest))).statusCode).toBe(404);
    expect((await myCart(guestHeaders(recentGuest))).statusCode).toBe(200);
    expect((await myCart(customer.headers)).statusCode).toBe(200);
  });

  it('bumps a guest cart on every change so an active cart never expires', async () => {
    const db = shop.database.db;
    const shirt = await insertProduct(db, { price: 100, sizes: { m: 9 } });
    const guestId = randomUUID();
    await addToCart(shop, guestHeaders(guestId), shirt.id, 'm', 1);
    await db.execute(sql`update carts set updated_at = now() - interval '31 days' where guest_id = ${guestId}`);
    await addToCart(shop, guestHeaders(guestId), shirt.id, 'm', 1);
    expect(await deleteIdleGuestCarts(db)).toBe(0);
    expect(await deleteIdleGuestCarts(db, new Date(Date.now() + 31 * 24 * 3600 * 1000))).toBe(1);
  });
});
