/// <reference lib="dom" />
/**
 * An axe-core scan of every storefront page at phone and desktop width: no serious or
 * critical violation may remain. On failure the message lists the rule, the page and the
 * offending elements, so the owner of that page can find it at once.
 */
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../src/client/paths';
import { seriousAxeViolations, WCAG_AND_BEST_PRACTICE } from '../support/axe';

type CatalogueAnswer = { categories: Array<{ _id: string; products: Array<{ _id: string }> }> };

async function scan(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).not.toBeEmpty();
  return seriousAxeViolations(page, url, WCAG_AND_BEST_PRACTICE);
}

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`accessibility on a ${name}`, () => {
    test.use({ viewport });
    test.setTimeout(180_000);

    test('the storefront pages have no serious or critical axe violations', async ({ page, request }) => {
      await page.addInitScript(() => window.localStorage.setItem('offerPopupSeen', 'true'));
      const catalogue = (await (await request.get('/api/category/with-products')).json()) as CatalogueAnswer;
      const category = catalogue.categories.find((candidate) => candidate.products.length > 0)!;
      const pages = [
        paths.home,
        paths.collections,
        paths.allCategories,
        paths.subCategory(category._id),
        paths.productDetails(category.products[0]!._id),
        paths.cart,
        paths.createOrder,
        paths.contact,
        paths.returns,
        paths.shipping,
        paths.faq,
        paths.policy,
        paths.login,
        '/no-such-page',
      ];
      const violations: string[] = [];
      for (const url of pages) violations.push(...(await scan(page, url)));
      expect(violations, violations.join('\n')).toEqual([]);
    });

    test('the open mobile menu, the welcome popup and a contact form with errors have no serious violations', async ({ page }) => {
      // One state at a time: the popup is non-modal and a click elsewhere dismisses it, so
      // scanning it together with the form's errors would race its 1 s delay.
      await page.goto(paths.contact);
      const popup = page.locator('[data-testid="promo-popup"]');
      await expect(popup).toBeVisible();
      expect(await seriousAxeViolations(page, 'welcome popup')).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await seriousAxeViolations(page, 'contact form with errors')).toEqual([]);

      const menuButton = page.getByRole('button', { name: 'Open menu' });
      if (await menuButton.isVisible()) {
        // The form's errors may have scrolled the page down, and the header steps aside while
        // the page is scrolled down: back at the top it is there, as it is for a shopper.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(menuButton).toBeInViewport();
        await menuButton.click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await page.waitForTimeout(300); // the slide-in animation
        expect(await seriousAxeViolations(page, 'open mobile menu')).toEqual([]);
      }
    });
  });
}
