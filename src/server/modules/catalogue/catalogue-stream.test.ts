import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestDemoCatalogue } from '../../test-support/demo-catalogue';
import type { Database } from '../../db/client';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { allProductsStream, categoriesWithProductsStream } from './catalogue-stream';

type Product = { _id: string; categoryId: string };
type Category = { _id: string; name: string; products: Product[] };

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe.each(testDatabases())('the whole-catalogue answers, written a page at a time, on %s', (kind) => {
  let shop: TestShop;
  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    shop = await createTestShop(kind);
    await seedTestDemoCatalogue(shop.database.db, shop.storage);
  });
  afterAll(() => shop.close());

  it('answer every category with its products as the paged listing shows them', async () => {
    const response = await get('/api/category/with-products');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const { categories } = response.json() as { categories: Category[] };

    const summaries = (await get('/api/categories')).json().categories as Array<{ _id: string; name: string; productCount: number }>;
    expect(categories.map((category) => category._id)).toEqual(summaries.map((summary) => summary._id));
    for (const category of categories) {
      const page = (await get(`/api/products?category=${category._id}&pageSize=48`)).json() as { products: Product[] };
      expect(category.products, category.name).toEqual(page.products);
    }
    expect(categories.flatMap((category) => category.products)).toHaveLength(36);
    // The admin's copy is the same answer behind the admin check.
    expect((await get('/api/admin/getAllCategoriesWithProducts')).statusCode).toBe(401);
  });

  it('answer every product, newest first, with the spec message', async () => {
    const answer = (await get('/api/product/all')).json() as { message: string; products: Product[] };
    expect(answer.message).toBe('All products fetched successfully');
    const newest = (await get('/api/products?pageSize=48')).json() as { products: Product[] };
    expect(answer.products).toEqual(newest.products);
  });

  it('write the same JSON whatever the page size, and compressed when the client asks', async () => {
    const deps = shop.app.deps;
    const paged = await text(await categoriesWithProductsStream(deps, { pageSize: 2 }));
    expect(paged).toBe(await text(await categoriesWithProductsStream(deps)));
    expect(await text(await allProductsStream(deps, { pageSize: 3 }))).toBe(await text(await allProductsStream(deps)));
    expect(JSON.parse(paged)).toEqual((await get('/api/category/with-products')).json());

    const compressed = await get('/api/product/all', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
  });

  it('end the answer with an error, and keep the shop serving, when the database fails half-way', async () => {
    const deps = shop.app.deps;
    let reads = 0;
    // The second page's read fails, as a dropped connection would.
    const failing = new Proxy(deps.db, {
      get(target, property, receiver) {
        if (property === 'select' && ++reads > 3) throw new Error('connection lost');
        return Reflect.get(target, property, receiver) as unknown;
      },
    }) as Database;
    await expect(allProductsStream({ ...deps, db: failing }, { pageSize: 2 }).then(text)).rejects.toThrow('connection lost');
    expect((await get('/api/product/all')).statusCode).toBe(200);
  });

  it('fail before the first byte when the database cannot answer at all, so the route can still answer 503', async () => {
    const down = new Proxy(shop.app.deps.db, {
      get(target, property, receiver) {
        if (property === 'select') throw new Error('no connection available');
        return Reflect.get(target, property, receiver) as unknown;
      },
    }) as Database;
    await expect(allProductsStream({ ...shop.app.deps, db: down })).rejects.toThrow('no connection available');
    await expect(categoriesWithProductsStream({ ...shop.app.deps, db: down })).rejects.toThrow('no connection available');
  });
});
