import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { checkoutPayload, createOrder, guestWithCart, insertCustomer, insertProduct, setStock, stockOf, type Customer } from '../orders/test-fixtures';

type Placed = { _id: string; orderNumber: number; totalPrice: number };

describe.each(testDatabases())('the order desk API on %s', (kind) => {
  let shop: TestShop;
  let admin: Customer;
  let productId: string;
  let mona: Placed;
  let ahmed: Placed;
  let sara: Placed;

  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());

  const place = async (payload: object) => {
    const response = await createOrder(shop, await guestWithCart(shop, productId, 'm', 1), checkoutPayload(payload));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().results as Placed;
  };
  const get = (url: string) => shop.app.inject({ method: 'GET', url, headers: admin.headers });
  const patch = (id: string, payload: object) => shop.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}`, headers: admin.headers, payload });
  const bulk = (payload: object) => shop.app.inject({ method: 'POST', url: '/api/admin/orders/bulk', headers: admin.headers, payload });
  const found = async (q: string) => ((await get(`/api/admin/orders?q=${encodeURIComponent(q)}`)).json().orders as Placed[]).map((order) => order._id);

  beforeEach(async () => {
    await shop.reset();
    admin = await insertCustomer(shop, 'owner@shop.test', 'admin');
    productId = (await insertProduct(shop.database.db, { title: 'Linen Shirt', price: 300, sizes: { m: 10 } })).id;
    mona = await place({ firstName: 'Mona', lastName: 'Hassan', email: 'mona@shop.test', phone: '01012345678' });
    ahmed = await place({ firstName: 'أحمد', lastName: 'علي', email: 'ahmed@shop.test', phone: '01198765432', governorate: 'Giza', city: 'Dokki' });
    sara = await place({ firstName: 'Sara', lastName: 'Nabil', email: 'sara@shop.test', phone: '01234567890', governorate: 'Alexandria', city: 'Smouha', shippingFee: 70 });
  });

  it('finds an order by number, phone in any form, e-mail and name', async () => {
    expect(mona.orderNumber).toBe(1001);
    for (const q of ['1001', '#1001', '01012345678', '+20 101 234 5678', '0101-234-5678', '00201012345678', '٠١٠١٢٣٤٥٦٧٨', 'mona@shop.test', 'MONA@SHOP.TEST', 'MONA@shop', 'Hassan', 'mona h']) {
      expect(await found(q), q).toEqual([mona._id]);
    }
    expect(await found('أحمد')).toEqual([ahmed._id]);
    expect(await found('#1003')).toEqual([sara._id]);
    expect(await found('nobody')).toEqual([]);
    expect(await found('100%')).toEqual([]);
  });

  it('filters, pages newest first and counts per status for the same filters', async () => {
    expect((await patch(ahmed._id, { status: 'shipped' })).statusCode).toBe(200);
    const all = (await get('/api/admin/orders')).json();
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20, counts: { pending: 2, shipped: 1, delivered: 0 } });
    expect(all.orders.map((order: Placed) => order.orderNumber)).toEqual([1003, 1002, 1001]);

    const pending = (await get('/api/admin/orders?status=pending')).json();
    expect(pending.total).toBe(2);
    expect(pending.counts).toMatchObject({ pending: 2, shipped: 1 });
    const giza = (await get('/api/admin/orders?governorate=Giza')).json();
    expect(giza).toMatchObject({ total: 1, counts: { pending: 0, shipped: 1 } });

    const second = (await get('/api/admin/orders?pageSize=2&page=2')).json();
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.orders.map((order: Placed) => order._id)).toEqual([mona._id]);
    expect((await get('/api/admin/orders?pageSize=101')).statusCode).toBe(400);
    expect((await get('/api/admin/orders?status=lost')).statusCode).toBe(400);
  });

  it('reads from and to as Cairo days', async () => {
    // 22:30 UTC on 10 January is 00:30 on 11 January in Cairo (UTC+2 in winter).
    await shop.database.db.execute(sql`update orders set created_at = '2026-01-10T22:30:00Z' where id = ${mona._id}`);
    const day = async (from: string, to: string) => ((await get(`/api/admin/orders?from=${from}&to=${to}`)).json().orders as Placed[]).map((o) => o._id);
    expect(await day('2026-01-11', '2026-01-11')).toEqual([mona._id]);
    expect(await day('2026-01-10', '2026-01-10')).toEqual([]);
    expect((await get('/api/admin/orders?from=2026-02-30')).statusCode).toBe(400);
    expect((await get('/api/admin/orders?from=2026-02-02&to=2026-02-01')).statusCode).toBe(400);
  });

  it('shows the detail with address, history who and when, and the customer counts', async () => {
    await place({ firstName: 'Mona', lastName: 'Hassan', email: 'other@shop.test', phone: '01012345678' });
    const detail = (await get(`/api/admin/orders/${mona._id}`)).json().results;
    expect(detail).toMatchObject({
      orderNumber: 1001,
      address: '12 Nile Street',
      city: 'Cairo',
      governorate: 'Cairo',
      products: [{ title: 'Linen Shirt', size: 'm', quantity: 1, price: 300 }],
      cashCollected: null,
      cancelReason: null,
      notes: '',
      customer: { orders: 2, delivered: 0, cancelled: 0 },
    });
    expect(detail.history).toEqual([{ status: 'pending', at: expect.any(String), by: null, note: null }]);

    const shipped = await patch(mona._id, { status: 'shipped', note: 'Courier: Bosta' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().results.history[1]).toMatchObject({ status: 'shipped', by: 'owner@shop.test', note: 'Courier: Bosta' });
    expect(shipped.json().results.notes).toBe('Courier: Bosta');
    expect((await get(`/api/admin/orders/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('records cash only on delivered orders and a reason only on cancelled ones, restocking as update-status does', async () => {
    const refused = await patch(mona._id, { cashCollected: 100 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('cashCollected can only be recorded for a delivered order');
    expect((await patch(mona._id, { status: 'shipped', cashCollected: 100 })).statusCode).toBe(400);
    expect((await patch(mona._id, {})).statusCode).toBe(400);

    const delivered = (await patch(mona._id, { status: 'delivered' })).json().results;
    expect(delivered.cashCollected).toBe(mona.totalPrice);
    const partial = (await patch(mona._id, { cashCollected: 250.5 })).json().results;
    expect(partial.cashCollected).toBe(250.5);
    expect(partial.history.at(-1)).toMatchObject({ status: 'delivered', by: 'owner@shop.test', note: 'Cash collected: 250.50 LE' });
    expect((await patch(mona._id, { cancelReason: 'unreachable' })).statusCode).toBe(400);
    expect((await patch(mona._id, { status: 'cancelled', cancelReason: 'lost' })).statusCode).toBe(400);

    const stockBefore = await stockOf(shop.database.db, productId, 'm');
    const cancelled = (await patch(mona._id, { status: 'cancelled', cancelReason: 'refused_on_delivery' })).json().results;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'refused_on_delivery', cashCollected: null, customer: { cancelled: 1 } });
    expect(await stockOf(shop.database.db, productId, 'm')).toBe(stockBefore! + 1);
  });

  it('changes many at once and reports each failure without half-writing it', async () => {
    const unknown = randomUUID();
    const first = await bulk({ ids: [mona._id, ahmed._id, unknown], status: 'cancelled', cancelReason: 'out_of_stock' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      message: '2 updated, 1 failed',
      results: [
        { _id: mona._id, ok: true },
        { _id: ahmed._id, ok: true },
        { _id: unknown, ok: false, message: 'Order not found' },
      ],
    });
    expect(await stockOf(shop.database.db, productId, 'm')).toBe(9);

    // One piece left: the first order can come back, the second cannot and stays cancelled whole.
    await setStock(shop.database.db, productId, 'm', 1);
    const back = (await bulk({ ids: [mona._id, ahmed._id], status: 'pending' })).json();
    expect(back.results).toEqual([
      { _id: mona._id, ok: true },
      { _id: ahmed._id, ok: false, message: 'Not enough stock of Linen Shirt in size M to take this order out of cancelled' },
    ]);
    const ahmedNow = (await get(`/api/admin/orders/${ahmed._id}`)).json().results;
    expect(ahmedNow).toMatchObject({ status: 'cancelled', cancelReason: 'out_of_stock' });
    expect(ahmedNow.history).toHaveLength(2);
    expect(await stockOf(shop.database.db, productId, 'm')).toBe(0);
    expect((await bulk({ ids: [], status: 'pending' })).statusCode).toBe(400);
  });

  it('counts an id written in another letter case once: one order, changed and answered once', async () => {
    const twice = await bulk({ ids: [mona._id.toUpperCase(), mona._id, mona._id.toUpperCase()], status: 'shipped' });
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.json()).toEqual({ message: '1 updated, 0 failed', results: [{ _id: mona._id.toLowerCase(), ok: true }] });
    const monaNow = (await get(`/api/admin/orders/${mona._id}`)).json().results;
    expect(monaNow.status).toBe('shipped');
    expect(monaNow.history.filter((entry: { status: string }) => entry.status === 'shipped')).toHaveLength(1);
  });

  it('exports the filtered orders as CSV with a byte-order mark and Arabic names intact', async () => {
    const response = await get('/api/admin/orders/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(response.rawPayload, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.map((row) => row['Order number'])).toEqual(['#1003', '#1002', '#1001']);
    expect(rows[1]).toMatchObject({
      'Customer name': 'أحمد علي',
      Phone: '01198765432',
      Governorate: 'Giza',
      City: 'Dokki',
      'Cash to collect (LE)': String(ahmed.totalPrice),
      Pieces: '1',
      Items: 'Linen Shirt (M) x1',
      Status: 'pending',
    });
    const giza = parse((await get('/api/admin/orders/export.csv?governorate=Giza')).rawPayload, { bom: true, columns: true });
    expect(giza).toHaveLength(1);
  });

  it('exports more orders than one batch, each once', async () => {
    // Copies of one order straight in the table: the export reads them in batches of 1000.
    await shop.database.db.execute(sql`
      insert into orders (email, first_name, last_name, phone, address, city, governorate, subtotal_piastres, shipping_fee_piastres, total_piastres, created_at)
      select 'bulk@shop.test', 'Bulk', 'Buyer', '01000000000', 'Street', 'Cairo', 'Cairo', 100, 0, 100, now() - (i % 7) * interval '1 hour'
      from generate_series(1, 2100) as i`);
    const rows = parse((await get('/api/admin/orders/export.csv')).rawPayload, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(2103);
    expect(new Set(rows.map((row) => row['Order number'])).size).toBe(2103);
  });

  it('renders packing slips, one per order, with a barcode, the address and the cash to collect', async () => {
    expect((await patch(ahmed._id, { note: 'Call before noon' })).statusCode).toBe(200);
    const response = await get(`/api/admin/orders/slips?ids=${mona._id},${ahmed._id}&paper=a6`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html.match(/<section class="slip"/g)).toHaveLength(2);
    expect(html.match(/<svg/g)).toHaveLength(2);
    expect(html).toContain('size: A6');
    for (const text of ['#1001', 'Mona Hassan', '01012345678', '12 Nile Street', 'أحمد علي', 'Dokki, Giza', `Cash to collect: ${ahmed.totalPrice} LE`, 'Linen Shirt', 'Call before noon']) {
      expect(html).toContain(text);
    }
    // Printed from the Arabic desk: the slip reads right to left, in Arabic.
    const arabic = (
      await shop.app.inject({ method: 'GET', url: `/api/admin/orders/slips?ids=${ahmed._id}`, headers: { ...admin.headers, 'accept-language': 'ar' } })
    ).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    for (const text of ['<title>بوالص التغليف</title>', 'Dokki، الجيزة', `المطلوب تحصيله: \u2068${ahmed.totalPrice}\u2069 ج.م`, '<th>المقاس</th>', 'ملاحظات: Call before noon']) {
      expect(arabic).toContain(text);
    }
    // The phone stays on the line's right in Arabic, the address reads in its own direction.
    expect(arabic).toMatch(/<p class="phone"><bdi dir="ltr">01\d{9}<\/bdi><\/p>/);
    expect(arabic).toMatch(/<p><bdi>[^<]+<\/bdi><br>/);
    expect((await get(`/api/admin/orders/slips?ids=${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/admin/orders/slips?ids=')).statusCode).toBe(400);
  });

  it("streams the spec's all-orders in batches: every order once, newest first, with its lines", async () => {
    await shop.database.db.execute(sql`
      insert into orders (email, first_name, last_name, phone, address, city, governorate, subtotal_piastres, shipping_fee_piastres, total_piastres, created_at)
      select 'old@shop.test', 'Old', 'Buyer', '01000000000', 'Street', 'Cairo', 'Cairo', 100, 0, 100, now() - interval '1 day' - (i % 5) * interval '1 hour'
      from generate_series(1, 1100) as i`);
    const response = await get('/api/admin/dashboard/all-orders');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const listed = response.json().orders as Array<Placed & { createdAt: string; products: unknown[] }>;
    expect(listed).toHaveLength(1103);
    expect(new Set(listed.map((order) => order._id)).size).toBe(1103);
    expect(listed.slice(0, 3).map((order) => order._id)).toEqual([sara._id, ahmed._id, mona._id]);
    expect(listed[0]!.products).toHaveLength(1);
    const times = listed.map((order) => Date.parse(order.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
