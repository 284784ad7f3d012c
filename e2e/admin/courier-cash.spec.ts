import { expect, test, type Locator } from '@playwright/test';
import { e2eDataDir } from '../../playwright.config';
import { formatDate, formatLE, toPiastres, toPounds } from '../../src/shared/money';
import { expectArabicPage } from '../support/arabic';
import { seriousAxeViolations, WCAG } from '../support/axe';
import { BOSTA_STATE, bostaEvent } from '../support/bosta-control';
import { adminToken, useToken } from '../support/shop-session';
import { expectThumbSizedTargets } from '../support/targets';
import { confirmedOrder, loadBostaDistricts, expectNoSidewaysScroll, handOff, inLanguage, shot, textsOf, type Language, type Placed } from './shipping-support';

// Every test here settles cash, and the Cash page lists every courier's unsettled orders: one at a time.
test.describe.configure({ mode: 'serial' });

/** Chooses exactly these orders in a courier's list (other tests' orders may be there too). */
async function chooseOnly(card: Locator, label: (orderNumber: number) => string, orders: Placed[]) {
  const wanted = new Set(orders.map((order) => label(order.orderNumber)));
  for (const box of await card.getByRole('checkbox').all()) {
    await box.setChecked(wanted.has((await box.getAttribute('aria-label')) ?? ''));
  }
}

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  for (const width of [390, 1280]) {
    test(`${language} at ${width} px: own delivery recorded by hand, the dashboard's split cash, and settlements on the Cash page with a difference flagged`, async ({ page, request }) => {
      test.setTimeout(150_000);
      const t = textsOf(language);
      const s = t.deskShipping;
      const c = t.courierCash;
      const le = (pounds: number) => formatLE(toPiastres(pounds), t);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const token = await adminToken(request);
      await loadBostaDistricts(request, token);
      const lastName = `Cash${Date.now()}${language}${width}`;

      // Two Bosta parcels delivered (Bosta's events through the shop's webhook), one with the shop's rider.
      const bosta = [await confirmedOrder(request, token, { lastName, city: 'Zamalek', governorate: 'Cairo' }), await confirmedOrder(request, token, { lastName, city: 'Zamalek', governorate: 'Cairo' })];
      await handOff(request, token, bosta.map((order) => order._id), 'bosta');
      for (const order of bosta) expect((await bostaEvent(e2eDataDir, order.orderNumber, BOSTA_STATE.delivered)).shop.status).toBe(200);
      const own = await confirmedOrder(request, token, { lastName, city: 'Maadi', governorate: 'Cairo' });

      // The shop's own rider takes it: handed over from the order's detail, each step recorded there.
      await useToken(page, token);
      await page.goto(inLanguage(language, `/ordersManagement/${own._id}`));
      const panel = page.getByTestId('shipment-panel');
      await panel.getByRole('button', { name: s.ownDelivery }).click();
      const dialog = page.getByRole('dialog', { name: s.reviewTitle(t.courier.couriers.own, 1) });
      await dialog.getByRole('button', { name: s.send(1) }).click();
      await expect(dialog.getByText(s.results(1, 0))).toBeVisible();
      await dialog.getByRole('button', { name: s.close }).click();
      const state = panel.getByTestId('shipment-state');
      await expect(state).toHaveText(`${t.courier.couriers.own}: ${t.courier.states.created}`);
      await shot(page, `detail-own-${language}-${width}`);
      await panel.getByRole('radio', { name: s.recordPickedUp }).check();
      await panel.getByRole('button', { name: s.save }).click();
      await expect(state).toHaveText(`${t.courier.couriers.own}: ${t.courier.states.picked_up}`);
      await expect(page.locator('h1 + [data-status="shipped"]')).toBeVisible();
      await panel.getByRole('radio', { name: s.recordException }).check();
      await panel.getByLabel(s.reason).fill('Customer not answering');
      await panel.getByRole('button', { name: s.save }).click();
      await expect(state).toHaveText(s.stateWithReason(`${t.courier.couriers.own}: ${t.courier.states.exception}`, 'Customer not answering'));
      await shot(page, `detail-own-exception-${language}-${width}`);
      await panel.getByRole('radio', { name: s.recordDelivered }).check();
      await panel.getByLabel(s.cashCollectedLe).fill('350');
      await panel.getByRole('button', { name: s.save }).click();
      await expect(state).toHaveText(`${t.courier.couriers.own}: ${t.courier.states.delivered}`);
      await expect(panel).toContainText(le(350));
      await expect(panel.getByRole('link', { name: s.notSettled })).toHaveAttribute('href', inLanguage(language, '/courierCash'));
      await expect(page.locator('h1 + [data-status="delivered"]')).toBeVisible();
      // The order's change log names the shipment's states as the desk does, not by their stored words.
      const trail = page.getByTestId('audit-trail');
      await expect(trail.getByLabel(`${t.team.audit.after}: ${t.courier.states.delivered}`)).toBeVisible();
      await expect(trail).not.toContainText('picked_up');

      // The dashboard's cash cards, split.
      await page.goto(inLanguage(language, '/dashboard'));
      const cards = page.getByTestId('courier-cash-card');
      await expect(cards).toHaveCount(3);
      await expect(cards.nth(0)).toContainText(c.withCourier);
      await expect(cards.nth(1)).toContainText(c.settledThisMonth);
      await expect(cards.nth(2)).toContainText(c.lostToRefusals);
      await expect(page.getByText(t.dashboard.loading)).toHaveCount(0);
      await expect(cards.nth(0).locator('p').first()).not.toHaveText(le(0));
      await shot(page, `dashboard-cash-${language}-${width}`);

      // The Cash page, from the admin's navigation.
      await page.getByRole('link', { name: c.navLabel }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
      const bostaCard = page.locator('[data-testid="unsettled-courier"][data-courier="bosta"]');
      const ownCard = page.locator('[data-testid="unsettled-courier"][data-courier="own"]');
      await expect(bostaCard.getByRole('link', { name: `#${bosta[0]!.orderNumber}` })).toBeVisible();
      await expect(ownCard.getByRole('link', { name: `#${own.orderNumber}` })).toBeVisible();
      if (language === 'ar') await expectArabicPage(page);
      else expect(await seriousAxeViolations(page, `cash ${width}`, WCAG)).toEqual([]);
      if (width === 390) {
        await expectNoSidewaysScroll(page);
        // Each order's box, link and the settle form are a thumb's size.
        await expectThumbSizedTargets(page);
      }
      await shot(page, `cash-${language}-${width}`);

      // Bosta paid 10 LE short for the two parcels (cash on delivery: each order's total).
      const expected = toPounds(bosta.reduce((sum, order) => sum + toPiastres(order.totalPrice), 0));
      await chooseOnly(bostaCard, c.selectOrder, bosta);
      await expect(bostaCard.getByTestId('settlement-selection')).toHaveText(c.selection(2, le(expected)));
      await expect(bostaCard.getByLabel(c.amount)).toHaveValue(String(expected));
      await bostaCard.getByLabel(c.amount).fill(String(expected - 10));
      const shortReference = `BOSTA-${lastName}`;
      await bostaCard.getByLabel(c.reference).fill(shortReference);
      await bostaCard.getByRole('button', { name: c.save }).click();
      const short = page.getByTestId('settlement').filter({ hasText: shortReference });
      await expect(short).toHaveAttribute('data-differs', 'true');
      await expect(short).toContainText(c.differs(le(10), true));
      await expect(page.getByRole('link', { name: `#${bosta[0]!.orderNumber}` })).toHaveCount(0);

      // The rider's cash, settled in full.
      await chooseOnly(ownCard, c.selectOrder, [own]);
      await expect(ownCard.getByLabel(c.amount)).toHaveValue('350');
      const ownReference = `RIDER-${lastName}`;
      await ownCard.getByLabel(c.reference).fill(ownReference);
      await ownCard.getByRole('button', { name: c.save }).click();
      const full = page.getByTestId('settlement').filter({ hasText: ownReference });
      await expect(full).toHaveAttribute('data-differs', 'false');
      await expect(full).toContainText(c.matches);
      await expect(page.getByRole('link', { name: `#${own.orderNumber}` })).toHaveCount(0);
      await shot(page, `cash-settled-${language}-${width}`);

      // The order's detail says its cash was settled.
      await page.goto(inLanguage(language, `/ordersManagement/${own._id}`));
      await expect(page.getByTestId('shipment-settlement')).toHaveText(s.settledOn(formatDate(new Date(), t)));
    });
  }
}
