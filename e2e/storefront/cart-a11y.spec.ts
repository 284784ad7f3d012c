/**
 * axe-core scans of the cart, checkout and my-orders screens with content in them (the
 * site-wide scan sees them empty), at phone and desktop width: no serious or critical issue.
 */
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { seriousAxeViolations, WCAG_AND_BEST_PRACTICE } from '../support/axe';
import { addToCart, demo, guestIdOf, signInThroughApi, uniqueEmail, useToken } from '../support/shop-session';

const seriousViolations = (page: Page, label: string) => seriousAxeViolations(page, label, WCAG_AND_BEST_PRACTICE);

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`cart, checkout and orders on a ${name}`, () => {
    // The screens are judged as they settle: a toast caught half-faded (in or out, which under
    // load can fall inside a scan) reads as low contrast. The toasts honour reduced motion.
    test.use({ viewport, reducedMotion: 'reduce' });

    test('have no serious accessibility violations', async ({ page, request }) => {
      await page.addInitScript("localStorage.setItem('offerPopupSeen', 'true')");
      const email = uniqueEmail(`a11y-${name}`);
      const token = await signInThroughApi(request, email);
      await useToken(page, token);
      await guestIdOf(page);
      await addToCart(request, { token }, [
        { productId: demo.classicWhiteTee.id, size: 'xl', quantity: 1 },
        { productId: demo.palmStripeTee.id, size: 'xl', quantity: 2 },
      ]);
      const violations: string[] = [];

      await page.goto('/cart');
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      violations.push(...(await seriousViolations(page, '/cart')));

      await page.goto('/create-order');
      await page.getByRole('button', { name: messages.checkout.placeOrder }).click();
      await page.getByLabel(messages.promo.label).fill('nope');
      await page.getByRole('button', { name: messages.promo.apply }).click();
      await expect(page.getByText(messages.promo.invalid)).toBeVisible();
      violations.push(...(await seriousViolations(page, '/create-order with errors')));

      await page.getByLabel(messages.checkout.firstName).fill('Mona');
      await page.getByLabel(messages.checkout.lastName).fill('Hassan');
      await page.getByLabel(messages.checkout.address).fill('12 Tahrir Street');
      await page.getByLabel(messages.checkout.city, { exact: true }).fill('Nasr City');
      await page.getByLabel(messages.checkout.governorate).selectOption('Luxor');
      await page.getByLabel(messages.checkout.phone).fill('01012345678');
      await page.getByRole('button', { name: messages.checkout.placeOrder }).click();
      await expect(page.getByRole('heading', { level: 1, name: messages.checkout.orderPlaced })).toBeFocused();
      violations.push(...(await seriousViolations(page, '/create-order placed')));

      await page.goto('/my-orders');
      await expect(page.getByTestId('order-card')).toHaveCount(1);
      violations.push(...(await seriousViolations(page, '/my-orders')));
      await page.getByRole('button', { name: messages.orders.cancel }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      violations.push(...(await seriousViolations(page, '/my-orders cancel dialog')));

      expect(violations, violations.join('\n')).toEqual([]);
    });
  });
}
