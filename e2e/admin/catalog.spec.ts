import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { paths } from '../../src/client/paths';
import { messages } from '../../src/shared/messages';
import { adminToken, useToken } from '../support/shop-session';

const screens = 'test-results/screens';
// Tailwind's red-600.
const RED = 'oklch(0.577 0.245 27.325)';

async function png(color: string, width = 600, height = 750): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

const file = async (name: string, color: string) => ({ name, mimeType: 'image/png', buffer: await png(color) });

async function signedInAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const token = await adminToken(request);
  await useToken(page, token);
  // The first-visit offer popup would cover the screens in the screenshots.
  await page.evaluate("localStorage.setItem('offerPopupSeen', 'true')");
  return token;
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${screens}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe.configure({ mode: 'serial' });

test('an admin creates, edits and deletes a category with a real image', async ({ page, request }) => {
  await signedInAdmin(page, request);
  await page.goto(paths.categoryManagement);
  await expect(page.getByRole('heading', { name: 'Summer Collection' })).toBeVisible();
  await shoot(page, 'category-management');

  const name = `E2E Hats ${Date.now()}`;
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText(messages.categoryAdmin.nameRequired)).toBeVisible();
  await expect(dialog.getByText(messages.categoryAdmin.imageRequired)).toBeVisible();
  await expect(dialog.getByLabel('Image')).toHaveAttribute('accept', 'image/*');

  await dialog.getByLabel('Category name').fill(name);
  await dialog.getByLabel(messages.categoryScreen.nameAr).fill('قبعات');
  await dialog.getByLabel('Image').setInputFiles(await file('hats.png', '#f59e0b'));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name })).toHaveJSProperty('complete', true);
  // The re-encoded WebP loads, at its real width (600 px: never upscaled to 640).
  expect(await card.getByRole('img', { name }).evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(600);

  await card.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('dialog').getByLabel(messages.categoryScreen.nameAr)).toHaveValue('قبعات');
  await page.getByRole('dialog').getByLabel('Category name').fill(`${name} Renamed`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${name} Renamed` }) });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: `Delete ${name} Renamed` }).click();
  const confirm = page.getByRole('dialog', { name: messages.categoryAdmin.confirmDeletionTitle });
  await expect(confirm.getByText(messages.categoryAdmin.confirmDeletionText)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(renamed).toBeHidden();
});

test('an admin creates, edits and deletes a product with upload progress and the spec messages', async ({ page, request }) => {
  const token = await signedInAdmin(page, request);
  const categoryName = `E2E Socks ${Date.now()}`;
  const created = await request.post('/api/admin/createCategory', {
    headers: { authorization: token },
    multipart: { name: categoryName, image: await file('socks.png', '#0ea5e9') },
  });
  expect(created.status()).toBe(201);
  const categoryId = (await created.json()).data._id as string;

  await page.goto(paths.productManagement);
  // Demo products show per-size stock, zero in red.
  const zero = page.locator('[data-zero="true"]').first();
  await expect(zero).toHaveCSS('color', RED);
  await shoot(page, 'product-management');
  // The list is paged and filtered; a product is added to the category chosen in the filter.
  await page.getByLabel('Category').selectOption({ label: categoryName });
  const section = page.getByRole('region', { name: categoryName });
  await expect(section.getByText(messages.productAdmin.noProductsYet)).toBeVisible();

  await section.getByRole('button', { name: `Add product to ${categoryName}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create product' }).click();
  for (const text of [
    messages.productAdmin.titleRequired,
    messages.productAdmin.priceRequired,
    messages.productAdmin.defaultSizeRequired,
    messages.productAdmin.selectAtLeastOneSize,
    messages.productAdmin.imagesRequired,
    messages.productAdmin.sizeChartRequired,
  ]) {
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  }

  await dialog.getByLabel('Title').fill('E2E Ankle Socks');
  await dialog.getByLabel('Description').fill('Soft cotton socks');
  await dialog.getByLabel(messages.productScreen.titleAr).fill('شراب قصير');
  await dialog.getByLabel('Price (LE)').fill('120');
  await dialog.getByLabel('Discount (%)').fill('10');
  // Checking a size adds it with quantity 0; unchecking removes it.
  await dialog.getByRole('checkbox', { name: 'S', exact: true }).check();
  await expect(dialog.getByLabel('Quantity of size S')).toHaveValue('0');
  await dialog.getByRole('checkbox', { name: 'XL', exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'XL', exact: true }).uncheck();
  await expect(dialog.getByLabel('Quantity of size XL')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create product' }).click();
  await expect(dialog.getByText(messages.productAdmin.sizeQuantityRequired)).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'M', exact: true }).check();
  await dialog.getByLabel('Quantity of size M').fill('4');
  await dialog.getByLabel('Default size').selectOption('m');
  await expect(dialog.getByLabel('Product images')).toHaveAttribute('accept', 'image/*');

  // A text file named .png is refused by the server: 'Error: ' and its message.
  await dialog.getByLabel('Product images').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await dialog.getByLabel('Size chart image').setInputFiles(await file('chart.png', '#ffffff'));
  await dialog.getByRole('button', { name: 'Create product' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`Error: ${messages.api.http.notAnImage}`);

  await dialog.getByLabel('Product images').setInputFiles([await file('front.png', '#22c55e'), await file('back.png', '#16a34a')]);
  await shoot(page, 'product-create-dialog');
  await dialog.getByRole('button', { name: 'Create product' }).click();
  // The outcome is a toast where the admin is looking, not a notice at the top of a long page.
  const createdToast = page.locator('[data-sonner-toast]').filter({ hasText: messages.productAdmin.createdAlert });
  await expect(createdToast).toBeInViewport();
  await expect(dialog).toBeHidden();

  const card = section.getByRole('article', { name: 'E2E Ankle Socks' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('120 LE');
  await expect(card).toContainText('108 LE');
  await expect(card.getByText('S: 0')).toHaveCSS('color', RED);
  await expect(card.getByText('M: 4')).toBeVisible();

  // The edit dialog closes on Escape.
  await card.getByRole('button', { name: 'Edit E2E Ankle Socks' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit product' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await card.getByRole('button', { name: 'Edit E2E Ankle Socks' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit product' });
  await edit.getByLabel('Title').fill('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText(messages.productAdmin.updateTitleRequired)).toBeVisible();
  await edit.getByLabel('Title').fill('E2E Crew Socks');
  await edit.getByLabel('Quantity of size S').fill('6');
  await edit.getByLabel(/New image/).setInputFiles(await file('new.png', '#a855f7'));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const edited = section.getByRole('article', { name: 'E2E Crew Socks' });
  await expect(edited.getByText('S: 6')).toBeVisible();

  // The storefront sees the change.
  const product = (await (await request.get('/api/category/with-products')).json()).categories.find((c: { _id: string }) => c._id === categoryId).products[0];
  expect(product).toMatchObject({ title: 'E2E Crew Socks', titleAr: 'شراب قصير', price: 120, finalPrice: 108, stock: 10 });
  // ...and shows its Arabic name on Arabic pages.
  await page.goto(`/ar/productDetails/${product._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('شراب قصير');
  await page.goBack();

  await edited.getByRole('button', { name: 'Delete E2E Crew Socks' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(edited).toBeHidden();
  await expect(section.getByText(messages.productAdmin.noProductsYet)).toBeVisible();
  expect((await request.delete(`/api/admin/deleteCategory/${categoryId}`, { headers: { authorization: token } })).status()).toBe(200);
});
