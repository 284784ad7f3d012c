/**
 * The Feeds page and the Abandoned carts list (issue 38), at 390 and 1280 px in English and
 * Arabic: the feeds' addresses answer real feeds; an abandoned cart (its record written
 * straight to the database: no browser can leave a cart for hours) shows its customer,
 * lines, value and reminder, and the dashboard shows the month's figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { e2eDataDir } from '../../playwright.config';
import { english } from '../../src/shared/messages';
import { arabicMessages } from '../../src/shared/messages-ar';
import { paths } from '../../src/client/paths';
import { seriousAxeViolations, WCAG_AND_BEST_PRACTICE } from '../support/axe';
import { expectArabicPage } from '../support/arabic';
import { adminToken, demo, useToken } from '../support/shop-session';

async function insertAbandonedCart(email: string): Promise<void> {
  const client = new pg.Client({ connectionString: fs.readFileSync(path.resolve(e2eDataDir, 'database.url'), 'utf8') });
  await client.connect();
  try {
    const lines = [{ productId: demo.palmStripeTee.id, title: demo.palmStripeTee.title, size: 'm', quantity: 2, finalPricePiastres: 36_000, imageUrl: '' }];
    await client.query(
      `insert into abandoned_carts (cart_id, email, language, lines, value_piastres, last_change_at, reminded_at)
       values ($1, $2, 'en', $3::jsonb, 72000, now() - interval '5 hours', now() - interval '1 hour')`,
      [randomUUID(), email, JSON.stringify(lines)],
    );
  } finally {
    await client.end();
  }
}

for (const language of ['en', 'ar'] as const) {
  for (const width of [390, 1280]) {
    const t = language === 'ar' ? arabicMessages : english;
    const prefix = language === 'ar' ? '/ar' : '';

    test(`the Feeds page lists feeds that answer (${language}, ${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await useToken(page, await adminToken(request));
      await page.goto(`${prefix}${paths.productFeeds}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.promotions.feeds.title);
      const addresses = await page.locator('code').allTextContents();
      expect(addresses.map((address) => new URL(address).pathname + new URL(address).search)).toEqual([
        '/feeds/meta.csv',
        '/feeds/meta.csv?lang=ar',
        '/feeds/google.xml',
        '/feeds/google.xml?lang=ar',
      ]);
      const google = await request.get(addresses[3]!);
      expect(google.status()).toBe(200);
      expect(await google.text()).toContain('<g:item_group_id>');
      const meta = await request.get(addresses[0]!);
      expect((await meta.text()).split('\n')[0]).toContain('id,title,description,availability,condition,price,link,image_link,brand');
      if (language === 'ar') await expectArabicPage(page);
      else expect(await seriousAxeViolations(page, 'feeds', WCAG_AND_BEST_PRACTICE)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`feeds-${language}-${width}.png`), fullPage: true });
    });

    test(`the Abandoned carts list and the dashboard's figures (${language}, ${width} px)`, async ({ page, request }) => {
      const email = `left-${randomUUID().slice(0, 8)}@shop.test`;
      await insertAbandonedCart(email);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await useToken(page, await adminToken(request));
      await page.goto(`${prefix}${paths.abandonedCarts}`);
      const a = t.promotions.abandoned;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.title);
      const cart = page.getByTestId('abandoned-cart').filter({ hasText: email });
      await expect(cart).toContainText(demo.palmStripeTee.title);
      await expect(cart).toContainText(a.recoveredNo);
      await expect(page.getByLabel(a.setting)).toHaveValue(/^\d+$/);
      if (language === 'ar') await expectArabicPage(page);
      else expect(await seriousAxeViolations(page, 'abandoned carts', WCAG_AND_BEST_PRACTICE)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`abandoned-${language}-${width}.png`), fullPage: true });

      await page.goto(`${prefix}${paths.dashboard}`);
      await expect(page.getByRole('heading', { name: a.title })).toBeVisible();
      await expect(page.getByTestId('abandoned-card').first()).toContainText(a.monthAbandoned);
    });
  }
}
