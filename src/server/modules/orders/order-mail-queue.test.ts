import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../mail/mailer';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { MAX_QUEUED_MAILS } from './order-mail.service';
import { checkoutPayload, createOrder, guestWithCart, insertProduct } from './test-fixtures';

describe.each(testDatabases())('order mails queued in memory on %s', (kind) => {
  let shop: TestShop;
  let release: () => void = () => undefined;
  const sent: string[] = [];
  let calls = 0;
  // A mail server that takes the first mail and answers only when told: the queue fills behind it.
  const stalled: Mailer = {
    send: async (message) => {
      calls++;
      await new Promise<void>((resolve) => (release = resolve));
      sent.push(message.to);
    },
  };
  beforeAll(async () => {
    shop = await createTestShop(kind, { mailer: stalled });
  });
  afterAll(() => shop.close());

  it('keeps at most MAX_QUEUED_MAILS however many orders and changes come while the mail server is slow', async () => {
    const product = await insertProduct(shop.database.db, { price: 100, sizes: { m: 3 } });
    const guest = await guestWithCart(shop, product.id, 'm', 1);
    expect((await createOrder(shop, guest, checkoutPayload({ email: 'slow@shop.test' }))).statusCode).toBe(201);
    await expect.poll(() => calls === 1 && shop.app.orderMails.queued === 0).toBe(true);
    // The confirmation is at the mail server now; what follows waits in memory, up to the bound.
    for (let change = 0; change < MAX_QUEUED_MAILS + 200; change++) shop.app.orderMails.sendStatusUpdate(crypto.randomUUID());
    expect(shop.app.orderMails.queued).toBe(MAX_QUEUED_MAILS);
    release();
    await shop.app.orderMails.settled();
    expect(sent).toEqual(['slow@shop.test']);
    expect(shop.app.orderMails.queued).toBe(0);
  });
});
