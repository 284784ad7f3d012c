import { expect, test } from '@playwright/test';
import { arabicMessages as ar } from '../../src/shared/messages-ar';
import { expectArabicPage } from '../support/arabic';
import { expectThumbSizedTargets } from '../support/targets';
import { addToCart, adminToken, demo, uniqueEmail, useToken } from '../support/shop-session';

for (const width of [390, 1280]) {
  test(`an owner runs the back office in Arabic at ${width} px: dashboard, catalogue, order desk, returns, promotions, team, audit log, an order and its slip`, async ({ page, request }) => {
    // A whole journey with an axe scan of every screen: longer than one test's default minute on two busy cores.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const guestId = crypto.randomUUID();
    await addToCart(request, { guestId }, [{ productId: demo.tangerineTee.id, size: 'l', quantity: 1 }]);
    const placed = await request.post('/api/order/create', {
      headers: { guestid: guestId, 'idempotency-key': crypto.randomUUID(), 'accept-language': 'ar' },
      data: { email: uniqueEmail('ar-desk'), firstName: 'يوسف', lastName: 'منصور', address: '9 شارع بورسعيد', city: 'حي العرب', governorate: 'Port Said', phone: '01122334455', paymentMethod: 'cash', shippingFee: 90, discount: 0 },
    });
    expect(placed.status()).toBe(201);
    const order = ((await placed.json()) as { results: { _id: string; orderNumber: number } }).results;
    await useToken(page, await adminToken(request));

    const screens: Array<[string, string]> = [
      ['/ar/dashboard', ar.dashboard.summaryTitle],
      ['/ar/productManagement', ar.productScreen.pageTitle],
      ['/ar/categoryManagement', ar.categoryScreen.pageTitle],
      ['/ar/lowStockProducts', ar.dashboard.lowStockTitle],
      ['/ar/salesByDateRange', ar.dashboard.rangeTitle],
      ['/ar/shopSettings', ar.shopSettings.title],
      ['/ar/blocklist', ar.blocklist.title],
      ['/ar/returnsManagement', ar.returns.admin.title],
      ['/ar/courierCash', ar.courierCash.title],
      ['/ar/promoCodes', ar.promotions.admin.title],
      ['/ar/abandonedCarts', ar.promotions.abandoned.title],
      ['/ar/productFeeds', ar.promotions.feeds.title],
      ['/ar/team', ar.team.screen.title],
      ['/ar/audit', ar.team.audit.title],
      ['/ar/ordersManagement', ar.orders.managementTitle],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The lists have loaded (no loading line left) before the page is read.
      await expect(page.getByText(ar.dashboard.loading)).toHaveCount(0);
      await expectArabicPage(page, { orderLines: path === '/ar/ordersManagement' });
      // On a phone every button, field, tab and link of the screen is a thumb's size (40 px),
      // measured once the lists have arrived (some screens show a loading skeleton, not a line).
      if (width === 390) {
        await page.waitForLoadState('networkidle');
        await expectThumbSizedTargets(page);
      }
    }

    if (width === 390) {
      // On the desk's cards the phone and the e-mail read left to right yet line up with the Arabic values, on the right.
      const card = page.getByTestId('admin-order-card').filter({ hasText: 'منصور' }).first();
      for (const value of [card.getByText('01122334455', { exact: true }), card.getByText(/@shop\.test$/)]) {
        await expect(value).toHaveCSS('direction', 'ltr');
        const gap = await value.evaluate((element) => {
          const text = document.createRange();
          text.selectNodeContents(element);
          // Space left between the text and the value's right edge (none when a long address fills it and ends in an ellipsis).
          return Math.max(0, element.getBoundingClientRect().right - text.getBoundingClientRect().right);
        });
        expect(gap).toBeLessThanOrEqual(1);
      }
    }

    // The admin has the language switch too: the same screen in English.
    await expect(page.getByRole('link', { name: ar.language.switchTo })).toHaveAttribute('href', '/ordersManagement');

    await page.goto(`/ar/ordersManagement/${order._id}`);
    await expect(page.getByText('بورسعيد').first()).toBeVisible();
    await expectArabicPage(page, { orderLines: true });
    if (width === 390) await expectThumbSizedTargets(page);
    // "Call 0112…" reads right to left ("اتصال بـ" first), and both links are a thumb's size.
    const call = page.getByRole('link', { name: ar.desk.call('01122334455') });
    await expect(call).toHaveCSS('direction', 'rtl');
    for (const link of [call, page.getByRole('link', { name: ar.desk.whatsApp })]) expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(40);

    // The slip the desk prints, in the desk's language.
    const slip = await request.get(`/api/admin/orders/slips?ids=${order._id}`, { headers: { authorization: await adminToken(request), 'accept-language': 'ar' } });
    const html = await slip.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(ar.slip.title);
    expect(html).toContain('بورسعيد');
  });
}
