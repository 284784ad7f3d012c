import { sql } from 'drizzle-orm';
import { systemNote } from '../../../shared/history-notes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ManualClock } from '../../clock';
import { openPostgres } from '../../db/client';
import { createSmtpMailer } from '../../mail/mailer';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import type { App } from '../../types';
import { insertCustomer, queryRows, stockOf } from '../orders/test-fixtures';
import type { AwaitingOrder } from './confirmation-channels';
import { runConfirmationJob } from './confirmation-job';
import { answerConfirmationByPhone, recordOrderEvent } from './confirmation.service';
import { orderRow, placedHoursAgo, placeOrder, setConfirmationSettings } from './test-helpers';

describe.each(testDatabases())('reminders and auto-cancel on %s', (kind) => {
  let shop: TestShop;
  const clock = new ManualClock();
  beforeAll(async () => {
    shop = await createTestShop(kind, { clock });
  });
  beforeEach(async () => {
    await shop.reset();
    // Orders are placed at the database's now: each test starts the clock there.
    clock.set(new Date());
  });
  afterAll(() => shop.close());

  const historyCount = async (orderId: string) =>
    (await queryRows(shop.database.db, sql`select count(*)::int as n from order_status_changes where order_id = ${orderId}`))[0]!.n;
  const mailsTo = (email: string, subject: string) => shop.smtp.received.filter((mail) => mail.envelopeTo.includes(email) && mail.subject === subject);

  it('reminds once at half the time, by e-mail with the link in the order language, noted in the history', async () => {
    const { order } = await placeOrder(shop, { payload: { email: 'dina@shop.test' }, language: 'ar' });
    await shop.app.orderMails.settled();
    clock.advanceHours(23);
    expect((await runConfirmationJob(shop.app)).reminded).toEqual([]);
    clock.advanceHours(2);
    const since = shop.smtp.received.length;
    expect((await runConfirmationJob(shop.app)).reminded).toEqual([order._id]);
    const reminder = await shop.smtp.waitForMail('dina@shop.test', { since });
    expect(reminder.subject).toBe(`من فضلك أكّد طلبك \u2068#${order.orderNumber}\u2069`);
    expect(reminder.text).toContain(`http://shop.test/ar/confirm/${order.confirmationToken}`);
    expect((await orderRow(shop, order._id)).remindedAt).not.toBeNull();
    const notes = await queryRows(shop.database.db, sql`select note from order_status_changes where order_id = ${order._id} and note is not null`);
    expect(notes).toEqual([{ note: 'Confirmation reminder sent by e-mail' }]);

    await runConfirmationJob(shop.app);
    await runConfirmationJob(shop.app);
    expect(mailsTo('dina@shop.test', reminder.subject!)).toHaveLength(1);
    expect((await orderRow(shop, order._id)).status).toBe('pending');
  });

  it('cancels the silent ones after autoCancelHours: reason unconfirmed, expired, stock back once, the mail; never an answered or moved-on order', async () => {
    await setConfirmationSettings(shop, { autoCancelHours: 10 });
    const silent = await placeOrder(shop, { stock: 3, payload: { email: 'silent@shop.test' } });
    const confirmed = await placeOrder(shop);
    const movedOn = await placeOrder(shop);
    await setConfirmationSettings(shop, { confirmRule: 'off' });
    const notAsked = await placeOrder(shop);
    await shop.app.orderMails.settled();
    await shop.app.inject({ method: 'POST', url: `/api/orders/confirm/${confirmed.order.confirmationToken}`, payload: { answer: 'confirm' } });
    const admin = await insertCustomer(shop, 'admin@shop.test', 'admin');
    await shop.app.inject({ method: 'PATCH', url: `/api/admin/orders/${movedOn.order._id}`, headers: admin.headers, payload: { status: 'paid' } });

    clock.advanceHours(10.1);
    const since = shop.smtp.received.length;
    await runConfirmationJob(shop.app);
    expect(await orderRow(shop, silent.order._id)).toMatchObject({ status: 'cancelled', cancelReason: 'unconfirmed', confirmationState: 'expired', stockHeld: 0 });
    expect(await stockOf(shop.database.db, silent.product.id, 'm')).toBe(3);
    const mail = await shop.smtp.waitForMail('silent@shop.test', { since });
    expect(mail.subject).toBe(`Your order #${silent.order.orderNumber} has been cancelled`);
    expect(mail.text).toContain('because it was not confirmed in time');
    expect((await orderRow(shop, confirmed.order._id)).status).toBe('placed');
    expect((await orderRow(shop, movedOn.order._id)).status).toBe('paid');
    expect(await orderRow(shop, notAsked.order._id)).toMatchObject({ status: 'pending', confirmationState: 'not_needed' });

    clock.advanceHours(100);
    await runConfirmationJob(shop.app);
    expect(await stockOf(shop.database.db, silent.product.id, 'm')).toBe(3);
    expect(await historyCount(silent.order._id)).toBe(2);
    await shop.app.orderMails.settled();
    expect(mailsTo('silent@shop.test', mail.subject!)).toHaveLength(1);
    // A link answered after the expiry is refused.
    const late = await shop.app.inject({ method: 'POST', url: `/api/orders/confirm/${silent.order.confirmationToken}`, payload: { answer: 'confirm' } });
    expect(late.statusCode).toBe(409);
  });

  it('runs right after a start, so orders that fell due while the shop was stopped are cancelled at once', async () => {
    const { order } = await placeOrder(shop, { payload: { email: 'stopped@shop.test' } });
    await shop.app.orderMails.settled();
    await placedHoursAgo(shop, order._id, 72, clock.now());
    // A shop process starting on this database, with its start-up run brought forward from 20 s.
    const restarted = await buildApp(
      { config: shop.config, db: shop.database.db, dbKind: shop.database.kind, mailer: createSmtpMailer(shop.smtp.url, shop.config.mailFrom), storage: shop.storage, clock },
      { logger: false, serveClient: false, backgroundJobs: { firstRunAfterMs: 10 } },
    );
    try {
      await restarted.ready();
      const deadline = Date.now() + 10_000;
      while ((await orderRow(shop, order._id)).status !== 'cancelled' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await orderRow(shop, order._id)).toMatchObject({ status: 'cancelled', cancelReason: 'unconfirmed', confirmationState: 'expired' });
    } finally {
      await restarted.close();
    }
  });

  it('does nothing when autoCancelHours is 0', async () => {
    await setConfirmationSettings(shop, { autoCancelHours: 0 });
    const { order } = await placeOrder(shop);
    clock.advanceHours(1000);
    expect(await runConfirmationJob(shop.app)).toEqual({ cancelled: [], reminded: [] });
    expect(await orderRow(shop, order._id)).toMatchObject({ status: 'pending', remindedAt: null });
  });

  it('cancels each due order once, reminds once and mails once when two runs go at once', async () => {
    await setConfirmationSettings(shop, { autoCancelHours: 4 });
    const placed = await Promise.all(Array.from({ length: 6 }, (_, i) => placeOrder(shop, { stock: 2, payload: { email: `twice${i}@shop.test`, phone: `0101000000${i}` } })));
    const toRemind = await Promise.all(Array.from({ length: 3 }, (_, i) => placeOrder(shop, { payload: { email: `remind${i}@shop.test`, phone: `0102000000${i}` } })));
    await shop.app.orderMails.settled();
    clock.advanceHours(5);
    // Placed 2.5 hours before the clock: due for the reminder (at 2 h), not yet for the cancel (at 4 h).
    for (const { order } of toRemind) await placedHoursAgo(shop, order._id, 2.5, clock.now());
    const since = shop.smtp.received.length;

    // A second app on the same database: a second shop process (PostgreSQL); on PGlite two runs in one.
    let other: App | undefined;
    let closeOther = async () => {};
    if (kind === 'postgres') {
      const handle = await openPostgres(shop.database.url!, 4);
      other = await buildApp(
        { config: shop.config, db: handle.db, dbKind: 'postgres', mailer: createSmtpMailer(shop.smtp.url, shop.config.mailFrom), storage: shop.storage, clock },
        { logger: false, serveClient: false },
      );
      await other.ready();
      closeOther = async () => {
        await other!.close();
        await handle.close();
      };
    }
    try {
      await Promise.all([runConfirmationJob(shop.app), runConfirmationJob(other ?? shop.app), runConfirmationJob(shop.app)]);
      await Promise.all([shop.app.orderMails.settled(), other?.orderMails.settled()]);
    } finally {
      await closeOther();
    }
    for (const { order, product } of placed) {
      expect(await orderRow(shop, order._id)).toMatchObject({ status: 'cancelled', confirmationState: 'expired' });
      expect(await historyCount(order._id)).toBe(2);
      expect(await stockOf(shop.database.db, product.id, 'm')).toBe(2);
    }
    const cancelMails = shop.smtp.received.slice(since).filter((mail) => mail.subject?.endsWith('has been cancelled'));
    expect(cancelMails).toHaveLength(6);
    for (const { order } of toRemind) expect(await orderRow(shop, order._id)).toMatchObject({ status: 'pending', remindedAt: expect.any(Date) });
    const reminders = shop.smtp.received.slice(since).filter((mail) => mail.subject?.startsWith('Please confirm your order'));
    expect(reminders.map((mail) => mail.envelopeTo[0]).sort()).toEqual(['remind0@shop.test', 'remind1@shop.test', 'remind2@shop.test']);
    expect(new Set(cancelMails.map((mail) => mail.envelopeTo[0])).size).toBe(6);
  });

  it('gives the channels their seams: told after checkout (a failing one never blocks it), reminded by the job, answered by phone', async () => {
    const told: string[] = [];
    const reminded: AwaitingOrder[] = [];
    shop.app.deps.confirmationChannels.push(
      { name: 'broken', orderAwaitingConfirmation: () => Promise.reject(new Error('down')), confirmationReminder: () => Promise.reject(new Error('down')) },
      {
        name: 'spy',
        orderAwaitingConfirmation: async (awaiting) => void told.push(awaiting.confirmationUrl),
        confirmationReminder: async (awaiting) => void reminded.push(awaiting),
      },
    );
    try {
      const older = await placeOrder(shop, { payload: { phone: '01088888888' } });
      const newer = await placeOrder(shop, { payload: { phone: '01088888888' }, language: 'ar' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(told).toEqual([`http://shop.test/confirm/${older.order.confirmationToken}`, `http://shop.test/ar/confirm/${newer.order.confirmationToken}`]);

      // The order mails go out after the checkout and mark their order as they finish; the job
      // skips a row another transaction holds (as another process's would be), so it waits for them.
      await shop.app.orderMails.settled();
      clock.advanceHours(30);
      await runConfirmationJob(shop.app);
      expect(reminded.map((awaiting) => awaiting.order._id).sort()).toEqual([older.order._id, newer.order._id].sort());
      expect(reminded.find((awaiting) => awaiting.order._id === newer.order._id)).toMatchObject({ language: 'ar', token: newer.order.confirmationToken });

      const first = await answerConfirmationByPhone(shop.app, '01088888888', 'confirm', 'whatsapp');
      expect(first).toMatchObject({ orderId: newer.order._id, result: 'confirmed' });
      expect(await orderRow(shop, newer.order._id)).toMatchObject({ status: 'placed', confirmationBy: 'whatsapp' });
      const second = await answerConfirmationByPhone(shop.app, '01088888888', 'cancel', 'whatsapp');
      expect(second).toMatchObject({ orderId: older.order._id, result: 'cancelled' });
      expect(await answerConfirmationByPhone(shop.app, '01088888888', 'confirm', 'whatsapp')).toEqual({ orderId: null, orderNumber: null, result: 'nothing_awaiting' });

      expect(await recordOrderEvent(shop.database.db, older.order._id, systemNote('whatsapp.delivered'), null)).toBe(true);
      const notes = await queryRows(shop.database.db, sql`select to_status, note, note_code from order_status_changes where order_id = ${older.order._id} order by created_at, id`);
      expect(notes.at(-2)).toEqual({ to_status: 'cancelled', note: 'Cancelled on WhatsApp', note_code: 'confirmation.declined' });
      expect(notes.at(-1)).toEqual({ to_status: 'cancelled', note: 'WhatsApp: delivered', note_code: 'whatsapp.delivered' });
    } finally {
      shop.app.deps.confirmationChannels.splice(1);
    }
  });
});
