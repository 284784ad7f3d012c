/// <reference lib="dom" />
/** The first-visit welcome popup: once, about a second after the first page, with a working copy button. */
import { expect, test } from '@playwright/test';
import { paths } from '../../src/client/paths';
import { messages } from '../../src/shared/messages';
import { WELCOME_CODE, WELCOME_DISCOUNT_PERCENT } from '../../src/shared/promo-code';
import { CLOCK_READ_MARGIN_MS, presence, watchPresence } from '../support/clock';

/** The spec: the first-visit offer appears 1 second after the first page. */
const PROMO_DELAY_MS = 1000;

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

      await page.clock.install();
      await watchPresence(page, { header: 'header[data-hidden]', popup: '[data-testid="promo-popup"]' });

      await page.goto(paths.home);
      await expect(page.getByRole('banner')).toBeVisible();
      // A second on the page's clock from now is past its one-second delay, however late we look.
      await page.clock.runFor(PROMO_DELAY_MS);
      await expect(popup).toBeVisible();
      // The delay starts once the page is up: never sooner than 1 s.
      const header = await presence(page, 'header');
      const shown = await presence(page, 'popup');
      expect(shown.shownAt! - header.shownAt! + CLOCK_READ_MARGIN_MS).toBeGreaterThanOrEqual(PROMO_DELAY_MS);

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
      await page.clock.runFor(2 * PROMO_DELAY_MS);
      await expect(popup).toHaveCount(0);

      await page.goto(paths.faq);
      await expect(page.getByRole('banner')).toBeVisible();
      await page.clock.runFor(2 * PROMO_DELAY_MS);
      await expect(popup).toHaveCount(0);
    });

    test('closes with its Close button and can be reached with the keyboard', async ({ page }) => {
      await page.clock.install();
      await page.goto(paths.faq);
      const popup = page.getByRole('dialog', { name: t.promoTitle(WELCOME_DISCOUNT_PERCENT) });
      await expect(page.getByRole('banner')).toBeVisible();
      await page.clock.runFor(PROMO_DELAY_MS);
      await expect(popup).toBeVisible();
      // Right after the skip link and the header, before the page content.
      const close = popup.getByRole('button', { name: t.close });
      for (let i = 0; i < 20 && !(await close.evaluate((element) => element === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
      }
      await expect(close).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(popup).toBeHidden();
      await page.reload();
      await expect(page.getByRole('banner')).toBeVisible();
      await page.clock.runFor(2 * PROMO_DELAY_MS);
      await expect(popup).toHaveCount(0);
    });
  });
}
