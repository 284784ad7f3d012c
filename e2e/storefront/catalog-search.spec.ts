import { expect, test, type Page } from '@playwright/test';
import { returningShopper, VIEWPORTS } from './catalog-support';

/** The header's search field; on a phone it opens from the search button first. */
async function searchField(page: Page, phone: boolean) {
  if (phone) await page.getByRole('banner').getByRole('button', { name: 'Search products' }).click();
  const field = page.getByRole('combobox', { name: 'Search products' });
  await expect(field).toBeVisible();
  return field;
}

for (const viewport of VIEWPORTS) {
  const phone = viewport.width < 768;
  test.describe(`header search at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('suggestions as the shopper types, chosen with the keyboard', async ({ page }) => {
      await returningShopper(page);
      await page.goto('/home');
      const field = await searchField(page, phone);
      await field.pressSequentially('dress');
      const listbox = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(listbox.getByRole('option', { name: 'Lemon Dot Sundress' })).toBeVisible();
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      await expect(listbox.getByRole('option', { name: 'See all results for “dress”' })).toBeVisible();
      await field.press('ArrowDown');
      const first = listbox.getByRole('option').first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      const title = await first.innerText();
      await field.press('Enter');
      await expect(page).toHaveURL(/\/productDetails\//);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });

    test('Enter opens /search with the same filters and sorting as the collections', async ({ page }) => {
      await returningShopper(page);
      await page.goto('/home');
      const field = await searchField(page, phone);
      await field.fill('dress');
      await field.press('Enter');
      await expect(page).toHaveURL('/search?q=dress');
      await expect(page.getByRole('heading', { level: 1, name: 'Results for “dress”' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('article', { name: 'Lemon Dot Sundress' })).toBeVisible();
      // Ranked by how well each product matches, and the sort field says so.
      await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Best match');
      await page.getByLabel('Sort by').selectOption('price-desc');
      await expect(page).toHaveURL('/search?q=dress&sort=price-desc');
      await page.reload();
      await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
      await page.getByLabel('Sort by').selectOption('newest');
      await expect(page).toHaveURL('/search?q=dress&sort=newest');
      await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Newest');
    });

    test('no results say so and suggest categories', async ({ page }) => {
      await returningShopper(page);
      await page.goto('/search?q=zzzqqxx');
      await expect(page.getByText('No products found for “zzzqqxx”.')).toBeVisible();
      await expect(page.getByText('Try one of our categories:')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: /Sea Wave/ })).toBeVisible();
    });
  });
}
