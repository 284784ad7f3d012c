import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { checkoutPayload, countOrders, createOrder, guestWithCart, insertCustomer, insertProduct, queryRows, stockOf } from '../orders/test-fixtures';
import { writeSettings } from '../shop-settings';
import { orderRow, placeOrder, setConfirmationSettings } from './test-helpers';

describe.each(testDatabases())('order confirmation at checkout on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  beforeEach(() => shop.reset());
  afterAll(() => shop.close());

  it('asks every order by default: awaiting, with an unguessable token only its owner is given', async () => {
    const { order } = await placeOrder(shop);
    expect(order.confirmation).toEqual({ state: 'awaiting', by: null, at: null });
    expect(order.confirmationToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await orderRow(shop, order._id);
    expect(row.confirmationToken).toBe(order.confirmationToken);
    expect(row.status).toBe('pending');

    const second = await placeOrder(shop);
    expect(second.order.confirmationToken).not.toBe(order.confirmationToken);

    const customer = await insertCustomer(shop);
    const product = await insertProduct(shop.database.db, { price: 200, sizes: { m: 3 } });
    await shop.app.inject({ method: 'POST', url: '/api/cart/add-to-cart', headers: customer.headers, payload: { productId: product.id, size: 'm', quantity: 1 } });
    const mine = await createOrder(shop, customer.headers, checkoutPayload({ email: customer.email }));
    expect(mine.statusCode, mine.body).toBe(201);
    const myOrders = await shop.app.inject({ method: 'GET', url: '/api/order/my-orders', headers: customer.headers });
    expect(myOrders.json().results[0]).toMatchObject({ confirmation: { state: 'awaiting' }, confirmationToken: mine.json().results.confirmationToken });

    // The desk's list carries the state but not the token (it has confirmationUrl on the detail).
    const admin = await insertCustomer(shop, 'admin@shop.test', 'admin');
    const list = await shop.app.inject({ method: 'GET', url: '/api/admin/orders', headers: admin.headers });
    expect(list.json().orders[0].confirmation.state).toBe('awaiting');
    expect(list.json().orders[0]).not.toHaveProperty('confirmationToken');
  });

  it('follows the shop rule: off, first (no delivered order by that phone, in any written form), above an amount', async () => {
    await setConfirmationSettings(shop, { confirmRule: 'off' });
    expect((await placeOrder(shop)).order).toMatchObject({ confirmation: { state: 'not_needed' }, confirmationToken: null });

    await setConfirmationSettings(shop, { confirmRule: 'first' });
    const first = await placeOrder(shop, { payload: { phone: '01011112222' } });
    expect(first.order.confirmation.state).toBe('awaiting');
    await shop.database.db.execute(sql`update orders set status = 'delivered' where id = ${first.order._id}`);
    const again = await placeOrder(shop, { payload: { phone: '+20 101 111 2222' } });
    expect(again.order.confirmation.state).toBe('not_needed');
    expect((await placeOrder(shop, { payload: { phone: '01099998888' } })).order.confirmation.state).toBe('awaiting');

    // Above 500 LE: a 400 LE shirt + 90 LE shipping is 490, not above; 500 + 90 is.
    await setConfirmationSettings(shop, { confirmRule: 'above', confirmAbovePiastres: 50_000 });
    expect((await placeOrder(shop, { price: 400 })).order.confirmation.state).toBe('not_needed');
    expect((await placeOrder(shop, { price: 500 })).order.confirmation.state).toBe('awaiting');
  });

  it('puts the link in the order e-mail, in the order language', async () => {
    const { order } = await placeOrder(shop, { payload: { email: 'nour@shop.test' } });
    const mail = await shop.smtp.waitForMail('nour@shop.test');
    const link = `http://shop.test/confirm/${order.confirmationToken}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('Please confirm your order so we can ship it:');
    expect(mail.text).toContain('Orders that are not confirmed within 48 hours are cancelled.');

    const arabic = await placeOrder(shop, { payload: { email: 'salma@shop.test' }, language: 'ar' });
    const arabicMail = await shop.smtp.waitForMail('salma@shop.test');
    expect(arabicMail.text).toContain(`http://shop.test/ar/confirm/${arabic.order.confirmationToken}`);
    expect(arabicMail.text).toContain('من فضلك أكّد طلبك حتى نتمكن من شحنه:');

    await setConfirmationSettings(shop, { confirmRule: 'off' });
    await placeOrder(shop, { payload: { email: 'hoda@shop.test' } });
    expect((await shop.smtp.waitForMail('hoda@shop.test')).text).not.toContain('/confirm/');
  });

  it('refuses a blocked phone written four ways, and a blocked e-mail in its folded forms, with 403 and nothing written', async () => {
    const admin = await insertCustomer(shop, 'admin@shop.test', 'admin');
    const block = await shop.app.inject({ method: 'POST', url: '/api/admin/blocklist', headers: admin.headers, payload: { phone: '0100 123 4567', reason: 'fake orders' } });
    expect(block.statusCode, block.body).toBe(201);
    const product = await insertProduct(shop.database.db, { price: 300, sizes: { m: 4 } });
    const guest = await guestWithCart(shop, product.id, 'm', 2);

    for (const phone of ['01001234567', '+20 100 123 4567', '0020-100-123-4567', '٠١٠٠١٢٣٤٥٦٧']) {
      const response = await createOrder(shop, guest, checkoutPayload({ phone }));
      expect(response.statusCode, phone).toBe(403);
      expect(response.json().message).toBe('We cannot take this order online. Please contact us on WhatsApp and we will help you place it.');
    }
    await shop.app.inject({ method: 'POST', url: '/api/admin/blocklist', headers: admin.headers, payload: { email: 'Mona.Ali+shop@gmail.com', reason: 'refused twice' } });
    for (const email of ['monaali@gmail.com', 'mona.ali+x@googlemail.com']) {
      const response = await createOrder(shop, { ...guest, 'accept-language': 'ar' }, checkoutPayload({ email, phone: '01200000000' }));
      expect(response.statusCode, email).toBe(403);
      expect(response.json().message).toContain('واتساب');
    }
    expect(await countOrders(shop.database.db)).toBe(0);
    expect(await stockOf(shop.database.db, product.id, 'm')).toBe(4);
    const cart = await shop.app.inject({ method: 'GET', url: '/api/cart/my-cart', headers: guest });
    expect(cart.json().results.totalItems).toBe(2);

    // With the shop's WhatsApp number set, the message gives it; another customer still orders.
    await writeSettings(shop.database.db, { whatsappNumber: '01234567890' });
    const withNumber = await createOrder(shop, guest, checkoutPayload({ phone: '01001234567' }));
    expect(withNumber.json().message).toContain('+20 123 456 7890');
    const fine = await createOrder(shop, guest, checkoutPayload({ phone: '01100000000', email: 'other@shop.test' }));
    expect(fine.statusCode, fine.body).toBe(201);
    expect(await queryRows(shop.database.db, sql`select count(*)::int as n from orders`)).toEqual([{ n: 1 }]);
  });
});
