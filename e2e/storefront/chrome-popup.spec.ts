/// <reference lib="dom" />
/** The first-visit welcome popup: once, about a second after the first page, with a working copy button. */
import { expect, test } from '@playwright/test';
import { paths } from '../../src/client/paths';
import { messages } from '../../src/shared/messages';
import { WELCOME_CODE, WELCOME_DISCOUNT_PERCENT } from '../../src/shared/promo-code';
import { advanceClockUntil, CLOCK_READ_MARGIN_MS, presence, watchPresence } from '../support/clock';

/** The spec: the first-visit offer appears 1 second after the first page. */
const PROMO_DELAY_MS = 1000;

const t = messages.layout;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

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
      await watchPresence(page, { header: 'header[data-hidden]', popup: '[data-testid="promo-popup"]', welcome: { text: messages.shop.welcome } });

      await page.goto(paths.home);
      await expect(page.getByRole('banner')).toBeVisible();
      // The home page's welcome banner is up for its 3 s: the popup waits for it instead of
      // stacking on it. The page's clock also flows by itself (a slow machine may be seconds
      // into the visit by now), so the order is read off that clock, not from the test's steps.
      const welcome = page.getByRole('status').filter({ hasText: messages.shop.welcome });
      await advanceClockUntil(page, () => expect(popup).toBeVisible(), PROMO_DELAY_MS);
      await expect(welcome).toHaveCount(0);
      // Never sooner than 1 s, and never while the banner is on screen.
      const header = await presence(page, 'header');
      const shown = await presence(page, 'popup');
      const banner = await presence(page, 'welcome');
      expect(banner.shownAt, 'the welcome banner showed on the first visit').toBeDefined();
      expect(shown.shownAt! - header.shownAt! + CLOCK_READ_MARGIN_MS).toBeGreaterThanOrEqual(PROMO_DELAY_MS);
      expect(shown.shownAt!).toBeGreaterThanOrEqual(banner.hiddenAt!);
      // It covers neither the hero's Shop Now nor its headline.
      const hero = page.locator('main section').first();
      for (const target of [hero.getByRole('link', { name: messages.shop.shopNow }), hero.getByRole('heading', { level: 1 })]) {
        expect(overlaps((await popup.boundingBox())!, (await target.boundingBox())!)).toBe(false);
      }

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
