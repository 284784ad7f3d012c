import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPageAnswer } from '../../../shared/contract/catalogue-listing';
import { categories, products } from '../../db/schema/index';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { insertProduct, setStock } from '../orders/test-fixtures';

describe.each(testDatabases())('GET /api/products and /api/categories on %s', (kind) => {
  let shop: TestShop;
  const ids: Record<string, string> = {};
  let categoryId = '';
  beforeAll(async () => {
    shop = await createTestShop(kind);
    const db = shop.database.db;
    // Five products, created a minute apart so "newest" has one answer.
    const specs = [
      { key: 'tee', price: 200, discount: 0, sizes: { s: 2, m: 0 } },
      { key: 'shirt', price: 400, discount: 25, sizes: { m: 3, l: 1 } },
      { key: 'dress', price: 900, discount: 10, sizes: { l: 0 } },
      { key: 'jeans', price: 600, discount: 0, sizes: { m: 5, xl: 2 } },
      { key: 'scarf', price: 100, discount: 50, sizes: { s: 1 } },
    ];
    for (const [index, spec] of specs.entries()) {
      const product = await insertProduct(db, { title: `Test ${spec.key}`, price: spec.price, discount: spec.discount, sizes: spec.sizes });
      ids[spec.key] = product.id;
      await db.execute(sql`update ${products} set created_at = now() - make_interval(mins => ${10 - index}) where id = ${product.id}`);
    }
    // tee and jeans share a category.
    const [row] = await db.select({ id: products.categoryId }).from(products).where(sql`${products.id} = ${ids.tee!}`);
    categoryId = row!.id;
    await db.execute(sql`update ${products} set category_id = ${categoryId} where id = ${ids.jeans!}`);
  });
  afterAll(() => shop.close());

  const page = async (query = '') => {
    shop.app.deps.publicCache.invalidate();
    const res = await shop.app.inject({ method: 'GET', url: `/api/products${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProductPageAnswer>();
  };
  const titles = (answer: ProductPageAnswer) => answer.products.map((p) => p.title.replace('Test ', ''));

  it('lists newest first by default, 24 a page, with the total and the facets', async () => {
    const answer = await page();
    expect(titles(answer)).toEqual(['scarf', 'jeans', 'dress', 'shirt', 'tee']);
    expect(answer).toMatchObject({ total: 5, page: 1, pageSize: 24 });
    expect(answer.facets!.sizes).toEqual([
      { size: 's', count: 2 },
      { size: 'm', count: 2 },
      { size: 'l', count: 1 },
      { size: 'xl', count: 1 },
    ]);
    expect(answer.facets!.price).toEqual({ min: 50, max: 810 });
    expect(answer.products[0]!.images).toHaveLength(1);
    expect(answer.products[1]!.sizeStock.map((s) => s.size)).toEqual(['m', 'xl']);
  });

  it('sorts by final price both ways and by discount', async () => {
    expect(titles(await page('?sort=price-asc'))).toEqual(['scarf', 'tee', 'shirt', 'jeans', 'dress']);
    expect(titles(await page('?sort=price-desc'))).toEqual(['dress', 'jeans', 'shirt', 'tee', 'scarf']);
    expect(titles(await page('?sort=discount'))).toEqual(['scarf', 'shirt', 'dress', 'jeans', 'tee']);
  });

  it('filters by category, size in stock, final price, stock and sale', async () => {
    expect(titles(await page(`?category=${categoryId}`))).toEqual(['jeans', 'tee']);
    // tee has m but none left: not listed under m.
    expect(titles(await page('?size=m'))).toEqual(['jeans', 'shirt']);
    const priced = await page('?minPrice=100&maxPrice=600');
    expect(titles(priced)).toEqual(['jeans', 'shirt', 'tee']);
    // Each facet ignores its own filter: the price range is the whole catalogue's here.
    expect(priced.facets!.price).toEqual({ min: 50, max: 810 });
    expect(priced.facets!.sizes).toEqual([
      { size: 's', count: 1 },
      { size: 'm', count: 2 },
      { size: 'l', count: 1 },
      { size: 'xl', count: 1 },
    ]);
    expect((await page('?size=m')).facets!.price).toEqual({ min: 300, max: 600 });
    expect(titles(await page('?inStock=true'))).toEqual(['scarf', 'jeans', 'shirt', 'tee']);
    expect(titles(await page('?onSale=1'))).toEqual(['scarf', 'dress', 'shirt']);
    const none = await page('?size=xxl');
    expect(none).toMatchObject({ products: [], total: 0, facets: { price: null } });
  });

  it('pages without overlap and reports the total on every page', async () => {
    const first = await page('?pageSize=2');
    const second = await page('?pageSize=2&page=2');
    const third = await page('?pageSize=2&page=3');
    expect([...titles(first), ...titles(second), ...titles(third)]).toEqual(['scarf', 'jeans', 'dress', 'shirt', 'tee']);
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect((await page('?pageSize=48')).pageSize).toBe(48);
  });

  it('answers 400 to a bad query, a page larger than 48 included', async () => {
    for (const query of ['?pageSize=49', '?pageSize=0', '?page=0', '?size=huge', '?sort=cheap', '?category=nope', '?minPrice=abc', '?minPrice=500&maxPrice=100']) {
      const res = await shop.app.inject({ method: 'GET', url: `/api/products${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('is cached per query and shows a stock change to the next reader once the cache is cleared', async () => {
    const cache = shop.app.deps.publicCache;
    cache.invalidate();
    const url = '/api/products?size=s';
    const first = await shop.app.inject({ method: 'GET', url });
    expect((await shop.app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag as string } })).statusCode).toBe(304);
    await shop.app.inject({ method: 'GET', url: '/api/products?size=l' });
    expect(cache.size.entries).toBe(2);
    await setStock(shop.database.db, ids.scarf!, 's', 0);
    cache.invalidate();
    const after = (await shop.app.inject({ method: 'GET', url })).json<ProductPageAnswer>();
    expect(titles(after)).toEqual(['tee']);
    await setStock(shop.database.db, ids.scarf!, 's', 1);
  });

  it('lists every category with its number of products, without the products', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ categories: Array<{ _id: string; productCount: number; products?: unknown }> }>().categories;
    expect(answer).toHaveLength((await shop.database.db.select().from(categories)).length);
    expect(answer.find((c) => c._id === categoryId)!.productCount).toBe(2);
    expect(answer.reduce((sum, c) => sum + c.productCount, 0)).toBe(5);
    expect(answer[0]!.products).toBeUndefined();
  });
});
