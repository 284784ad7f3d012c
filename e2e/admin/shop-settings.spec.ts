import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { english, messages } from '../../src/shared/messages';
import { arabicMessages } from '../../src/shared/messages-ar';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../../src/shared/confirmation';
import { expectArabicPage } from '../support/arabic';
import { seriousAxeViolations, WCAG_AND_BEST_PRACTICE } from '../support/axe';
import { paths } from '../../src/client/paths';
import { E2E_SHOP_SETTINGS } from '../support/constants';
import { adminToken } from '../support/shop-session';

const m = messages.shopSettings;
const EMPTY = { shopName: '', phone: '', email: '', whatsappNumber: '', address: '', openingHours: '', facebookUrl: '', instagramUrl: '', tiktokUrl: '' };

test.describe.configure({ mode: 'serial' });
let token: string;

const saveThroughApi = async (request: APIRequestContext, values: typeof EMPTY & Partial<typeof DEFAULT_CONFIRMATION_SETTINGS>) => {
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
test.afterAll(async ({ request }) => saveThroughApi(request, { ...EMPTY, ...E2E_SHOP_SETTINGS, ...DEFAULT_CONFIRMATION_SETTINGS }));

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

// The confirmation settings (issue 34): who must confirm, the auto-cancel and the auto-block.
for (const [language, width] of [
  ['en', 390],
  ['ar', 1280],
  ['ar', 390],
  ['en', 1280],
] as const) {
  test(`the owner sets who must confirm, the auto-cancel and the auto-block (${language}, ${width} px)`, async ({ page, request }) => {
    const t = (language === 'ar' ? arabicMessages : english).confirmationSettings;
    const save = (language === 'ar' ? arabicMessages : english).shopSettings.save;
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await open(page, `${language === 'ar' ? '/ar' : ''}${paths.shopSettings}`, true);
    // Web addresses are typed left to right on either page (the Arabic one garbled their placeholders).
    await expect(page.getByLabel((language === 'ar' ? arabicMessages : english).shopSettings.facebookUrl)).toHaveCSS('direction', 'ltr');
    const group = page.getByTestId('confirmation-settings');
    await expect(group.getByRole('radio', { name: t.rules.all })).toBeChecked();
    // The amount shows only for "above an amount".
    await expect(page.getByLabel(t.above)).toHaveCount(0);
    await expect(page.getByLabel(t.autoCancelHours)).toHaveValue('48');
    await expect(page.getByText(t.autoCancelHint)).toBeVisible();

    await group.getByText(t.rules.above, { exact: true }).click();
    await page.getByLabel(t.above).fill('750');
    await page.getByLabel(t.autoCancelHours).fill('1000');
    await page.getByLabel(t.autoBlockRefusals).fill('3');
    await page.getByRole('button', { name: save }).click();
    // 720 hours at most: the form says so and sends nothing.
    await expect(page.getByLabel(t.autoCancelHours)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t.range(720))).toBeVisible();
    await page.getByLabel(t.autoCancelHours).fill('24');
    if (language === 'ar') await expectArabicPage(page);
    else expect(await seriousAxeViolations(page, 'settings', WCAG_AND_BEST_PRACTICE)).toEqual([]);
    await page.getByRole('button', { name: save }).click();
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`confirmation-settings-${language}-${width}.png`), fullPage: true });

    const stored = await request.get('/api/admin/shop-settings', { headers: { authorization: token } });
    expect(((await stored.json()) as { settings: unknown }).settings).toMatchObject({ confirmRule: 'above', confirmAbove: 750, autoCancelHours: 24, autoBlockRefusals: 3 });
    await page.reload();
    await expect(group.getByRole('radio', { name: t.rules.above })).toBeChecked();
    await expect(page.getByLabel(t.above)).toHaveValue('750');

    // Back to the defaults (every order, 48 hours, never block) for the next width and the other files.
    await group.getByText(t.rules.all, { exact: true }).click();
    await page.getByLabel(t.autoCancelHours).fill('48');
    await page.getByLabel(t.autoBlockRefusals).fill('0');
    await page.getByRole('button', { name: save }).click();
    await expect.poll(async () => ((await (await request.get('/api/admin/shop-settings', { headers: { authorization: token } })).json()) as { settings: { confirmRule: string } }).settings.confirmRule).toBe('all');
  });
}
