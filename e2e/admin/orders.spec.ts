import { expect, test, type APIRequestContext } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { ORDER_STATUS_COLOURS, ORDER_STATUSES } from '../../src/shared/order-status';
import { addToCart, adminToken, demo, signInThroughApi, uniqueEmail, useToken } from '../support/shop-session';

const m = messages.orders;

/** A guest order with a customer name no other test uses. */
async function guestOrder(request: APIRequestContext, lastName: string) {
  const guestId = crypto.randomUUID();
  await addToCart(request, { guestId }, [{ productId: demo.tangerineTee.id, size: 'l', quantity: 1 }]);
  const response = await request.post('/api/order/create', {
    headers: { guestid: guestId, 'idempotency-key': crypto.randomUUID() },
    data: { email: uniqueEmail('desk'), firstName: 'Nour', lastName, address: '9 Port Rd', city: 'El Arab', governorate: 'Port Said', phone: '01122334455', paymentMethod: 'cash', shippingFee: 90, discount: 0 },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { results: { _id: string; orderNumber: number } }).results;
}

async function statusOnServer(request: APIRequestContext, token: string, orderId: string) {
  const response = await request.get('/api/admin/dashboard/all-orders', { headers: { authorization: token } });
  const { orders } = (await response.json()) as { orders: Array<{ _id: string; status: string }> };
  return orders.find((order) => order._id === orderId)?.status;
}

test('the admin changes an order status on the order desk', async ({ page, request }) => {
  const lastName = `Desk${Date.now()}`;
  const { _id: orderId, orderNumber } = await guestOrder(request, lastName);
  const token = await adminToken(request);
  await useToken(page, token);
  await page.goto('/ordersManagement');

  // At 1280 px the desk is a table; a row is one order.
  const card = page.getByTestId('desk-row').filter({ hasText: `Nour ${lastName}` });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('01122334455');
  await expect(card).toContainText('El Arab, Port Said');
  await expect(card.locator('[data-colour="yellow"]')).toHaveText('pending');

  const select = card.getByRole('combobox', { name: m.changeStatus(orderNumber) });
  expect(await select.locator('option').allTextContents()).toEqual([...ORDER_STATUSES]);

  // Hold the call to see the card disabled with 'Updating...'.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/update-status/**', async (route) => {
    await held;
    await route.continue();
  });
  await select.selectOption('shipped');
  await expect(card.getByText(m.updating)).toBeVisible();
  await expect(select).toBeDisabled();
  await expect(card).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(card.locator('[data-colour="purple"]')).toHaveText('shipped');
  await expect(card.getByText(m.updating)).toHaveCount(0);
  await expect(select).toBeEnabled();
  await page.unroute('**/api/admin/update-status/**');
  expect(await statusOnServer(request, token, orderId)).toBe('shipped');

  // Still there after a reload.
  await page.reload();
  await expect(page.getByTestId('desk-row').filter({ hasText: `Nour ${lastName}` }).locator('[data-status="shipped"]')).toHaveText('shipped');
});

test('the all-orders list moves an order through all seven statuses', async ({ page, request }) => {
  const lastName = `List${Date.now()}`;
  const { _id: orderId, orderNumber } = await guestOrder(request, lastName);
  const token = await adminToken(request);
  await useToken(page, token);
  await page.goto('/updateOrderStatus');

  const row = page.getByTestId('order-status-row').filter({ hasText: `Nour ${lastName}` });
  await expect(row).toHaveCount(1);
  const select = row.getByRole('combobox', { name: m.changeStatus(orderNumber) });
  for (const status of [...ORDER_STATUSES.slice(1), 'pending' as const]) {
    await select.selectOption(status);
    await expect(row.locator(`[data-status="${status}"]`)).toHaveAttribute('data-colour', ORDER_STATUS_COLOURS[status]);
    await expect(select).toBeEnabled();
    await expect(select).toHaveValue(status);
  }
  expect(await statusOnServer(request, token, orderId)).toBe('pending');
});

test('the status call is retried as PATCH when POST answers 404', async ({ page, request }) => {
  const lastName = `Patch${Date.now()}`;
  await guestOrder(request, lastName);
  const token = await adminToken(request);
  await useToken(page, token);
  // A server that only knows PATCH (the spec's fallback).
  await page.route('**/api/admin/update-status/**', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 404, json: { message: 'Not found' } }) : route.continue(),
  );
  await page.goto('/ordersManagement');
  const card = page.getByTestId('desk-row').filter({ hasText: `Nour ${lastName}` });
  const patch = page.waitForRequest((req) => req.url().includes('/api/admin/update-status/') && req.method() === 'PATCH');
  await card.getByRole('combobox').selectOption('delivered');
  expect((await patch).postDataJSON()).toEqual({ status: 'delivered' });
  await expect(card.locator('[data-colour="dark green"]')).toHaveText('delivered');
});

test('a customer cannot open the order desk, and the open status list says why it is empty', async ({ page, request }) => {
  const token = await signInThroughApi(request, uniqueEmail('not-admin'));
  await useToken(page, token);
  await page.goto('/ordersManagement');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/updateOrderStatus');
  await expect(page.getByRole('alert')).toHaveText(messages.api.auth.adminOnly);
});
