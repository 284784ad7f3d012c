import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { addToCart, guestHeaders, insertCustomer, insertProduct, setFinalPrice, setStock } from '../orders/test-fixtures';

describe.each(testDatabases())('cart API on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  const myCart = (headers: Record<string, string>) => shop.app.inject({ method: 'GET', url: '/api/cart/my-cart', headers });
  const add = (headers: Record<string, string>, payload: unknown) =>
    shop.app.inject({ method: 'POST', url: '/api/cart/add-to-cart', headers, payload: payload as object });

  it('answers 404 for a shopper without a cart and 401 for nobody', async () => {
    expect((await myCart(guestHeaders())).statusCode).toBe(404);
    expect((await myCart(guestHeaders())).json().message).toBe('Your cart is empty.');
    expect((await myCart({})).statusCode).toBe(401);
    expect((await myCart({ guestid: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('keeps a guest cart with lines priced from the current final price', async () => {
    const product = await insertProduct(shop.database.db, { price: 500, discount: 20, sizes: { m: 5, l: 2 }, images: 2 });
    const guest = guestHeaders();
    await addToCart(shop, guest, product.id, 'm', 2);
    await addToCart(shop, guest, product.id, 'l', 1);
    const cart = (await myCart(guest)).json().results;
    expect(cart.totalItems).toBe(3);
    expect(cart.grandTotal).toBe(1200);
    expect(cart.products).toHaveLength(2);
    expect(cart.products[0]).toMatchObject({ size: 'm', quantity: 2, total: 800, product: { _id: product.id, title: product.title, finalPrice: 400 } });
    expect(cart.products[0].product.images).toHaveLength(2);
    expect(cart.products[0].product.images[0].secure_url).toMatch(/^http:\/\/shop\.test\/media\/products\//);

    await setFinalPrice(shop.database.db, product.id, 99.5);
    const repriced = (await myCart(guest)).json().results;
    expect(repriced.products[0].total).toBe(199);
    expect(repriced.grandTotal).toBe(298.5);
  });

  it('takes the guest id from the body when there is no header, and keeps users and guests apart', async () => {
    const product = await insertProduct(shop.database.db, { price: 100, sizes: { s: 9 } });
    const guestId = randomUUID();
    const response = await add({}, { productId: product.id, size: 's', quantity: 1, guestId });
    expect(response.statusCode).toBe(200);
    expect(response.json().results.totalItems).toBe(1);
    expect((await myCart(guestHeaders(guestId))).json().results.totalItems).toBe(1);
    expect((await add({}, { productId: product.id, size: 's', quantity: 1 })).statusCode).toBe(401);

    const customer = await insertCustomer(shop);
    expect((await myCart(customer.headers)).statusCode).toBe(404);
    await addToCart(shop, customer.headers, product.id, 's', 3);
    expect((await myCart(customer.headers)).json().results.totalItems).toBe(3);
    expect((await myCart(guestHeaders(guestId))).json().results.totalItems).toBe(1);
  });

  it('refuses bad input with a 4xx and a message, writing nothing', async () => {
    const product = await insertProduct(shop.database.db, { price: 100, sizes: { m: 3, xl: 0 } });
    const guest = guestHeaders();
    const cases: Array<[unknown, number, RegExp]> = [
      [{ productId: product.id, size: 'm', quantity: 0 }, 400, /quantity: Quantity must be at least 1/],
      [{ productId: product.id, size: 'm', quantity: -3 }, 400, /quantity/],
      [{ productId: product.id, size: 'm', quantity: 1.5 }, 400, /quantity: Quantity must be a whole number/],
      [{ productId: product.id, size: 'm', quantity: '2' }, 400, /quantity/],
      [{ productId: product.id, size: 'm', quantity: 1e12 }, 400, /quantity/],
      [{ productId: product.id, size: 'huge', quantity: 1 }, 400, /size: Unknown size/],
      [{ productId: product.id, quantity: 1 }, 400, /size: Please select a size/],
      [{ productId: 'abc', size: 'm', quantity: 1 }, 400, /productId/],
      [{ productId: randomUUID(), size: 'm', quantity: 1 }, 404, /Product not found/],
      [{ productId: product.id, size: 's', quantity: 1 }, 400, /Size S is not available/],
      [{ productId: product.id, size: 'xl', quantity: 1 }, 409, /Size XL is out of stock/],
      [{ productId: product.id, size: 'm', quantity: 4 }, 409, /Only 3 left in size M/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await add(guest, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect((await myCart(guest)).statusCode).toBe(404);
  });

  it('caps the total of a line at the stock of its size and says how many are left', async () => {
    const product = await insertProduct(shop.database.db, { price: 100, sizes: { m: 5 } });
    const guest = guestHeaders();
    await addToCart(shop, guest, product.id, 'm', 3);
    await addToCart(shop, guest, product.id, 'm', 1);
    const response = await add(guest, { productId: product.id, size: 'm', quantity: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only 5 left in size M, and 4 are already in your cart');
    expect((await myCart(guest)).json().results.products[0].quantity).toBe(4);
  });

  it('says why in the language of the page that asked (Accept-Language)', async () => {
    const product = await insertProduct(shop.database.db, { price: 100, sizes: { m: 3, xl: 0 } });
    const guest = { ...guestHeaders(), 'accept-language': 'ar' };
    const tooMany = await add(guest, { productId: product.id, size: 'm', quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('متبقٍ \u20683\u2069 قطع فقط من مقاس \u2068M\u2069');
    expect((await add(guest, { productId: product.id, size: 'xl', quantity: 1 })).json().message).toBe('نفدت كمية مقاس \u2068XL\u2069');
    // Without Accept-Language (or in English), the English wording.
    expect((await add(guestHeaders(), { productId: product.id, size: 'xl', quantity: 1 })).json().message).toBe('Size XL is out of stock');
  });

  it("writes a refused request body's message in the page's language, keeping the field's name", async () => {
    const product = await insertProduct(shop.database.db, { price: 100, sizes: { m: 3 } });
    const guest = { ...guestHeaders(), 'accept-language': 'ar' };
    // A message of the schema without arguments, and one with (the least quantity).
    const fraction = await add(guest, { productId: product.id, size: 'm', quantity: 1.5 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().message).toBe('\u2068quantity\u2069: يجب أن تكون الكمية رقمًا صحيحًا');
    expect((await add(guest, { productId: product.id, size: 'm', quantity: 0 })).json().message).toBe('\u2068quantity\u2069: يجب ألا تقل الكمية عن \u20681\u2069');
    // Without Accept-Language, the English of the schema.
    expect((await add(guestHeaders(), { productId: product.id, size: 'm', quantity: 1.5 })).json().message).toBe('quantity: Quantity must be a whole number');
    expect((await add(guestHeaders(), { productId: product.id, size: 'm', quantity: 0 })).json().message).toBe('quantity: Quantity must be at least 1');
  });

  it('sets a line quantity within stock and removes lines', async () => {
    const product = await insertProduct(shop.database.db, { price: 100, sizes: { m: 5, l: 5 } });
    const guest = guestHeaders();
    await addToCart(shop, guest, product.id, 'm', 1);
    const update = (productId: string, payload: object) =>
      shop.app.inject({ method: 'PUT', url: `/api/cart/update-product-quantity/${productId}`, headers: guest, payload });
    const updated = await update(product.id, { size: 'm', quantity: 5 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().results.totalItems).toBe(5);
    expect((await update(product.id, { size: 'm', quantity: 6 })).json().message).toBe('Only 5 left in size M');
    expect((await update(product.id, { size: 'm', quantity: 0 })).statusCode).toBe(400);
    expect((await update(product.id, { size: 'l', quantity: 1 })).statusCode).toBe(404);
    expect((await update('nope', { size: 'm', quantity: 1 })).statusCode).toBe(400);
    await setStock(shop.database.db, product.id, 'm', 0);
    expect((await update(product.id, { size: 'm', quantity: 1 })).statusCode).toBe(409);

    const remove = (query: string) => shop.app.inject({ method: 'PATCH', url: `/api/cart/remove-product-from-cart/${product.id}${query}`, headers: guest });
    expect((await remove('')).statusCode).toBe(400);
    expect((await remove('?size=l')).statusCode).toBe(404);
    const removed = await remove('?size=m');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().results).toMatchObject({ products: [], totalItems: 0, grandTotal: 0 });
    expect((await myCart(guest)).json().results.products).toEqual([]);
  });

  it('serialises two tabs adding to the same line so the cap holds', async () => {
    const product = await insertProduct(shop.database.db, { price: 100, sizes: { m: 3 } });
    const guest = guestHeaders();
    const results = await Promise.all(Array.from({ length: 6 }, () => add(guest, { productId: product.id, size: 'm', quantity: 1 })));
    expect(results.filter((response) => response.statusCode === 200)).toHaveLength(3);
    expect(results.filter((response) => response.statusCode === 409)).toHaveLength(3);
    expect((await myCart(guest)).json().results.totalItems).toBe(3);
  });
});
