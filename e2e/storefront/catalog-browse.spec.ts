import { expect, test } from '@playwright/test';
import { DEMO_CATEGORY_IDS, DEMO_PRODUCT_IDS } from '../../src/shared/demo-catalogue';
import { advanceClockUntil } from '../support/clock';
import { card, catalogue, productById, returningShopper, VIEWPORTS } from './catalog-support';

for (const viewport of VIEWPORTS) {
  test.describe(`catalogue browsing at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('collections → card → product page', async ({ page }) => {
      await returningShopper(page);
      const product = await productById(page, DEMO_PRODUCT_IDS.discounted);
      await page.goto('/collections');
      await expect(page.getByRole('heading', { level: 1, name: 'Summer Collection' })).toBeVisible();
      const productCard = card(page, product.title);
      await expect(productCard.getByText(/^-\d+% OFF$/)).toBeVisible();
      await productCard.getByRole('link').click();
      await expect(page).toHaveURL(`/productDetails/${product._id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(product.title));
    });

    test('all categories link to their category pages', async ({ page }) => {
      await returningShopper(page);
      const categories = await catalogue(page);
      await page.goto('/all-categories');
      await expect(page.getByRole('heading', { level: 1, name: 'Our Categories' })).toBeVisible();
      for (const category of categories) await expect(page.getByRole('main').getByRole('link', { name: category.name, exact: true })).toBeVisible();
      const target = categories[1]!;
      await page.getByRole('main').getByRole('link', { name: target.name, exact: true }).click();
      await expect(page).toHaveURL(`/subCategory/${target._id}`);
      for (const product of target.products) await expect(card(page, product.title)).toBeVisible();
    });

    test('unknown product and category ids get their messages', async ({ page }) => {
      await returningShopper(page);
      await page.goto('/productDetails/5eed0001-0000-4000-8000-999999999999');
      await expect(page.getByText('Product not found.', { exact: true })).toBeVisible();
      await page.goto('/productDetails/not-an-id');
      await expect(page.getByText('Product not found.', { exact: true })).toBeVisible();
      await page.goto('/subCategory/5eed0000-0000-4000-8000-999999999999');
      await expect(page.getByText('Category not found', { exact: true })).toBeVisible();
    });
  });
}

test('a catalogue that cannot be loaded gets the spec messages', async ({ page }) => {
  await returningShopper(page);
  await page.route(/\/api\/(categories|products)(\?|$)/, (route) => route.abort('connectionrefused'));
  await page.clock.install();
  // Each load is retried after growing pauses before it gives up: move the clock through them.
  await page.goto('/all-categories');
  await advanceClockUntil(page, () => expect(page.getByText('Failed to fetch categories.', { exact: true })).toBeVisible({ timeout: 1_000 }));
  await page.goto(`/subCategory/${DEMO_CATEGORY_IDS.seaWave}`);
  await advanceClockUntil(page, () => expect(page.getByText('Failed to fetch products.', { exact: true })).toBeVisible({ timeout: 1_000 }));
});
