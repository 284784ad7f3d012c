/**
 * The order desk's confirmation (issue 34), at 390 and 1280 px, in English and Arabic: the
 * awaiting count and filter (in the address), the state and risk badges on every row, a
 * one-click confirm, a bulk decline with its outcome, and the detail's record and block.
 */
import { expect, test, type Page } from '@playwright/test';
import { english } from '../../src/shared/messages';
import { arabicMessages } from '../../src/shared/messages-ar';
import { seriousAxeViolations, WCAG_AND_BEST_PRACTICE } from '../support/axe';
import { expectArabicPage } from '../support/arabic';
import { adminToken, useToken } from '../support/shop-session';
import { checkout, deskOrder, placeOrder, refusedOrder, uniquePhone } from './confirmation-support';

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

for (const language of ['en', 'ar'] as const) {
  for (const width of [390, 1280]) {
    const t = language === 'ar' ? arabicMessages : english;
    const c = t.deskConfirmation;
    const prefix = language === 'ar' ? '/ar' : '';

    test(`the desk filters awaiting orders, badges their risk, confirms one and declines the rest (${language}, ${width} px)`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const token = await adminToken(request);
      const customer = { lastName: `Confirm${language}${width}${Date.now()}`, phone: uniquePhone() };
      const refused = await refusedOrder(request, token, customer);
      const first = await placeOrder(request, customer);
      const second = await placeOrder(request, customer);
      await useToken(page, token);

      await page.goto(`${prefix}/ordersManagement?q=${customer.lastName}`);
      const awaitingToggle = page.getByRole('button', { name: c.awaitingTab(2) });
      await expect(awaitingToggle).toHaveAttribute('aria-pressed', 'false');
      await awaitingToggle.click();
      await expect(page).toHaveURL(/confirmation=awaiting/);
      await expect(awaitingToggle).toHaveAttribute('aria-pressed', 'true');

      // Rows on a desktop, cards on a phone: both carry the two badges.
      const rows = width === 390 ? page.getByTestId('desk-confirmation') : page.getByTestId('desk-row');
      await expect(rows).toHaveCount(2);
      for (const index of [0, 1]) {
        await expect(rows.nth(index).getByTestId('confirmation-badge')).toHaveText(c.states.awaiting);
        const risk = rows.nth(index).getByTestId('risk-badge');
        await expect(risk).toContainText(c.risk(1, 3));
        await expect(risk).toHaveAttribute('data-refused', '1');
        await expect(risk).toHaveClass(/bg-red-600/);
      }

      // The other states from the filter: the refused order was confirmed before it shipped.
      await page.getByRole('combobox', { name: c.filter }).selectOption('confirmed');
      await expect(page).toHaveURL(/confirmation=confirmed/);
      await expect(rows).toHaveCount(1);
      await expect(rows.first().getByTestId('confirmation-badge')).toHaveText(c.states.confirmed);
      await expect(rows.first()).toContainText(c.by.staff);
      await page.getByRole('combobox', { name: c.filter }).selectOption('awaiting');
      await expect(rows).toHaveCount(2);
      await noSidewaysScroll(page);
      if (language === 'ar') await expectArabicPage(page, { orderLines: true });
      else expect(await seriousAxeViolations(page, 'desk', WCAG_AND_BEST_PRACTICE)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`desk-awaiting-${language}-${width}.png`), fullPage: true });

      // One click confirms the first order: it leaves the awaiting list.
      await page.getByRole('button', { name: c.confirmOrder(first.orderNumber) }).click();
      await expect(rows).toHaveCount(1);
      // Focus left with the buttons; it lands on the order now in its place (the next call to make), not on nothing.
      await expect(page.locator(`[data-confirmation-of="${second._id}"]`).filter({ visible: true })).toBeFocused();
      await expect(page.getByRole('button', { name: c.awaitingTab(1) })).toBeVisible();
      expect(await deskOrder(request, token, first._id)).toMatchObject({ status: 'placed', confirmation: { state: 'confirmed', by: 'staff' } });

      // The selection declines the other; the bar says how it went.
      await page.getByRole('checkbox', { name: t.desk.selectOrder(second.orderNumber) }).check();
      await page.getByRole('button', { name: c.declineSelected }).click();
      await expect(page.getByTestId('confirmation-result')).toContainText(c.declined(1, 0));
      await expect(rows).toHaveCount(0);
      expect(await deskOrder(request, token, second._id)).toMatchObject({ status: 'cancelled', confirmation: { state: 'declined', by: 'staff' } });
      expect(await deskOrder(request, token, refused._id)).toMatchObject({ status: 'cancelled', confirmation: { state: 'confirmed' } });
      await noSidewaysScroll(page);
    });

    test(`the order detail shows the confirmation and the customer's record, and blocks the customer (${language}, ${width} px)`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const token = await adminToken(request);
      const customer = { lastName: `Record${language}${width}${Date.now()}`, phone: uniquePhone() };
      await refusedOrder(request, token, customer);
      const order = await placeOrder(request, customer);
      await useToken(page, token);
      await page.goto(`${prefix}/ordersManagement/${order._id}`);

      const panel = page.getByTestId('confirmation-panel');
      await expect(panel.getByTestId('confirmation-badge')).toHaveText(c.states.awaiting);
      await expect(panel.getByRole('button', { name: c.confirmOrder(order.orderNumber) })).toBeVisible();
      // The prefilled WhatsApp message carries the order's confirmation link.
      const whatsApp = await page.getByRole('link', { name: t.desk.whatsApp }).getAttribute('href');
      expect(decodeURIComponent(whatsApp!.split('text=')[1]!)).toMatch(/https?:\/\/[^ ]+\/confirm\/[A-Za-z0-9_-]+/);

      const record = page.getByTestId('customer-counts');
      await expect(record).toContainText(c.refused);
      await expect(record.getByRole('definition').nth(0)).toHaveText('2');
      await expect(record.getByRole('definition').nth(2)).toHaveText('1');
      await noSidewaysScroll(page);
      if (language === 'ar') await expectArabicPage(page, { orderLines: true });
      else expect(await seriousAxeViolations(page, 'order detail', WCAG_AND_BEST_PRACTICE)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`detail-${language}-${width}.png`), fullPage: true });

      await page.getByRole('button', { name: c.block }).click();
      const dialog = page.getByRole('dialog', { name: c.blockTitle });
      await dialog.getByLabel(c.blockReason).fill('Refused at the door');
      if (width === 390) await page.screenshot({ path: test.info().outputPath(`block-dialog-${language}-${width}.png`) });
      await dialog.getByRole('button', { name: c.blockSave }).click();
      await expect(page.getByTestId('customer-blocked')).toContainText(c.blockedReason('Refused at the door'));

      // The blocked phone, written another way, cannot check out: 403 with the WhatsApp advice.
      const spaced = `+20 ${customer.phone.slice(1, 4)} ${customer.phone.slice(4, 7)} ${customer.phone.slice(7)}`;
      const refusedCheckout = await checkout(request, { lastName: customer.lastName, phone: spaced, language });
      expect(refusedCheckout.status).toBe(403);
      expect(refusedCheckout.body.message).toContain(language === 'ar' ? 'واتساب' : 'WhatsApp');

      // Confirmed by phone from the detail: the panel says who and when.
      await panel.getByRole('button', { name: c.confirmOrder(order.orderNumber) }).click();
      await expect(panel.getByTestId('confirmation-badge')).toHaveText(c.states.confirmed);
      await expect(panel).toContainText(c.by.staff);
      // The buttons are gone; focus is on the panel's heading, not on nothing.
      await expect(panel.getByRole('heading', { name: c.heading })).toBeFocused();
      // The shop's own history note is worded in the page's language (its code, not its stored English).
      const history = page.getByTestId('order-history');
      await expect(history).toContainText(t.confirmation.notes.confirmedBy.staff);
      if (language === 'ar') await expect(history).not.toContainText(english.confirmation.notes.confirmedBy.staff);
    });
  }
}

for (const [language, width] of [
  ['en', 1280],
  ['ar', 390],
] as const) {
  test(`a bulk confirm answers each order on its own and lists the ones that failed (${language}, ${width} px)`, async ({ page, request }) => {
    const t = language === 'ar' ? arabicMessages : english;
    const c = t.deskConfirmation;
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const token = await adminToken(request);
    const customer = { lastName: `Bulk${language}${width}${Date.now()}`, phone: uniquePhone() };
    const refused = await refusedOrder(request, token, customer);
    const awaiting = [await placeOrder(request, customer), await placeOrder(request, customer)];
    await useToken(page, token);
    await page.goto(`${language === 'ar' ? '/ar' : ''}/ordersManagement?q=${customer.lastName}`);
    for (const order of [refused, ...awaiting]) await page.getByRole('checkbox', { name: t.desk.selectOrder(order.orderNumber) }).check();
    await page.getByRole('button', { name: c.confirmSelected }).click();
    const result = page.getByTestId('confirmation-result');
    await expect(result).toContainText(c.confirmed(2, 1));
    // The buttons left with the selection: focus is on the outcome, not lost to the page body.
    await expect(result).toBeFocused();
    // The refused order had moved on: named by its number, with the server's reason.
    await expect(result.getByRole('listitem')).toHaveCount(1);
    await expect(result.getByRole('listitem')).toContainText(`#${refused.orderNumber}`);
    for (const order of awaiting) expect(await deskOrder(request, token, order._id)).toMatchObject({ status: 'placed', confirmation: { state: 'confirmed', by: 'staff' } });
    await page.screenshot({ path: test.info().outputPath(`bulk-result-${language}-${width}.png`) });
  });
}

type Figures = { confirmationRate: number | null };
type Cash = { refusedShare: number | null; shippingLostLast30Days: number };
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

for (const [language, width] of [
  ['en', 1280],
  ['ar', 390],
] as const) {
  test(`the dashboard shows this month's confirmation rate, and the refusals once over the last 30 days, matching the server (${language}, ${width} px)`, async ({ page, request }) => {
    const texts = language === 'ar' ? arabicMessages : english;
    const t = texts.deskConfirmation;
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const token = await adminToken(request);
    await refusedOrder(request, token, { lastName: `Figures${Date.now()}`, phone: uniquePhone() });
    await useToken(page, token);
    await page.goto(`${language === 'ar' ? '/ar' : ''}/dashboard`);
    await expect(page.getByRole('heading', { name: t.figuresHeading })).toBeVisible();
    const card = (testId: string, label: string) => page.getByTestId(testId).filter({ has: page.getByRole('heading', { name: label }) });
    const get = async <T>(path: string) => (await (await request.get(path, { headers: { authorization: token } })).json()) as T;
    // Other files change orders meanwhile: the cards are compared with a fresh answer.
    await expect(async () => {
      await page.reload();
      const { confirmation } = await get<{ confirmation: Figures }>('/api/admin/dashboard/confirmation');
      const { cash } = await get<{ cash: Cash }>('/api/admin/dashboard/cash');
      expect(cash.refusedShare).toBeGreaterThan(0);
      expect(cash.shippingLostLast30Days).toBeGreaterThan(0);
      const rate = (value: number | null) => (value === null ? '–' : percent.format(value));
      await expect(card('confirmation-card', t.confirmationRate)).toContainText(rate(confirmation.confirmationRate), { timeout: 2000 });
      // The refusals: the rate in the cash cards, the shipping they cost in the courier cards, both over the last 30 days.
      await expect(card('cash-card', texts.dashboard.refusedShare)).toContainText(rate(cash.refusedShare), { timeout: 2000 });
      await expect(card('courier-cash-card', texts.courierCash.lostToRefusals)).toContainText(
        new Intl.NumberFormat('en-US').format(cash.shippingLostLast30Days),
        { timeout: 2000 },
      );
    }).toPass({ timeout: 20_000 });
    // Once each on the page: no second rate or loss over another window.
    await expect(page.getByTestId('confirmation-card')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: texts.dashboard.refusedShare })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: texts.courierCash.lostToRefusals })).toHaveCount(1);
    if (language === 'ar') await expectArabicPage(page);
    await page.screenshot({ path: test.info().outputPath(`dashboard-confirmation-${language}-${width}.png`), fullPage: true });
  });
}
