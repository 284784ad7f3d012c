import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { form, tokenFor } from '../modules/catalogue/test-catalogue';
import { addToCart, checkoutPayload, createOrder, guestHeaders, insertProduct, queryRows, stockOf } from '../modules/orders/test-fixtures';
import { testDatabases } from '../test-support/databases';
import { createTestShop, type TestShop } from '../test-support/test-shop';

type OrderJson = { _id: string; totalPrice: number; shippingFee: number; products: Array<{ finalPrice: number; quantity: number }> };

describe.each(testDatabases())('concurrency on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  it('lets exactly as many of 25 buyers as there are items (5) buy the last items', async () => {
    const product = await insertProduct(shop.database.db, { price: 300, sizes: { m: 5 } });
    const buyers = await Promise.all(
      Array.from({ length: 25 }, async () => {
        const headers = guestHeaders();
        await addToCart(shop, headers, product.id, 'm', 1);
        return headers;
      }),
    );
    const answers = await Promise.all(buyers.map((headers, i) => createOrder(shop, headers, checkoutPayload({ email: `buyer${i}@shop.test`, phone: `0101234${String(i).padStart(4, '0')}` }))));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(20);
    expect(await stockOf(shop.database.db, product.id, 'm')).toBe(0);
    expect(await queryRows(shop.database.db, sql`select count(*)::int as n from orders`)).toEqual([{ n: 5 }]);
  });

  it('never lets two tabs of one cart push a line past the stock', async () => {
    const product = await insertProduct(shop.database.db, { price: 200, sizes: { s: 3 } });
    const headers = guestHeaders();
    const tabs = await Promise.all(
      Array.from({ length: 6 }, () =>
        shop.app.inject({ method: 'POST', url: '/api/cart/add-to-cart', headers, payload: { productId: product.id, size: 's', quantity: 1 } }),
      ),
    );
    expect(tabs.filter((t) => t.statusCode === 200)).toHaveLength(3);
    const cart = await shop.app.inject({ method: 'GET', url: '/api/cart/my-cart', headers });
    expect(cart.json().results).toMatchObject({ totalItems: 3 });
    const updates = await Promise.all(
      [2, 3, 1, 3].map((quantity) =>
        shop.app.inject({ method: 'PUT', url: `/api/cart/update-product-quantity/${product.id}`, headers, payload: { size: 's', quantity } }),
      ),
    );
    expect(updates.every((u) => u.statusCode === 200)).toBe(true);
    const after = (await shop.app.inject({ method: 'GET', url: '/api/cart/my-cart', headers })).json().results;
    expect(after.products).toHaveLength(1);
    expect(after.products[0].quantity).toBeLessThanOrEqual(3);
  });

  it('makes one order when two tabs place the same cart at once, while a third changes it', async () => {
    const product = await insertProduct(shop.database.db, { price: 200, sizes: { m: 6 } });
    const hat = await insertProduct(shop.database.db, { price: 80, sizes: { s: 6 } });
    const headers = guestHeaders();
    await addToCart(shop, headers, product.id, 'm', 2);
    const [first, second] = await Promise.all([
      createOrder(shop, headers),
      createOrder(shop, headers),
      shop.app.inject({ method: 'POST', url: '/api/cart/add-to-cart', headers, payload: { productId: hat.id, size: 's', quantity: 1 } }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0]).toBe(201);
    // The other tab finds the cart gone (400) or places what the third tab added after it (201).
    expect([400, 201]).toContain(statuses[1]);
    const orders = await queryRows(shop.database.db, sql`select o.id, sum(l.quantity)::int as pieces from orders o join order_lines l on l.order_id = o.id group by o.id`);
    const sold = (await stockOf(shop.database.db, product.id, 'm'))! + (await stockOf(shop.database.db, hat.id, 's'))!;
    expect(orders.reduce((pieces, order) => pieces + Number(order.pieces), 0)).toBe(12 - sold);
    expect(await stockOf(shop.database.db, product.id, 'm')).toBe(4);
  });

  it('keeps each order at the price it was placed at while an admin changes the price', async () => {
    const product = await insertProduct(shop.database.db, { price: 100, sizes: { m: 1000 } });
    const admin = await tokenFor(shop, 'admin');
    const [row] = await queryRows(shop.database.db, sql`select category_id from products where id = ${product.id}`);
    const categoryId = String(row?.category_id);
    const prices = [150, 120, 200, 180, 100];
    const shoppers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const headers = guestHeaders();
        await addToCart(shop, headers, product.id, 'm', 1);
        return headers;
      }),
    );
    const priceChanges = (async () => {
      for (const price of prices) {
        const response = await shop.app.inject({
          method: 'PATCH',
          url: `/api/admin/updateProduct/${product.id}?categoryId=${categoryId}`,
          headers: { authorization: admin },
          payload: form({ title: product.title, description: 'Cotton tee', price: String(price), discount: '0', sizeStock: JSON.stringify([{ size: 'm', quantity: 1000 }]) }),
        });
        expect(response.statusCode, response.body).toBe(200);
      }
    })();
    const orders = await Promise.all(shoppers.map((headers, i) => createOrder(shop, headers, checkoutPayload({ email: `p${i}@shop.test`, phone: `0111234${String(i).padStart(4, '0')}` }))));
    await priceChanges;

    const placed = orders.filter((o) => o.statusCode === 201).map((o) => o.json().results as OrderJson);
    // An order refused because its price changed under it (the client's fee no longer matched) is fine; a wrong price is not.
    for (const refused of orders.filter((o) => o.statusCode !== 201)) expect(refused.statusCode, refused.body).toBeLessThan(500);
    expect(placed.length).toBeGreaterThan(0);
    for (const order of placed) {
      const line = order.products[0]!;
      expect([100, ...prices]).toContain(line.finalPrice);
      expect(order.totalPrice).toBeCloseTo(line.finalPrice * line.quantity + order.shippingFee, 2);
    }
    // Later price changes never rewrite what was sold.
    const stored = await queryRows(shop.database.db, sql`select o.id, l.final_price_piastres from orders o join order_lines l on l.order_id = o.id`);
    for (const order of placed) {
      const row = stored.find((r) => r.id === order._id)!;
      expect(Number(row.final_price_piastres) / 100).toBe(order.products[0]!.finalPrice);
    }
  });
});
