import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { paths } from '../../src/client/paths';
import { E2E_SHOP_SETTINGS } from '../support/constants';
import { adminToken } from '../support/shop-session';

const m = messages.shopSettings;
const EMPTY = { shopName: '', phone: '', email: '', whatsappNumber: '', address: '', openingHours: '', facebookUrl: '', instagramUrl: '', tiktokUrl: '' };

test.describe.configure({ mode: 'serial' });
let token: string;

const saveThroughApi = async (request: APIRequestContext, values: typeof EMPTY) => {
  const res = await request.put('/api/admin/shop-settings', { headers: { authorization: token }, data: values });
  expect(res.status(), await res.text()).toBe(200);
};

async function open(page: Page, path: string, asAdmin = false) {
  await page.addInitScript(
    ([token, asAdmin]) => {
      if (asAdmin) localStorage.setItem('accessToken', token as string);
      localStorage.setItem('offerPopupSeen', 'true');
      localStorage.setItem('visitedSlider', 'true');
    },
    [token, asAdmin] as const,
  );
  await page.goto(path);
}

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
});
// Other files expect the settings the e2e server starts with.
test.afterAll(async ({ request }) => saveThroughApi(request, { ...EMPTY, ...E2E_SHOP_SETTINGS }));

/** The page sees a shop whose owner has filled nothing in (the server's own answer for that is in the API tests). */
async function withUnsetSettings(page: Page) {
  const unset = { ...Object.fromEntries(Object.keys(EMPTY).map((key) => [key, null])), logo: null };
  await page.route('**/api/shop-settings', (route) => route.fulfill({ json: { settings: unset } }));
}

test('an unset shop shows no invented phone or chat button, and the dashboard points the owner to the settings', async ({ page }) => {
  await withUnsetSettings(page);
  await open(page, paths.contact);
  const footer = page.locator('footer');
  await expect(footer).toBeVisible();
  await expect(footer).not.toContainText('+20');
  await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);

  await open(page, paths.dashboard, true);
  const notice = page.getByRole('status').filter({ hasText: 'Your shop has no name' });
  await expect(notice).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('dashboard-notice-1280.png') });
  await notice.getByRole('link', { name: m.missingNoticeLink }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.shopSettings}$`));

  // In Arabic the missing settings are listed the Arabic way (it once read "اسمًا or رقم تواصل").
  await page.goto(`/ar${paths.dashboard}`);
  const arabicNotice = page.getByRole('status').filter({ hasText: 'لم تُضف' });
  await expect(arabicNotice).toContainText('أو رقم واتساب');
  await expect(arabicNotice).not.toContainText(' or ');
});

test('the name and phone saved in the admin show on the storefront without a rebuild', async ({ page, browser }) => {
  await open(page, paths.shopSettings, true);
  await page.getByLabel(m.shopName).fill('Nile Threads');
  await page.getByLabel(m.phone).fill('+20 101 234 5678');
  await page.getByLabel(m.whatsappNumber).fill('0111-222-3333');
  await page.getByLabel(m.email).fill('not an address');
  await page.getByRole('button', { name: m.save }).click();
  await expect(page.getByText(m.invalidEmail)).toBeVisible();
  await page.getByLabel(m.email).fill('hello@nilethreads.eg');
  await page.getByLabel(m.openingHours).fill('Every day, 10 am to 10 pm');
  await page.getByRole('button', { name: m.save }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: m.saved })).toBeInViewport();
  // The stored form of the number comes back into the field.
  await expect(page.getByLabel(m.phone)).toHaveValue('01012345678');
  await page.screenshot({ path: test.info().outputPath('shop-settings-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: m.save }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: m.saved }).first()).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('shop-settings-390.png') });

  // A shopper in another browser context, on the same build.
  const shopper = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await shopper.newPage();
  await open(phone, paths.contact);
  await expect(phone.getByRole('navigation', { name: messages.layout.mainNav }).getByRole('link', { name: 'Nile Threads', exact: true })).toBeVisible();
  await expect(phone).toHaveTitle(/\| Nile Threads$/);
  const aside = phone.getByRole('complementary', { name: messages.layout.contactHeading });
  await expect(aside.getByRole('link', { name: '+20 101 234 5678' })).toHaveAttribute('href', 'tel:+201012345678');
  await expect(aside).toContainText('Every day, 10 am to 10 pm');
  const footer = phone.locator('footer');
  await expect(footer).toContainText('+20 101 234 5678');
  await expect(footer).toContainText('hello@nilethreads.eg');
  await expect(footer).toContainText('Nile Threads. All rights reserved.');
  await expect(footer.locator('a[href="https://wa.me/201112223333"]')).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('contact-with-settings-390.png'), fullPage: true });
  await shopper.close();
});
