import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '../../src/client/paths';
import { DEMO_CATEGORY_IDS } from '../../src/shared/demo-catalogue';
import { VIEWPORTS } from '../storefront/catalog-support';
import { adminToken, useToken } from '../support/shop-session';

async function signedInAdmin(page: Page, request: APIRequestContext) {
  await useToken(page, await adminToken(request));
  await page.evaluate("localStorage.setItem('offerPopupSeen', 'true')");
}

// The two widths edit the same demo product: one after the other, in one worker.
test.describe.configure({ mode: 'default' });

for (const viewport of VIEWPORTS) {
  test.describe(`admin product list and edit page at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the admin searches, filters and pages the products', async ({ page, request }) => {
      await signedInAdmin(page, request);
      await page.goto(paths.productManagement);
      const list = page.getByRole('region', { name: 'All products' });
      // Other specs add and remove products meanwhile: the count is the catalogue's, whatever it is now.
      await expect(list.getByText(/^\d+ products$/)).toBeVisible();
      await expect(list.getByRole('article')).toHaveCount(20);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(list.getByRole('article').first()).toBeVisible();
      await page.getByLabel('Search by title').fill('sundress');
      await expect(page).toHaveURL(/q=sundress/);
      await expect(list.getByRole('article', { name: 'Lemon Dot Sundress' })).toBeVisible();
      await expect(list.getByRole('article')).toHaveCount(1);
      await page.getByLabel('Search by title').fill('');
      await page.getByRole('checkbox', { name: 'Low stock only' }).check();
      await expect(list.getByRole('article', { name: 'Sunny Day Tee' })).toBeVisible();
      await page.getByLabel('Category').selectOption(DEMO_CATEGORY_IDS.hotOrange);
      const section = page.getByRole('region', { name: 'Hot Orange' });
      await expect(section.getByRole('article', { name: 'Orange Crush Shorts' })).toBeVisible();
      await expect(section.getByRole('article', { name: 'Sunny Day Tee' })).toHaveCount(0);
    });

    test('the edit page moves a product, sets its default size and reorders its images', async ({ page, request }) => {
      await signedInAdmin(page, request);
      await page.goto(`${paths.productManagement}?q=Amber`);
      await page.getByRole('link', { name: 'Edit page of Amber Linen Pants' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Amber Linen Pants' })).toBeVisible();
      const before = await page.getByRole('img', { name: /^Image \d$/ }).evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
      expect(before.length).toBeGreaterThan(1);

      await page.getByLabel('Default size', { exact: true }).selectOption('xl');
      await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Sea Wave' });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      // The page's change log below has its own status (its loading placeholder) while it reloads.
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved');

      await page.getByRole('button', { name: 'Move image 1 down' }).click();
      // The button is disabled as soon as the save starts, not when it ends: the reload waits for
      // the server's answer, as a reload with the request still in flight may cancel it.
      const orderSaved = page.waitForResponse((response) => response.url().includes('/image-order') && response.ok());
      await page.getByRole('button', { name: 'Save order' }).click();
      await orderSaved;
      await expect(page.getByRole('button', { name: 'Save order' })).toBeDisabled();
      await page.reload();
      // Read once the reloaded page shows its pictures again (evaluateAll does not wait for them).
      const images = page.getByRole('img', { name: /^Image \d$/ });
      await expect(images).toHaveCount(before.length);
      await expect
        .poll(async () => (await images.evaluateAll((found) => found.map((image) => (image as HTMLImageElement).src))).slice(0, 2))
        .toEqual([before[1], before[0]]);
      await expect(page.getByLabel('Default size', { exact: true })).toHaveValue('xl');
      await expect(page.getByLabel('Category', { exact: true })).toHaveValue(DEMO_CATEGORY_IDS.seaWave);
    });
  });
}
