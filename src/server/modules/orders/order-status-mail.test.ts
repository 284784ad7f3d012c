import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { signIn } from '../auth/test-sign-in';
import { checkoutPayload, createOrder, guestWithCart, insertCustomer, insertProduct, type Customer } from './test-fixtures';

describe.each(testDatabases())('status mails and guest orders on %s', (kind) => {
  let shop: TestShop;
  let admin: Customer;
  beforeAll(async () => {
    shop = await createTestShop(kind);
    admin = await insertCustomer(shop, 'owner@shop.test', 'admin');
  });
  afterAll(() => shop.close());

  const placeFor = async (email: string) => {
    const product = await insertProduct(shop.database.db, { title: 'Cotton Dress', price: 600, sizes: { s: 5 } });
    const response = await createOrder(shop, await guestWithCart(shop, product.id, 's', 1), checkoutPayload({ email }));
    expect(response.statusCode, response.body).toBe(201);
    await shop.smtp.waitForMail(email); // the confirmation
    return response.json().results as { _id: string; orderNumber: number };
  };
  const nextMail = async (email: string, change: () => Promise<{ statusCode: number; body: string }>) => {
    const since = shop.smtp.received.length;
    const response = await change();
    expect(response.statusCode, response.body).toBe(200);
    return shop.smtp.waitForMail(email, { since });
  };
  const patch = (id: string, payload: object) => () => shop.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}`, headers: admin.headers, payload });

  it('writes every mail of an order placed on an Arabic page in Arabic, right to left', async () => {
    const product = await insertProduct(shop.database.db, { title: 'Linen Dress', price: 600, sizes: { m: 5 } });
    const guest = await guestWithCart(shop, product.id, 'm', 1);
    const response = await createOrder(shop, { ...guest, 'accept-language': 'ar' }, checkoutPayload({ email: 'salma@shop.test', governorate: 'Cairo' }));
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().results as { _id: string; orderNumber: number };
    const isolated = (text: string) => `\u2068${text}\u2069`;

    const confirmation = await shop.smtp.waitForMail('salma@shop.test');
    expect(confirmation.subject).toBe(`تم تسجيل طلبك #${order.orderNumber}`);
    expect(confirmation.html).toContain('<div lang="ar" dir="rtl">');
    for (const part of [confirmation.text!, confirmation.html!]) {
      expect(part).toContain('شكرًا لطلبك');
      expect(part).toContain(`${isolated('Linen Dress')} (مقاس ${isolated('M')}) × ${isolated('1')}: ${isolated('600')} ج.م`);
      expect(part).toContain('القاهرة');
      expect(part).toContain(`من فضلك جهّز ${isolated('690')} ج.م للمندوب`);
      expect(part).toContain('http://shop.test/ar/my-orders');
    }

    const shipped = await nextMail('salma@shop.test', patch(order._id, { status: 'shipped' }));
    expect(shipped.subject).toBe(`طلبك ${isolated(`#${order.orderNumber}`)} في الطريق إليك`);
    expect(shipped.text).toContain(`من فضلك جهّز ${isolated('690')} ج.م نقدًا للمندوب`);
    const cancelled = await nextMail('salma@shop.test', patch(order._id, { status: 'cancelled', cancelReason: 'refused_on_delivery' }));
    expect(cancelled.text).toContain('لأن الشحنة رُفضت عند الاستلام');
  });

  it('tells the customer when the order ships (with the cash to have ready), arrives and is cancelled with its reason', async () => {
    const order = await placeFor('laila@shop.test');
    const shipped = await nextMail('laila@shop.test', patch(order._id, { status: 'shipped' }));
    expect(shipped.subject).toBe(`Your order #${order.orderNumber} is on its way`);
    for (const part of [shipped.text!, shipped.html!]) {
      expect(part).toContain('please have 690 LE ready in cash for the courier');
      expect(part).toContain('Cotton Dress (size S) x 1');
    }

    const delivered = await nextMail('laila@shop.test', () =>
      shop.app.inject({ method: 'POST', url: '/api/admin/orders/bulk', headers: admin.headers, payload: { ids: [order._id], status: 'delivered' } }),
    );
    expect(delivered.subject).toBe(`Your order #${order.orderNumber} has been delivered`);
    expect(delivered.text).toContain('Thank you for shopping with us');

    const cancelled = await nextMail('laila@shop.test', patch(order._id, { status: 'cancelled', cancelReason: 'refused_on_delivery' }));
    expect(cancelled.subject).toBe(`Your order #${order.orderNumber} has been cancelled`);
    expect(cancelled.text).toContain('has been cancelled because the parcel was refused at delivery.');
    for (const mail of [shipped, delivered, cancelled]) expect(mail.text).not.toMatch(/paid|payment (was )?received|received your payment/i);

    // A note changes no status: no mail.
    const before = shop.smtp.received.length;
    expect((await patch(order._id, { note: 'called twice' })()).statusCode).toBe(200);
    await shop.app.orderMails.settled();
    expect(shop.smtp.received.length).toBe(before);
  });

  it('sends the spec update-status changes too', async () => {
    const order = await placeFor('karim@shop.test');
    const mail = await nextMail('karim@shop.test', () =>
      shop.app.inject({ method: 'POST', url: `/api/admin/update-status/${order._id}`, headers: admin.headers, payload: { status: 'shipped' } }),
    );
    expect(mail.subject).toBe(`Your order #${order.orderNumber} is on its way`);
  });

  it("shows a guest's orders in my orders once that e-mail signs in with its code", async () => {
    const order = await placeFor('guest.buyer@shop.test');
    const { accessToken } = await signIn(shop, 'guest.buyer@shop.test');
    const mine = await shop.app.inject({ method: 'GET', url: '/api/order/my-orders', headers: { authorization: accessToken } });
    expect(mine.json().results.map((o: { _id: string; orderNumber: number }) => o.orderNumber)).toEqual([order.orderNumber]);
    // Another address sees none of them.
    const { accessToken: other } = await signIn(shop, 'someone.else@shop.test');
    const theirs = await shop.app.inject({ method: 'GET', url: '/api/order/my-orders', headers: { authorization: other } });
    expect(theirs.json().results).toEqual([]);
  });
});
