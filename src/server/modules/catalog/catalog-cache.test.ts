import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { addToCart, checkoutPayload, createOrder, guestHeaders, insertProduct, queryRows } from '../orders/test-fixtures';
import * as catalog from './catalog.service';
import { form, tokenFor } from './test-catalog';

describe.each(testDatabases())('cached public catalogue answers on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    await shop.reset();
    shop.app.deps.publicCache.invalidate();
  });

  const listing = (headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url: '/api/category/with-products', headers });
  const stockIn = (body: string, productId: string) =>
    (JSON.parse(body) as { categories: Array<{ products: Array<{ _id: string; stock: number; price: number }> }> }).categories
      .flatMap((c) => c.products)
      .find((p) => p._id === productId)!;

  it('answers 304 without a body when the client already holds the current version', async () => {
    const { id } = await insertProduct(shop.database.db, { price: 250, sizes: { m: 4 } });
    const first = await listing();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await listing({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const url = `/api/product/by-product/${id}`;
    const product = await shop.app.inject({ method: 'GET', url });
    expect(product.statusCode).toBe(200);
    expect((await shop.app.inject({ method: 'GET', url, headers: { 'if-none-match': product.headers.etag as string } })).statusCode).toBe(304);
  });

  it('sends the compressed bytes a browser accepts, untouched by the global compression', async () => {
    await insertProduct(shop.database.db, { price: 250, sizes: { m: 4 } });
    const plain = await listing({ 'accept-encoding': 'identity' });
    const browser = await listing({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(browser.rawPayload).toString('utf8')).toBe(plain.body);
    const gzipOnly = await listing({ 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipOnly.rawPayload).toString('utf8')).toBe(plain.body);
    expect(browser.headers.etag).toBe(plain.headers.etag);
  });

  it('shows an order\'s stock change and an admin\'s price change to the very next reader', async () => {
    const product = await insertProduct(shop.database.db, { price: 250, sizes: { m: 4 } });
    const before = await listing();
    expect(stockIn(before.body, product.id).stock).toBe(4);

    const headers = guestHeaders();
    await addToCart(shop, headers, product.id, 'm', 1);
    expect((await createOrder(shop, headers, checkoutPayload())).statusCode).toBe(201);
    const afterOrder = await listing({ 'if-none-match': before.headers.etag as string });
    expect(afterOrder.statusCode).toBe(200);
    expect(stockIn(afterOrder.body, product.id).stock).toBe(3);

    const [row] = await queryRows(shop.database.db, sql`select category_id from products where id = ${product.id}`);
    const update = await shop.app.inject({
      method: 'PATCH',
      url: `/api/admin/updateProduct/${product.id}?categoryId=${String(row?.category_id)}`,
      headers: { authorization: await tokenFor(shop, 'admin') },
      payload: form({ title: 'Tee', description: 'Cotton', price: '300', discount: '0', sizeStock: JSON.stringify([{ size: 'm', quantity: 3 }]) }),
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(stockIn((await listing()).body, product.id).price).toBe(300);
  });

  it('fingerprints the listing and a product so that any change made elsewhere moves them, and nothing else does', async () => {
    const product = await insertProduct(shop.database.db, { price: 250, sizes: { m: 4, l: 2 } });
    const deps = { db: shop.database.db };
    const listing = () => catalog.categoriesWithProductsFingerprint(deps);
    const one = () => catalog.productFingerprint(deps, product.id);
    const [listingBefore, productBefore] = [await listing(), await one()];
    expect(await listing()).toBe(listingBefore);
    expect(await one()).toBe(productBefore);

    // As another shop process would: straight in the database, no invalidation here.
    const changes = [
      sql`update product_sizes set quantity = quantity - 1 where product_id = ${product.id} and size = 'm'`,
      sql`update products set final_price_piastres = final_price_piastres - 100 where id = ${product.id}`,
      sql`update product_images set image_key = image_key || '-new' where product_id = ${product.id}`,
    ];
    let [listingNow, productNow] = [listingBefore, productBefore];
    for (const change of changes) {
      await shop.database.db.execute(change);
      const [listingAfter, productAfter] = [await listing(), await one()];
      expect(listingAfter).not.toBe(listingNow);
      expect(productAfter).not.toBe(productNow);
      [listingNow, productNow] = [listingAfter, productAfter];
    }
    await shop.database.db.execute(sql`update categories set name = name || ' (new)'`);
    expect(await listing()).not.toBe(listingNow);
  });
});
