import { expect, test, type APIRequestContext } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { advanceClockUntil, presence, shownFor, watchPresence } from '../support/clock';
import { addToCart, demo, signInThroughApi, uniqueEmail, useToken } from '../support/shop-session';

const m = messages.orders;
/** The spec: the copy confirmation closes after 1 s, error messages clear after 3 s. */
const COPIED_MS = 1_000;
const MESSAGE_CLEAR_MS = 3_000;

/** Places an order from the signed-in customer's cart through the real API. */
async function placeOrder(request: APIRequestContext, token: string, email: string, productId: string) {
  await addToCart(request, { token }, [{ productId, size: 'l', quantity: 1 }]);
  const response = await request.post('/api/order/create', {
    headers: { authorization: token, 'idempotency-key': crypto.randomUUID() },
    data: { email, firstName: 'Omar', lastName: 'Said', address: '5 Corniche Rd', city: 'Sidi Gaber', governorate: 'Alexandria', phone: '01234567890', paymentMethod: 'cash', shippingFee: 70, discount: 0 },
  });
  expect(response.status()).toBe(201);
  const { results } = (await response.json()) as { results: { _id: string; orderNumber: number } };
  return results;
}

test('a customer sees their orders, copies a number and cancels a pending order', async ({ page, request, context }) => {
  const email = uniqueEmail('my-orders');
  const token = await signInThroughApi(request, email);
  const { orderNumber: older } = await placeOrder(request, token, email, demo.zebraHeatTee.id);
  const { _id: newer, orderNumber: newerNumber } = await placeOrder(request, token, email, demo.turquoiseShorts.id);

  await useToken(page, token);
  await page.clock.install();
  await page.goto('/my-orders');
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(2);
  // Newest first.
  await expect(cards.nth(0)).toContainText(m.orderNumber(newerNumber));
  await expect(cards.nth(1)).toContainText(m.orderNumber(older));
  const newerCard = cards.nth(0);
  await expect(newerCard).toContainText(demo.turquoiseShorts.title);
  await expect(newerCard).toContainText('Sidi Gaber, Alexandria');
  await expect(newerCard.getByTestId('order-total')).toHaveText('490 LE');
  await expect(newerCard.locator('[data-status="pending"][data-colour="yellow"]')).toHaveText('pending');

  // Copy the order number: the confirmation closes after 1 s.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await newerCard.getByRole('button', { name: m.copyOrderNumber }).click();
  const copied = newerCard.getByText(m.copied);
  await expect(copied).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(`#${newerNumber}`);
  await page.clock.runFor(COPIED_MS);
  await expect(copied).toBeHidden();

  // 'No, keep it' keeps the order.
  await newerCard.getByRole('button', { name: m.cancel }).click();
  const dialog = page.getByRole('dialog', { name: m.cancelTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: m.keepOrder }).click();
  await expect(dialog).toBeHidden();
  await expect(newerCard).toHaveAttribute('data-status', 'pending');

  // 'Yes, cancel' cancels it: red badge, red border, no Cancel button any more.
  await newerCard.getByRole('button', { name: m.cancel }).click();
  await page.getByRole('dialog', { name: m.cancelTitle }).getByRole('button', { name: m.confirmCancel }).click();
  await expect(newerCard).toHaveAttribute('data-status', 'cancelled');
  await expect(newerCard.locator('[data-colour="red"]')).toHaveText('cancelled');
  await expect(newerCard).toHaveClass(/border-red-500/);
  await expect(cards.nth(1)).not.toHaveClass(/border-red-500/);
  await expect(newerCard.getByRole('button', { name: m.cancel })).toHaveCount(0);
  await expect(cards.nth(1).getByRole('button', { name: m.cancel })).toBeVisible();

  // The order was cancelled on the server too.
  const mine = await request.get('/api/order/my-orders', { headers: { authorization: token } });
  const orders = ((await mine.json()) as { results: Array<{ _id: string; status: string }> }).results;
  expect(orders.find((order) => order._id === newer)?.status).toBe('cancelled');
});

test('cancelling an order that is no longer pending says so, and the message clears after 3 s', async ({ page, request }) => {
  const email = uniqueEmail('late-cancel');
  const token = await signInThroughApi(request, email);
  const { _id: orderId } = await placeOrder(request, token, email, demo.classicWhiteTee.id);
  await useToken(page, token);
  await page.clock.install();
  await watchPresence(page, { alert: '[data-testid="order-card"] [role="alert"]' });
  await page.goto('/my-orders');
  const card = page.getByTestId('order-card');
  await expect(card).toHaveAttribute('data-status', 'pending');

  // Meanwhile the order is cancelled elsewhere (another tab).
  await card.getByRole('button', { name: m.cancel }).click();
  expect((await request.patch(`/api/order/cancel/${orderId}`, { headers: { authorization: token } })).ok()).toBe(true);
  await page.getByRole('dialog', { name: m.cancelTitle }).getByRole('button', { name: m.confirmCancel }).click();

  const alert = card.getByRole('alert');
  await expect(alert).toHaveText(m.onlyPendingCancellable);
  // The refetch shows the order as it really is now.
  await expect(card).toHaveAttribute('data-status', 'cancelled');
  // Three seconds on the page's clock from now are past the message's three seconds.
  await page.clock.runFor(MESSAGE_CLEAR_MS);
  await expect(alert).toBeHidden();
  expect(shownFor(await presence(page, 'alert'))).toBeGreaterThanOrEqual(MESSAGE_CLEAR_MS);
});

test('a failed cancel call and a failed load show the spec messages', async ({ page, request }) => {
  const email = uniqueEmail('failures');
  const token = await signInThroughApi(request, email);
  await placeOrder(request, token, email, demo.palmStripeTee.id);
  await useToken(page, token);
  await page.clock.install();
  await page.goto('/my-orders');
  const card = page.getByTestId('order-card');

  // The network drops the cancel call.
  await page.route('**/api/order/cancel/**', (route) => route.abort());
  await card.getByRole('button', { name: m.cancel }).click();
  await page.getByRole('dialog', { name: m.cancelTitle }).getByRole('button', { name: m.confirmCancel }).click();
  await expect(card.getByRole('alert')).toHaveText(m.cancelFailed);
  await expect(card).toHaveAttribute('data-status', 'pending');
  await page.clock.runFor(MESSAGE_CLEAR_MS);
  await expect(card.getByRole('alert')).toBeHidden();

  await page.route('**/api/order/my-orders', (route) => route.abort());
  await page.reload();
  // The load is retried after growing pauses before it gives up: move the clock through them.
  await advanceClockUntil(page, () => expect(page.getByText(m.fetchFailed)).toBeVisible({ timeout: 1_000 }));
});

test('a customer without orders sees that, and a visitor is sent to log in', async ({ page, request }) => {
  await page.goto('/my-orders');
  await expect(page).toHaveURL(/\/login$/);

  const token = await signInThroughApi(request, uniqueEmail('no-orders'));
  await useToken(page, token);
  await page.goto('/my-orders');
  await expect(page.getByText(m.noOrdersYet)).toBeVisible();
});

test('on a phone the copy confirmation stays on screen', async ({ page, request, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('my-orders-phone');
  const token = await signInThroughApi(request, email);
  await placeOrder(request, token, email, demo.zebraHeatTee.id);
  await useToken(page, token);
  await page.clock.install();
  await page.goto('/my-orders');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const card = page.getByTestId('order-card').first();
  await card.getByRole('button', { name: m.copyOrderNumber }).click();
  const copied = card.getByRole('status').filter({ hasText: m.copied });
  await expect(copied).toBeVisible();
  await expect(copied).toBeInViewport({ ratio: 1 });
  const box = (await copied.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('copied-390.png') });
});
