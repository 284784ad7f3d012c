import { expect, test, type Page } from '@playwright/test';
import { DEMO_CATEGORY_IDS } from '../../src/shared/demo-catalogue';
import { returningShopper, VIEWPORTS } from './catalog-support';

// The demo catalogue has 36 products: /collections shows 24, then "Load more" the other 12.
const cards = (page: Page) => page.getByRole('main').getByRole('article');

for (const viewport of VIEWPORTS) {
  test.describe(`product lists at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('collections show 24 products, then load more', async ({ page }) => {
      await returningShopper(page);
      const total = ((await (await page.request.get('/api/products')).json()) as { total: number }).total;
      expect(total).toBeGreaterThan(24);
      await page.goto('/collections');
      await expect(cards(page)).toHaveCount(24);
      await expect(page.getByText(`Showing 24 of ${total}`)).toBeVisible();
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(cards(page)).toHaveCount(Math.min(total, 48));
      await expect(page.getByText(`Showing ${Math.min(total, 48)} of ${total}`)).toBeVisible();
    });

    test('sort and filters live in the URL: a reloaded link shows the same list', async ({ page }) => {
      await returningShopper(page);
      await page.goto('/collections');
      await expect(cards(page)).toHaveCount(24);
      await page.getByLabel('Sort by').selectOption('price-asc');
      await expect(page).toHaveURL(/sort=price-asc/);
      await page.getByRole('checkbox', { name: 'On sale' }).check();
      await expect(page).toHaveURL(/onSale=true/);
      const expected = (await (await page.request.get('/api/products?onSale=true&sort=price-asc')).json()) as { total: number; products: Array<{ title: string }> };
      await expect(page.getByText(`Showing ${Math.min(24, expected.total)} of ${expected.total}`)).toBeVisible();
      await expect(cards(page).first()).toHaveAccessibleName(expected.products[0]!.title);
      await page.reload();
      await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
      await expect(page.getByRole('checkbox', { name: 'On sale' })).toBeChecked();
      await expect(cards(page).first()).toHaveAccessibleName(expected.products[0]!.title);
    });

    test('a filter with no match says so and clears', async ({ page }) => {
      await returningShopper(page);
      await page.goto(`/subCategory/${DEMO_CATEGORY_IDS.seaWave}?minPrice=9000000`);
      await expect(page.getByText('No products match these filters.')).toBeVisible();
      await page.getByRole('main').getByRole('status').getByRole('button', { name: 'Clear filters' }).click();
      await expect(page).toHaveURL(`/subCategory/${DEMO_CATEGORY_IDS.seaWave}`);
      await expect(cards(page).first()).toBeVisible();
    });

    test('Back from a product returns to the same list and scroll position', async ({ page }) => {
      await returningShopper(page);
      await page.goto('/collections?sort=price-desc');
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(cards(page)).toHaveCount(36);
      const target = cards(page).nth(30);
      const title = (await target.getAttribute('aria-label')) ?? (await target.getByRole('heading').innerText());
      await target.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(1000);
      await target.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/productDetails\//);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL('/collections?sort=price-desc');
      await expect(cards(page)).toHaveCount(36);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50);
      await expect(page.getByRole('article', { name: title, exact: true })).toBeInViewport();
    });
  });
}
