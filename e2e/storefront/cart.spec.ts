import { expect, test } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { addToCart, demo } from '../support/shop-session';
import { guestIdForApiCart } from './guest-cart';

const m = messages.cart;

test('a guest changes quantities and deletes lines on the cart page', async ({ page, request }) => {
  const guestId = await guestIdForApiCart(page);
  await addToCart(request, { guestId }, [
    { productId: demo.classicWhiteTee.id, size: 'm', quantity: 1 },
    { productId: demo.palmStripeTee.id, size: 's', quantity: 2 },
  ]);
  await page.goto('/cart');

  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const tee = lines.filter({ hasText: demo.classicWhiteTee.title });
  await expect(tee.getByRole('img', { name: demo.classicWhiteTee.title })).toBeVisible();
  await expect(tee.getByTestId('line-size')).toHaveText('M');
  await expect(tee.getByTestId('line-price')).toHaveText('249.50 LE');
  await expect(tee.getByTestId('line-total')).toHaveText('249.50 LE');
  await expect(page.getByTestId('cart-items')).toHaveText('3');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('969.50 LE');
  await expect(page.getByTestId('free-shipping-hint')).toHaveText(m.freeShippingHint('380.50 LE'));
  const badge = page.getByRole('banner').getByTestId('cart-count').first();
  await expect(badge).toHaveText('3');

  const stepper = tee.getByRole('group', { name: m.quantityOf(demo.classicWhiteTee.title) });
  const minus = stepper.getByRole('button', { name: m.decrease });
  const plus = stepper.getByRole('button', { name: m.increase });
  await expect(minus).toBeDisabled();

  // Hold the PUT to see the stepper busy while the call runs.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/cart/update-product-quantity/**', async (route) => {
    await held;
    await route.continue();
  });
  const put = page.waitForRequest((req) => req.url().includes('/api/cart/update-product-quantity/') && req.method() === 'PUT');
  await plus.click();
  expect((await put).postDataJSON()).toEqual({ quantity: 2, size: 'm' });
  await expect(stepper).toHaveAttribute('aria-busy', 'true');
  await expect(plus).toBeDisabled();
  await expect(minus).toBeDisabled();
  release();
  await expect(stepper.locator('output')).toHaveText('2');
  await expect(stepper).toHaveAttribute('aria-busy', 'false');
  await page.unroute('**/api/cart/update-product-quantity/**');

  await expect(tee.getByTestId('line-total')).toHaveText('499 LE');
  await expect(page.getByTestId('cart-items')).toHaveText('4');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('1,219 LE');
  await expect(badge).toHaveText('4');

  await minus.click();
  await expect(stepper.locator('output')).toHaveText('1');
  await expect(minus).toBeDisabled();

  await page.getByRole('button', { name: m.remove(demo.palmStripeTee.title) }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId('cart-items')).toHaveText('1');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('249.50 LE');
  await expect(badge).toHaveText('1');

  // The server agrees after a reload.
  await page.reload();
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('249.50 LE');

  await page.getByRole('button', { name: m.remove(demo.classicWhiteTee.title) }).click();
  await expect(page.getByText(m.empty)).toBeVisible();
  await expect(badge).toHaveText('0');
});

test('the checkout link leads to /create-order', async ({ page, request }) => {
  const guestId = await guestIdForApiCart(page);
  await addToCart(request, { guestId }, [{ productId: demo.zebraHeatTee.id, size: 'l', quantity: 1 }]);
  await page.goto('/cart');
  await page.getByRole('link', { name: m.checkout, exact: true }).click();
  await expect(page).toHaveURL(/\/create-order$/);
});

test('a shopper without a cart sees that it is empty', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByText(m.empty)).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
});
