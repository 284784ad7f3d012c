import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestDemoCatalogue } from '../../test-support/demo-catalogue';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { allProductsStream, categoriesWithProductsStream } from './catalogue-stream';
import { tokenFor } from './test-catalogue';
import { wholeCatalogueBound } from './whole-catalogue';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe.each(testDatabases())('the whole-catalogue answers, cached below a bound and streamed above it, on %s', (kind) => {
  // The demo catalogue's two answers differ in size (measured below): a test shop whose heap
  // cap puts the bound between them streams one and caches the other.
  let shop: TestShop;
  let sizes: { withProducts: number; all: number };
  beforeAll(async () => {
    shop = await createTestShop(kind);
    await seedTestDemoCatalogue(shop.database.db, shop.storage);
    sizes = {
      withProducts: Buffer.byteLength(await text(await categoriesWithProductsStream(shop.app.deps))),
      all: Buffer.byteLength(await text(await allProductsStream(shop.app.deps))),
    };
  });
  afterAll(() => shop.close());

  it('derives the bound from the heap cap: a sixteenth of it', () => {
    expect(wholeCatalogueBound(160)).toBe(10 * 1024 * 1024);
    expect(wholeCatalogueBound(1024)).toBe(64 * 1024 * 1024);
  });

  it('serves a small answer from memory, with an ETag and 304, the same bytes as the stream', async () => {
    const first = await shop.app.inject({ method: 'GET', url: '/api/category/with-products' });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\//);
    expect(first.body).toBe(await text(await categoriesWithProductsStream(shop.app.deps)));
    const again = await shop.app.inject({ method: 'GET', url: '/api/category/with-products', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    // The admin's copy is the same entry.
    const admin = await shop.app.inject({ method: 'GET', url: '/api/admin/getAllCategoriesWithProducts', headers: { authorization: await tokenFor(shop, 'admin') } });
    expect(admin.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(admin.headers['cache-control']).toBe('private, no-store');
    const all = await shop.app.inject({ method: 'GET', url: '/api/product/all', headers: { 'accept-encoding': 'br' } });
    expect(all.headers['content-encoding']).toBe('br');
    expect(all.headers.etag).toMatch(/^W\//);
  });

  it('shows a change at the next request: the cached answer is dropped by the event', async () => {
    const before = (await shop.app.inject({ method: 'GET', url: '/api/product/all' })).json() as { products: Array<{ _id: string; title: string }> };
    const product = before.products[0]!;
    await shop.database.db.execute(sql`update products set title = 'Renamed tee' where id = ${product._id}`);
    shop.app.deps.events.announce({ kind: 'catalogue' });
    const after = (await shop.app.inject({ method: 'GET', url: '/api/product/all' })).json() as { products: Array<{ _id: string; title: string }> };
    expect(after.products.find((one) => one._id === product._id)?.title).toBe('Renamed tee');
  });

  it('streams an answer above the bound, whole and unchanged, and tries the bound again after the catalogue changes', async () => {
    // A heap cap whose bound sits between the two answers' sizes.
    const boundBytes = Math.floor((sizes.withProducts + sizes.all) / 2);
    const small = await createTestShop(kind, { maxHeapMb: (boundBytes * 16) / (1024 * 1024) });
    try {
      await seedTestDemoCatalogue(small.database.db, small.storage);
      const [large, fits] = sizes.withProducts > sizes.all ? ['/api/category/with-products', '/api/product/all'] : ['/api/product/all', '/api/category/with-products'];
      for (let i = 0; i < 2; i++) {
        const streamed = await small.app.inject({ method: 'GET', url: large });
        expect(streamed.statusCode).toBe(200);
        expect(streamed.headers.etag).toBeUndefined();
        expect(JSON.parse(streamed.body)).toBeTruthy();
      }
      expect((await small.app.inject({ method: 'GET', url: fits })).headers.etag).toMatch(/^W\//);
      // Most products gone: the answer fits, and is cached from the next request on.
      await small.database.db.execute(sql`delete from products where id not in (select id from products order by created_at desc limit 2)`);
      small.app.deps.events.announce({ kind: 'catalogue' });
      const shrunk = await small.app.inject({ method: 'GET', url: large });
      expect(shrunk.headers.etag).toMatch(/^W\//);
    } finally {
      await small.close();
    }
  });
});
