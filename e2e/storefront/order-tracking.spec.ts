import { expect, test } from '@playwright/test';
import { e2eDataDir } from '../../playwright.config';
import { confirmedOrder, loadBostaDistricts, expectNoSidewaysScroll, handOff, inLanguage, shot, textsOf, type Language } from '../admin/shipping-support';
import { expectArabicPage } from '../support/arabic';
import { seriousAxeViolations, WCAG } from '../support/axe';
import { BOSTA_STATE, bostaEvent } from '../support/bosta-control';
import { adminToken, signInThroughApi, uniqueEmail, useToken } from '../support/shop-session';

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  for (const width of [390, 1280]) {
    test(`${language} at ${width} px: my orders shows the Bosta tracking number and a link to track the parcel`, async ({ page, request }) => {
      const t = textsOf(language);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const email = uniqueEmail('tracking');
      const customer = await signInThroughApi(request, email);
      const admin = await adminToken(request);
      await loadBostaDistricts(request, admin);
      const waiting = await confirmedOrder(request, admin, { lastName: 'Tracked', city: 'Dokki', governorate: 'Giza', token: customer, email });
      const shipped = await confirmedOrder(request, admin, { lastName: 'Tracked', city: 'Zamalek', governorate: 'Cairo', token: customer, email });
      const [handed] = await handOff(request, admin, [shipped._id], 'bosta');
      expect((await bostaEvent(e2eDataDir, shipped.orderNumber, BOSTA_STATE.pickedUp)).shop.status).toBe(200);

      await useToken(page, customer);
      // The welcome offer would cover the orders on the screenshots.
      await page.evaluate("localStorage.setItem('offerPopupSeen', 'true')");
      await page.goto(inLanguage(language, '/my-orders'));
      const card = (orderNumber: number) => page.getByTestId('order-card').filter({ hasText: `#${orderNumber}` });
      const tracking = card(shipped.orderNumber).getByTestId('order-tracking');
      await expect(tracking).toContainText(t.tracking.shippedWith(t.courier.couriers.bosta));
      await expect(tracking).toContainText(handed!.trackingNumber!);
      await expect(tracking.getByRole('link', { name: t.tracking.track })).toHaveAttribute('href', new RegExp(`bosta\\.co/.*${handed!.trackingNumber}`));
      // Picked up by Bosta: the order is on its way.
      await expect(card(shipped.orderNumber).locator('[data-status="shipped"]').first()).toBeVisible();
      // Not handed to a courier yet: nothing to track.
      await expect(card(waiting.orderNumber).getByTestId('order-tracking')).toHaveCount(0);

      if (language === 'ar') await expectArabicPage(page, { orderLines: true });
      else expect(await seriousAxeViolations(page, `my orders ${width}`, WCAG)).toEqual([]);
      if (width === 390) await expectNoSidewaysScroll(page);
      await shot(page, `my-orders-tracking-${language}-${width}`);
    });
  }
}
