import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { addToCart, checkoutPayload, createOrder, guestHeaders, insertProduct } from '../orders/test-fixtures';
import { MAX_MAIL_ATTEMPTS, runCartReminders } from './reminder-job';
import { claimReminderRetries } from './reminder.repository';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const SUBJECT = 'You left something in your cart';

/** A reminder whose mail the (real, loopback) SMTP server refused is sent again on a later run, once. */
describe.each(testDatabases())('cart reminder retries on %s', (kind) => {
  let shop: TestShop;
  const clock = new ManualClock();
  beforeAll(async () => {
    shop = await createTestShop(kind, { clock });
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    await shop.reset();
    clock.set(new Date());
  });

  const leaveCart = async (email: string) => {
    const product = await insertProduct(shop.database.db, { price: 300, sizes: { m: 10 } });
    const headers = guestHeaders();
    await addToCart(shop, headers, product.id, 'm', 1);
    expect((await shop.app.inject({ method: 'POST', url: '/api/cart/contact', headers, payload: { email } })).statusCode).toBe(200);
    return headers;
  };
  const mailsTo = (email: string) => shop.smtp.received.filter((mail) => mail.subject === SUBJECT && mail.envelopeTo.includes(email));
  const record = async (email: string) => {
    const result = await shop.database.db.execute(sql`select reminded_at is not null as reminded, mail_attempts from abandoned_carts where email = ${email}`);
    return (result as unknown as { rows: Array<{ reminded: boolean; mail_attempts: number }> }).rows[0];
  };
  const nothing = { found: 0, mailed: 0, skipped: 0, whatsapp: 0, failed: 0 };

  it('sends a refused reminder again on a later run, marks it reminded only once accepted, and never twice', async () => {
    await leaveCart('busy@shop.test');
    clock.advance(5 * HOUR);
    shop.smtp.refuseNext(1);
    expect(await runCartReminders(shop.app)).toEqual({ ...nothing, found: 1, failed: 1 });
    expect(mailsTo('busy@shop.test')).toHaveLength(0);
    expect(await record('busy@shop.test')).toEqual({ reminded: false, mail_attempts: 1 });

    // Held until its retry time: the next run (10 minutes on) leaves it.
    clock.advance(10 * MINUTE);
    expect(await runCartReminders(shop.app)).toEqual(nothing);

    // Two processes' runs at once after the retry time: one sends it, the other finds it claimed.
    clock.advance(10 * MINUTE);
    const runs = await Promise.all([runCartReminders(shop.app), runCartReminders(shop.app)]);
    expect(runs.map((run) => run.mailed).sort()).toEqual([0, 1]);
    const mail = await shop.smtp.waitForMail('busy@shop.test');
    expect(mail.text).toContain('http://shop.test/cart');
    expect(await record('busy@shop.test')).toEqual({ reminded: true, mail_attempts: 2 });

    clock.advance(24 * HOUR);
    expect(await runCartReminders(shop.app)).toEqual(nothing);
    expect(mailsTo('busy@shop.test')).toHaveLength(1);
  });

  it('lets one of many parallel claims take a reminder to retry', async () => {
    await leaveCart('claimed@shop.test');
    clock.advance(5 * HOUR);
    shop.smtp.refuseNext(1);
    expect(await runCartReminders(shop.app)).toEqual({ ...nothing, found: 1, failed: 1 });
    clock.advance(HOUR);
    const now = clock.now();
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimReminderRetries(shop.database.db, now, new Date(now.getTime() + HOUR), MAX_MAIL_ATTEMPTS, 10)));
    expect(claims.flat().map((claim) => [claim.email, claim.attempts])).toEqual([['claimed@shop.test', 2]]);
    expect(await record('claimed@shop.test')).toEqual({ reminded: false, mail_attempts: 2 });
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} refused sends, and does not retry a cart that became an order`, async () => {
    await leaveCart('refused@shop.test');
    const ordered = await leaveCart('ordered@shop.test');
    clock.advance(5 * HOUR);
    shop.smtp.refuseNext(1000);
    expect(await runCartReminders(shop.app)).toEqual({ ...nothing, found: 2, failed: 2 });
    // The second cart's customer orders: its reminder is dropped, not retried.
    expect((await createOrder(shop, ordered, checkoutPayload({ email: 'ordered@shop.test' }))).statusCode).toBe(201);

    let failed = 0;
    for (let run = 0; run < 10; run++) {
      clock.advance(3 * HOUR);
      failed += (await runCartReminders(shop.app)).failed;
    }
    expect(failed).toBe(MAX_MAIL_ATTEMPTS - 1);
    expect(await record('refused@shop.test')).toEqual({ reminded: false, mail_attempts: MAX_MAIL_ATTEMPTS });
    expect(await record('ordered@shop.test')).toEqual({ reminded: false, mail_attempts: 1 });

    // The server accepts again: no more tries for either.
    shop.smtp.refuseNext(0);
    clock.advance(3 * HOUR);
    expect(await runCartReminders(shop.app)).toEqual(nothing);
    expect(shop.smtp.received.filter((mail) => mail.subject === SUBJECT)).toHaveLength(0);
  });
});
