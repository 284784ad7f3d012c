import { parse } from 'csv-parse/sync';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { insertProduct, setStock } from '../orders/test-fixtures';
import { META_COLUMNS } from './index';

/** The feed parsed as XML (a malformed document has a parsererror), and each item's fields by tag name. */
function parseFeed(xml: string) {
  // happy-dom forgives a bare ampersand; XML does not.
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;|#\d+;)/);
  const window = new Window();
  const document = new window.DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = document.documentElement;
  expect(root.tagName.toLowerCase()).toBe('rss');
  expect(root.getAttribute('xmlns:g')).toBe('http://base.google.com/ns/1.0');
  const items = [...document.getElementsByTagName('item')].map((item) => {
    const all = (name: string) => [...item.getElementsByTagName(name)].map((node) => node.textContent ?? '');
    return { one: (name: string) => all(name)[0], all, shipping: [...item.getElementsByTagName('g:shipping')].map((node) => node.textContent) };
  });
  return { document, items };
}

describe.each(testDatabases())('product feeds on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

  it('gives Google one item per size with the g: fields, priced as the product page', async () => {
    const dress = await insertProduct(shop.database.db, { title: 'Linen Dress <Sea & Sun>', titleAr: 'فستان كتان', price: 1500, discount: 20, sizes: { s: 0, m: 4, xl: 1 }, images: 3 });
    const tee = await insertProduct(shop.database.db, { title: 'Plain Tee', price: 250, sizes: { l: 2 } });
    const response = await get('/feeds/google.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { items } = parseFeed(response.body);
    expect(items).toHaveLength(4);

    const dressItems = items.filter((item) => item.one('g:item_group_id') === dress.id);
    expect(dressItems.map((item) => [item.one('g:id'), item.one('g:size'), item.one('g:availability')])).toEqual([
      [`${dress.id}-s`, 'S', 'out_of_stock'],
      [`${dress.id}-m`, 'M', 'in_stock'],
      [`${dress.id}-xl`, 'XL', 'in_stock'],
    ]);
    const medium = dressItems[1]!;
    const page = (await get(`/api/product/by-product/${dress.id}`)).json().results;
    expect(medium.one('title')).toBe('Linen Dress <Sea & Sun>');
    expect(medium.one('g:price')).toBe('1500.00 EGP');
    expect(medium.one('g:sale_price')).toBe(`${page.finalPrice.toFixed(2)} EGP`);
    expect(medium.one('g:brand')).toBe('Shop');
    expect(medium.one('g:condition')).toBe('new');
    expect(medium.one('g:google_product_category')).toBe('1604');
    expect(medium.one('link')).toBe(`http://shop.test/productDetails/${dress.id}`);
    expect(medium.one('g:image_link')).toBe(`http://shop.test/media/products/${dress.id}/0.jpg`);
    expect(medium.all('g:additional_image_link')).toHaveLength(2);
    expect(medium.one('description')).toBeTruthy();
    // 1,200 LE after the discount: below free shipping, so Alexandria 70 and elsewhere 90.
    expect(medium.shipping).toEqual(['EGEG-ALX70.00 EGP', 'EG90.00 EGP']);

    const teeItem = items.find((item) => item.one('g:item_group_id') === tee.id)!;
    expect(teeItem.one('g:sale_price')).toBeUndefined();
    expect(teeItem.one('g:price')).toBe('250.00 EGP');

    const arabic = parseFeed((await get('/feeds/google.xml?lang=ar')).body).items.find((item) => item.one('g:id') === `${dress.id}-m`)!;
    expect(arabic.one('title')).toBe('فستان كتان');
    expect(arabic.one('link')).toBe(`http://shop.test/ar/productDetails/${dress.id}`);
  });

  it('gives Meta a CSV with its required columns, one row per size', async () => {
    const dress = await insertProduct(shop.database.db, { title: '=HYPERLINK("x") Dress', price: 900, discount: 10, sizes: { s: 2, m: 0 } });
    const response = await get('/feeds/meta.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(response.body, { columns: true }) as Array<Record<string, string>>;
    expect(Object.keys(rows[0]!)).toEqual([...META_COLUMNS]);
    for (const column of ['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link', 'brand']) {
      for (const row of rows) expect(row[column], column).toBeTruthy();
    }
    expect(rows.map((row) => [row.id, row.size, row.availability, row.price, row.sale_price, row.item_group_id])).toEqual([
      [`${dress.id}-s`, 'S', 'in stock', '900.00 EGP', '810.00 EGP', dress.id],
      [`${dress.id}-m`, 'M', 'out of stock', '900.00 EGP', '810.00 EGP', dress.id],
    ]);
    // Through the shop's CSV writer: a cell never starts a formula.
    expect(rows[0]!.title).toBe(`'=HYPERLINK("x") Dress`);
  });

  it('answers If-None-Match with 304 until the catalogue or its stock changes', async () => {
    const tee = await insertProduct(shop.database.db, { price: 250, sizes: { l: 2 } });
    for (const url of ['/feeds/google.xml', '/feeds/meta.csv', '/feeds/google.xml?lang=ar']) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect([again.statusCode, again.body]).toEqual([304, '']);
    }
    const etag = (await get('/feeds/google.xml')).headers.etag as string;
    expect((await get('/feeds/google.xml?lang=ar')).headers.etag).not.toBe(etag);
    await setStock(shop.database.db, tee.id, 'l', 0);
    const changed = await get('/feeds/google.xml', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(parseFeed(changed.body).items[0]!.one('g:availability')).toBe('out_of_stock');
  });

  it('writes a valid empty feed for an empty catalogue', async () => {
    const { items } = parseFeed((await get('/feeds/google.xml')).body);
    expect(items).toHaveLength(0);
    expect((await get('/feeds/meta.csv')).body.trim()).toBe(META_COLUMNS.join(','));
  });
});
