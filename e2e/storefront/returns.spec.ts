/** Issue 36: a customer asks for a return from My orders, and the returns page shows the shop's policy. */
import { expect, test } from '@playwright/test';
import { formatLE, toPiastres } from '../../src/shared/money';
import { seriousAxeViolations, WCAG } from '../support/axe';
import { deliveredOrder, expectNoSidewaysScroll, inLanguage, shot, textsOf } from '../support/returns';
import { adminToken, signInThroughApi, uniqueEmail, useToken } from '../support/shop-session';

for (const language of ['en', 'ar'] as const) {
  for (const width of [390, 1280]) {
    test(`${language} at ${width} px: a delivered order offers "Return or exchange", the request says what it costs and what comes next`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const t = textsOf(language);
      const r = t.returns;
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      // The spec's first-visit offer would open over the form now and then; it is not this test's subject.
      await page.addInitScript(() => window.localStorage.setItem('offerPopupSeen', 'true'));
      const admin = await adminToken(request);
      const email = uniqueEmail(`returns-${language}-${width}`);
      const token = await signInThroughApi(request, email);
      const order = await deliveredOrder(request, admin, { token, email, lastName: `Return${Date.now()}`, language });

      await useToken(page, token);
      await page.goto(inLanguage(language, '/my-orders'));
      const card = page.getByRole('article', { name: t.orders.orderNumber(order.orderNumber) });
      await card.getByRole('button', { name: r.customer.open }).click();
      const form = card.getByRole('form', { name: r.customer.title(order.orderNumber) });
      // The button is gone: focus is on the form's title, and Cancel gives it back to the button.
      await expect(form.getByRole('heading', { name: r.customer.title(order.orderNumber) })).toBeFocused();
      await form.getByRole('button', { name: r.customer.cancel }).click();
      await expect(card.getByRole('button', { name: r.customer.open })).toBeFocused();
      await card.getByRole('button', { name: r.customer.open }).click();
      await expect(form.getByRole('button', { name: r.customer.send })).toBeDisabled();
      await form.getByRole('checkbox').first().check();
      await form.getByLabel(r.customer.reason).selectOption(r.reasons.changed_mind);
      // Changed my mind: the customer pays one pickup (90 LE to Cairo), shown before sending.
      await expect(form.getByText(r.customer.costPaid(formatLE(9_000, t)))).toBeVisible();
      // Another size offers only sizes in stock, never the one bought.
      await form.getByRole('radio', { name: r.customer.exchange }).check();
      const sizes = form.getByLabel(r.customer.newSize);
      await expect(sizes.locator('option', { hasText: new RegExp(`^${order.piece.otherSize.toUpperCase()}$`) })).toHaveCount(1);
      await expect(sizes.locator('option', { hasText: new RegExp(`^${order.piece.size.toUpperCase()}$`) })).toHaveCount(0);
      await form.getByRole('radio', { name: r.customer.refund }).check();
      await form.getByLabel(r.customer.note).fill('Too long for me');
      await shot(page, `returns-form-${language}-${width}`);
      expect(await seriousAxeViolations(page, 'the return form', WCAG)).toEqual([]);
      await expectNoSidewaysScroll(page);
      await form.getByRole('button', { name: r.customer.send }).click();

      const answer = card.getByRole('status');
      await expect(answer).toContainText(r.customer.costPaid(formatLE(9_000, t)));
      await expect(answer).toContainText(r.customer.refundEstimate(formatLE(toPiastres(order.piece.finalPrice) - 9_000, t)));
      await expect(answer).toContainText(r.customer.nextSteps);
      await expect(card.getByTestId('order-returns')).toContainText(r.states.requested);
      // Its one piece is now in a pending request: the order no longer offers "Return or exchange".
      await expect(card.getByRole('button', { name: r.customer.open })).toHaveCount(0);
      await shot(page, `returns-sent-${language}-${width}`);
      await expectNoSidewaysScroll(page);

      // The returns page shows the policy's values from the shop settings.
      await page.goto(inLanguage(language, '/returns'));
      await expect(page.getByTestId('return-policy')).toContainText(r.policy.window(14));
      await expect(page.getByTestId('return-policy')).toContainText(r.policy.exchangeFree);
      await shot(page, `returns-policy-${language}-${width}`);
      await expectNoSidewaysScroll(page);
    });
  }
}
