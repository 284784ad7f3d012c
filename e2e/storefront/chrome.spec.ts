/// <reference lib="dom" />
/**
 * The shop's chrome on a phone (390 px) and a desktop (1280 px): the fixed header that hides
 * on scroll, the slide-in menu, the header and footer links, the cart badge, the banner and
 * the role-dependent links. The welcome popup has its own file (chrome-popup.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import pg from 'pg';
import { storefrontAdminLinks } from '../../src/client/admin-links';
import { paths } from '../../src/client/paths';
import { DEMO_PRODUCT_IDS } from '../../src/shared/demo-catalogue';
import { messages } from '../../src/shared/messages';
import { e2eDataDir } from '../../playwright.config';
import { E2E_ADMIN_EMAIL } from '../support/constants';
import { guestIdForApiCart } from './guest-cart';

const t = messages.layout;
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const FOOTER_PATHS = [paths.home, paths.allCategories, paths.collections, paths.cart, paths.returns, paths.shipping, paths.faq, paths.policy];

/** The key the e2e server signs with: JWT_SECRET when the run sets one, else the shared one it made in its database. */
async function signingSecret(): Promise<string> {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const client = new pg.Client({ connectionString: fs.readFileSync(path.resolve(e2eDataDir, 'database.url'), 'utf8') });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: string }>("select value from shared_secrets where name = 'jwt'");
    return rows[0]!.value;
  } finally {
    await client.end();
  }
}

/**
 * A real access token, signed with the key the e2e server signs with. The
 * server decides the role from ADMIN_EMAILS and revokes tokens by their id, so an admin's
 * token names the e2e admin and every token has an id.
 */
async function accessToken(role: 'user' | 'admin'): Promise<string> {
  const secret = await signingSecret();
  return new SignJWT({ email: role === 'admin' ? E2E_ADMIN_EMAIL : 'user-chrome@shop.test', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(crypto.randomUUID())
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}

/** The offer popup is tested on its own; here it would only cover the page. */
async function skipOffer(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('offerPopupSeen', 'true'));
}

async function signInAs(page: Page, role: 'user' | 'admin') {
  const token = await accessToken(role);
  await page.addInitScript((value) => window.localStorage.setItem('accessToken', value), token);
}

const siteHeader = (page: Page) => page.locator('header[data-hidden]');
const notFound = (page: Page) => page.getByRole('heading', { name: messages.common.pageNotFound });

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

for (const [name, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`header on a ${name}`, () => {
    test.use({ viewport });
    test.beforeEach(({ page }) => skipOffer(page));

    test('hides while scrolling down and comes back when scrolling up, never at the top', async ({ page }) => {
      await page.goto(paths.shipping);
      const header = siteHeader(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(1200);
      await expect(header).toBeInViewport();

      // A little scroll at the top keeps it in place.
      await scrollTo(page, 60);
      await page.waitForTimeout(400);
      await expect(header).toHaveAttribute('data-hidden', 'false');

      for (const y of [300, 600, 900]) await scrollTo(page, y);
      await expect(header).toHaveAttribute('data-hidden', 'true');
      await expect(header).not.toBeInViewport();

      await scrollTo(page, 700);
      await expect(header).toHaveAttribute('data-hidden', 'false');
      await expect(header).toBeInViewport({ ratio: 1 });

      // Down again, then all the way up.
      await scrollTo(page, 1100);
      await expect(header).not.toBeInViewport();
      await scrollTo(page, 0);
      await expect(header).toBeInViewport({ ratio: 1 });
    });

    test('shows the banner with the free-shipping threshold and the first-order code', async ({ page }) => {
      await page.goto(paths.home);
      const header = siteHeader(page);
      await expect(header).toContainText(t.freeShippingBanner('1,350 LE'));
      await expect(header).toContainText('WELCOME10');
      await expect(header).toContainText('10% off your first order');
    });

    test('shows the cart count in the badge and in the link name', async ({ page, request }) => {
      await page.goto(paths.home);
      const cartLink = page.getByRole('link', { name: t.cartWithCount(0) });
      await expect(cartLink).toBeVisible();
      await expect(cartLink.getByTestId('cart-count')).toHaveText('0');

      // Two pieces added for this browser's guest id show up after a reload.
      const guestId = await guestIdForApiCart(page);
      const catalogue = await (await request.get('/api/category/with-products')).json();
      const product = catalogue.categories
        .flatMap((category: { products: Array<{ _id: string; sizeStock: Array<{ size: string; quantity: number }> }> }) => category.products)
        .find((candidate: { sizeStock: Array<{ quantity: number }> }) => candidate.sizeStock.some((line) => line.quantity >= 2));
      const size = product.sizeStock.find((line: { quantity: number }) => line.quantity >= 2).size;
      const added = await request.post('/api/cart/add-to-cart', {
        headers: { guestid: guestId },
        data: { productId: product._id, quantity: 2, size },
      });
      expect(added.ok()).toBe(true);
      await page.reload();
      const filledCart = page.getByRole('link', { name: t.cartWithCount(2) });
      await expect(filledCart).toBeVisible();
      await expect(filledCart.getByTestId('cart-count')).toHaveText('2');
    });

    test('every footer link opens a real page, and there are exactly the eight of the spec', async ({ page }) => {
      await page.goto(paths.home);
      const footerNav = page.getByRole('navigation', { name: t.footerNav });
      // Read once the footer is there: evaluateAll does not wait for it.
      await expect.poll(() => footerNav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(FOOTER_PATHS);
      for (const href of FOOTER_PATHS) {
        // Clicked again if the page it is on was still drawing (a list growing under the footer
        // can move the link between Playwright's aim and its click, on a busy machine).
        await expect(async () => {
          await footerNav.locator(`a[href="${href}"]`).click();
          await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 2_000 });
        }).toPass();
        await expect(page.locator('main')).not.toBeEmpty();
        await expect(notFound(page)).toHaveCount(0);
      }
    });

    test('has a skip link that moves focus to the page content', async ({ page }) => {
      await page.goto(paths.faq);
      // Tab once the page is drawn: a key pressed before that, on a busy machine, lands nowhere.
      await expect(page.locator('main')).not.toBeEmpty();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: t.skipToContent });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
    });
  });
}

test.describe('header links on a desktop', () => {
  test.use({ viewport: desktop });
  test.beforeEach(({ page }) => skipOffer(page));

  test('a guest sees the spec links, no Orders and no Dashboard, and each opens a real page', async ({ page }) => {
    await page.goto(paths.home);
    const nav = page.getByRole('navigation', { name: t.mainNav });
    await expect(nav.getByRole('link', { name: t.orders })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.dashboard })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.openMenu })).toBeHidden();

    const expected = [
      [t.home, paths.home],
      [t.shopAll, paths.collections],
      [t.categories, paths.allCategories],
      [t.contact, paths.contact],
      [t.profile, paths.login], // /profile needs a sign-in: the guard sends a guest to /login
      [t.cartWithCount(0), paths.cart],
    ] as const;
    for (const [label, landing] of expected) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      await expect(notFound(page)).toHaveCount(0);
    }
    await nav.getByRole('link', { name: t.shopName, exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a signed-in shopper also sees Orders, which opens their orders', async ({ page }) => {
    await signInAs(page, 'user');
    await page.goto(paths.home);
    const nav = page.getByRole('navigation', { name: t.mainNav });
    await nav.getByRole('link', { name: t.orders }).click();
    await expect(page).toHaveURL(/\/my-orders$/);
    await expect(notFound(page)).toHaveCount(0);
    await nav.getByRole('link', { name: t.profile }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('button', { name: t.dashboard })).toHaveCount(0);
  });

  test('an admin gets the Dashboard menu with its six links, usable with the keyboard', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto(paths.home);
    const trigger = page.getByRole('button', { name: t.dashboard });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(storefrontAdminLinks.map((link) => link.label));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await page.getByRole('menuitem', { name: messages.adminShell.lowStock }).click();
    await expect(page).toHaveURL(/\/lowStockProducts$/);
    await expect(notFound(page)).toHaveCount(0);
  });
});

test.describe('mobile menu on a phone', () => {
  test.use({ viewport: phone });
  test.beforeEach(({ page }) => skipOffer(page));

  test('opens from the menu button, traps focus, closes on Escape and hands focus back', async ({ page }) => {
    await page.goto(paths.home);
    // Located by attribute: while the modal menu is open the rest of the page is hidden from
    // assistive technology, so the button has no role-based name then.
    const menuButton = page.locator('button[aria-haspopup="dialog"]');
    await expect(page.getByRole('button', { name: t.openMenu })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: t.menuTitle });
    await expect(dialog).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Keyboard only: open it again and close it with its Close button.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.closeMenu }).click();
    await expect(dialog).toBeHidden();
  });

  test('holds the same links as the desktop header, each opens a real page and closes the menu', async ({ page }) => {
    await page.goto(paths.home);
    const menuButton = page.getByRole('button', { name: t.openMenu });
    const dialog = page.getByRole('dialog', { name: t.menuTitle });
    const expected = [
      [t.home, paths.home],
      [t.shopAll, paths.collections],
      [t.categories, paths.allCategories],
      [t.contact, paths.contact],
      [t.profile, paths.login],
      [t.cartWithCount(0), paths.cart],
    ] as const;
    await menuButton.click();
    await expect(dialog.getByRole('navigation').getByRole('link')).toHaveCount(expected.length);
    // Below the links, the same page in Arabic.
    await expect(dialog.getByRole('link')).toHaveCount(expected.length + 1);
    await expect(dialog.getByRole('link', { name: messages.language.switchTo })).toHaveAttribute('href', '/ar/home');
    await page.keyboard.press('Escape');
    for (const [label, landing] of expected) {
      await menuButton.click();
      await dialog.getByRole('link', { name: label, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      await expect(notFound(page)).toHaveCount(0);
    }
  });

  test('the header stays put while the menu is open', async ({ page }) => {
    await page.goto(paths.shipping);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollTo(page, 800);
    await expect(siteHeader(page)).toHaveAttribute('data-hidden', 'true');
    await scrollTo(page, 500);
    await expect(siteHeader(page)).toHaveAttribute('data-hidden', 'false');
    await page.getByRole('button', { name: t.openMenu }).click();
    await expect(page.getByRole('dialog', { name: t.menuTitle })).toBeVisible();
    // Whatever scrolls underneath (the page is locked, but a script may still move it), the header stays.
    await scrollTo(page, 1200);
    await page.waitForTimeout(400);
    await expect(siteHeader(page)).toHaveAttribute('data-hidden', 'false');
  });

  test('shows Orders to a signed-in shopper and the six dashboard links to an admin', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto(paths.home);
    await page.getByRole('button', { name: t.openMenu }).click();
    const dialog = page.getByRole('dialog', { name: t.menuTitle });
    await expect(dialog.locator(`a[href="${paths.myOrders}"]`)).toHaveText(t.orders);
    const dashboard = dialog.getByRole('region', { name: t.dashboard });
    await expect(dashboard.getByRole('link')).toHaveText(storefrontAdminLinks.map((link) => link.label));
    // Issue 18: the shop's Categories and the shopper's Orders must not appear twice by name.
    const names = await dialog.getByRole('link').allTextContents();
    expect(new Set(names).size).toBe(names.length);
    await dashboard.getByRole('link', { name: messages.adminShell.salesSummary }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(dialog).toBeHidden();
  });
});

test('the floating chat link opens WhatsApp in a new tab', async ({ page }) => {
  await skipOffer(page);
  await page.goto(paths.home);
  const chat = page.getByRole('link', { name: t.whatsappLink });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{8,15}$/);
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', /noopener/);
});

test('the chat link stays off pages with their own bottom action and steps aside while the shopper scrolls down', async ({ page }) => {
  await skipOffer(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const chat = page.getByRole('link', { name: t.whatsappLink });
  for (const path of [paths.cart, paths.createOrder, paths.productDetails(DEMO_PRODUCT_IDS.discounted)]) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expect(chat).toHaveCount(0);
  }
  await page.goto(paths.returns);
  await expect(chat).toBeVisible();
  // Once stepped aside the link is visibility:hidden, so it leaves the accessibility tree:
  // its state is read through a locator that still finds it there.
  const chatEvenHidden = page.getByRole('link', { name: t.whatsappLink, includeHidden: true });
  await page.mouse.wheel(0, 600);
  await expect(chatEvenHidden).toHaveAttribute('data-hidden', 'true');
  await expect(chat).toBeHidden();
  await page.mouse.wheel(0, -300);
  await expect(chatEvenHidden).toHaveAttribute('data-hidden', 'false');
  await expect(chat).toBeVisible();
});
