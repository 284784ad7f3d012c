import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategorySummaryAnswer, ProductPageAnswer } from '../../../shared/contract/catalogue-listing';
import { MAX_PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE } from '../../../shared/schemas/catalogue-listing';
import { normalizeSearchText } from '../../../shared/search-text';
import { finalPricePiastres } from '../../../shared/pricing';
import type { Size } from '../../../shared/sizes';
import { seedTestDemoCatalogue } from '../../test-support/demo-catalogue';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { insertProducts, listCategories } from './catalogue.repository';

/** Products written for the search tests, next to the demo catalogue. */
const SEARCHABLE = [
  { title: 'Striped linen shirt', description: 'Breathable summer shirt' },
  { title: 'Hooded sweatshirt', description: 'Warm fleece hoodie for winter' },
  { title: 'فستان صيفي مشجر', description: 'فُسْتَانٌ قطن خفيف للصيف' },
  { title: 'جاكيت جينز', description: 'جاكيت أزرق كلاسيكي مع أزرار' },
  { title: 'Kids 100% cotton_tee', description: 'Soft' },
  { title: 'Slim blue jeans', description: 'Stretch denim' },
];

describe.each(testDatabases())('catalogue listing API on %s', (kind) => {
  let shop: TestShop;
  let categoryId: string;
  beforeAll(async () => {
    shop = await createTestShop(kind);
    await seedTestDemoCatalogue(shop.database.db, shop.storage);
    categoryId = (await listCategories(shop.database.db))[0]!.id;
    const rows = SEARCHABLE.map((product, index) => ({
      id: crypto.randomUUID(),
      categoryId,
      ...product,
      pricePiastres: (300 + index) * 100,
      discountPercent: 0,
      finalPricePiastres: finalPricePiastres((300 + index) * 100, 0),
      defaultSize: null,
    }));
    await insertProducts(
      shop.database.db,
      rows,
      rows.map((row) => ({ productId: row.id, size: 'm' as Size, quantity: 3 })),
      [],
    );
  });
  afterAll(() => shop.close());

  const page = async (query: string) => {
    const res = await shop.app.inject({ method: 'GET', url: `/api/products${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProductPageAnswer>();
  };
  const everything = async (query = '') => {
    const first = await page(`?pageSize=${MAX_PRODUCT_PAGE_SIZE}${query}`);
    const pages = [first];
    for (let number = 2; (number - 1) * MAX_PRODUCT_PAGE_SIZE < first.total; number++) pages.push(await page(`?pageSize=${MAX_PRODUCT_PAGE_SIZE}&page=${number}${query}`));
    return { total: first.total, products: pages.flatMap((answer) => answer.products), facets: first.facets };
  };
  const allProducts = async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/product/all' });
    return res.json<{ products: ProductPageAnswer['products'] }>().products;
  };

  it('pages the whole catalogue newest first, 24 at a time by default, with the same products as the spec’s listing', async () => {
    const first = await page('');
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(PRODUCT_PAGE_SIZE);
    expect(first.products).toHaveLength(PRODUCT_PAGE_SIZE);
    const all = await allProducts();
    expect(first.total).toBe(all.length);
    const { products } = await everything();
    expect(products.map((product) => product._id)).toEqual(all.map((product) => product._id));
    expect(products[0]).toEqual(all[0]);
  });

  it('caps the page size at 48 and refuses bad input with 400', async () => {
    for (const query of ['?pageSize=49', '?page=0', '?sort=cheapest', '?size=xxxl', '?minPrice=abc', '?minPrice=500&maxPrice=100', '?category=not-an-id']) {
      const res = await shop.app.inject({ method: 'GET', url: `/api/products${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
  });

  it('filters by category, size in stock, price range, in stock and on sale, with totals and facets', async () => {
    const all = await allProducts();
    const check = async (query: string, keep: (product: (typeof all)[number]) => boolean) => {
      const answer = await everything(query);
      const expected = all.filter(keep);
      expect(answer.total, query).toBe(expected.length);
      expect(answer.products.map((product) => product._id).sort(), query).toEqual(expected.map((product) => product._id).sort());
      return answer;
    };
    await check(`&category=${categoryId}`, (product) => product.categoryId === categoryId);
    await check('&size=xs', (product) => product.sizeStock.some((entry) => entry.size === 'xs' && entry.quantity > 0));
    await check('&minPrice=300&maxPrice=600', (product) => product.finalPrice >= 300 && product.finalPrice <= 600);
    await check('&inStock=true', (product) => product.stock > 0);
    await check('&onSale=1', (product) => product.discount > 0);
    const combined = await check(`&category=${categoryId}&size=m&onSale=true`, (product) =>
      product.categoryId === categoryId && product.discount > 0 && product.sizeStock.some((entry) => entry.size === 'm' && entry.quantity > 0),
    );
    // Each facet ignores its own filter: the sizes of the category's products on sale, and
    // the prices of those that have M in stock.
    const inStockIn = (product: (typeof all)[number], size: string) => product.sizeStock.some((entry) => entry.size === size && entry.quantity > 0);
    const onSaleInCategory = all.filter((product) => product.categoryId === categoryId && product.discount > 0);
    for (const { size, count } of combined.facets!.sizes) {
      expect(count, size).toBe(onSaleInCategory.filter((product) => inStockIn(product, size)).length);
    }
    const prices = onSaleInCategory.filter((product) => inStockIn(product, 'm')).map((product) => product.finalPrice);
    expect(combined.facets!.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect((await page('&category=00000000-0000-4000-8000-000000000000'.replace('&', '?'))).products).toEqual([]);
  });

  it('sorts by price both ways and by discount, newest first among equals', async () => {
    const byPrice = (await everything('&sort=price-asc')).products.map((product) => product.finalPrice);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byPriceDown = (await everything('&sort=price-desc')).products.map((product) => product.finalPrice);
    expect(byPriceDown).toEqual([...byPriceDown].sort((a, b) => b - a));
    const byDiscount = (await everything('&sort=discount')).products.map((product) => product.discount);
    expect(byDiscount).toEqual([...byDiscount].sort((a, b) => b - a));
  });

  it('searches titles and descriptions as shoppers type: any case, part of a word, a typo, and Arabic with or without its marks', async () => {
    const titles = async (q: string) => (await page(`?q=${encodeURIComponent(q)}`)).products.map((product) => product.title);
    expect(await titles('STRIPED')).toContain('Striped linen shirt');
    expect(await titles('line')).toContain('Striped linen shirt');
    expect((await titles('hoodie'))[0]).toBe('Hooded sweatshirt');
    expect(await titles('sweatshrit')).toContain('Hooded sweatshirt');
    expect((await titles('jeens'))[0]).toBe('Slim blue jeans');
    // The stored text has marks (فُسْتَانٌ) and the shopper types none, or the other way round.
    expect(await titles('فستان')).toContain('فستان صيفي مشجر');
    expect(await titles('فُسْتَان')).toContain('فستان صيفي مشجر');
    // Any alef form, ة or ه, ى or ي.
    expect(await titles('ازرق')).toContain('جاكيت جينز');
    expect(await titles('إزرار')).toContain('جاكيت جينز');
    // Search characters are text, not patterns.
    expect(await titles('100%')).toEqual(['Kids 100% cotton_tee']);
    // A text some product contains lists just those; near spellings are for a text none contains.
    expect(await titles('cotton_')).toEqual(['Kids 100% cotton_tee']);
    expect(await titles('cotton_teee')).toContain('Kids 100% cotton_tee');
    expect(await titles('zzqqxx')).toEqual([]);
  });

  it('folds text in the database exactly as the shared rule does', async () => {
    const samples = ['Striped  Linen\tShirt', 'فُسْتَانٌ قطن', 'أزرق إزرار آخر ٱلبيت', 'مدرسة مستشفى', 'كـــبير', 'MIXED Case عربي'];
    for (const text of samples) {
      const result = await shop.database.db.execute(
        sql.raw(`select ${(await import('../../../shared/search-text')).searchTextSql(`'${text.replace(/'/g, "''")}'::text`)} as folded`),
      );
      expect((result as unknown as { rows: Array<{ folded: string }> }).rows[0]!.folded, text).toBe(normalizeSearchText(text));
    }
  });

  it('answers the categories with their product counts, without products', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const { categories } = res.json<{ categories: CategorySummaryAnswer[] }>();
    const all = await allProducts();
    expect(categories.length).toBeGreaterThanOrEqual(5);
    for (const category of categories) {
      expect(category).not.toHaveProperty('products');
      expect(category.productCount, category.name).toBe(all.filter((product) => product.categoryId === category._id).length);
    }
  });

  it('caches each distinct query, answers 304 to a known ETag, and shows a catalogue change at once', async () => {
    const first = await shop.app.inject({ method: 'GET', url: '/api/products?sort=newest&page=1' });
    const same = await shop.app.inject({ method: 'GET', url: '/api/products', headers: { 'if-none-match': first.headers.etag as string } });
    expect(same.statusCode).toBe(304);
    const before = (await page('?q=striped')).total;
    // Another page and another order of the same list share its total: they must follow too.
    const otherPage = () => page('?q=striped&pageSize=1&page=2&sort=price-desc');
    expect((await otherPage()).total).toBe(before);
    const { _id: productId, categoryId: productCategory } = (await page('?q=striped')).products[0]!;
    const adminToken = await (await import('./test-catalogue')).tokenFor(shop, 'admin');
    const res = await shop.app.inject({ method: 'DELETE', url: `/api/admin/deleteProduct/${productId}?categoryId=${productCategory}`, headers: { authorization: `Bearer ${adminToken}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await page('?q=striped')).total).toBe(before - 1);
    expect((await otherPage()).total).toBe(before - 1);
  });
});
