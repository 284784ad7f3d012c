import { expect, test } from '@playwright/test';
import { english } from '../../src/shared/messages';
import { arabicMessages as ar } from '../../src/shared/messages-ar';
import { DEMO_PRODUCTS_AR } from '../../src/server/db/seed/demo-data-ar';
import { DEMO_CATEGORY_IDS } from '../../src/shared/demo-catalogue';
import { expectArabicPage } from '../support/arabic';
import { addToCart, demo, signInThroughApi, uniqueEmail, useToken } from '../support/shop-session';

for (const width of [390, 1280]) {
  test(`an Arabic shopper browses, adds to the cart and orders in Arabic at ${width} px`, async ({ page }) => {
    // A whole journey with an axe scan of every screen: longer than one test's default minute on two busy cores.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // The welcome offer would cover the page; it is the chrome tests' subject.
    await page.addInitScript("localStorage.setItem('offerPopupSeen', 'true')");

    await page.goto('/ar/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.shop.heroTitle);
    await expectArabicPage(page);
    // Mirrored: the shop's name sits on the right on a desktop, the menu button on the right on a phone.
    const logo = await page.getByRole('navigation', { name: ar.layout.mainNav }).getByRole('link').first().boundingBox();
    if (width === 1280) expect(logo!.x).toBeGreaterThan(width / 2);
    else expect((await page.getByRole('button', { name: ar.layout.openMenu }).boundingBox())!.x).toBeGreaterThan(width / 2);

    // The slider (loaded once the page is idle) names its slides in Arabic, and each Shop Now opens its own category.
    const slider = page.getByRole('region', { name: ar.screenReader.summerOffers });
    await slider.scrollIntoViewIfNeeded();
    await slider.getByRole('button', { name: ar.screenReader.showSlide(1, ar.shop.slides[0]!) }).click();
    await expect(slider.getByRole('link', { name: `${ar.shop.shopNow}: ${ar.shop.slides[0]}` })).toHaveAttribute('href', `/ar/subCategory/${DEMO_CATEGORY_IDS.hotOrange}`);

    await page.goto('/ar/collections');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.shop.summerCollection);
    await expectArabicPage(page);

    await page.goto(`/ar/productDetails/${demo.palmStripeTee.id}`);
    // The product's Arabic name, as the demo shop wrote it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_PRODUCTS_AR[demo.palmStripeTee.title]!.title);
    await expect(page.getByText(ar.format.amount('360')).first()).toBeVisible();
    await expectArabicPage(page);
    await page.getByRole('button', { name: ar.shop.addToCart }).first().click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await page.goto('/ar/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.cart.title);
    await expectArabicPage(page);
    await page.getByRole('link', { name: ar.cart.checkout }).click();

    await expect(page).toHaveURL(/\/ar\/create-order$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.checkout.title);
    // The spec's validation messages, in Arabic.
    await page.getByRole('button', { name: ar.checkout.placeOrder }).click();
    await expect(page.getByText(ar.checkout.required, { exact: true }).first()).toBeVisible();
    await expectArabicPage(page);
    await page.getByLabel(ar.checkout.email).fill(uniqueEmail('arabic-order'));
    await page.getByLabel(ar.checkout.firstName).fill('منى');
    await page.getByLabel(ar.checkout.lastName).fill('حسن');
    await page.getByLabel(ar.checkout.address).fill('12 شارع التحرير، شقة 4');
    await page.getByLabel(ar.checkout.city, { exact: true }).fill('مدينة نصر');
    // The governorates by their Arabic names; the value sent is the stored English name.
    const governorate = page.getByLabel(ar.checkout.governorate);
    expect(await governorate.locator('option').nth(1).textContent()).toBe('القاهرة');
    await governorate.selectOption({ label: 'الإسكندرية' });
    await page.getByLabel(ar.checkout.phone).fill(`010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
    await expect(page.getByTestId('summary-shipping')).toHaveText(ar.format.amount('70'));
    await page.getByRole('button', { name: ar.checkout.placeOrder }).click();
    await expect(page.getByText(ar.checkout.orderPlaced).first()).toBeVisible();
  });
}

test('the text pages, sign-in and a page that does not exist are Arabic too', async ({ page }) => {
  await page.addInitScript("localStorage.setItem('offerPopupSeen', 'true')");
  const pages: Array<[string, string]> = [
    ['/ar/contactus', ar.content.contact.title],
    ['/ar/returns', ar.content.returns.title],
    ['/ar/shipping', ar.content.shipping.title],
    ['/ar/faq', ar.content.faq.title],
    ['/ar/policy', ar.content.policy.title],
    ['/ar/login', ar.auth.loginTitle],
    ['/ar/no-such-page', ar.common.pageNotFound],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectArabicPage(page);
  }
  // The shipping page names the governorates in Arabic, with their fees.
  await page.goto('/ar/shipping');
  await expect(page.getByRole('rowheader', { name: 'الإسكندرية' })).toBeVisible();
});

test('a signed-in shopper sees and cancels an order in Arabic', async ({ page, request }) => {
  const email = uniqueEmail('ar-orders');
  const token = await signInThroughApi(request, email);
  await addToCart(request, { token }, [{ productId: demo.zebraHeatTee.id, size: 'l', quantity: 1 }]);
  const placed = await request.post('/api/order/create', {
    headers: { authorization: token, 'idempotency-key': crypto.randomUUID(), 'accept-language': 'ar' },
    data: { email, firstName: 'عمر', lastName: 'سعيد', address: '5 طريق الكورنيش', city: 'سيدي جابر', governorate: 'Alexandria', phone: '01234567890', paymentMethod: 'cash', shippingFee: 70, discount: 0 },
  });
  expect(placed.status()).toBe(201);
  await page.addInitScript("localStorage.setItem('offerPopupSeen', 'true')");
  await useToken(page, token);
  await page.goto('/ar/my-orders');
  const card = page.getByTestId('order-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('سيدي جابر، الإسكندرية');
  await expect(card.locator('[data-status="pending"]')).toHaveText(ar.orderStatus.pending);
  await expectArabicPage(page);
  await card.getByRole('button', { name: ar.orders.cancel }).click();
  const dialog = page.getByRole('dialog', { name: ar.orders.cancelTitle });
  await expect(dialog).toBeVisible();
  await expectArabicPage(page);
  await dialog.getByRole('button', { name: ar.orders.confirmCancel }).click();
  await expect(card.locator('[data-status="cancelled"]')).toHaveText(ar.orderStatus.cancelled);
});

test('the switch opens the same page in the other language and is remembered; a first visit follows the browser', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ar-EG' });
  const page = await context.newPage();
  // An Arabic browser asking for an English address is sent on to the Arabic page.
  await page.goto(`/productDetails/${demo.classicWhiteTee.id}`);
  await expect(page).toHaveURL(new RegExp(`/ar/productDetails/${demo.classicWhiteTee.id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  await page.getByRole('contentinfo').getByRole('link', { name: ar.language.switchTo }).click();
  await expect(page).toHaveURL(new RegExp(`/productDetails/${demo.classicWhiteTee.id}$`));
  await expect(page).not.toHaveURL(/\/ar\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: english.shop.addToCart }).first()).toBeVisible();
  // Remembered: English addresses stay English for this shopper from now on.
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.cart.title);

  await page.getByRole('contentinfo').getByRole('link', { name: english.language.switchTo }).click();
  await expect(page).toHaveURL(/\/ar\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.cart.title);
  await page.goto('/collections');
  await expect(page).toHaveURL(/\/ar\/collections$/);
  await context.close();
});

test('an English browser reads the shop in English, unchanged', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.shop.heroTitle);
  await expect(page.getByRole('link', { name: english.language.switchTo }).first()).toHaveAttribute('href', '/ar/home');
});
