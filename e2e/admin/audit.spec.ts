/**
 * The audit log (issue 37), at 390 and 1280 px in English and Arabic: a change to an order shows
 * on the order's own page with who, before and after, its one line in the page's language
 * (worded by the server from the entry's code); the Audit screen filters to it.
 */
import { expect, test } from '@playwright/test';
import { paths } from '../../src/client/paths';
import { wordAuditSummary } from '../../src/shared/audit-summaries';
import { english } from '../../src/shared/messages';
import { arabicMessages } from '../../src/shared/messages-ar';
import { expectArabicPage } from '../support/arabic';
import { seriousAxeViolations, WCAG_AND_BEST_PRACTICE } from '../support/axe';
import { adminToken, useToken } from '../support/shop-session';
import { checkout, uniquePhone } from './confirmation-support';
import { expectNoOverflow, memberSignedIn, viewport } from './team-support';

for (const language of ['en', 'ar'] as const) {
  const t = language === 'ar' ? arabicMessages : english;
  const m = t.team.audit;
  const prefix = language === 'ar' ? '/ar' : '';
  for (const width of [390, 1280]) {
    test(`an order's change shows on its page and in the Audit screen (${language}, ${width} px)`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const placed = await checkout(request, { lastName: 'Audited', phone: uniquePhone(), language });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const order = (placed.body as { results: { _id: string; orderNumber: number } }).results;
      // A manager changes it: the log names them and their role.
      const manager = await memberSignedIn(request, 'manager');
      const note = `Called back ${width}`;
      const changed = await request.patch(`/api/admin/orders/${order._id}`, { headers: { authorization: manager.token }, data: { status: 'placed', note } });
      expect(changed.status(), await changed.text()).toBe(200);

      await viewport(page, width);
      await useToken(page, await adminToken(request));
      await page.goto(`${prefix}${paths.orderDetail(order._id)}`);
      const trail = page.getByTestId('audit-trail');
      await expect(trail.getByRole('heading', { name: m.ownEntries })).toBeVisible();
      // The line in the page's language; the staff's note inside it stays as typed.
      const summary = wordAuditSummary(t, { code: 'order.changed', params: { orderNumber: order.orderNumber, from: 'pending', to: 'placed', note } });
      if (language === 'ar') {
        expect(summary).toBe(`الطلب \u2068#${order.orderNumber}\u2069: من «قيد المراجعة» إلى «مؤكَّد»: ملاحظة «${note}»`);
      } else {
        expect(summary).toBe(`Order #${order.orderNumber}: pending → placed: note "${note}"`);
      }
      const entry = trail.getByRole('listitem').filter({ hasText: summary });
      await expect(entry).toContainText(manager.email);
      await expect(entry).toContainText(t.team.roles.manager);
      await expect(entry.getByLabel(`${m.after}: ${note}`)).toBeVisible();
      await expectNoOverflow(page);
      await page.screenshot({ path: test.info().outputPath(`order-audit-${language}-${width}.png`), fullPage: true });

      await page.goto(`${prefix}${paths.audit}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.title);
      // On a phone the filters wait behind their button, so the entries come first.
      if (width === 390) {
        await expect(page.getByLabel(m.entity, { exact: true })).toBeHidden();
        await page.getByRole('button', { name: m.showFilters }).click();
      }
      await page.getByLabel(m.entity, { exact: true }).selectOption('order');
      await page.getByLabel(m.entityId, { exact: true }).fill(order._id);
      await page.getByRole('button', { name: m.apply, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`entityId=${order._id}`));
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
      await expect(page.getByRole('main').getByRole('listitem')).toContainText(`${manager.email}`);
      await expect(page.getByRole('main').getByRole('listitem')).toContainText(summary);
      await expect(page.getByRole('main').getByRole('listitem')).toContainText('order.update');
      await expectNoOverflow(page);
      if (language === 'ar') await expectArabicPage(page);
      else expect(await seriousAxeViolations(page, 'audit', WCAG_AND_BEST_PRACTICE)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`audit-${language}-${width}.png`), fullPage: true });

      // A fulfilment member sees neither the log nor an order's entries.
      const packer = await memberSignedIn(request, 'fulfilment');
      expect((await request.get('/api/admin/audit', { headers: { authorization: packer.token } })).status()).toBe(403);
      await useToken(page, packer.token);
      await page.goto(`${prefix}${paths.orderDetail(order._id)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('audit-trail')).toHaveCount(0);
    });
  }
}
