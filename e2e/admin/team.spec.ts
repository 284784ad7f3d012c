/**
 * The team (issue 37), at 390 and 1280 px in English and Arabic: an owner adds a person, who is
 * told by mail, changes their role and removes them; a fulfilment member's admin shows only
 * its screens (the rest in neither the sidebar nor the phone's bar and its "More" sheet) and a
 * screen of another role says so.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminLinks } from '../../src/client/admin-links';
import { paths } from '../../src/client/paths';
import { english } from '../../src/shared/messages';
import { arabicMessages } from '../../src/shared/messages-ar';
import { mayUse } from '../../src/shared/roles';
import { expectArabicPage } from '../support/arabic';
import { seriousAxeViolations, WCAG_AND_BEST_PRACTICE } from '../support/axe';
import { waitForMail } from '../support/mail';
import { adminToken, uniqueEmail, useToken } from '../support/shop-session';
import { expectNoOverflow, memberSignedIn, viewport } from './team-support';

/** The admin links a page shows: the sidebar's at 1280 px; the bar's and its More sheet's at 390 px. */
async function shownLinks(page: Page, width: number, nav: string, moreLabel: string): Promise<string[]> {
  const navigation = page.getByRole('navigation', { name: nav });
  // The links come with the role (one call after the page): all at once.
  await expect(navigation.getByRole('link').first()).toBeVisible();
  if (width > 500) return navigation.getByRole('link').evaluateAll((links) => links.map((link) => link.textContent!.trim()));
  const onBar = await navigation.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')!));
  const more = navigation.getByRole('button', { name: moreLabel });
  if ((await more.count()) === 0) return onBar;
  await more.click();
  const sheet = page.getByRole('dialog', { name: moreLabel });
  const inSheet = await sheet.getByRole('link').evaluateAll((links) => links.map((link) => link.textContent!.trim()));
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  return [...onBar, ...inSheet];
}

for (const language of ['en', 'ar'] as const) {
  const t = language === 'ar' ? arabicMessages : english;
  const m = t.team;
  const prefix = language === 'ar' ? '/ar' : '';
  for (const width of [390, 1280]) {
    test(`an owner adds a person, changes their role and removes them (${language}, ${width} px)`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await viewport(page, width);
      await useToken(page, await adminToken(request));
      await page.goto(`${prefix}${paths.team}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.screen.title);
      // Owners first, fixed: no role to change, no remove button.
      const owners = page.getByTestId('team-member').filter({ hasText: m.screen.ownerNote });
      await expect(owners.first()).toContainText('admin@shop.test');
      // The address reads left to right yet lines up with the card's other lines: on the right on Arabic pages.
      const ownerAddress = owners.first().getByText('admin@shop.test', { exact: true });
      await expect(ownerAddress).toHaveCSS('direction', 'ltr');
      await expect(ownerAddress).toHaveCSS('text-align', language === 'ar' ? 'right' : 'start');
      await expect(owners.first().getByRole('button')).toHaveCount(0);

      const email = uniqueEmail(`team-${language}-${width}`);
      const startedAt = Date.now() - 1000;
      await page.getByLabel(m.screen.email, { exact: true }).fill(email);
      await page.getByLabel(m.screen.role, { exact: true }).selectOption('fulfilment');
      await expect(page.getByText(m.roleHints.fulfilment)).toBeVisible();
      await page.getByRole('button', { name: m.screen.add, exact: true }).click();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: m.screen.added(email) })).toBeVisible();
      const row = page.getByTestId('team-member').filter({ hasText: email });
      await expect(row.getByRole('combobox', { name: m.screen.changeRole(email) })).toHaveValue('fulfilment');
      await expect(row).toContainText(m.screen.never);
      // Who added them: only the address runs left to right; the line (and its date) reads in the page's direction.
      await expect(row.getByTestId('added-by')).toHaveText('admin@shop.test');
      await expect(row.locator('dd').filter({ has: page.getByTestId('added-by') })).toHaveCSS('direction', language === 'ar' ? 'rtl' : 'ltr');
      // The person is told, in the language the owner uses the admin in.
      const mail = await waitForMail(email, { after: startedAt });
      expect(mail.subject).toContain(language === 'ar' ? 'أُضفت إلى فريق' : 'You were added to the');
      expect(mail.text).toContain(m.roles.fulfilment);

      await row.getByRole('combobox', { name: m.screen.changeRole(email) }).selectOption('catalogue');
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: m.screen.roleChanged(email) })).toBeVisible();
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
      await expectNoOverflow(page);
      if (language === 'ar') await expectArabicPage(page);
      else expect(await seriousAxeViolations(page, 'team', WCAG_AND_BEST_PRACTICE)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`team-${language}-${width}.png`), fullPage: true });

      // Each member's button says whom it removes.
      await row.getByRole('button', { name: `${m.screen.remove} ${email}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: m.screen.removeTitle(email) });
      await expect(dialog).toContainText(m.screen.removeBody);
      await dialog.getByRole('button', { name: m.screen.remove, exact: true }).click();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: m.screen.removed(email) })).toBeVisible();
      await expect(row).toHaveCount(0);
    });

    test(`a fulfilment member's admin shows only its screens (${language}, ${width} px)`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const member = await memberSignedIn(request, 'fulfilment');
      await viewport(page, width);
      await useToken(page, member.token);
      await page.goto(`${prefix}${paths.ordersManagement}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const labels = (language === 'ar' ? arabicMessages : english).adminShell;
      const expected = adminLinks.filter((link) => mayUse('fulfilment', link.permission)).map((link) => link.to);
      expect(expected).toEqual([paths.lowStockProducts, paths.ordersManagement, paths.blocklist, paths.returnsManagement]);
      const names = await shownLinks(page, width, labels.nav, m.nav.moreLabel);
      // In the list's order on the sidebar; on the phone's bar the desk comes first.
      expect(names).toEqual(
        width > 500
          ? [t.adminShell.lowStock, t.adminShell.orders, t.blocklist.navLabel, t.returns.admin.nav]
          : [t.adminShell.orders, t.adminShell.lowStock, t.blocklist.navLabel, t.returns.admin.navShort],
      );
      await expectNoOverflow(page);
      // The desk lists the orders other tests placed, whose lines keep their English titles.
      if (language === 'ar') await expectArabicPage(page, { orderLines: true });
      await page.screenshot({ path: test.info().outputPath(`fulfilment-admin-${language}-${width}.png`), fullPage: true });

      // A screen of another role: said so, with a way back; the server refuses its calls anyway.
      await page.goto(`${prefix}${paths.dashboard}`);
      await expect(page.getByRole('alert').filter({ hasText: m.api.roleNotAllowed })).toBeVisible();
      await page.getByRole('alert').getByRole('link', { name: t.adminShell.lowStock }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.lowStockProducts}$`));
      const refused = await request.get('/api/admin/dashboard/sales-summary', { headers: { authorization: member.token } });
      expect(refused.status()).toBe(403);
    });
  }
}
