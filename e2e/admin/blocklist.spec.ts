/**
 * The Blocklist screen (issue 34), at 390 and 1280 px in English and Arabic: add a phone (the
 * shared schema's messages on the form), see the checkout refuse it with the WhatsApp advice,
 * lift it after a confirmation dialog, and the empty, loading and error states.
 */
import { expect, test } from '@playwright/test';
import { english } from '../../src/shared/messages';
import { arabicMessages } from '../../src/shared/messages-ar';
import { paths } from '../../src/client/paths';
import { seriousAxeViolations, WCAG_AND_BEST_PRACTICE } from '../support/axe';
import { expectArabicPage } from '../support/arabic';
import { adminToken, useToken } from '../support/shop-session';
import { checkout, uniquePhone } from './confirmation-support';

for (const language of ['en', 'ar'] as const) {
  for (const width of [390, 1280]) {
    const t = language === 'ar' ? arabicMessages : english;
    const b = t.blocklist;
    const url = `${language === 'ar' ? '/ar' : ''}${paths.blocklist}`;

    test(`an admin blocks a phone, the checkout refuses it, and the block is lifted (${language}, ${width} px)`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await useToken(page, await adminToken(request));
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(b.title);
      // The admin's menu leads here (on a phone, from its "More" sheet).
      const nav = page.getByRole('navigation', { name: t.adminShell.nav });
      if (width === 390) await nav.getByRole('button', { name: t.team.nav.moreLabel }).click();
      const menu = width === 390 ? page.getByRole('dialog', { name: t.team.nav.moreLabel }) : nav;
      await expect(menu.getByRole('link', { name: b.navLabel })).toHaveAttribute('aria-current', 'page');
      if (width === 390) await page.keyboard.press('Escape');

      // Neither a phone nor an e-mail: the shared schema's message, and nothing sent.
      await page.getByLabel(b.reason, { exact: true }).fill('Fake orders');
      await page.getByRole('button', { name: b.add, exact: true }).click();
      await expect(page.getByText(t.confirmation.blocklist.phoneOrEmail)).toBeVisible();
      await page.getByLabel(b.phone, { exact: true }).fill('12345');
      await page.getByRole('button', { name: b.add, exact: true }).click();
      await expect(page.getByText(t.confirmation.blocklist.invalidPhone)).toBeVisible();

      const phone = uniquePhone();
      const written = `+20 ${phone.slice(1, 4)}-${phone.slice(4, 7)}-${phone.slice(7)}`;
      await page.getByLabel(b.phone, { exact: true }).fill(written);
      await page.getByRole('button', { name: b.add, exact: true }).click();
      const added = page.locator('[data-sonner-toast]').filter({ hasText: t.confirmation.blocklist.added });
      await expect(added).toBeVisible();
      const entry = page.getByTestId('blocklist-entry').filter({ hasText: phone });
      await expect(entry).toContainText('Fake orders');
      await expect(entry).toContainText(b.byWhom('admin@shop.test'));
      await expect(page.getByLabel(b.phone, { exact: true })).toHaveValue('');

      // The scan waits for the toast to leave: sonner's own green on green is not this screen's.
      await expect(added).toHaveCount(0);
      if (language === 'ar') await expectArabicPage(page);
      else expect(await seriousAxeViolations(page, 'blocklist', WCAG_AND_BEST_PRACTICE)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`blocklist-${language}-${width}.png`), fullPage: true });

      // The checkout, with the phone as typed in another form, answers 403 and says to use WhatsApp.
      const refused = await checkout(request, { lastName: 'Blocked', phone: `0${phone.slice(1, 4)} ${phone.slice(4)}`, language });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toContain(language === 'ar' ? 'واتساب' : 'WhatsApp');

      // Lifting asks first; keeping it changes nothing.
      await entry.getByRole('button', { name: b.liftFor(phone) }).click();
      const dialog = page.getByRole('dialog', { name: b.liftTitle });
      await expect(dialog).toContainText(b.liftText(phone));
      await dialog.getByRole('button', { name: b.keep }).click();
      await expect(entry).toBeVisible();
      await entry.getByRole('button', { name: b.liftFor(phone) }).click();
      await page.getByRole('dialog', { name: b.liftTitle }).getByRole('button', { name: b.lift, exact: true }).click();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: t.confirmation.blocklist.removed })).toBeVisible();
      await expect(entry).toHaveCount(0);
      const placed = await checkout(request, { lastName: 'Unblocked', phone, language });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    });
  }
}

test('the blocklist screen shows its loading, empty and error states', async ({ page, request }) => {
  const b = english.blocklist;
  await useToken(page, await adminToken(request));
  let answer: () => Promise<void> = async () => undefined;
  const held = new Promise<void>((resolve) => (answer = async () => resolve()));
  await page.route('**/api/admin/blocklist', async (route) => {
    await held;
    await route.fulfill({ json: { entries: [] } });
  });
  await page.goto(paths.blocklist);
  await expect(page.getByRole('status', { name: b.loading })).toBeVisible();
  await answer();
  await expect(page.getByText(b.empty)).toBeVisible();
  await expect(page.getByText(b.emptyHint)).toBeVisible();

  await page.unroute('**/api/admin/blocklist');
  await page.route('**/api/admin/blocklist', (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: b.failed })).toBeVisible();
  // Try again asks the server again: now it answers.
  await page.unroute('**/api/admin/blocklist');
  await page.getByRole('button', { name: b.retry }).click();
  await expect(page.getByRole('heading', { name: b.listHeading })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: b.failed })).toHaveCount(0);
});
