import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { demo } from '../support/shop-session';
import { productById, returningShopper } from './catalog-support';

const bar = (page: Page) => page.getByRole('complementary', { name: messages.shop.quickPurchase(demo.classicWhiteTee.title) });

/** Scrolls until the page's own Add to Cart is above the screen (the gallery and the description sit below it on a phone). */
async function scrollPastControls(page: Page) {
  const own = page.getByRole('main').getByRole('button', { name: messages.shop.addToCart });
  const bottom = await own.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y + 40), bottom);
}

test.describe('sticky size and Add to Cart bar', () => {
  test('on a phone it appears once the page controls scroll away, adds to the cart, and leaves the footer free', async ({ page }) => {
    // A phone with its browser bars showing (iPhone SE-sized): on the demo's short product pages
    // a taller screen reaches the footer before the controls have left it.
    await page.setViewportSize({ width: 390, height: 667 });
    await returningShopper(page);
    const product = await productById(page, demo.classicWhiteTee.id);
    const sizes = product.sizeStock.filter((entry) => entry.quantity > 0).map((entry) => entry.size);
    await page.goto(`/productDetails/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    // Not while the page's own controls are on screen.
    await expect(bar(page)).toHaveCount(0);

    await scrollPastControls(page);
    const sticky = bar(page);
    await expect(sticky).toBeVisible();
    await expect(sticky).toBeInViewport({ ratio: 1 });
    // A real, labelled size control and button, sharing the page's selection.
    const size = sticky.getByLabel(messages.shop.size);
    await expect(size).toHaveValue(sizes[0]!);
    await size.selectOption(sizes[1]!);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('button', { name: sizes[1]!.toUpperCase(), exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(bar(page)).toHaveCount(0);

    await scrollPastControls(page);
    await page.screenshot({ path: test.info().outputPath('sticky-bar-390.png') });
    await bar(page).getByRole('button', { name: messages.shop.addToCart }).click();
    await expect(page.getByText(messages.shop.addedToCart)).toBeVisible();
    await expect(page.getByRole('link', { name: messages.layout.cartWithCount(1) })).toBeVisible();

    // At the bottom of the page the footer's last links and line are clear of the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar(page)).toBeVisible();
    const barTop = (await bar(page).boundingBox())!.y;
    for (const last of [page.locator('footer a').last(), page.locator('footer p').last()]) {
      await expect(last).toBeInViewport();
      const box = (await last.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(barTop);
    }
    await page.screenshot({ path: test.info().outputPath('sticky-bar-footer-390.png') });
  });

  test('never on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await returningShopper(page);
    await page.goto(`/productDetails/${demo.classicWhiteTee.id}`);
    await expect(page.getByRole('heading', { level: 1, name: demo.classicWhiteTee.title })).toBeVisible();
    await scrollPastControls(page);
    await page.waitForFunction(() => window.scrollY > 0);
    await expect(bar(page)).toHaveCount(0);
  });
});
