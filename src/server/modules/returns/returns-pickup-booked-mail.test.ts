/**
 * The customer hears the tracking number of a pickup the job booked (decision
 * 032-return-pickup-booked-mail): the approval's mail said "Our courier will call you to arrange
 * the pickup." because Bosta could not book it then; the `return pickups to book` job books it
 * later and one mail, in the order's language, names Bosta's tracking number: once, however many
 * runs race; retried when the mail server was down. Real SMTP server, the Bosta stand-in.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { createSmtpMailer } from '../../mail/mailer';
import type { BostaStandIn } from '../../test-support/bosta-stand-in';
import { testDatabases } from '../../test-support/databases';
import { freePort } from '../../test-support/ports';
import type { TestShop } from '../../test-support/test-shop';
import { queryRows, type Customer } from '../orders/test-fixtures';
import { returnMailsSettled } from '.';
import { bookPendingPickups } from './pickup';
import { retryReturnMails } from './returns-notify';
import { askReturn, bostaCreates, changeReturn, deliveredOrder, returnQuietFor, shippedWithBosta, withBostaReturnsShop } from './test-helpers';

describe.each(testDatabases())('the mail of a return pickup booked by the job on %s', (kind) => {
  let shop: TestShop;
  let bosta: BostaStandIn;
  let admin: Customer;
  let customer: Customer;
  const clock = new ManualClock();

  withBostaReturnsShop(kind, clock, (world) => ({ shop, bosta, admin, customer } = world));

  const db = () => shop.database.db;
  const creates = () => bostaCreates(bosta);
  const mailsTo = (email: string, since: number) => shop.smtp.received.slice(since).filter((mail) => mail.envelopeTo.includes(email));
  const quietFor = (id: string, minutes: number) => returnQuietFor(shop, id, minutes);
  /** The job's runs, then the mails they queued. */
  const runJob = async (runs = 1) => {
    const tried = await Promise.all(Array.from({ length: runs }, () => bookPendingPickups(shop.app)));
    await returnMailsSettled();
    return tried;
  };

  /**
   * A delivered Bosta order, its return asked (an exchange to L with `exchange`) and approved
   * while Bosta loses the create's answer and the look-up's: the pickup is left to book.
   */
  const approvedLeftToBook = async (options: { exchange?: boolean; language?: 'en' | 'ar'; exchangeCharge?: number } = {}) => {
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, stock: { l: 2 }, language: options.language });
    await shippedWithBosta(shop, order);
    const asked = await askReturn(shop, customer.headers, order._id, {
      lines: [{ productId: order.product.id, size: 'm', quantity: 1, reason: 'wrong_size', ...(options.exchange ? { exchangeSize: 'l' } : {}) }],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    bosta.loseNextAnswers(2);
    const since = shop.smtp.received.length;
    const res = await changeReturn(shop, admin, asked.json().results._id, { state: 'approved', ...(options.exchangeCharge ? { exchangeCharge: options.exchangeCharge } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results as { _id: string; label: string; orderNumber: number; pickup: unknown };
    expect(results.pickup).toBeNull();
    const approvalMails = mailsTo(customer.email, since);
    expect(approvalMails).toHaveLength(1);
    return { order, results, approvalMail: approvalMails[0]! };
  };

  it('mails the tracking number once when the job books the pickup, even when two runs race and the job runs again', async () => {
    const { results, approvalMail } = await approvedLeftToBook();
    expect(approvalMail.text).toContain('Our courier will call you to arrange the pickup.');
    await quietFor(results._id, 5);
    const since = shop.smtp.received.length;

    await runJob(2);
    expect(await runJob()).toEqual([0]);
    const tracking = bosta.byReference(results.label)!.trackingNumber;
    expect(creates()).toHaveLength(1);
    const mails = mailsTo(customer.email, since);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Return ${results.label} (order #${results.orderNumber}): pickup booked with Bosta`);
    expect(mails[0]!.text).toContain(`We booked the pickup of your return with Bosta: a Bosta courier will call you to pick the pieces up. Tracking number: ${tracking}.`);
    expect(mails[0]!.text).toContain('Return shipping: 90 LE, paid to the courier at pickup.');

    // The request's history shows it (the state kept), marked mailed; the retry job has nothing left.
    const rows = await queryRows(db(), sql`select from_state, to_state, kind, note, mailed_at is not null as mailed from return_events where request_id = ${results._id} and kind is not null`);
    expect(rows).toEqual([{ from_state: 'approved', to_state: 'approved', kind: 'pickup_booked', note: `Bosta pickup booked (${tracking}); the customer was mailed its tracking number`, mailed: true }]);
    expect(await retryReturnMails(shop.app, new Date(Date.now() + 5 * 60 * 1000))).toBe(0);
    expect(mailsTo(customer.email, since)).toHaveLength(1);
  });

  it('writes it in the order’s language: Arabic, with the exchange’s amount to collect', async () => {
    const { results, approvalMail } = await approvedLeftToBook({ language: 'ar', exchange: true, exchangeCharge: 150 });
    expect(approvalMail.text).toContain('سيتصل بك مندوبنا لترتيب موعد الاستلام.');
    await quietFor(results._id, 5);
    const since = shop.smtp.received.length;
    await runJob();
    const tracking = bosta.byReference(results.label)!.trackingNumber;
    expect(creates().map((request) => (request.body as { type: number }).type)).toEqual([30]);
    const mails = mailsTo(customer.email, since);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`الإرجاع \u2068${results.label}\u2069 (الطلب \u2068#${results.orderNumber}\u2069): تم حجز الاستلام مع بوسطة`);
    expect(mails[0]!.text).toContain(`حجزنا استلام مرتجعك مع بوسطة: سيتصل بك مندوب بوسطة لاستلام القطع. رقم التتبع: \u2068${tracking}\u2069.`);
    expect(mails[0]!.text).toContain('مع المقاس الجديد يحصّل المندوب');
  });

  it('sends no second mail when the approval itself booked the pickup (its mail names the tracking number)', async () => {
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email });
    await shippedWithBosta(shop, order);
    const asked = await askReturn(shop, customer.headers, order._id, { lines: [{ productId: order.product.id, size: 'm', quantity: 1, reason: 'wrong_size' }] });
    const since = shop.smtp.received.length;
    const res = await changeReturn(shop, admin, asked.json().results._id, { state: 'approved' });
    const { label } = res.json().results as { label: string };
    await quietFor(asked.json().results._id, 5);
    expect(await runJob()).toEqual([0]);
    const mails = mailsTo(customer.email, since);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`(tracking number ${bosta.byReference(label)!.trackingNumber})`);
    expect(await queryRows(db(), sql`select count(*)::int as n from return_events where kind = 'pickup_booked'`)).toEqual([{ n: 0 }]);
  });

  it('keeps the booking when the mail server is down and sends its mail once on a later retry', async () => {
    const { results } = await approvedLeftToBook();
    await quietFor(results._id, 5);
    const working = shop.app.deps.mailer;
    shop.app.deps.mailer = createSmtpMailer(`smtp://127.0.0.1:${await freePort()}`, 'Shop <no-reply@shop.test>');
    await runJob();
    await shop.app.deps.mailer.close?.();
    shop.app.deps.mailer = working;
    const tracking = bosta.byReference(results.label)!.trackingNumber;
    expect(await queryRows(db(), sql`select pickup_by, pickup_tracking_number from return_requests where id = ${results._id}`)).toEqual([{ pickup_by: 'bosta', pickup_tracking_number: tracking }]);
    const since = shop.smtp.received.length;

    const later = new Date(Date.now() + 5 * 60 * 1000);
    expect(await retryReturnMails(shop.app, later)).toBe(1);
    const mails = mailsTo(customer.email, since);
    expect(mails.map((mail) => mail.subject)).toEqual([`Return ${results.label} (order #${results.orderNumber}): pickup booked with Bosta`]);
    expect(mails[0]!.text).toContain(`Tracking number: ${tracking}.`);
    expect(await retryReturnMails(shop.app, later)).toBe(0);
    expect(mailsTo(customer.email, since)).toHaveLength(1);
  });
});
