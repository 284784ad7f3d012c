/** axe-core scans of the admin order desk and the all-orders status list, with orders in them. */
import { expect, test } from '@playwright/test';
import { seriousAxeViolations, WCAG_AND_BEST_PRACTICE } from '../support/axe';
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
      violations.push(...(await seriousAxeViolations(page, url, WCAG_AND_BEST_PRACTICE)));
    }
    expect(violations, violations.join('\n')).toEqual([]);
  });
}
