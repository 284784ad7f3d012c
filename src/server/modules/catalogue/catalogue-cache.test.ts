import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { addToCart, checkoutPayload, createOrder, guestHeaders, insertProduct, queryRows } from '../orders/test-fixtures';
import { catalogueVersion } from './catalogue.repository';
import { form, tokenFor } from './test-catalogue';

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

  // A page of the storefront's listing: cached per query (the spec's whole-catalogue answers are streamed instead).
  const listing = (headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url: '/api/products?pageSize=48', headers });
  const stockIn = (body: string, productId: string) =>
    (JSON.parse(body) as { products: Array<{ _id: string; stock: number; price: number }> }).products.find((p) => p._id === productId)!;

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

  it('moves the catalogue version with any change to the catalogue made elsewhere, and with nothing else', async () => {
    const product = await insertProduct(shop.database.db, { price: 250, sizes: { m: 4, l: 2 } });
    // The version alone: the fingerprint adds the minute, which would move at a minute's turn.
    const fingerprint = () => catalogueVersion(shop.database.db);
    let now = await fingerprint();
    expect(await fingerprint()).toBe(now);
    // An order's own rows and an unrelated table leave it alone.
    await shop.database.db.execute(sql`update shop_settings set shop_name = 'Elsewhere'`);
    expect(await fingerprint()).toBe(now);

    // As another shop process would: straight in the database, no invalidation here.
    const changes = [
      sql`update product_sizes set quantity = quantity - 1 where product_id = ${product.id} and size = 'm'`,
      sql`update products set final_price_piastres = final_price_piastres - 100 where id = ${product.id}`,
      sql`update product_images set image_key = image_key || '-new' where product_id = ${product.id}`,
      sql`update categories set name = name || ' (new)'`,
      sql`delete from product_images where product_id = ${product.id}`,
      sql`truncate product_sizes`,
    ];
    for (const change of changes) {
      await shop.database.db.execute(change);
      const after = await fingerprint();
      expect(after).not.toBe(now);
      now = after;
    }
    // A change rolled back moves nothing: the version moves as a change commits.
    await shop.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update products set title = 'Never' where id = ${product.id}`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await fingerprint()).toBe(now);
  });
});
