import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../plugins/auth';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { insertCategory, insertOrder, insertProduct } from './test-fixtures';

const HOUR = 3_600_000;

describe.each(testDatabases())('dashboard API on %s', (kind) => {
  let shop: TestShop;
  let adminToken: string;
  let userToken: string;

  const get = (url: string, token: string | null = adminToken) =>
    shop.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  const range = (startDate: string, endDate: string) => get(`/api/admin/dashboard/sales-by-date-range?startDate=${startDate}&endDate=${endDate}`);

  beforeAll(async () => {
    shop = await createTestShop(kind);
    adminToken = await signAccessToken(shop.config, { id: randomUUID(), email: 'admin@shop.test', role: 'admin' });
    userToken = await signAccessToken(shop.config, { id: randomUUID(), email: 'buyer@shop.test', role: 'user' });
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  // Cairo is UTC+2 in winter and UTC+3 in summer (DST from the last Friday of April 2025).
  async function insertHistory() {
    const db = shop.database.db;
    await insertOrder(db, { createdAt: '2025-01-09T21:59:59Z', status: 'paid', totalPiastres: 1_000 }); // Cairo Jan 9, 23:59:59
    await insertOrder(db, { createdAt: '2025-01-10T10:00:00Z', status: 'paid', totalPiastres: 10_000 }); // Jan 10
    await insertOrder(db, { createdAt: '2025-01-10T21:59:00Z', status: 'delivered', totalPiastres: 5_050 }); // Jan 10, 23:59
    await insertOrder(db, { createdAt: '2025-01-10T22:30:00Z', status: 'pending', totalPiastres: 20_000 }); // Jan 11, 00:30 (Jan 10 in UTC)
    await insertOrder(db, { createdAt: '2025-01-11T12:00:00Z', status: 'cancelled', totalPiastres: 99_900 }); // not a sale
    await insertOrder(db, { createdAt: '2025-01-12T08:00:00Z', status: 'refunded', totalPiastres: 77_700 }); // not a sale
    await insertOrder(db, { createdAt: '2025-01-12T09:00:00Z', status: 'shipped', totalPiastres: 3_025 }); // Jan 12
    await insertOrder(db, { createdAt: '2025-01-12T22:00:00Z', status: 'placed', totalPiastres: 500 }); // Cairo Jan 13, 00:00
    await insertOrder(db, { createdAt: '2025-07-15T21:30:00Z', status: 'placed', totalPiastres: 8_000 }); // summer: Cairo Jul 16, 00:30
  }

  describe('sales summary', () => {
    it('sums every order that is not cancelled or refunded, and counts those orders', async () => {
      await insertHistory();
      const res = await get('/api/admin/dashboard/sales-summary');
      expect(res.statusCode).toBe(200);
      // 10 + 100 + 50.50 + 200 + 30.25 + 5 + 80 LE over 7 orders; nothing today.
      expect(res.json()).toEqual({ summary: { totalSales: 475.75, totalOrders: 7, todaySales: 0 } });
    });

    it("counts today's sales by the day in Cairo", async () => {
      const db = shop.database.db;
      const now = Date.now();
      await insertOrder(db, { createdAt: new Date(now), status: 'pending', totalPiastres: 12_040 });
      await insertOrder(db, { createdAt: new Date(now), status: 'paid', totalPiastres: 1_000 });
      await insertOrder(db, { createdAt: new Date(now), status: 'cancelled', totalPiastres: 50_000 });
      // 26 hours back is never today, even on the 25-hour day when DST ends.
      await insertOrder(db, { createdAt: new Date(now - 26 * HOUR), status: 'paid', totalPiastres: 6_000 });
      const res = await get('/api/admin/dashboard/sales-summary');
      expect(res.json()).toEqual({ summary: { totalSales: 190.4, totalOrders: 3, todaySales: 130.4 } });
    });

    it('is all zeros with no orders', async () => {
      const res = await get('/api/admin/dashboard/sales-summary');
      expect(res.json()).toEqual({ summary: { totalSales: 0, totalOrders: 0, todaySales: 0 } });
    });
  });

  describe('sales by date range', () => {
    it('gives one entry per Cairo day with sales, both ends included', async () => {
      await insertHistory();
      const res = await range('2025-01-10', '2025-01-12');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        results: [
          { date: '2025-01-10', totalSales: 150.5, totalOrders: 2 },
          { date: '2025-01-11', totalSales: 200, totalOrders: 1 },
          { date: '2025-01-12', totalSales: 30.25, totalOrders: 1 },
        ],
      });
    });

    it('puts an order just after midnight Cairo time on the Cairo day, in winter and in summer', async () => {
      await insertHistory();
      expect((await range('2025-01-11', '2025-01-11')).json()).toEqual({ results: [{ date: '2025-01-11', totalSales: 200, totalOrders: 1 }] });
      expect((await range('2025-01-13', '2025-01-31')).json()).toEqual({ results: [{ date: '2025-01-13', totalSales: 5, totalOrders: 1 }] });
      expect((await range('2025-07-15', '2025-07-15')).json()).toEqual({ results: [] });
      expect((await range('2025-07-01', '2025-07-31')).json()).toEqual({ results: [{ date: '2025-07-16', totalSales: 80, totalOrders: 1 }] });
    });

    it('answers an empty list for a range without sales', async () => {
      await insertHistory();
      expect((await range('2024-01-01', '2024-12-31')).json()).toEqual({ results: [] });
    });

    it.each([
      ['', '', 'startDate: Start date is required'],
      ['2025-01-10', '', 'endDate: End date is required'],
      ['', '2025-01-10', 'startDate: Start date is required'],
      ['2025-01-10', '2025-01-09', 'endDate: End date must be after start date'],
      ['2025-02-30', '2025-03-01', 'startDate: Use a date in the form YYYY-MM-DD'],
      ['2025-01-01', '01/02/2025', 'endDate: Use a date in the form YYYY-MM-DD'],
      ['2020-01-01', '2025-01-01', 'endDate: Choose a date range of at most 1098 days'],
    ])('refuses start %j and end %j with 400 %j', async (startDate, endDate, message) => {
      const res = await range(startDate, endDate);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    });

    it('refuses a request without the query at all', async () => {
      const res = await get('/api/admin/dashboard/sales-by-date-range');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Start date is required/);
    });

    it('accepts three full years', async () => {
      await insertHistory();
      const res = await range('2023-01-01', '2025-12-31');
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toHaveLength(6);
    });
  });

  describe('low stock', () => {
    async function insertCatalogue() {
      const db = shop.database.db;
      const categoryId = await insertCategory(db);
      await insertProduct(db, { categoryId, title: 'Linen Shirt', sizes: { s: 0, xs: 0 }, withImages: true, pricePiastres: 80_000, discountPercent: 25 });
      await insertProduct(db, { categoryId, title: 'Denim Jacket', sizes: { l: 1, m: 2 } });
      await insertProduct(db, { categoryId, title: 'Summer Dress', sizes: { s: 5, xl: 0 } });
      await insertProduct(db, { categoryId, title: 'Cotton Tee', sizes: { m: 6 } });
      await insertProduct(db, { categoryId, title: 'Bare Product', sizes: {} });
      return categoryId;
    }
    const summary = (products: { title: string; stock: number; sizeStock: unknown }[]) =>
      products.map(({ title, stock, sizeStock }) => ({ title, stock, sizeStock }));

    it('lists products at or below 5 pieces in total, lowest first, with stock per size', async () => {
      const categoryId = await insertCatalogue();
      const res = await get('/api/admin/dashboard/product-stats/low-stock?threshold=5');
      expect(res.statusCode).toBe(200);
      const { products } = res.json();
      expect(summary(products)).toEqual([
        { title: 'Bare Product', stock: 0, sizeStock: [] },
        { title: 'Linen Shirt', stock: 0, sizeStock: [{ size: 'xs', quantity: 0 }, { size: 's', quantity: 0 }] },
        { title: 'Denim Jacket', stock: 3, sizeStock: [{ size: 'm', quantity: 2 }, { size: 'l', quantity: 1 }] },
        { title: 'Summer Dress', stock: 5, sizeStock: [{ size: 's', quantity: 5 }, { size: 'xl', quantity: 0 }] },
      ]);
      const shirt = products[1];
      expect(shirt).toMatchObject({ price: 800, discount: 25, finalPrice: 600, categoryId, description: 'Linen Shirt description' });
      expect(shirt._id).toEqual(expect.any(String));
      // The catalogue's own product JSON: gallery images in order, the size chart apart.
      expect(shirt.images.map((image: { secure_url: string }) => image.secure_url)).toEqual([
        `http://shop.test/media/products/${shirt._id}/front.webp`,
        `http://shop.test/media/products/${shirt._id}/back.webp`,
      ]);
      expect(shirt.images[0]._id).toEqual(expect.any(String));
      expect(shirt.sizeChart).toEqual([expect.objectContaining({ secure_url: `http://shop.test/media/products/${shirt._id}/chart.webp` })]);
    });

    it('uses 5 when no threshold is given, and another threshold when asked', async () => {
      await insertCatalogue();
      const titles = async (url: string) => ((await get(url)).json().products as { title: string }[]).map((p) => p.title);
      expect(await titles('/api/admin/dashboard/product-stats/low-stock')).toEqual(['Bare Product', 'Linen Shirt', 'Denim Jacket', 'Summer Dress']);
      expect(await titles('/api/admin/dashboard/product-stats/low-stock?threshold=6')).toHaveLength(5);
      expect(await titles('/api/admin/dashboard/product-stats/low-stock?threshold=0')).toEqual(['Bare Product', 'Linen Shirt']);
    });

    it.each(['-1', 'abc', '2.5'])('refuses threshold %j with 400', async (threshold) => {
      const res = await get(`/api/admin/dashboard/product-stats/low-stock?threshold=${threshold}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^threshold: /);
    });

    it('answers an empty list when nothing is low', async () => {
      expect((await get('/api/admin/dashboard/product-stats/low-stock')).json()).toEqual({ products: [], total: 0, page: 1, pageSize: 48 });
    });

    it('pages the low products, lowest first, with their total', async () => {
      await insertCatalogue();
      const page = async (query: string) => (await get(`/api/admin/dashboard/product-stats/low-stock?${query}`)).json();
      const first = await page('pageSize=3');
      expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      expect(first.products.map((p: { title: string }) => p.title)).toEqual(['Bare Product', 'Linen Shirt', 'Denim Jacket']);
      const second = await page('pageSize=3&page=2');
      expect(second).toMatchObject({ total: 4, page: 2 });
      expect(second.products.map((p: { title: string }) => p.title)).toEqual(['Summer Dress']);
      expect(await page('pageSize=3&page=5')).toEqual({ products: [], total: 4, page: 5, pageSize: 3 });
      expect((await get('/api/admin/dashboard/product-stats/low-stock?pageSize=101')).statusCode).toBe(400);
    });
  });

  describe.each([
    '/api/admin/dashboard/sales-summary',
    '/api/admin/dashboard/sales-by-date-range?startDate=2025-01-01&endDate=2025-01-31',
    '/api/admin/dashboard/sales-by-date-range?startDate=bad',
    '/api/admin/dashboard/product-stats/low-stock?threshold=5',
  ])('%s', (url) => {
    it('is 401 without a token, or with a bad one', async () => {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, 'not-a-token')).statusCode).toBe(401);
    });
    it('is 403 for a signed-in shopper', async () => {
      const res = await get(url, userToken);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: expect.any(String) });
    });
  });
});
