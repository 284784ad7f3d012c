import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../mail/mailer';
import { testDatabases } from '../../test-support/databases';
import { freePort } from '../../test-support/ports';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { insertCustomer } from '../orders/test-fixtures';
import { retryReturnMails } from './returns-notify';
import { askReturn, changeReturn, deliveredOrder } from './test-helpers';

describe.each(testDatabases())('return mails while the mail server is down on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());

  it('keeps each step and sends its mails, in order, on a later retry; once', async () => {
    const admin = await insertCustomer(shop, 'owner@shop.test', 'admin');
    const customer = await insertCustomer(shop, 'late@buyer.test');
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email });
    const working = shop.app.deps.mailer;
    // The mail server goes down for the request and its rejection: both steps still happen.
    shop.app.deps.mailer = createSmtpMailer(`smtp://127.0.0.1:${await freePort()}`, 'Shop <no-reply@shop.test>');
    const asked = await askReturn(shop, customer.headers, order._id, { lines: [{ productId: order.product.id, size: 'm', quantity: 1, reason: 'other' }] });
    expect(asked.statusCode).toBe(201);
    const rejected = await changeReturn(shop, admin, asked.json().results._id, { state: 'rejected', note: 'Worn' });
    expect(rejected.json().results.state).toBe('rejected');
    await shop.app.deps.mailer.close?.();
    shop.app.deps.mailer = working;
    const since = shop.smtp.received.length;

    const later = new Date(Date.now() + 5 * 60 * 1000);
    expect(await retryReturnMails(shop.app, later)).toBe(1);
    const mails = shop.smtp.received.slice(since).filter((mail) => mail.envelopeTo.includes(customer.email));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Return ${asked.json().results.label} (order #${order.orderNumber}): Requested`,
      `Return ${asked.json().results.label} (order #${order.orderNumber}): Rejected`,
    ]);
    expect(mails[1]!.text).toContain('Reason: Worn');
    expect(await retryReturnMails(shop.app, later)).toBe(0);
  });
});
