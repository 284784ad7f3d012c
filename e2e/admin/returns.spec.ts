/** Issue 36: the admin's Returns screen, through to a refund and an exchange, at 390 and 1280 px in English and Arabic. */
import { expect, test } from '@playwright/test';
import { formatLE, toPiastres } from '../../src/shared/money';
import { seriousAxeViolations, WCAG } from '../support/axe';
import { askReturn, deliveredOrder, expectNoSidewaysScroll, inLanguage, shot, textsOf } from '../support/returns';
import { adminToken, signInThroughApi, uniqueEmail, useToken } from '../support/shop-session';

for (const language of ['en', 'ar'] as const) {
  for (const width of [390, 1280]) {
    test(`${language} at ${width} px: a refund and an exchange from request to done on the Returns screen`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const t = textsOf(language);
      const r = t.returns;
      const a = r.admin;
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const admin = await adminToken(request);
      const email = uniqueEmail(`returns-admin-${language}-${width}`);
      const token = await signInThroughApi(request, email);
      const lastName = `Returns${Date.now()}`;
      const refundOrder = await deliveredOrder(request, admin, { token, email, lastName, language });
      const exchangeOrder = await deliveredOrder(request, admin, { token, email, lastName, language });
      const refund = await askReturn(request, token, refundOrder, { reason: 'defective' });
      const exchange = await askReturn(request, token, exchangeOrder, { reason: 'wrong_size', exchangeSize: exchangeOrder.piece.otherSize });

      // The list by state, from the admin's navigation.
      await useToken(page, admin);
      await page.goto(inLanguage(language, '/dashboard'));
      // On a phone the Returns screen is in the bottom bar's "More" sheet; on a desktop in the sidebar.
      if (width === 390) await page.getByRole('button', { name: t.team.nav.moreLabel }).click();
      await page.getByRole('link', { name: a.nav }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
      await page.getByRole('button', { name: r.states.requested, exact: true }).click();
      const list = page.getByTestId('returns-list');
      // Only requests still waiting once the filter's page has loaded.
      await expect(page).toHaveURL(/state=requested/);
      for (const other of ['approved', 'received', 'refunded', 'exchanged'] as const) await expect(list.getByText(r.states[other], { exact: true })).toHaveCount(0);
      await expect(list.getByRole('link', { name: `${a.request} ${refund.label}` })).toBeVisible();
      await expect(list.getByRole('listitem').filter({ hasText: refund.label })).toContainText(`#${refundOrder.orderNumber}`);
      // The customer's name, the piece's name and its count each isolated: an English name on the Arabic page otherwise broke apart.
      await expect(list.getByRole('listitem').filter({ hasText: refund.label }).locator('bdi')).toHaveCount(3);
      await shot(page, `returns-list-${language}-${width}`);
      expect(await seriousAxeViolations(page, 'the returns list', WCAG)).toEqual([]);
      await expectNoSidewaysScroll(page);

      // The refund: approve, receive, the proposed amount paid by InstaPay with its reference.
      await list.getByRole('link', { name: `${a.request} ${refund.label}` }).click();
      const detail = page.getByTestId('return-detail');
      await expect(detail).toHaveAttribute('data-state', 'requested');
      await detail.getByRole('button', { name: a.approve }).click();
      await expect(detail).toHaveAttribute('data-state', 'approved');
      await expect(detail).toContainText(a.pickupManual);
      await detail.getByRole('button', { name: a.receive }).click();
      await expect(detail).toHaveAttribute('data-state', 'received');
      // Checked without the steps' toasts (the admin toaster's own colours are not this screen's).
      await page.reload();
      await expect(detail).toHaveAttribute('data-state', 'received');
      expect(await seriousAxeViolations(page, 'the refund form', WCAG)).toEqual([]);
      const refundForm = detail.getByRole('form', { name: a.refund });
      await expect(refundForm.getByLabel(a.amount)).toHaveValue(String(refund.proposedRefund));
      await refundForm.getByLabel(a.method).selectOption(r.methods.instapay);
      await refundForm.getByLabel(a.reference).fill('IP-778');
      await shot(page, `returns-refund-form-${language}-${width}`);
      await refundForm.getByRole('button', { name: a.refund }).click();
      await expect(detail).toHaveAttribute('data-state', 'refunded');
      await expect(detail).toContainText(a.refunded(formatLE(toPiastres(refund.proposedRefund), t), r.methods.instapay));
      await expect(page.getByTestId('return-history').getByRole('listitem')).toHaveCount(4);
      await shot(page, `returns-refunded-${language}-${width}`);
      await expectNoSidewaysScroll(page);

      // The order's detail links its return; a whole one-piece order refunded is itself refunded.
      await detail.getByRole('link', { name: `#${refundOrder.orderNumber}` }).click();
      await expect(page.getByTestId('order-returns-panel')).toContainText(refund.label);
      await expect(page.locator('h1 + [data-status="refunded"]')).toBeVisible();

      // The exchange: approving reserves the new size and creates its order, charging the
      // difference the shop decides (the server refuses a negative amount, nothing written).
      await page.goto(inLanguage(language, `/returnsManagement/${exchange._id}`));
      const chargeField = detail.getByLabel(a.exchangeCharge);
      await expect(chargeField).toHaveValue('0');
      await chargeField.fill('-5');
      await detail.getByRole('button', { name: a.approve }).click();
      await expect(page.getByText(r.api.exchangeChargeRange).first()).toBeVisible();
      await expect(detail).toHaveAttribute('data-state', 'requested');
      await chargeField.fill('120.50');
      await shot(page, `returns-exchange-charge-${language}-${width}`);
      await expectNoSidewaysScroll(page);
      await detail.getByRole('button', { name: a.approve }).click();
      await expect(detail).toHaveAttribute('data-state', 'approved');
      await expect(page.getByText(r.api.changed).first()).toBeVisible();
      await expect(detail.getByTestId('exchange-charge')).toHaveText(a.exchangeChargeShown(formatLE(12050, t)));
      // Changed before the exchange order ships.
      const chargeForm = detail.getByRole('form', { name: a.exchangeCharge });
      await chargeForm.getByLabel(a.exchangeCharge).fill('99.75');
      await chargeForm.getByRole('button', { name: a.exchangeChargeSave }).click();
      await expect(detail.getByTestId('exchange-charge')).toHaveText(a.exchangeChargeShown(formatLE(9975, t)));
      // Checked without the steps' toasts, as the refund form above; the amount is the server's.
      await page.reload();
      await expect(detail.getByTestId('exchange-charge')).toHaveText(a.exchangeChargeShown(formatLE(9975, t)));
      await expect(detail.getByRole('form', { name: a.exchangeCharge }).getByLabel(a.exchangeCharge)).toHaveValue('99.75');
      expect(await seriousAxeViolations(page, 'the exchange charge', WCAG)).toEqual([]);
      const approved = await request.get(`/api/admin/returns/${exchange._id}`, { headers: { authorization: admin } });
      const { exchangeOrder: sent } = ((await approved.json()) as { results: { exchangeOrder: { orderNumber: number } } }).results;
      const exchangeLink = detail.getByRole('link', { name: a.exchangeOrder(sent.orderNumber) });
      await expect(exchangeLink).toBeVisible();
      await detail.getByRole('button', { name: a.pickedUp }).click();
      await expect(detail).toHaveAttribute('data-state', 'in_transit');
      await detail.getByRole('button', { name: a.receive }).click();
      await expect(detail).toHaveAttribute('data-state', 'received');
      await detail.getByRole('button', { name: a.exchangeSent }).click();
      await expect(detail).toHaveAttribute('data-state', 'exchanged');
      await shot(page, `returns-exchanged-${language}-${width}`);
      await expectNoSidewaysScroll(page);
      await exchangeLink.click();
      await expect(page.getByTestId('order-returns-panel')).toContainText(exchange.label);
      await expect(page.getByTestId('order-returns-panel')).toContainText(`#${exchangeOrder.orderNumber}`);
      await shot(page, `returns-exchange-order-${language}-${width}`);

      // The report beside the list.
      await page.goto(inLanguage(language, '/returnsManagement'));
      await expect(page.getByTestId('returns-report')).toContainText(r.reasons.defective);
      await shot(page, `returns-report-${language}-${width}`);

      // The customer sees both sides of the exchange in My orders.
      await useToken(page, token);
      await page.goto(inLanguage(language, '/my-orders'));
      await expect(page.getByRole('article', { name: t.orders.orderNumber(sent.orderNumber) })).toContainText(r.customer.exchangeOf(exchange.label, exchangeOrder.orderNumber));
      await expect(page.getByRole('article', { name: t.orders.orderNumber(sent.orderNumber) }).getByTestId('exchange-charge')).toHaveText(
        r.customer.exchangeCharge(formatLE(9975, t)),
      );
      await expect(page.getByRole('article', { name: t.orders.orderNumber(exchangeOrder.orderNumber) })).toContainText(r.customer.exchangeOrder(sent.orderNumber));
      await shot(page, `returns-my-orders-exchange-${language}-${width}`);
    });
  }
}

for (const language of ['en', 'ar'] as const) {
  test(`${language} at 390 px: the returns policy in the shop settings shows its values (nothing saved here: other tests read them)`, async ({ page, request }) => {
    const s = textsOf(language).returns.settings;
    const reasons = textsOf(language).returns.reasons;
    await page.setViewportSize({ width: 390, height: 844 });
    await useToken(page, await adminToken(request));
    await page.goto(inLanguage(language, '/shopSettings'));
    const fields = page.getByTestId('return-policy-settings');
    await expect(fields.getByLabel(s.windowDays)).toHaveValue('14');
    const offered = fields.getByRole('group', { name: s.reasonsOffered });
    await expect(offered.getByRole('checkbox', { name: reasons.defective })).toBeChecked();
    const customerPays = fields.getByRole('group', { name: s.customerPays });
    await expect(customerPays.getByRole('checkbox', { name: reasons.defective })).not.toBeChecked();
    await expect(customerPays.getByRole('checkbox', { name: reasons.changed_mind })).toBeChecked();
    await expect(fields.getByRole('checkbox', { name: s.exchangeFree })).toBeChecked();
    await fields.scrollIntoViewIfNeeded();
    await shot(page, `returns-settings-${language}-390`);
    await expectNoSidewaysScroll(page);
  });
}
