import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { insertCustomer, queryRows, stockOf } from '../orders/test-fixtures';
import { orderRow, placeOrder } from './test-helpers';

describe.each(testDatabases())('the confirmation link on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  beforeEach(() => shop.reset());
  afterAll(() => shop.close());

  const page = (token: string) => shop.app.inject({ method: 'GET', url: `/api/orders/confirm/${token}` });
  const answer = (token: string, value: string, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'POST', url: `/api/orders/confirm/${token}`, headers, payload: { answer: value } });
  const history = (orderId: string) =>
    queryRows(shop.database.db, sql`select from_status, to_status, changed_by, note from order_status_changes where order_id = ${orderId} order by created_at, id`);

  it('shows the order without signing in: number, lines, amounts, address and language', async () => {
    const { order } = await placeOrder(shop, { price: 400, payload: { firstName: 'Hoda', city: 'Nasr City' } });
    const response = await page(order.confirmationToken!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual({
      orderNumber: order.orderNumber,
      status: 'pending',
      confirmation: { state: 'awaiting', by: null, at: null },
      total: 490,
      subtotal: 400,
      shippingFee: 90,
      discount: 0,
      lines: [{ title: 'Cotton Shirt', size: 'm', quantity: 1, price: 400, image: expect.any(String) }],
      address: { firstName: 'Hoda', lastName: 'Hassan', phone: '01012345678', address: '12 Nile Street', city: 'Nasr City', governorate: 'Cairo' },
      language: 'en',
    });
    expect((await page('not-a-real-token-at-all')).statusCode).toBe(404);
    expect((await answer('not-a-real-token-at-all', 'confirm')).statusCode).toBe(404);
    // Not a token's shape: no such link, never looked up; a NUL byte is refused at the edge.
    expect((await page('a%20b')).statusCode).toBe(404);
    expect((await page('%00')).statusCode).toBe(400);
    expect((await answer('a%00b', 'cancel')).statusCode).toBe(400);
  });

  it('confirms: pending to placed, in the history, by the customer; a second answer is a 409 that changes nothing', async () => {
    const { order } = await placeOrder(shop);
    const response = await answer(order.confirmationToken!, 'confirm');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Thank you: your order is confirmed and will be prepared for shipping.');
    expect(response.json().results).toMatchObject({ status: 'placed', confirmation: { state: 'confirmed', by: 'customer', at: expect.any(String) } });
    expect(await history(order._id)).toEqual([
      { from_status: null, to_status: 'pending', changed_by: null, note: null },
      { from_status: 'pending', to_status: 'placed', changed_by: null, note: 'Confirmed by the customer (link)' },
    ]);

    const again = await answer(order.confirmationToken!, 'cancel', { 'accept-language': 'ar' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('تم الرد على هذا الطلب من قبل: لم يتغير شيء.');
    expect((await orderRow(shop, order._id)).status).toBe('placed');
    expect((await page(order.confirmationToken!)).json().results.confirmation.state).toBe('confirmed');
  });

  it('cancels: reason customer_cancelled, the stock back once, and the cancellation mail', async () => {
    const { order, product } = await placeOrder(shop, { stock: 3, payload: { email: 'amal@shop.test' } });
    await shop.smtp.waitForMail('amal@shop.test');
    expect(await stockOf(shop.database.db, product.id, 'm')).toBe(2);
    const since = shop.smtp.received.length;
    const response = await answer(order.confirmationToken!, 'cancel');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toMatchObject({ status: 'cancelled', confirmation: { state: 'declined', by: 'customer' } });
    expect(await stockOf(shop.database.db, product.id, 'm')).toBe(3);
    const row = await orderRow(shop, order._id);
    expect(row.cancelReason).toBe('customer_cancelled');
    const mail = await shop.smtp.waitForMail('amal@shop.test', { since });
    expect(mail.subject).toBe(`Your order #${order.orderNumber} has been cancelled`);
    expect(mail.text).toContain('because you asked us to cancel it');

    expect((await answer(order.confirmationToken!, 'cancel')).statusCode).toBe(409);
    expect(await stockOf(shop.database.db, product.id, 'm')).toBe(3);
  });

  it('lets exactly one of 20 answers at once win; the others get 409 and the stock moves once', async () => {
    const { order, product } = await placeOrder(shop, { stock: 5 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => answer(order.confirmationToken!, i % 2 ? 'confirm' : 'cancel')));
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const winner = answers.find((response) => response.statusCode === 200)!.json().results;
    const row = await orderRow(shop, order._id);
    expect(row.status).toBe(winner.status);
    expect(await stockOf(shop.database.db, product.id, 'm')).toBe(winner.status === 'cancelled' ? 5 : 4);
    expect(await queryRows(shop.database.db, sql`select count(*)::int as n from order_status_changes where order_id = ${order._id}`)).toEqual([{ n: 2 }]);
  });

  it('refuses an answer after the order moved on (desk) or expired, and records the desk settling it', async () => {
    const admin = await insertCustomer(shop, 'admin@shop.test', 'admin');
    const { order } = await placeOrder(shop);
    const shipped = await shop.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}`, headers: admin.headers, payload: { status: 'placed' } });
    expect(shipped.statusCode, shipped.body).toBe(200);
    // The desk moving it on confirmed it (by staff): the link is answered.
    expect(shipped.json().results.confirmation).toMatchObject({ state: 'confirmed', by: 'staff' });
    const late = await answer(order.confirmationToken!, 'cancel');
    expect(late.statusCode).toBe(409);
    expect((await orderRow(shop, order._id)).status).toBe('placed');

    const expired = await placeOrder(shop);
    await shop.database.db.execute(sql`update orders set confirmation_state = 'expired', status = 'cancelled', cancel_reason = 'unconfirmed' where id = ${expired.order._id}`);
    const tooLate = await answer(expired.order.confirmationToken!, 'confirm');
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe('This order was cancelled because it was not confirmed in time. Please place it again or contact us.');
    expect((await orderRow(shop, expired.order._id)).status).toBe('cancelled');

    const moved = await placeOrder(shop);
    await shop.database.db.execute(sql`update orders set status = 'paid' where id = ${moved.order._id}`);
    const movedOn = await answer(moved.order.confirmationToken!, 'confirm');
    expect(movedOn.statusCode).toBe(409);
    expect(movedOn.json().message).toBe('This order can no longer be confirmed or cancelled here. Please contact us.');
  });

  it('rejects an answer that is neither confirm nor cancel', async () => {
    const { order } = await placeOrder(shop);
    const response = await answer(order.confirmationToken!, 'maybe');
    expect(response.statusCode).toBe(400);
    expect((await orderRow(shop, order._id)).confirmationState).toBe('awaiting');
  });
});
