/**
 * Promo codes (issue 38), at 390 and 1280 px in English and Arabic: an admin creates a code on
 * the Promo codes screen (the shared schema's messages on the form), a shopper uses it at the
 * checkout, and the code's card then counts the use and its report the order.
 */
import { expect, test, type Page } from '@playwright/test';
import { english, type Messages } from '../../src/shared/messages';
import { arabicMessages } from '../../src/shared/messages-ar';
import { paths } from '../../src/client/paths';
import { seriousAxeViolations, WCAG_AND_BEST_PRACTICE } from '../support/axe';
import { expectArabicPage } from '../support/arabic';
import { addToCart, adminToken, demo, guestIdOf, uniqueEmail, useToken } from '../support/shop-session';
import { expectThumbSizedTargets } from '../support/targets';

const randomPhone = () => `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function fillShipping(page: Page, t: Messages, email: string) {
  const m = t.checkout;
  await page.getByLabel(m.email).fill(email);
  await page.getByLabel(m.firstName).fill('Mona');
  await page.getByLabel(m.lastName).fill('Hassan');
  await page.getByLabel(m.address).fill('12 Tahrir Street');
  await page.getByLabel(m.city, { exact: true }).fill('Nasr City');
  await page.getByLabel(m.governorate).selectOption('Cairo');
  await page.getByLabel(m.phone).fill(randomPhone());
}

for (const language of ['en', 'ar'] as const) {
  for (const width of [390, 1280]) {
    const t = language === 'ar' ? arabicMessages : english;
    const a = t.promotions.admin;
    const prefix = language === 'ar' ? '/ar' : '';

    test(`an admin creates a code and a shopper uses it at checkout (${language}, ${width} px)`, async ({ page, browser, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await useToken(page, await adminToken(request));
      await page.goto(`${prefix}${paths.promoCodes}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.title);
      // The admin's menu leads here (on a phone, from its "More" sheet).
      const nav = page.getByRole('navigation', { name: t.adminShell.nav });
      if (width === 390) await nav.getByRole('button', { name: t.team.nav.moreLabel }).click();
      const menu = width === 390 ? page.getByRole('dialog', { name: t.team.nav.moreLabel }) : nav;
      await expect(menu.getByRole('link', { name: a.nav })).toHaveAttribute('aria-current', 'page');
      if (width === 390) await page.keyboard.press('Escape');
      // WELCOME10 is there from the first start.
      await expect(page.getByRole('listitem', { name: 'WELCOME10' })).toBeVisible();
      // On a phone the form waits behind "New code", so the codes come first.
      if (width === 390) {
        await expect(page.getByLabel(a.code, { exact: true })).toBeHidden();
        await page.getByRole('button', { name: a.newCode }).click();
        // The form's fields, its two check boxes and the cards' Edit, Report and Deactivate are a thumb's size.
        await expectThumbSizedTargets(page);
      }

      // The shared schema's messages.
      await page.getByLabel(a.code, { exact: true }).fill('x');
      await page.getByRole('button', { name: a.save }).click();
      await expect(page.getByText(t.promotions.api.codeFormat)).toBeVisible();

      const code = `E2E${language.toUpperCase()}${width}${Math.floor(Math.random() * 1e6)}`;
      await page.getByLabel(a.code, { exact: true }).fill(code.toLowerCase());
      await page.getByLabel(a.kind).selectOption('fixed');
      await page.getByLabel(a.fixedValue).fill('50');
      await page.getByLabel(a.totalLimit).fill('5');
      await page.getByRole('button', { name: a.save }).click();
      const created = page.locator('[data-sonner-toast]').filter({ hasText: t.promotions.api.created });
      await expect(created).toBeVisible();
      const card = page.getByRole('listitem', { name: code });
      await expect(card).toContainText(a.usesOf(0, 5));
      // The scan waits for the toast to leave: sonner's own green on green is not this screen's.
      await expect(created).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`promo-codes-${language}-${width}.png`), fullPage: true });
      if (language === 'ar') await expectArabicPage(page);
      else expect(await seriousAxeViolations(page, 'promo codes', WCAG_AND_BEST_PRACTICE)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      // Edit fills the form at the page's top, and focus goes there with it.
      await card.getByRole('button', { name: a.edit, exact: true }).click();
      await expect(page.getByLabel(a.code, { exact: true })).toBeFocused();
      await expect(page.getByLabel(a.code, { exact: true })).toHaveValue(code);
      await page.getByRole('button', { name: a.cancel, exact: true }).click();

      // A shopper in another browser context uses it: 249.50 LE, Cairo 90 LE, 50 LE off.
      const shopper = await browser.newContext({ viewport: { width, height: 900 } });
      const shop = await shopper.newPage();
      await shop.goto(`${prefix}/cart`);
      const guestId = await guestIdOf(shop);
      await shop.evaluate("localStorage.removeItem('guestCartUnused')");
      await addToCart(request, { guestId }, [{ productId: demo.classicWhiteTee.id, size: 'm', quantity: 1 }]);
      await shop.goto(`${prefix}${paths.createOrder}`);
      await fillShipping(shop, t, uniqueEmail('promo'));
      await shop.getByLabel(t.promo.label).fill(` ${code.toLowerCase()} `);
      await shop.getByRole('button', { name: t.promo.apply }).click();
      await expect(shop.getByRole('status').filter({ hasText: code })).toBeVisible();
      await expect(shop.getByTestId('summary-total')).toContainText('289.50');
      await shop.screenshot({ path: test.info().outputPath(`promo-checkout-${language}-${width}.png`), fullPage: true });
      await shop.getByRole('button', { name: t.checkout.placeOrder }).click();
      await expect(shop.getByRole('heading', { level: 1, name: t.checkout.orderPlaced })).toBeVisible();
      await shopper.close();

      // The card counts the use; the report counts the order.
      await page.reload();
      await expect(card).toContainText(a.usesOf(1, 5));
      await card.getByRole('button', { name: a.report }).click();
      const report = page.getByRole('definition').filter({ hasText: /^1$/ });
      await expect(report.first()).toBeVisible();
      await card.getByRole('button', { name: a.deactivate }).click();
      await expect(card).toContainText(a.inactive);
    });
  }
}
