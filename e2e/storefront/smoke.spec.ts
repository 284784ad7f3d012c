import { expect, test } from '@playwright/test';

test('the home page renders inside the shared layout', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: /shop all/i }).first()).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the API answers unknown paths with JSON, not the app', async ({ request }) => {
  const response = await request.get('/api/definitely-not-here');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
});
