import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { returnsMessagesAr } from '../../src/shared/returns-messages-ar';
import { cairoDay, formatLE, toPiastres } from '../../src/shared/money';
import { adminLinks } from '../../src/client/admin-links';
import { paths } from '../../src/client/paths';
import { adminToken } from '../support/shop-session';

const m = messages.dashboard;
// The sales figures are net of refunds (issue 36): their labels say so, in both languages.
const net = messages.returns.netSales;
const netAr = returnsMessagesAr.netSales;
type Summary = { totalSales: number; totalOrders: number; todaySales: number };
type Product = { _id: string; title: string; finalPrice: number; sizeStock: { size: string; quantity: number }[] };

// One sign-in per file: the code limits allow only a few codes per address per 15 minutes.
test.describe.configure({ mode: 'serial' });
let token: string;

/** A guest's cash order of `quantity` pieces of one product, through the real cart and order API. */
async function placeOrder(request: APIRequestContext, product: Product, size: string, quantity: number) {
  const headers = { guestid: randomUUID() };
  expect((await request.post('/api/cart/add-to-cart', { headers, data: { productId: product._id, size, quantity } })).ok()).toBe(true);
  const subtotal = toPiastres(product.finalPrice) * quantity;
  const shippingFee = subtotal >= toPiastres(1350) ? 0 : 90;
  const res = await request.post('/api/order/create', {
    headers,
    data: {
      email: 'dashboard-buyer@shop.test', firstName: 'Mona', lastName: 'Hassan', address: '12 Nile St', city: 'Egypt',
      governorate: 'Cairo', phone: '01012345678', paymentMethod: 'cash', shippingFee, discount: 0,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).results as { _id: string; totalPrice: number };
}

const adminGet = async <T>(request: APIRequestContext, url: string): Promise<T> => {
  const res = await request.get(url, { headers: { authorization: token } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
};

async function openAsAdmin(page: Page, path: string) {
  await page.addInitScript((token) => {
    localStorage.setItem('accessToken', token);
    localStorage.setItem('offerPopupSeen', 'true');
    localStorage.setItem('visitedSlider', 'true');
  }, token);
  await page.goto(path);
}

async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  const { categories } = (await (await request.get('/api/category/with-products')).json()) as { categories: { products: Product[] }[] };
  const products = categories.flatMap((category) => category.products);
  const tee = products.find((product) => product.title === 'Classic White Tee')!;
  const oversized = products.find((product) => product.title === 'Tangerine Oversized Tee')!;
  await placeOrder(request, tee, 'm', 2);
  const cancelled = await placeOrder(request, oversized, 'm', 1);
  const res = await request.post(`/api/admin/update-status/${cancelled._id}`, { headers: { authorization: token }, data: { status: 'cancelled' } });
  expect(res.status()).toBe(200);
});

test('the sales summary shows the three cards in LE, matching the server', async ({ page, request }) => {
  await openAsAdmin(page, paths.dashboard);
  await expect(page.getByRole('heading', { level: 1, name: m.summaryTitle })).toBeVisible();
  // Other spec files may place orders meanwhile, so the cards are compared with a fresh answer.
  await expect(async () => {
    await page.reload();
    const { summary } = await adminGet<{ summary: Summary }>(request, '/api/admin/dashboard/sales-summary');
    const card = (label: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label }) });
    await expect(card(m.totalSales)).toContainText(formatLE(toPiastres(summary.totalSales)), { timeout: 2000 });
    await expect(card(m.totalOrders)).toContainText(String(summary.totalOrders), { timeout: 2000 });
    await expect(card(m.todaySales)).toContainText(formatLE(toPiastres(summary.todaySales)), { timeout: 2000 });
    // This file's own orders: 2 x 249.50 + 90 shipping today; the cancelled one does not count.
    expect(summary.todaySales).toBeGreaterThanOrEqual(589);
  }).toPass({ timeout: 20_000 });
  const card = (label: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label }) });
  await expect(card(m.totalSales)).toContainText(net.cardHint);
  await expect(card(m.todaySales)).toContainText(net.cardHint);
  await expect(card(m.totalOrders)).not.toContainText(net.cardHint);
  await expect(page.getByText(net.explain)).toBeVisible();
  await screenshots(page, 'sales-summary');
  await page.goto(`/ar${paths.dashboard}`);
  await expect(page.getByText(netAr.explain)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: netAr.cardHint })).toHaveCount(2);
  await screenshots(page, 'sales-summary-ar');

  await page.goto(paths.dashboardDetails);
  await expect(page.getByRole('heading', { name: m.totalSales })).toBeVisible();
});

type Cash = { toCollect: number; toCollectOrders: number; collectedThisMonth: number; refusedShare: number | null; refusedLast30Days: number; shippedLast30Days: number };

test('the cash cards show the cash to collect, collected this month and the refusals, matching the server', async ({ page, request }) => {
  const { categories } = (await (await request.get('/api/category/with-products')).json()) as { categories: { products: Product[] }[] };
  const tee = categories.flatMap((category) => category.products).find((product) => product.title === 'Classic White Tee')!;
  const [shipped, delivered] = [await placeOrder(request, tee, 'm', 1), await placeOrder(request, tee, 'm', 1)];
  const patch = async (id: string, data: object) =>
    expect((await request.patch(`/api/admin/orders/${id}`, { headers: { authorization: token }, data })).status()).toBe(200);
  await patch(shipped._id, { status: 'shipped' });
  await patch(delivered._id, { status: 'shipped' });
  await patch(delivered._id, { status: 'delivered' });

  await openAsAdmin(page, paths.dashboard);
  await expect(page.getByRole('heading', { name: m.cashHeading })).toBeVisible();
  const card = (label: string) => page.getByTestId('cash-card').filter({ has: page.getByRole('heading', { name: label }) });
  // Other spec files may change orders meanwhile, so the cards are compared with a fresh answer.
  await expect(async () => {
    await page.reload();
    const { cash } = await adminGet<{ cash: Cash }>(request, '/api/admin/dashboard/cash');
    expect(cash.toCollect).toBeGreaterThanOrEqual(shipped.totalPrice);
    expect(cash.collectedThisMonth).toBeGreaterThanOrEqual(delivered.totalPrice);
    await expect(card(m.cashToCollect)).toContainText(formatLE(toPiastres(cash.toCollect)), { timeout: 2000 });
    await expect(card(m.cashToCollect)).toContainText(m.cashToCollectHint(cash.toCollectOrders), { timeout: 2000 });
    await expect(card(m.cashCollected)).toContainText(formatLE(toPiastres(cash.collectedThisMonth)), { timeout: 2000 });
    await expect(card(m.refusedShare)).toContainText(m.refusedShareHint(cash.refusedLast30Days, cash.shippedLast30Days), { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await screenshots(page, 'cash-cards');
});

test('sales by date range: spec messages, a chart and the list per day', async ({ page, request }) => {
  await openAsAdmin(page, paths.salesByDateRange);
  const filter = page.getByRole('button', { name: m.filter });
  await filter.click();
  await expect(page.getByText(m.startDateRequired)).toBeVisible();
  await expect(page.getByText(m.endDateRequired)).toBeVisible();

  await page.getByLabel(m.startDate).fill('2025-03-10');
  await page.getByLabel(m.endDate).fill('2025-03-09');
  await filter.click();
  await expect(page.getByText(m.endBeforeStart)).toBeVisible();

  await page.getByLabel(m.endDate).fill('2025-03-31');
  await filter.click();
  await expect(page.getByText(m.noSalesInRange)).toBeVisible();

  const today = cairoDay(new Date());
  const weekAgo = cairoDay(new Date(Date.now() - 6 * 86_400_000));
  await page.getByLabel(m.startDate).fill(weekAgo);
  await page.getByLabel(m.endDate).fill(today);
  await filter.click();
  const { results } = await adminGet<{ results: { date: string; totalSales: number; totalOrders: number }[] }>(
    request,
    `/api/admin/dashboard/sales-by-date-range?startDate=${weekAgo}&endDate=${today}`,
  );
  const todayRow = page.getByRole('row').filter({ has: page.locator(`time[datetime="${today}"]`) });
  await expect(todayRow).toBeVisible();
  expect(results.at(-1)?.date).toBe(today);
  await expect(page.getByRole('row')).toHaveCount(results.length + 2); // header and totals rows
  await expect(page.getByRole('columnheader', { name: net.column })).toBeVisible();
  await expect(page.getByText(net.explain)).toBeVisible();

  // The chart is a canvas with bars drawn in the sales colour.
  const canvas = page.getByTestId('sales-chart').locator('canvas');
  await expect(canvas).toBeVisible();
  const barPixels = await canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b, a] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
      if (a > 60 && r > 200 && g > 90 && g < 200 && b < 150) count++;
    }
    return count;
  });
  expect(barPixels).toBeGreaterThan(100);
  await screenshots(page, 'sales-by-date');

  await page.goto(`/ar${paths.salesByDateRange}`);
  await expect(page.getByText(netAr.explain)).toBeVisible();
  await screenshots(page, 'sales-by-date-ar');
});

test('low stock lists the seeded low-stock products, lowest first, with stock per size', async ({ page, request }) => {
  await openAsAdmin(page, paths.lowStockProducts);
  const cards = page.getByRole('main').getByRole('article');
  // Tests running meanwhile add, sell and delete products: the page is read again until it
  // shows the list the server gives at the same moment.
  type LowStock = { products: { title: string; stock: number }[] };
  let products: LowStock['products'] = [];
  await expect(async () => {
    ({ products } = await adminGet<LowStock>(request, '/api/admin/dashboard/product-stats/low-stock?threshold=5'));
    await page.reload();
    await expect(cards).toHaveCount(products.length, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const titles = products.map((product) => product.title);
  expect(titles[0]).toBe('Sunny Day Tee');
  expect(titles).toEqual(expect.arrayContaining(['Black Everyday Tee', 'Linen Beach Shirt', 'Seafoam Maxi Dress', 'Orange Crush Shorts']));
  expect(titles).not.toContain('Classic White Tee');

  await expect(cards.first().getByRole('heading')).toHaveText('Sunny Day Tee');
  await expect(cards.first()).toContainText(m.totalStock(0));
  const linen = cards.filter({ hasText: 'Linen Beach Shirt' });
  await expect(linen.getByText(m.sizeStock('S', 1))).toHaveClass(/text-orange/);
  await expect(linen.getByText(m.sizeStock('L', 0))).toHaveClass(/text-red/);
  await expect(linen.getByRole('img')).toBeVisible();
  await screenshots(page, 'low-stock');
});

test('the six Dashboard menu links all open real pages', async ({ page }) => {
  await openAsAdmin(page, paths.dashboard);
  for (const link of adminLinks) {
    await page.goto(link.to);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(messages.common.pageNotFound)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${link.to}$`));
  }
});

test('failures show the spec messages', async ({ page }) => {
  await page.route('**/api/admin/dashboard/sales-summary', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
  await page.route('**/api/admin/dashboard/sales-by-date-range*', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
  await openAsAdmin(page, paths.dashboard);
  await expect(page.getByRole('alert')).toHaveText(m.summaryFetchFailed);

  await page.goto(paths.salesByDateRange);
  await page.getByLabel(m.startDate).fill('2025-01-01');
  await page.getByLabel(m.endDate).fill('2025-01-31');
  await page.getByRole('button', { name: m.filter }).click();
  await expect(page.getByRole('alert')).toHaveText(m.salesFetchFailed);
});
