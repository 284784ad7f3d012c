/**
 * Three things a new shopper tripped on (issue 34): no way to sign in from the checkout and
 * /login typed by hand landing on /home instead of back at the checkout; a two-word shop name
 * running under the search icon on a phone; the Arabic cart link's name not holding the count
 * it shows (WCAG 2.5.3, label in name).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { english } from '../../src/shared/messages';
import { arabicMessages } from '../../src/shared/messages-ar';
import { E2E_SHOP_SETTINGS } from '../support/constants';
import { codeFromMail, waitForMail } from '../support/mail';
import { addToCart, demo, uniqueEmail } from '../support/shop-session';
import { guestIdForApiCart } from './guest-cart';

test.beforeEach(async ({ page }) => {
  await page.addInitScript("localStorage.setItem('offerPopupSeen', 'true')");
});

for (const [language, t, prefix] of [
  ['English', english, ''],
  ['Arabic', arabicMessages, '/ar'],
] as const) {
  /** The login form to the code, as the shopper does it; the page is then back where it was. */
  async function signInOnPage(page: Page, email: string) {
    await expect(page).toHaveURL(new RegExp(`${prefix}/login$`));
    const askedAt = Date.now();
    await page.getByLabel(t.auth.emailLabel).fill(email);
    await page.getByRole('button', { name: t.auth.continue }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/confirmEmail$`));
    await page.getByLabel(t.auth.otpLabel).fill(codeFromMail(await waitForMail(email, { after: askedAt - 1000 })));
    await page.getByRole('button', { name: t.auth.verify }).click();
  }

  test(`${language}: the checkout's sign-in link brings the shopper back to the checkout with the cart`, async ({ page, request }) => {
    const guestId = await guestIdForApiCart(page);
    await addToCart(request, { guestId }, [{ productId: demo.palmStripeTee.id, size: 'xl', quantity: 1 }]);
    await page.goto(`${prefix}/create-order`);
    await expect(page.getByTestId('summary-subtotal')).toHaveText(t.format.amount('360'));

    const signIn = page.getByRole('link', { name: t.checkout.signIn, exact: true });
    await expect(signIn).toBeVisible();
    await signIn.click();
    await signInOnPage(page, uniqueEmail('checkout-sign-in'));

    await expect(page).toHaveURL(new RegExp(`${prefix}/create-order$`));
    // The guest's cart joined the account's, and the form knows who is ordering.
    await expect(page.getByTestId('summary-subtotal')).toHaveText(t.format.amount('360'));
    await expect(page.getByRole('link', { name: t.checkout.signIn, exact: true })).toHaveCount(0);
  });

  test(`${language}: /login typed by hand from the checkout returns to the checkout`, async ({ page, request }) => {
    const guestId = await guestIdForApiCart(page);
    await addToCart(request, { guestId }, [{ productId: demo.tangerineTee.id, size: 'l', quantity: 2 }]);
    await page.goto(`${prefix}/create-order`);
    await expect(page.getByTestId('summary-subtotal')).toHaveText(t.format.amount('680'));
    // A new page load: no router state says where the shopper came from.
    await page.goto(`${prefix}/login`);
    await signInOnPage(page, uniqueEmail('typed-login'));
    await expect(page).toHaveURL(new RegExp(`${prefix}/create-order$`));
    await expect(page.getByTestId('summary-subtotal')).toHaveText(t.format.amount('680'));
  });
}

/** The horizontal extent of an element's rendered text or image (not its box, which may be wider). */
const contentExtent = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    return { left: Math.min(...rects.map((rect) => rect.left)), right: Math.max(...rects.map((rect) => rect.right)) };
  });

for (const [language, t, prefix] of [
  ['English', english, ''],
  ['Arabic', arabicMessages, '/ar'],
] as const) {
  for (const width of [390, 1280]) {
    test(`${language} at ${width} px: a two-word shop name stays clear of the header's icons`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      // The shop's own settings stay as they are (other tests run meanwhile): this page reads a name.
      await page.route('**/api/shop-settings', async (route) => {
        const answer = (await (await route.fetch()).json()) as { settings: Record<string, unknown> };
        await route.fulfill({ json: { ...answer, settings: { ...answer.settings, ...E2E_SHOP_SETTINGS, shopName: 'Nile Threads' } } });
      });
      await page.goto(`${prefix}/home`);
      const nav = page.getByRole('navigation', { name: t.layout.mainNav });
      const name = nav.getByRole('link', { name: 'Nile Threads' });
      await expect(name).toBeVisible();
      const text = await contentExtent(name);
      // Every icon button or link after the name in the header row, visible at this width.
      const icons = nav.locator(':scope > div.ms-auto > :visible');
      expect(await icons.count()).toBeGreaterThan(1);
      for (const box of await icons.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))) {
        const clear = text.right <= box.left || text.left >= box.right;
        expect(clear, `name ${JSON.stringify(text)} overlaps ${JSON.stringify(box)}`).toBe(true);
      }
      // The whole name shows: nothing cut off by an ellipsis.
      expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`header-${language}-${width}.png`) });
    });
  }
}

for (const width of [390, 1280]) {
  test(`Arabic at ${width} px: the cart link's name holds the count it shows`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.goto('/ar/home');
    const banner = page.getByRole('banner');
    const cartLink = banner.getByRole('link', { name: arabicMessages.layout.cartWithCount(0) });
    await expect(cartLink.getByTestId('cart-count')).toHaveText('0');
    const nameHolds = async (link: Locator) => {
      const shown = (await link.getByTestId('cart-count').innerText()).trim();
      const name = await link.getAttribute('aria-label');
      expect(name, `"${name}" should contain "${shown}"`).toContain(shown);
    };
    await nameHolds(cartLink);

    const guestId = await guestIdForApiCart(page);
    for (const [quantity, total] of [
      [1, 1],
      [1, 2],
      [3, 5],
    ]) {
      await addToCart(request, { guestId }, [{ productId: demo.classicWhiteTee.id, size: 'm', quantity: quantity! }]);
      await page.reload();
      const filled = banner.getByRole('link', { name: arabicMessages.layout.cartWithCount(total!) });
      await expect(filled.getByTestId('cart-count')).toHaveText(String(total));
      await nameHolds(filled);
    }

    if (width < 768) {
      // The phone menu's cart link names the count it shows as well.
      await page.getByRole('button', { name: arabicMessages.layout.openMenu }).click();
      const menuCart = page.getByRole('dialog').getByRole('link', { name: arabicMessages.layout.cartWithCount(5) });
      await expect(menuCart).toBeVisible();
      const shown = (await menuCart.innerText()).replace(/\s+/g, ' ').trim();
      for (const word of shown.split(' ')) expect(await menuCart.getAttribute('aria-label')).toContain(word);
    }
  });
}
