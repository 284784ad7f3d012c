/**
 * The thank-you page after checkout and the confirmation link's page (issue 34), at phone and
 * desktop width, in English and Arabic: confirm, cancel (asked once more in a dialog), a second
 * answer, an unknown link and a lost connection. Axe scans every state.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { english, type Messages } from '../../src/shared/messages';
import { arabicMessages } from '../../src/shared/messages-ar';
import { formatLE } from '../../src/shared/money';
import { expectArabicPage } from '../support/arabic';
import { seriousAxeViolations, WCAG_AND_BEST_PRACTICE } from '../support/axe';
import { addToCart, demo, guestIdOf, signInThroughApi, uniqueEmail, useToken } from '../support/shop-session';
import { guestIdForApiCart } from './guest-cart';

type Language = 'en' | 'ar';
const LANGUAGES: Array<[Language, Messages, string]> = [
  ['en', english, ''],
  ['ar', arabicMessages, '/ar'],
];
const WIDTHS = [390, 1280] as const;

const uniquePhone = () => `011${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** No serious axe finding; on Arabic pages also no English interface text. */
async function expectAccessible(page: Page, language: Language, label: string) {
  if (language === 'ar') await expectArabicPage(page, { orderLines: true });
  else expect(await seriousAxeViolations(page, label, WCAG_AND_BEST_PRACTICE)).toEqual([]);
}

type PlacedOrder = { orderNumber: number; totalPrice: number; confirmation: { state: string }; confirmationToken?: string | null };

/** A guest's order of two pieces through the real API, in a language; it awaits its confirmation. */
async function placeThroughApi(request: APIRequestContext, language: Language): Promise<PlacedOrder & { confirmationToken: string }> {
  const guestId = crypto.randomUUID();
  await addToCart(request, { guestId }, [
    { productId: demo.classicWhiteTee.id, size: 'm', quantity: 1 },
    { productId: demo.classicWhiteTee.id, size: 'l', quantity: 1 },
  ]);
  const response = await request.post('/api/order/create', {
    headers: { guestid: guestId, 'idempotency-key': crypto.randomUUID(), 'accept-language': language },
    data: {
      email: uniqueEmail('confirm-link'),
      firstName: 'Mona',
      lastName: 'Hassan',
      address: '12 Tahrir Street, Apartment 4',
      city: 'Nasr City',
      governorate: 'Cairo',
      phone: uniquePhone(),
      paymentMethod: 'cash',
      shippingFee: 90,
      discount: 0,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { results } = (await response.json()) as { results: PlacedOrder };
  expect(results.confirmation.state).toBe('awaiting');
  expect(results.confirmationToken).toBeTruthy();
  return results as PlacedOrder & { confirmationToken: string };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript("localStorage.setItem('offerPopupSeen', 'true')");
});

for (const [language, t, prefix] of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: width < 600 ? 844 : 800 }, reducedMotion: 'reduce' });
      const shot = (name: string) => test.info().outputPath(`${name}-${language}-${width}.png`);

      test('the thank-you page says what happens next and links to the confirmation, which confirms the order', async ({ page, request }) => {
        const guestId = await guestIdForApiCart(page);
        // Two sizes of the tee with the most stock: 2 × 249.50 LE, 90 LE to Cairo: 589 LE to pay on delivery.
        await addToCart(request, { guestId }, [
          { productId: demo.classicWhiteTee.id, size: 'm', quantity: 1 },
          { productId: demo.classicWhiteTee.id, size: 'l', quantity: 1 },
        ]);
        await page.goto(`${prefix}/create-order`);
        const email = uniqueEmail('thank-you');
        await page.getByLabel(t.checkout.email).fill(email);
        await page.getByLabel(t.checkout.firstName).fill('Mona');
        await page.getByLabel(t.checkout.lastName).fill('Hassan');
        await page.getByLabel(t.checkout.address).fill('12 Tahrir Street, Apartment 4');
        await page.getByLabel(t.checkout.city, { exact: true }).fill('Nasr City');
        await page.getByLabel(t.checkout.governorate).selectOption('Cairo');
        const phone = uniquePhone();
        await page.getByLabel(t.checkout.phone).fill(phone);
        const placed = page.waitForResponse('**/api/order/create');
        await page.getByRole('button', { name: t.checkout.placeOrder }).click();
        const { results: order } = (await (await placed).json()) as { results: PlacedOrder };

        // The spec's texts stay; the page keeps the order in front of the shopper (no trip home).
        const heading = page.getByRole('heading', { level: 1, name: t.checkout.orderPlaced });
        await expect(heading).toBeFocused();
        await expect(page.getByText(t.checkout.thankYou)).toBeVisible();
        await expect(page.getByTestId('placed-order-number')).toHaveText(t.orders.thankYouNumber(order.orderNumber));
        await expect(page.getByRole('banner').getByTestId('cart-count').first()).toHaveText('0');
        const total = formatLE(58_900, t);
        await expect(page.getByTestId('order-total')).toHaveText(total);
        await expect(page.getByText(t.thankYou.payOnDelivery)).toBeVisible();
        await expect(page.getByText(t.thankYou.pay(total))).toBeVisible();
        await expect(page.getByText(t.thankYou.confirmByEmail(email))).toBeVisible();
        // The e2e shop has a WhatsApp number: the shopper is told to expect a message there too.
        await expect(page.getByText(t.thankYou.confirmByWhatsApp(phone))).toBeVisible();
        await expect(page.getByText(t.thankYou.autoCancel(48))).toBeVisible();
        await expect(page.getByText('12 Tahrir Street, Apartment 4')).toBeVisible();
        await expect(page.getByRole('link', { name: t.thankYou.continueShopping })).toBeVisible();
        // A guest's orders are not an account's: no "my orders" link that would show none.
        await expect(page.getByRole('link', { name: t.thankYou.myOrders, exact: true })).toHaveCount(0);
        await page.screenshot({ path: shot('thank-you'), fullPage: true });
        await expectAccessible(page, language, 'thank-you page');

        // A reload keeps the thank-you (the cart is empty by now).
        await page.reload();
        await expect(page.getByTestId('placed-order-number')).toHaveText(t.orders.thankYouNumber(order.orderNumber));

        await page.getByRole('link', { name: t.thankYou.confirmNow }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/confirm/${order.confirmationToken}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmPage.title);
        await expect(page.getByRole('heading', { name: t.orders.orderNumber(order.orderNumber) })).toBeVisible();
        await expect(page.getByTestId('order-total')).toHaveText(total);
        await expect(page.getByText('Mona Hassan')).toBeVisible();
        await page.screenshot({ path: shot('confirm-page'), fullPage: true });
        await expectAccessible(page, language, 'confirmation page');

        const answer = page.waitForResponse((response) => response.url().includes('/api/orders/confirm/') && response.request().method() === 'POST');
        await page.getByRole('button', { name: t.confirmPage.confirm }).click();
        expect((await answer).status()).toBe(200);
        const result = page.getByRole('heading', { level: 1, name: t.confirmPage.confirmedTitle });
        await expect(result).toBeFocused();
        await expect(page.getByText(t.confirmPage.confirmedBody)).toBeVisible();
        await expect(page.locator('[data-status="placed"]')).toBeVisible();
        await expect(page.getByRole('button', { name: t.confirmPage.confirm })).toHaveCount(0);
        await page.screenshot({ path: shot('confirmed'), fullPage: true });
        await expectAccessible(page, language, 'confirmed');

        // Opened again later, the link says where the order stands and offers no answer.
        await page.reload();
        await expect(page.getByTestId('confirm-standing')).toHaveText(t.confirmPage.already.confirmed);
        await expect(page.getByRole('button', { name: t.confirmPage.cancel })).toHaveCount(0);
      });

      test('cancel asks once more in a dialog; a second answer from another tab is refused and says where the order stands', async ({ page, context, request }) => {
        const order = await placeThroughApi(request, language);
        const url = `${prefix}/confirm/${order.confirmationToken}`;
        const other = await context.newPage();
        await other.goto(url);
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmPage.title);

        // From the keyboard: the dialog takes focus, Escape and "keep it" close it and hand focus back.
        const cancel = page.getByRole('button', { name: t.confirmPage.cancel });
        await cancel.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: t.confirmPage.cancelTitle });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(t.confirmPage.cancelDescription);
        await page.screenshot({ path: shot('cancel-dialog') });
        expect(await seriousAxeViolations(page, 'cancel dialog', WCAG_AND_BEST_PRACTICE)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(cancel).toBeFocused();
        await cancel.click();
        await dialog.getByRole('button', { name: t.confirmPage.keepOrder }).click();
        await expect(dialog).toHaveCount(0);
        await expect(cancel).toBeFocused();

        await cancel.click();
        await dialog.getByRole('button', { name: t.confirmPage.confirmCancel }).click();
        await expect(page.getByRole('heading', { level: 1, name: t.confirmPage.cancelledTitle })).toBeFocused();
        await expect(page.getByText(t.confirmPage.cancelledBody)).toBeVisible();
        await expect(page.locator('[data-status="cancelled"]')).toBeVisible();
        await page.screenshot({ path: shot('cancelled'), fullPage: true });
        await expectAccessible(page, language, 'cancelled');

        // The other tab still shows the buttons; its answer comes too late and changes nothing.
        await expect(other.getByRole('button', { name: t.confirmPage.confirm })).toBeVisible();
        await other.getByRole('button', { name: t.confirmPage.confirm }).click();
        const refused = other.getByRole('alert');
        await expect(refused).toContainText(t.confirmPage.already.declined);
        await expect(other.getByRole('button', { name: t.confirmPage.confirm })).toHaveCount(0);
        await expect(other.locator('[data-status="cancelled"]')).toBeVisible();
        await other.screenshot({ path: shot('second-answer'), fullPage: true });
        await expectAccessible(other, language, 'second answer');

        const again = await request.post(`/api/orders/confirm/${order.confirmationToken}`, { data: { answer: 'confirm' } });
        expect(again.status()).toBe(409);
      });

      test('an unknown link, and a connection lost on the way there and back', async ({ page, request }) => {
        await page.goto(`${prefix}/confirm/no-such-token-${Date.now()}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmPage.notFoundTitle);
        await expect(page.getByText(t.confirmPage.notFoundBody)).toBeVisible();
        await expect(page.getByRole('link', { name: t.confirmPage.contactUs })).toBeVisible();
        await page.screenshot({ path: shot('unknown-link') });
        await expectAccessible(page, language, 'unknown link');

        const order = await placeThroughApi(request, language);
        await page.route('**/api/orders/confirm/**', (route) => route.abort('internetdisconnected'));
        await page.goto(`${prefix}/confirm/${order.confirmationToken}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmPage.failedTitle, { timeout: 15_000 });
        await expectAccessible(page, language, 'page not loaded');
        await page.unroute('**/api/orders/confirm/**');
        await page.getByRole('button', { name: t.confirmPage.retry }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmPage.title);

        // The answer is lost: the shopper is told, and the buttons stay for another try.
        await page.route('**/api/orders/confirm/**', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
        await page.getByRole('button', { name: t.confirmPage.confirm }).click();
        await expect(page.getByRole('alert')).toHaveText(t.confirmPage.answerFailed);
        await expectAccessible(page, language, 'answer not sent');
        await page.unroute('**/api/orders/confirm/**');
        await page.getByRole('button', { name: t.confirmPage.confirm }).click();
        await expect(page.getByRole('heading', { level: 1, name: t.confirmPage.confirmedTitle })).toBeVisible();
      });
    });
  }
}

for (const [language, t, prefix] of LANGUAGES) {
  test(`${language}: a signed-in shopper reaches the confirmation from the thank-you page and from my orders`, async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const token = await signInThroughApi(request, uniqueEmail('confirm-signed-in'));
    await useToken(page, token);
    await guestIdOf(page);
    await addToCart(request, { token }, [{ productId: demo.classicWhiteTee.id, size: 'm', quantity: 1 }]);
    await page.goto(`${prefix}/create-order`);
    await page.getByLabel(t.checkout.firstName).fill('Mona');
    await page.getByLabel(t.checkout.lastName).fill('Hassan');
    await page.getByLabel(t.checkout.address).fill('12 Tahrir Street');
    await page.getByLabel(t.checkout.city, { exact: true }).fill('Nasr City');
    await page.getByLabel(t.checkout.governorate).selectOption('Giza');
    await page.getByLabel(t.checkout.phone).fill(uniquePhone());
    await page.getByRole('button', { name: t.checkout.placeOrder }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.checkout.orderPlaced })).toBeVisible();

    await page.getByRole('link', { name: t.thankYou.myOrders, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/my-orders$`));
    const card = page.getByTestId('order-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByText(t.confirmPage.awaitingNotice)).toBeVisible();
    await expectAccessible(page, language, 'my orders awaiting');
    await card.getByRole('link', { name: t.thankYou.confirmNow }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/confirm/[^/]+$`));
    await page.getByRole('button', { name: t.confirmPage.confirm }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.confirmPage.confirmedTitle })).toBeVisible();

    // Confirmed, the order no longer asks for an answer in my orders.
    await page.goto(`${prefix}/my-orders`);
    await expect(page.locator('[data-testid="order-card"][data-status="placed"]')).toBeVisible();
    await expect(page.getByRole('link', { name: t.thankYou.confirmNow })).toHaveCount(0);
  });
}
