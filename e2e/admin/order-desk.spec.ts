import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { addToCart, adminToken, demo, uniqueEmail, useToken } from '../support/shop-session';
import { expectThumbSizedTargets } from '../support/targets';

const m = messages.desk;

/** A guest order with a last name no other test uses; answers its id and number. */
async function guestOrder(request: APIRequestContext, lastName: string) {
  const guestId = crypto.randomUUID();
  await addToCart(request, { guestId }, [{ productId: demo.tangerineTee.id, size: 'l', quantity: 1 }]);
  const response = await request.post('/api/order/create', {
    headers: { guestid: guestId, 'idempotency-key': crypto.randomUUID() },
    data: { email: uniqueEmail('desk'), firstName: 'يوسف', lastName, address: '9 Port Rd', city: 'El Arab', governorate: 'Port Said', phone: '01122334455', paymentMethod: 'cash', shippingFee: 90, discount: 0 },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { results: { _id: string; orderNumber: number } }).results;
}

test('at 1280 px the desk finds, bulk-ships and exports orders, and the detail cancels one with a reason', async ({ page, request }) => {
  const lastName = `Desk${Date.now()}`;
  const first = await guestOrder(request, lastName);
  const second = await guestOrder(request, lastName);
  await useToken(page, await adminToken(request));
  await page.goto('/ordersManagement');

  await page.getByRole('searchbox', { name: m.search }).fill(lastName);
  await page.getByRole('button', { name: m.searchButton }).click();
  const rows = page.getByTestId('desk-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`#${second.orderNumber}`);
  await expect(page.getByRole('tab', { name: 'pending (2)' })).toBeVisible();

  // Bulk: both shipped; the tabs count them there.
  await page.getByRole('checkbox', { name: m.selectPage }).check();
  await page.getByRole('combobox', { name: m.bulkStatus }).selectOption('shipped');
  await page.getByRole('button', { name: m.applyBulk }).click();
  await expect(page.getByRole('status').filter({ hasText: m.bulkResult(2, 0) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: m.bulkResult(2, 0) })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'shipped (2)' })).toBeVisible();

  // The export carries these orders, Arabic names intact, after a byte-order mark.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: m.exportCsv }).click();
  const csv = fs.readFileSync((await (await download).path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8')).toContain(`يوسف ${lastName}`);

  // The detail: call and WhatsApp links, the history, and a cancel that asks for a reason.
  await rows.nth(1).getByRole('link', { name: `#${first.orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/ordersManagement/${first._id}$`));
  await expect(page.getByRole('heading', { name: messages.orders.orderNumber(first.orderNumber) })).toBeVisible();
  await expect(page.getByRole('link', { name: m.call('01122334455') })).toHaveAttribute('href', 'tel:01122334455');
  const whatsApp = await page.getByRole('link', { name: m.whatsApp }).getAttribute('href');
  expect(whatsApp).toMatch(/^https:\/\/wa\.me\/201122334455\?text=/);
  expect(decodeURIComponent(whatsApp!.split('text=')[1]!)).toContain(`#${first.orderNumber}`);
  await expect(page.getByText('9 Port Rd, El Arab, Port Said')).toBeVisible();
  // The address and the city are isolated, so an English address keeps its order on an Arabic page.
  await expect(page.getByTestId('delivery-place').locator('bdi')).toHaveText(['9 Port Rd', 'El Arab']);
  const history = page.getByTestId('order-history');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').nth(1)).toContainText('shipped');
  await expect(history.getByRole('listitem').nth(1)).toContainText(/by .+@/);

  await page.getByRole('combobox', { name: m.changeStatus }).selectOption('cancelled');
  await page.getByRole('combobox', { name: m.reason }).selectOption('refused_on_delivery');
  await page.getByRole('button', { name: m.save }).click();
  const confirm = page.getByRole('alertdialog', { name: m.confirmTitle('cancelled', first.orderNumber) });
  await confirm.getByRole('button', { name: m.confirm }).click();
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(page.locator('h1 + [data-status="cancelled"]')).toBeVisible();
});

test('at 390 px the desk shows cards without sideways scrolling and opens the detail', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const lastName = `Phone${Date.now()}`;
  const other = await guestOrder(request, lastName);
  const order = await guestOrder(request, lastName);
  await useToken(page, await adminToken(request));
  await page.goto(`/ordersManagement?q=${lastName}`);
  const card = page.getByTestId('admin-order-card');
  await expect(card).toHaveCount(2);
  await expect(card.first()).toContainText(`#${order.orderNumber}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The whole page is selected with one tap, and each box and Open link is a thumb's size.
  await page.getByRole('checkbox', { name: m.selectPage }).check();
  await expect(page.getByText(m.selected(2))).toBeVisible();
  await expect(page.getByRole('checkbox', { name: m.selectOrder(other.orderNumber) })).toBeChecked();
  // With the selection's actions showing, every control of the desk is a thumb's size.
  await expectThumbSizedTargets(page);
  for (const target of [page.locator('label').filter({ has: page.getByRole('checkbox', { name: m.selectOrder(order.orderNumber) }) }), page.getByRole('link', { name: m.open }).first()]) {
    expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(40);
  }
  // A hand-off dialog closed without sending keeps the selection and gives focus back to its button.
  const ownDelivery = page.getByRole('button', { name: messages.deskShipping.ownDelivery });
  await ownDelivery.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The dialog's controls are a thumb's size too (dialogs render outside the admin frame).
  await expectThumbSizedTargets(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(ownDelivery).toBeFocused();
  await expect(page.getByText(m.selected(2))).toBeVisible();
  // One that sent (pending orders: each answered with its refusal) clears the selection, and focus lands on the page's heading, not on nothing.
  await ownDelivery.click();
  await page.getByRole('dialog').getByRole('button', { name: messages.deskShipping.send(2) }).click();
  await expect(page.getByTestId('handoff-results')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: messages.deskShipping.close }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByText(m.selected(2))).toHaveCount(0);

  await page.getByRole('link', { name: m.open }).first().click();
  await expect(page.getByRole('link', { name: m.call('01122334455') })).toBeVisible();
  await expect(page.getByTestId('customer-counts')).toContainText(messages.deskConfirmation.delivered);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('packing slips print to PDF one page per order, with name, phone, address and amount', async ({ page, request }) => {
  const lastName = `Slip${Date.now()}`;
  const orders = [await guestOrder(request, lastName), await guestOrder(request, lastName), await guestOrder(request, lastName)];
  await page.setExtraHTTPHeaders({ authorization: await adminToken(request) });
  for (const paper of ['a4', 'a6'] as const) {
    await page.goto(`/api/admin/orders/slips?ids=${orders.map((order) => order._id).join(',')}&paper=${paper}`);
    const slips = page.locator('.slip');
    await expect(slips).toHaveCount(3);
    for (const [index, order] of orders.entries()) {
      const slip = slips.nth(index);
      await expect(slip).toContainText(`#${order.orderNumber}`);
      await expect(slip).toContainText(`يوسف ${lastName}`);
      await expect(slip).toContainText('01122334455');
      await expect(slip).toContainText('9 Port Rd');
      await expect(slip).toContainText('El Arab, Port Said');
      await expect(slip).toContainText('Cash to collect: 430 LE');
      await expect(slip.locator('svg')).toHaveCount(1);
    }
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g), paper).toHaveLength(3);
  }
});
