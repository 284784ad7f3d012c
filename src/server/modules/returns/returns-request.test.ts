import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { promoCodes } from '../../db/schema/index';
import { testDatabases } from '../../test-support/databases';
import type { TestShop } from '../../test-support/test-shop';
import { signIn } from '../auth/test-sign-in';
import { guestHeaders, insertCustomer, setStock, type Customer } from '../orders/test-fixtures';
import { askReturn, countRequests, deliveredDaysAgo, deliveredOrder, withReturnsShop } from './test-helpers';
import { toPiastres, toPounds } from '../../../shared/money';
import { customerShippingPiastres, DEFAULT_RETURN_POLICY, paidPiecePiastres, proposedRefundPiastres, returnPickupFeePiastres } from '../../../shared/returns';

describe.each(testDatabases())('asking for a return on %s', (kind) => {
  let shop: TestShop;
  let admin: Customer;
  let customer: Customer;
  const clock = new ManualClock();

  withReturnsShop(kind, (world) => ({ shop, admin, customer } = world), clock);

  it('takes a request inside the window, says what it costs, lists it, mails the customer and writes the order history', async () => {
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, quantity: 2, price: 500, stock: { l: 3 } });
    const since = shop.smtp.received.length;
    const res = await askReturn(shop, customer.headers, order._id, {
      lines: [
        { productId: order.product.id, size: 'm', quantity: 1, reason: 'changed_mind' },
        { productId: order.product.id, size: 'm', quantity: 1, reason: 'wrong_size', exchangeSize: 'l' },
      ],
      note: 'Too tight',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { message, results } = res.json();
    expect(message).toBe('Your return request was sent.');
    expect(results).toMatchObject({ state: 'requested', orderNumber: order.orderNumber, customerNote: 'Too tight', exchangeOrder: null, refund: null });
    // Changed my mind: the customer pays one pickup at the order's fee (90 LE to Cairo); the exchange ships free.
    expect(results.customerShipping).toBe(90);
    expect(results.proposedRefund).toBe(500 - 90);
    expect(results.label).toMatch(/^R-\d+$/);
    expect(results.history).toEqual([expect.objectContaining({ from: null, to: 'requested', by: customer.email, note: 'Too tight' })]);

    const mail = await shop.smtp.waitForMail(customer.email, { since });
    expect(mail.subject).toBe(`Return ${results.label} (order #${order.orderNumber}): Requested`);
    expect(mail.text).toContain('Return shipping: 90 LE, paid to the courier at pickup.');
    expect(mail.text).toContain('Linen Shirt (size M) × 1, exchanged for size L');

    const mine = await shop.app.inject({ method: 'GET', url: '/api/orders/returns', headers: customer.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().results.map((r: { _id: string }) => r._id)).toEqual([results._id]);
    // Both delivered pieces are asked for: nothing is left to offer, so the order has no window.
    expect(mine.json().windows).toEqual([]);

    const detail = await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}`, headers: admin.headers });
    expect(detail.json().results.history.at(-1)).toMatchObject({ status: 'delivered', by: customer.email, note: `Return ${results.label}: Requested` });
    expect(detail.json().results.status).toBe('delivered');
  });

  it('refuses outside the window and before delivery, writing nothing', async () => {
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email });
    const line = { productId: order.product.id, size: 'm', quantity: 1, reason: 'defective' };
    await deliveredDaysAgo(shop, order._id, 14, clock.now());
    clock.advance(60 * 1000);
    const late = await askReturn(shop, customer.headers, order._id, { lines: [line] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The return window of 14 days after delivery has closed for this order.');
    expect(await countRequests(shop)).toBe(0);

    // The owner widens the window: the same order may now be asked back.
    const saved = await shop.app.inject({ method: 'PUT', url: '/api/admin/shop-settings', headers: admin.headers, payload: { returnWindowDays: 30 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({ returnWindowDays: 30, exchangeShipsFree: true });
    const none = await shop.app.inject({ method: 'PUT', url: '/api/admin/shop-settings', headers: admin.headers, payload: { returnReasons: [] } });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Offer at least one reason.');
    const tooLong = await shop.app.inject({ method: 'PUT', url: '/api/admin/shop-settings', headers: admin.headers, payload: { returnWindowDays: 91 } });
    expect(tooLong.statusCode).toBe(400);
    expect((await askReturn(shop, customer.headers, order._id, { lines: [line] })).statusCode).toBe(201);

    const shipped = await deliveredOrder(shop, admin, customer.headers, { email: customer.email });
    await shop.app.inject({ method: 'PATCH', url: `/api/admin/orders/${shipped._id}`, headers: admin.headers, payload: { status: 'shipped' } });
    const early = await askReturn(shop, customer.headers, shipped._id, { lines: [{ ...line, productId: shipped.product.id }] });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a delivered order can be returned.');
    expect(await countRequests(shop, shipped._id)).toBe(0);
  });

  it('takes part of an order, then refuses more pieces than were delivered and the same pieces twice', async () => {
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, quantity: 3 });
    const ask = (quantity: number) => askReturn(shop, customer.headers, order._id, { lines: [{ productId: order.product.id, size: 'm', quantity, reason: 'defective' }] });
    const first = await ask(2);
    expect(first.statusCode).toBe(201);
    // Defective: the shop pays the pickup; the whole paid price is proposed.
    expect(first.json().results).toMatchObject({ customerShipping: 0, proposedRefund: 1000 });
    const tooMany = await ask(2);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 1 piece of Linen Shirt can still be returned.');
    expect((await ask(1)).statusCode).toBe(201);
    expect((await ask(1)).statusCode).toBe(409);
    // Two lines of one request asking for the same pieces together count together.
    expect(await countRequests(shop, order._id)).toBe(2);

    const other = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, quantity: 1 });
    const both = await askReturn(shop, customer.headers, other._id, {
      lines: [
        { productId: other.product.id, size: 'm', quantity: 1, reason: 'defective' },
        { productId: other.product.id, size: 'm', quantity: 1, reason: 'other' },
      ],
    });
    expect(both.statusCode).toBe(409);
    expect(await countRequests(shop, other._id)).toBe(0);
  });

  it('lets only one of two requests sent at once for the same last piece through', async () => {
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, quantity: 1 });
    const ask = () => askReturn(shop, customer.headers, order._id, { lines: [{ productId: order.product.id, size: 'm', quantity: 1, reason: 'defective' }] });
    const answers = await Promise.all([ask(), ask(), ask()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await countRequests(shop, order._id)).toBe(1);
  });

  it("proposes the pieces' paid price: a percent code's share comes off, a free-shipping code's does not", async () => {
    await shop.database.db.insert(promoCodes).values([
      { code: 'TENOFF', kind: 'percent', value: 10 },
      { code: 'SHIPFREE', kind: 'free_shipping', value: 0 },
    ]);
    const line = (order: { product: { id: string } }) => ({ productId: order.product.id, size: 'm', quantity: 1, reason: 'defective' });
    const percent = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, price: 500, payload: { promoCode: 'TENOFF', discount: 50 } });
    const first = await askReturn(shop, customer.headers, percent._id, { lines: [line(percent)] });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().results).toMatchObject({ proposedRefund: 450, lines: [expect.objectContaining({ unitPaid: 450 })] });
    const free = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, price: 500, payload: { promoCode: 'SHIPFREE', discount: 90 } });
    // The form's estimate: the shared rule over what the customer's answers give the client.
    const mine = (await shop.app.inject({ method: 'GET', url: '/api/orders/returns', headers: customer.headers })).json();
    expect(mine.windows).toEqual(expect.arrayContaining([expect.objectContaining({ orderId: free._id, promoKind: 'free_shipping' })]));
    const view = (await shop.app.inject({ method: 'GET', url: '/api/order/my-orders', headers: customer.headers })).json();
    const order = (view.results ?? view).find((candidate: { _id: string }) => candidate._id === free._id);
    const promoKind = mine.windows.find((window: { orderId: string }) => window.orderId === free._id).promoKind;
    const shipping = customerShippingPiastres([{ reason: 'defective' }], DEFAULT_RETURN_POLICY, returnPickupFeePiastres(order.governorate));
    const paidOf = { subtotalPiastres: toPiastres(order.subtotal), discountPiastres: toPiastres(order.discount), promoKind };
    const estimate = proposedRefundPiastres([{ unitPaidPiastres: paidPiecePiastres(toPiastres(order.products[0].finalPrice), paidOf), quantity: 1 }], shipping);
    const second = await askReturn(shop, customer.headers, free._id, { lines: [line(free)] });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().results).toMatchObject({ proposedRefund: 500, lines: [expect.objectContaining({ unitPaid: 500 })] });
    expect(toPounds(estimate)).toBe(second.json().results.proposedRefund);
  });

  it("answers 404 for another customer's order and 400 for pieces or sizes that are not in it", async () => {
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, stock: { xl: 2 } });
    const stranger = await insertCustomer(shop, 'someone@else.test');
    const line = { productId: order.product.id, size: 'm', quantity: 1, reason: 'defective' };
    const theirs = await askReturn(shop, stranger.headers, order._id, { lines: [line] });
    expect(theirs.statusCode).toBe(404);
    expect((await askReturn(shop, {}, order._id, { lines: [line] })).statusCode).toBe(401);
    expect((await askReturn(shop, customer.headers, order._id, { lines: [{ ...line, size: 's' }] })).statusCode).toBe(400);
    expect((await askReturn(shop, customer.headers, order._id, { lines: [{ ...line, exchangeSize: 'm' }] })).statusCode).toBe(400);
    expect((await askReturn(shop, customer.headers, order._id, { lines: [{ ...line, exchangeSize: 'xs' }] })).statusCode).toBe(400);
    await setStock(shop.database.db, order.product.id, 'xl', 0);
    const soldOut = await askReturn(shop, customer.headers, order._id, { lines: [{ ...line, exchangeSize: 'xl' }] });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('Size XL is sold out: choose another size or your money back.');
    expect((await askReturn(shop, customer.headers, order._id, { lines: [] })).statusCode).toBe(400);
    expect((await askReturn(shop, customer.headers, order._id, { lines: [{ ...line, quantity: -1 }] })).statusCode).toBe(400);
    expect(await countRequests(shop)).toBe(0);
    const mine = await shop.app.inject({ method: 'GET', url: '/api/orders/returns', headers: stranger.headers });
    expect(mine.json()).toEqual({ results: [], windows: [] });
  });

  it('lets a guest ask once the order is linked to the account at sign-in, in the language of the order', async () => {
    const email = 'salma@guest.test';
    const order = await deliveredOrder(shop, admin, guestHeaders(), { email, language: 'ar' });
    const { accessToken } = await signIn(shop, email);
    const since = shop.smtp.received.length;
    const res = await askReturn(shop, { authorization: accessToken }, order._id, { lines: [{ productId: order.product.id, size: 'm', quantity: 1, reason: 'not_as_pictured' }] });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await shop.smtp.waitForMail(email, { since });
    expect(mail.subject).toContain('طلب جديد');
    expect(mail.html).toContain('<div lang="ar" dir="rtl">');
  });
});
