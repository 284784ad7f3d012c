import { expect, type Page } from '@playwright/test';

export type Product = { _id: string; title: string; stock: number; categoryId: string; images: unknown[]; sizeStock: Array<{ size: string; quantity: number }> };
export type Category = { _id: string; name: string; products: Product[] };

/** Every catalogue test runs at a phone width and a desktop width. */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The demo catalogue as the real server answers it. */
export async function catalogue(page: Page): Promise<Category[]> {
  const response = await page.request.get('/api/category/with-products');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { categories: Category[] }).categories;
}

export async function productById(page: Page, id: string): Promise<Product> {
  const product = (await catalogue(page)).flatMap((category) => category.products).find((candidate) => candidate._id === id);
  expect(product, `demo product ${id}`).toBeTruthy();
  return product!;
}

/** The welcome banner and the offer popup appear on a first visit; most tests are a returning shopper. */
export async function returningShopper(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('visitedSlider', 'true');
    localStorage.setItem('offerPopupSeen', 'true');
  });
}

export const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
