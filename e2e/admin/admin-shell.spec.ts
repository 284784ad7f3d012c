import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { adminLinks, BAR_SLOTS, bottomBarLinks } from '../../src/client/admin-links';
import { paths } from '../../src/client/paths';
import { addToCart, adminToken, demo, uniqueEmail, useToken } from '../support/shop-session';
import { expectThumbSizedTargets } from '../support/targets';

const t = messages.adminShell;
const layout = messages.layout;

// The admin screens have their own frame: a sidebar on desktop, a bottom bar on phones, and none
// of the storefront's banner, offer popup, site header or chat link.

async function guestOrder(request: APIRequestContext) {
  const guestId = crypto.randomUUID();
  await addToCart(request, { guestId }, [{ productId: demo.tangerineTee.id, size: 'l', quantity: 1 }]);
  const response = await request.post('/api/order/create', {
    headers: { guestid: guestId, 'idempotency-key': crypto.randomUUID() },
    data: { email: uniqueEmail('shell'), firstName: 'Salma', lastName: 'Shell', address: '9 Port Rd, flat 12', city: 'El Arab', governorate: 'Port Said', phone: '01234567890', paymentMethod: 'cash', shippingFee: 90, discount: 0 },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { results: { _id: string } }).results;
}

async function signInAdmin(page: Page, request: APIRequestContext) {
  // A first visit would open the offer popup on the storefront: the admin frame must not.
  await useToken(page, await adminToken(request));
}

const adminNav = (page: Page) => page.getByRole('navigation', { name: t.nav });

async function expectNoStorefrontChrome(page: Page) {
  await expect(page.locator('header[data-hidden]')).toHaveCount(0);
  await expect(page.getByText(layout.welcomeBanner('WELCOME10', 10))).toHaveCount(0);
  await expect(page.getByRole('link', { name: layout.whatsappLink })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('at 1280 px the sidebar lists the admin links and leads back to the shop, with no storefront chrome', async ({ page, request }) => {
  await signInAdmin(page, request);
  await page.goto(paths.dashboard);
  const nav = adminNav(page);
  await expect(nav.getByRole('link')).toHaveText(adminLinks.map((link) => new RegExp(link.label)));
  // Every screen fits a 1280x800 laptop's sidebar without scrolling it: the last one too.
  await expect(nav.getByRole('link', { name: adminLinks.at(-1)!.label })).toBeInViewport({ ratio: 1 });
  expect(await nav.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(0);
  // The offer popup would open at 1 s on a first visit to the storefront.
  await page.waitForTimeout(1500);
  await expectNoStorefrontChrome(page);

  await nav.getByRole('link', { name: t.orders }).click();
  await expect(page).toHaveURL(/\/ordersManagement$/);
  await expect(nav.getByRole('link', { name: t.orders })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: t.backToShop }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('header[data-hidden]')).toBeVisible();
});

test('a shopper never sees the admin frame', async ({ page }) => {
  await page.goto(paths.ordersManagement);
  await expect(page).toHaveURL(/\/login/);
  await expect(adminNav(page)).toHaveCount(0);
});

test('at 390 px every admin screen fits the phone, with the bottom bar and no storefront chrome', async ({ page, request }) => {
  const order = await guestOrder(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page, request);
  const screens = [
    ['dashboard', paths.dashboard],
    ['categories', paths.categoryManagement],
    ['products', paths.productManagement],
    ['orders-desk', paths.ordersManagement],
    ['order-detail', paths.orderDetail(order._id)],
    ['low-stock', paths.lowStockProducts],
    ['sales', paths.salesByDateRange],
    ['update-status', paths.updateOrderStatus],
    ['returns', paths.returnsManagement],
    ['courier-cash', paths.courierCash],
    ['promo-codes', paths.promoCodes],
    ['abandoned-carts', paths.abandonedCarts],
    ['product-feeds', paths.productFeeds],
    ['blocklist', paths.blocklist],
    ['shop-settings', paths.shopSettings],
    ['team', paths.team],
    ['audit', paths.audit],
  ] as const;
  for (const [name, path] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(adminNav(page)).toBeVisible();
    await expectNoStorefrontChrome(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} is wider than the phone`).toBeLessThanOrEqual(0);
    // Every button, field, tab and link is a thumb's size (40 px), measured once the lists have arrived.
    await page.waitForLoadState('networkidle');
    await expectThumbSizedTargets(page);
    if (process.env.SHOTS_DIR) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 390, height: 844 });
    }
  }

  // The bottom bar holds the first screens and a "More" sheet the rest, every one of them
  // whole at 390 px however many there are; the top bar leads back to the shop.
  await page.goto(paths.dashboard);
  const bar = adminNav(page);
  const { onBar, inMore } = bottomBarLinks(adminLinks);
  await expect(bar.getByRole('link')).toHaveCount(BAR_SLOTS);
  expect(onBar.map((link) => link.to)).toEqual([paths.ordersManagement, paths.productManagement, paths.dashboard, paths.lowStockProducts]);
  await bar.getByRole('link', { name: t.lowStock }).click();
  await expect(page).toHaveURL(/\/lowStockProducts$/);
  await bar.getByRole('button', { name: messages.team.nav.moreLabel }).click();
  const sheet = page.getByRole('dialog', { name: messages.team.nav.moreLabel });
  await expect(sheet.getByRole('link')).toHaveText(inMore.map((link) => link.label));
  await page.screenshot({ path: test.info().outputPath('more-sheet-390.png') });
  // A Close button (a screen reader on a phone has no Escape key), and focus back on More.
  await sheet.getByRole('button', { name: layout.close }).click();
  await expect(sheet).toHaveCount(0);
  await expect(bar.getByRole('button', { name: messages.team.nav.moreLabel })).toBeFocused();
  await bar.getByRole('button', { name: messages.team.nav.moreLabel }).click();
  await sheet.getByRole('link', { name: messages.blocklist.navLabel }).click();
  await expect(page).toHaveURL(/\/blocklist$/);
  await expect(sheet).toHaveCount(0);
  await expect(bar.getByRole('button', { name: messages.team.nav.moreLabel })).toBeVisible();
  await page.getByRole('link', { name: t.backToShop }).click();
  await expect(page).toHaveURL(/\/home$/);
});
