import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../mail/mailer';
import { testDatabases } from '../../test-support/databases';
import { freePort } from '../../test-support/ports';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { retryPendingConfirmations } from './order-mail.service';
import { addToCart, checkoutPayload, countOrders, createOrder, guestWithCart, insertProduct, stockOf, queryRows } from './test-fixtures';

describe.each(testDatabases())('order confirmation mail on %s', (kind) => {
  describe('with a working mail server', () => {
    let shop: TestShop;
    beforeAll(async () => {
      shop = await createTestShop(kind);
    });
    afterAll(() => shop.close());

    it('mails the order number, lines, totals and address, asking for cash on delivery', async () => {
      const product = await insertProduct(shop.database.db, { title: 'Sea Wave Shirt', price: 500, sizes: { l: 4 } });
      const guest = await guestWithCart(shop, product.id, 'l', 2);
      const response = await createOrder(shop, guest, checkoutPayload({ email: 'mona@shop.test', governorate: 'Alexandria', shippingFee: 70, discount: 100 }));
      expect(response.statusCode).toBe(201);
      const order = response.json().results;
      const mail = await shop.smtp.waitForMail('mona@shop.test');
      expect(mail.subject).toContain('Your order has been placed');
      for (const part of [mail.text!, mail.html!]) {
        expect(part).toContain(`#${order.orderNumber}`);
        expect(part).toContain('Sea Wave Shirt (size L) x 2: 1,000 LE');
        expect(part).toContain('WELCOME10');
        expect(part).toContain('-100 LE');
        expect(part).toContain('970 LE');
        expect(part).toContain('12 Nile Street');
        expect(part).toContain('Cairo, Alexandria');
        expect(part).toMatch(/cash on delivery/i);
        expect(part).not.toMatch(/payment (was |has been )?received|paid/i);
      }
      await expect.poll(async () => (await queryRows(shop.database.db, sql`select confirmation_sent_at from orders`))[0]).toMatchObject({
        confirmation_sent_at: expect.anything(),
      });
    });
  });

  describe('with the mail server down', () => {
    let shop: TestShop;
    beforeAll(async () => {
      const port = await freePort();
      shop = await createTestShop(kind, { mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Shop <no-reply@shop.test>') });
    });
    afterAll(() => shop.close());

    it('keeps the order intact and sends the mail on a later retry', async () => {
      const product = await insertProduct(shop.database.db, { price: 100, sizes: { m: 3 } });
      const guest = await guestWithCart(shop, product.id, 'm', 1);
      await addToCart(shop, guest, product.id, 'm', 1);
      const response = await createOrder(shop, guest, checkoutPayload({ email: 'late@shop.test' }));
      expect(response.statusCode).toBe(201);
      // The first attempt has failed (not merely not yet been made) before the retry is tried.
      await shop.app.orderMails.settled();
      expect(await countOrders(shop.database.db)).toBe(1);
      expect(await stockOf(shop.database.db, product.id, 'm')).toBe(1);
      const pending = await queryRows(shop.database.db, sql`select confirmation_sent_at from orders`);
      expect(pending[0]).toEqual({ confirmation_sent_at: null });

      const working = { ...shop.app.deps, mailer: createSmtpMailer(shop.smtp.url, 'Shop <no-reply@shop.test>') };
      const later = new Date(Date.now() + 5 * 60 * 1000);
      expect(await retryPendingConfirmations({ deps: working, log: shop.app.log }, later)).toBe(1);
      const mail = await shop.smtp.waitForMail('late@shop.test');
      expect(mail.text).toContain(`#${response.json().results.orderNumber}`);
      expect(await retryPendingConfirmations({ deps: working, log: shop.app.log }, later)).toBe(0);
      await working.mailer.close?.();
    });
  });
});
