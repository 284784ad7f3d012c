/// <reference lib="dom" />
/** The first-visit welcome popup: once, about a second after the first page, with a working copy button. */
import { expect, test } from '@playwright/test';
import { paths } from '../../src/client/paths';
import { messages } from '../../src/shared/messages';
import { WELCOME_CODE, WELCOME_DISCOUNT_PERCENT } from '../../src/shared/promo-code';

const t = messages.layout;

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`welcome popup on a ${name}`, () => {
    test.use({ viewport });

    test('appears once, 1 s after the first visit, copies the code, and never again', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const popup = page.getByRole('dialog', { name: t.promoTitle(WELCOME_DISCOUNT_PERCENT) });

      // Record, in the page, when the header and when the popup first appear.
      await page.addInitScript(() => {
        const times: Record<string, number> = {};
        (window as unknown as { chromeTimes: Record<string, number> }).chromeTimes = times;
        new MutationObserver(() => {
          if (!times.header && document.querySelector('header[data-hidden]')) times.header = performance.now();
          if (!times.popup && document.querySelector('[data-testid="promo-popup"]')) times.popup = performance.now();
        }).observe(document, { childList: true, subtree: true });
      });

      await page.goto(paths.home);
      await expect(popup).toBeVisible({ timeout: 10_000 });
      const times = await page.evaluate(() => (window as unknown as { chromeTimes: Record<string, number> }).chromeTimes);
      // The delay starts once the page is up: never sooner than 1 s, and not much later either
      // (the bound leaves room for a busy test machine loading the small dialog chunk).
      expect(times.popup! - times.header!).toBeGreaterThanOrEqual(1000);
      expect(times.popup! - times.header!).toBeLessThan(6000);

      await expect(popup).toContainText(WELCOME_CODE);
      expect(await page.evaluate(() => window.localStorage.getItem('offerPopupSeen'))).toBe('true');

      // It does not take focus away from the page the shopper came for.
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(false);

      await popup.getByRole('button', { name: t.copyCode }).click();
      await expect(popup.getByRole('status')).toHaveText(t.codeCopied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(WELCOME_CODE);

      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();

      await page.reload();
      await expect(page.getByRole('banner')).toBeVisible();
      await page.waitForTimeout(2_500);
      await expect(popup).toHaveCount(0);

      await page.goto(paths.faq);
      await page.waitForTimeout(2_000);
      await expect(popup).toHaveCount(0);
    });

    test('closes with its Close button and can be reached with the keyboard', async ({ page }) => {
      await page.goto(paths.faq);
      const popup = page.getByRole('dialog', { name: t.promoTitle(WELCOME_DISCOUNT_PERCENT) });
      await expect(popup).toBeVisible({ timeout: 10_000 });
      // Right after the skip link and the header, before the page content.
      const close = popup.getByRole('button', { name: t.close });
      for (let i = 0; i < 20 && !(await close.evaluate((element) => element === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
      }
      await expect(close).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(popup).toBeHidden();
      await page.reload();
      await page.waitForTimeout(2_000);
      await expect(popup).toHaveCount(0);
    });
  });
}
