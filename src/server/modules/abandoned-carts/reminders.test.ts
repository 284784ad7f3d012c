import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { addToCart, checkoutPayload, createOrder, guestHeaders, insertCustomer, insertProduct, type Customer } from '../orders/test-fixtures';
import { abandonedCartJobs, runCartReminders } from './index';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabases())('cart reminders on %s', (kind) => {
  let shop: TestShop;
  let owner: Customer;
  const clock = new ManualClock();
  beforeAll(async () => {
    shop = await createTestShop(kind, { clock });
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    await shop.reset();
    clock.set(new Date());
    owner = await insertCustomer(shop, 'admin@shop.test', 'admin');
  });

  const db = () => shop.database.db;
  const list = async () => (await shop.app.inject({ method: 'GET', url: '/api/admin/abandoned-carts?page=1', headers: owner.headers })).json();
  const guestWithEmail = async (productId: string, email: string, language = 'en') => {
    const headers = guestHeaders();
    await addToCart(shop, headers, productId, 'm', 2);
    const saved = await shop.app.inject({ method: 'POST', url: '/api/cart/contact', headers: { ...headers, 'accept-language': language }, payload: { email } });
    expect(saved.statusCode).toBe(200);
    return headers;
  };

  it('mails each cart left past the setting once, in its language, with its lines, pictures, the way back and the way out', async () => {
    const dress = await insertProduct(db(), { title: 'Sea Dress', titleAr: 'فستان البحر', price: 400, sizes: { m: 10 } });
    await guestWithEmail(dress.id, 'guest@shop.test', 'ar');
    const user = await insertCustomer(shop, 'user@shop.test');
    await addToCart(shop, user.headers, dress.id, 'm', 1);
    // A guest who never typed an address has no one to remind.
    await addToCart(shop, guestHeaders(), dress.id, 'm', 1);

    clock.advance(3 * HOUR);
    expect(await runCartReminders(shop.app)).toEqual({ found: 0, mailed: 0, skipped: 0, whatsapp: 0, failed: 0 });
    clock.advance(2 * HOUR);
    expect(await runCartReminders(shop.app)).toEqual({ found: 2, mailed: 2, skipped: 0, whatsapp: 0, failed: 0 });
    const arabic = await shop.smtp.waitForMail('guest@shop.test');
    expect(arabic.subject).toBe('تركت قطعًا في سلتك');
    expect(arabic.html).toContain('فستان البحر');
    expect(arabic.html).toContain(`http://shop.test/media/products/${dress.id}/0.webp`);
    expect(arabic.html).toContain('http://shop.test/ar/cart');
    const english = await shop.smtp.waitForMail('user@shop.test');
    expect(english.text).toContain('Sea Dress (M) × 1: 400 LE');
    expect(english.text).toContain('http://shop.test/cart');

    // Never twice.
    clock.advance(10 * HOUR);
    expect(await runCartReminders(shop.app)).toEqual({ found: 0, mailed: 0, skipped: 0, whatsapp: 0, failed: 0 });
    expect(shop.smtp.received.filter((mail) => [arabic.subject, english.subject].includes(mail.subject))).toHaveLength(2);

    const answer = await list();
    expect(answer.total).toBe(2);
    expect(answer.results[0]).toMatchObject({ value: expect.any(Number), recovered: false, optedOut: false });
    expect(answer.results.map((cart: { customer: { email: string } }) => cart.customer.email).sort()).toEqual(['guest@shop.test', 'user@shop.test']);
    expect(answer.month.abandonedValue).toBe(1200);
  });

  it('never reminds a cart that became an order, and counts a reminded cart that did as recovered', async () => {
    const dress = await insertProduct(db(), { price: 500, sizes: { m: 10 } });
    const ordered = await guestWithEmail(dress.id, 'ordered@shop.test');
    expect((await createOrder(shop, ordered, checkoutPayload({ email: 'ordered@shop.test' }))).statusCode).toBe(201);
    const later = await guestWithEmail(dress.id, 'later@shop.test');
    clock.advance(5 * HOUR);
    expect(await runCartReminders(shop.app)).toEqual({ found: 1, mailed: 1, skipped: 0, whatsapp: 0, failed: 0 });
    await shop.smtp.waitForMail('later@shop.test');
    expect(shop.smtp.received.filter((mail) => mail.subject === 'You left something in your cart').map((mail) => mail.envelopeTo)).toEqual([['later@shop.test']]);

    expect((await createOrder(shop, later, checkoutPayload({ email: 'later@shop.test', phone: '01099999999' }))).statusCode).toBe(201);
    const answer = await list();
    expect(answer.results[0]).toMatchObject({ recovered: true, recoveredOrderNumber: expect.any(Number) });
    expect(answer.month.recoveredSales).toBe(1090);
  });

  it('stops for an address that asked, and does nothing when the setting is 0', async () => {
    const dress = await insertProduct(db(), { price: 300, sizes: { m: 10 } });
    await guestWithEmail(dress.id, 'stop@shop.test');
    clock.advance(5 * HOUR);
    await runCartReminders(shop.app);
    const mail = await shop.smtp.waitForMail('stop@shop.test');
    const link = /http:\/\/shop\.test(\/api\/cart-reminders\/stop\?[^\s"]+)/.exec(mail.text ?? '')![1]!;
    expect((await shop.app.inject({ method: 'GET', url: link.replace('token=', 'token=x') })).statusCode).toBe(400);
    const stopped = await shop.app.inject({ method: 'GET', url: link });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('You will get no more cart reminders.');

    // The same person, another cart, written another way: no mail.
    await guestWithEmail(dress.id, 'Stop@Shop.test');
    clock.advance(5 * HOUR);
    expect(await runCartReminders(shop.app)).toEqual({ found: 1, mailed: 0, skipped: 1, whatsapp: 0, failed: 0 });
    expect(shop.smtp.received.filter((received) => received.subject === mail.subject)).toHaveLength(1);
    expect((await list()).results.find((cart: { customer: { email: string } }) => cart.customer.email === 'stop@shop.test')).toMatchObject({ optedOut: true, remindedAt: null });

    const off = await shop.app.inject({ method: 'PATCH', url: '/api/admin/abandoned-carts/settings', headers: owner.headers, payload: { hours: 0 } });
    expect(off.json()).toMatchObject({ hours: 0 });
    await guestWithEmail(dress.id, 'another@shop.test');
    clock.advance(50 * HOUR);
    expect(await runCartReminders(shop.app)).toEqual({ found: 0, mailed: 0, skipped: 0, whatsapp: 0, failed: 0 });
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/abandoned-carts/settings', headers: owner.headers })).json()).toEqual({ hours: 0 });
  });
});

describe('the cart reminder job', () => {
  it('runs within a minute of the start, then at least every 15 minutes', () => {
    for (const job of abandonedCartJobs) {
      expect(job.firstAfterMs).toBeLessThanOrEqual(60_000);
      expect(job.everyMs).toBeLessThanOrEqual(15 * 60_000);
    }
  });
});
