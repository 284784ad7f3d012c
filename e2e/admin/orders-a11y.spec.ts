/** axe-core scans of the admin order desk and the all-orders status list, with orders in them. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { addToCart, adminToken, demo, useToken } from '../support/shop-session';

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`the order desk and status list have no serious accessibility violations on a ${name}`, async ({ page, request }) => {
    const guestId = crypto.randomUUID();
    await addToCart(request, { guestId }, [{ productId: demo.zebraHeatTee.id, size: 'xl', quantity: 1 }]);
    const placed = await request.post('/api/order/create', {
      headers: { guestid: guestId, 'idempotency-key': crypto.randomUUID() },
      data: { email: `a11y-${name}@shop.test`, firstName: 'Nour', lastName: 'Adel', address: '9 Port Rd', city: 'El Arab', governorate: 'Port Said', phone: '01122334455', paymentMethod: 'cash', shippingFee: 90, discount: 0 },
    });
    expect(placed.status()).toBe(201);

    await page.setViewportSize(viewport);
    await page.addInitScript("localStorage.setItem('offerPopupSeen', 'true')");
    await useToken(page, await adminToken(request));
    const violations: string[] = [];
    for (const url of ['/ordersManagement', '/updateOrderStatus']) {
      await page.goto(url);
      await expect(page.getByRole('combobox').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      violations.push(
        ...results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${url} [${violation.impact}] ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      );
    }
    expect(violations, violations.join('\n')).toEqual([]);
  });
}
