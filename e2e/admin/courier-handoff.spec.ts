import { expect, test, type Page } from '@playwright/test';
import { e2eDataDir } from '../../playwright.config';
import { expectArabicPage } from '../support/arabic';
import { seriousAxeViolations, WCAG } from '../support/axe';
import { bostaAccepts, bostaRefuses } from '../support/bosta-control';
import { adminToken, useToken } from '../support/shop-session';
import { expectThumbSizedTargets } from '../support/targets';
import { confirmedOrder, loadBostaDistricts, expectNoSidewaysScroll, inLanguage, shot, textsOf, type Language, type Placed } from './shipping-support';

// The Bosta stand-in (src/server/test-support/bosta-stand-in.ts) knows Cairo's Zamalek and Maadi
// (served) and Badr City (not served), and nothing in Port Said.
const ZAMALEK = { en: 'Zamalek, Cairo', ar: 'الزمالك، القاهرة' };
const MAADI = { en: 'Maadi, Cairo', ar: 'المعادي، القاهرة' };

async function expectPdf(page: Page, urlPart: string, click: () => Promise<void>) {
  const answer = page.waitForResponse((response) => response.url().includes(urlPart));
  const tab = page.waitForEvent('popup');
  await click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await (await tab).close();
}

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  for (const width of [390, 1280]) {
    test(`${language} at ${width} px: the desk hands orders to Bosta after the district review, retries a failure, prints airway bills, and the detail shows the shipment`, async ({ page, request }) => {
      // Four orders, a review, two sends, two PDFs and axe scans: longer than a minute on two busy cores.
      test.setTimeout(150_000);
      const t = textsOf(language);
      const s = t.deskShipping;
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const token = await adminToken(request);
      await loadBostaDistricts(request, token);
      const lastName = `Courier${Date.now()}${language}${width}`;
      const zamalek = await confirmedOrder(request, token, { lastName, city: 'Zamalek', governorate: 'Cairo' });
      const badr = await confirmedOrder(request, token, { lastName, city: 'Badr City', governorate: 'Cairo' });
      // A city text of its own: the desk's choice for a city text is remembered for the next orders.
      const portSaidCity = `El Arab ${lastName}`;
      const portSaid = await confirmedOrder(request, token, { lastName, city: portSaidCity, governorate: 'Port Said' });
      const refused = await confirmedOrder(request, token, { lastName, city: 'Zamalek', governorate: 'Cairo' });
      await bostaRefuses(e2eDataDir, refused.orderNumber, 'Receiver phone number is invalid');

      await useToken(page, token);
      await page.goto(inLanguage(language, `/ordersManagement?q=${lastName}`));
      for (const order of [zamalek, badr, portSaid, refused]) await page.getByRole('checkbox', { name: t.desk.selectOrder(order.orderNumber) }).check();
      await page.getByRole('button', { name: s.sendToBosta }).click();

      // The review: each address's proposed district, the one Bosta does not serve, the one without a match.
      const dialog = page.getByRole('dialog', { name: s.reviewTitle(t.courier.couriers.bosta, 4) });
      const line = (order: Placed) => dialog.getByTestId('handoff-order').filter({ hasText: `#${order.orderNumber}` });
      await expect(line(zamalek).getByTestId('handoff-district')).toHaveText(ZAMALEK[language]);
      await expect(line(zamalek).getByTestId('handoff-problem')).toHaveCount(0);
      await expect(line(badr).getByTestId('handoff-problem')).toHaveText(s.notServed);
      await expect(line(portSaid).getByTestId('handoff-problem')).toHaveText(s.noMatch);
      await expect(dialog.getByRole('button', { name: s.send(2) })).toBeEnabled();
      // Bosta's list read again on demand (the stand-in's three cities and eleven districts).
      await dialog.getByRole('button', { name: s.refreshDistricts }).click();
      await expect(dialog.getByRole('status')).toHaveText(t.courier.districtsRefreshed(3, 11));
      await expect(line(zamalek).getByTestId('handoff-district')).toHaveText(ZAMALEK[language]);
      expect(await seriousAxeViolations(page, `hand-off review ${language} ${width}`, WCAG)).toEqual([]);
      await shot(page, `handoff-review-${language}-${width}`);

      // The desk chooses Port Said's district by search.
      await line(portSaid).getByRole('button', { name: s.changeDistrict(portSaid.orderNumber) }).click();
      await line(portSaid).getByRole('searchbox', { name: s.searchDistricts }).fill(language === 'ar' ? 'المعادي' : 'Maadi');
      await line(portSaid).getByRole('button', { name: `${s.choose}: ${MAADI[language]}` }).click();
      await expect(line(portSaid).getByTestId('handoff-district')).toHaveText(MAADI[language]);
      await expect(line(portSaid).getByTestId('handoff-problem')).toHaveCount(0);
      if (width === 390) {
        await expectNoSidewaysScroll(page);
        // The review's district search, its choices and buttons are a thumb's size.
        await expectThumbSizedTargets(page);
      }

      // Three go (Badr City is held back); Bosta refuses one, the retry sends it, nothing twice.
      await dialog.getByRole('button', { name: s.send(3) }).click();
      const results = dialog.getByTestId('handoff-results');
      await expect(results.getByText(s.results(2, 1))).toBeVisible();
      const result = (order: Placed) => results.getByTestId('handoff-result').filter({ hasText: `#${order.orderNumber}` });
      await expect(result(zamalek)).toHaveAttribute('data-ok', 'true');
      await expect(result(portSaid)).toHaveAttribute('data-ok', 'true');
      await expect(result(refused)).toHaveAttribute('data-ok', 'false');
      await expect(result(refused)).toContainText('Receiver phone number is invalid');
      await expect(result(badr)).toContainText(s.notServed);
      await shot(page, `handoff-results-${language}-${width}`);
      await bostaAccepts(e2eDataDir, refused.orderNumber);
      await dialog.getByRole('button', { name: s.retry(1) }).click();
      await expect(results.getByText(s.results(3, 0))).toBeVisible();
      await expect(result(refused)).toHaveAttribute('data-ok', 'true');
      const trackingNumber = ((await result(zamalek).textContent()) ?? '').match(/\d{6,}/)?.[0];
      expect(trackingNumber).toBeTruthy();
      await dialog.getByRole('button', { name: s.close }).click();
      await expect(dialog).toBeHidden();

      // The rows show the courier's state and the tracking numbers; Badr City has none.
      const summaries = page.locator('[data-testid="shipment-summary"]:visible');
      await expect(summaries).toHaveCount(3);
      await expect(summaries.filter({ hasText: trackingNumber! })).toContainText(`${t.courier.couriers.bosta}: ${t.courier.states.created}`);
      if (language === 'ar') await expectArabicPage(page, { orderLines: true });
      await shot(page, `desk-shipments-${language}-${width}`);

      // Airway bills for the selection, one PDF.
      for (const order of [zamalek, refused]) await page.getByRole('checkbox', { name: t.desk.selectOrder(order.orderNumber) }).check();
      await expectPdf(page, '/api/admin/shipments/airway-bills', () => page.getByRole('button', { name: s.printAirwayBills }).click());

      // The detail: the shipment, its tracking link and cash, its own airway bill.
      await page.goto(inLanguage(language, `/ordersManagement/${zamalek._id}`));
      const panel = page.getByTestId('shipment-panel');
      await expect(panel.getByTestId('tracking-number')).toHaveText(trackingNumber!);
      await expect(panel.getByRole('link', { name: s.track })).toHaveAttribute('href', new RegExp(`bosta\\.co/.*${trackingNumber}`));
      await expect(panel).toContainText(s.notCollected);
      await expectPdf(page, `/api/admin/shipments/${zamalek._id}/airway-bill`, () => panel.getByRole('button', { name: s.printAirwayBill }).click());
      if (language === 'ar') await expectArabicPage(page, { orderLines: true });
      else expect(await seriousAxeViolations(page, `detail ${width}`, WCAG)).toEqual([]);
      if (width === 390) {
        await expectNoSidewaysScroll(page);
        await expectThumbSizedTargets(page);
      }
      await shot(page, `detail-bosta-${language}-${width}`);

      // Badr City's detail offers the hand-off of one order.
      await page.goto(inLanguage(language, `/ordersManagement/${badr._id}`));
      await page.getByTestId('shipment-panel').getByRole('button', { name: s.sendToBosta }).click();
      const one = page.getByRole('dialog', { name: s.reviewTitle(t.courier.couriers.bosta, 1) });
      await expect(one.getByTestId('handoff-problem')).toHaveText(s.notServed);
      await expect(one.getByRole('button', { name: s.send(0) })).toBeDisabled();
      await shot(page, `detail-handoff-${language}-${width}`);

      // The district chosen for Port Said's city text is proposed for the next order to it.
      const next = await confirmedOrder(request, token, { lastName, city: portSaidCity, governorate: 'Port Said' });
      await page.goto(inLanguage(language, `/ordersManagement/${next._id}`));
      await page.getByTestId('shipment-panel').getByRole('button', { name: s.sendToBosta }).click();
      await expect(page.getByRole('dialog').getByTestId('handoff-district')).toHaveText(MAADI[language]);
      await expect(page.getByRole('dialog').getByRole('button', { name: s.send(1) })).toBeEnabled();
    });
  }
}
