/**
 * A Bosta exchange booked with its amount (decision 032-return-pickup-booked-mail): Bosta documents
 * no call to change a booked delivery's COD, so the Returns screen offers no field to change the
 * charge and says what to do instead, in the page's language, at 390 and 1280 px.
 */
import { expect, test } from '@playwright/test';
import { bostaExchangeCodPiastres } from '../../src/shared/returns';
import { formatLE, toPiastres } from '../../src/shared/money';
import { seriousAxeViolations, WCAG } from '../support/axe';
import { askReturn, deliveredOrder, expectNoSidewaysScroll, inLanguage, shot, textsOf } from '../support/returns';
import { adminToken, signInThroughApi, uniqueEmail, useToken } from '../support/shop-session';

for (const language of ['en', 'ar'] as const) {
  for (const width of [390, 1280]) {
    test(`${language} at ${width} px: a booked Bosta exchange's charge is not editable, and the screen says what to do instead`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const t = textsOf(language);
      const a = t.returns.admin;
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const admin = await adminToken(request);
      const email = uniqueEmail(`returns-bosta-${language}-${width}`);
      const token = await signInThroughApi(request, email);
      const order = await deliveredOrder(request, admin, { token, email, lastName: `BostaExchange${Date.now()}`, language }, { viaBosta: true });
      const asked = await askReturn(request, token, order, { reason: 'wrong_size', exchangeSize: order.piece.otherSize });
      const approved = await request.patch(`/api/admin/returns/${asked._id}`, { headers: { authorization: admin }, data: { state: 'approved', exchangeCharge: 45.5 } });
      expect(approved.status(), await approved.text()).toBe(200);
      const results = ((await approved.json()) as { results: { customerShipping: number; pickup: { by: string; bostaType: number; trackingNumber: string } } }).results;
      expect(results.pickup).toMatchObject({ by: 'bosta', bostaType: 30 });
      const tracking = results.pickup.trackingNumber;
      const le = (piastres: number) => formatLE(piastres, t);
      const expected = t.returns.api.exchangeChargeAtBosta(tracking, le(bostaExchangeCodPiastres(toPiastres(results.customerShipping), 4550)), le(4550));

      await useToken(page, admin);
      await page.goto(inLanguage(language, `/returnsManagement/${asked._id}`));
      const detail = page.getByTestId('return-detail');
      await expect(detail).toHaveAttribute('data-state', 'approved');
      await expect(detail.getByTestId('exchange-charge')).toHaveText(a.exchangeChargeShown(le(4550)));
      await expect(detail.getByRole('form', { name: a.exchangeCharge })).toHaveCount(0);
      await expect(detail.getByTestId('exchange-charge-at-bosta')).toHaveText(expected);
      await shot(page, `returns-bosta-exchange-${language}-${width}`);
      expect(await seriousAxeViolations(page, 'the booked Bosta exchange', WCAG)).toEqual([]);
      await expectNoSidewaysScroll(page);

      // The API refuses the same way, in the staff's language.
      const edit = await request.patch(`/api/admin/returns/${asked._id}`, { headers: { authorization: admin, 'accept-language': language }, data: { state: 'approved', exchangeCharge: 10 } });
      expect(edit.status()).toBe(409);
      expect(((await edit.json()) as { message: string }).message).toBe(expected);
    });
  }
}
