/**
 * Bosta's webhook for a return's pickup (issue 36, follow-up): picked up moves the request to
 * in_transit, back at the shop marks it arrived, nothing is restocked until the staff receive
 * it, and the same event twice (or late) changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import type { BostaStandIn } from '../../test-support/bosta-stand-in';
import { testDatabases } from '../../test-support/databases';
import type { TestShop } from '../../test-support/test-shop';
import { stockOf, type Customer } from '../orders/test-fixtures';
import { returnMailsSettled } from '.';
import { pickupProgress } from './pickup-tracking';
import { returnPickupStepOfBosta } from '../../../shared/bosta-states';
import { JOBS } from '../../jobs';
import { askReturn, changeReturn, deliveredWithBosta, withBostaReturnsShop } from './test-helpers';

describe('what a Bosta state means for a return pickup', () => {
  const crp = (code: number) => pickupProgress(returnPickupStepOfBosta(code, 'CUSTOMER_RETURN_PICKUP'));
  it('a return pickup: picked up from the customer (23) and later states on the way, delivered to the shop or returned as arrived', () => {
    expect([10, 11, 20, 22, 40].map(crp)).toEqual([null, null, null, null, null]);
    expect([21, 23, 24, 30, 41].map(crp)).toEqual(['on_the_way', 'on_the_way', 'on_the_way', 'on_the_way', 'on_the_way']);
    expect([45, 46, 60].map(crp)).toEqual(['arrived', 'arrived', 'arrived']);
    expect([47, 48, 49, 100, 999].map(crp)).toEqual([null, null, null, null, null]);
  });
  it("an exchange: its forward leg carries the new size (the old piece is still at the customer's); delivered is the one visit", () => {
    expect([21, 24, 30, 41].map((code) => returnPickupStepOfBosta(code, 'EXCHANGE'))).toEqual(['exchange_out', 'exchange_out', 'exchange_out', 'exchange_out']);
    expect([21, 24, 30, 41].map((code) => pickupProgress(returnPickupStepOfBosta(code, 'EXCHANGE')))).toEqual([null, null, null, null]);
    expect(returnPickupStepOfBosta(45, 'EXCHANGE')).toBe('exchange_delivered');
    expect(pickupProgress(returnPickupStepOfBosta(45, 'EXCHANGE'))).toBe('on_the_way');
    expect(pickupProgress(returnPickupStepOfBosta(46, 'EXCHANGE'))).toBe('arrived');
    expect(returnPickupStepOfBosta(47, 'EXCHANGE')).toBeNull();
    expect(returnPickupStepOfBosta(45, 'SEND')).toBeNull();
  });
});

describe.each(testDatabases())('Bosta following a return pickup on %s', (kind) => {
  let shop: TestShop;
  let bosta: BostaStandIn;
  let admin: Customer;
  let customer: Customer;
  const clock = new ManualClock();

  withBostaReturnsShop(kind, clock, (world) => ({ shop, bosta, admin, customer } = world));

  /** An approved return of a delivered order that went out with Bosta; its pickup's tracking number. */
  const approvedViaBosta = async (line: Record<string, unknown> = {}, stock: Record<string, number> = {}) => {
    const order = await deliveredWithBosta({ shop, admin, customer }, stock);
    const asked = await askReturn(shop, customer.headers, order._id, { lines: [{ productId: order.product.id, size: 'm', quantity: 1, reason: 'wrong_size', ...line }] });
    expect(asked.statusCode, asked.body).toBe(201);
    const approved = await changeReturn(shop, admin, asked.json().results._id, { state: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    const results = approved.json().results as { _id: string; label: string; pickup: { trackingNumber: string } };
    return { order, id: results._id, tracking: results.pickup.trackingNumber };
  };
  /** Posts Bosta's event for the delivery, with the secret header the pickup's creation gave Bosta. */
  const webhook = async (tracking: string, state: number, at: Date) => {
    const event = bosta.setState(tracking, state, at);
    const headers = bosta.deliveries.get(tracking)!.body.webhookCustomHeaders as Record<string, string>;
    const res = await shop.app.inject({ method: 'POST', url: '/api/webhooks/bosta', headers: { 'content-type': 'application/json', ...headers }, payload: event });
    await returnMailsSettled();
    return res;
  };
  const view = async (id: string) => (await shop.app.inject({ method: 'GET', url: `/api/admin/returns/${id}`, headers: admin.headers })).json().results;

  it('a customer return pickup: picked up → in transit (mailed once), back at the shop → arrived, not restocked; repeats change nothing', async () => {
    const { order, id, tracking } = await approvedViaBosta();
    expect(bosta.deliveries.get(tracking)!.type).toBe('CUSTOMER_RETURN_PICKUP');
    const stock = await stockOf(shop.database.db, order.product.id, 'm');

    const since = shop.smtp.received.length;
    const picked = await webhook(tracking, 21, new Date('2026-03-02T10:00:00Z'));
    expect(picked.statusCode, picked.body).toBe(200);
    expect((await view(id)).state).toBe('in_transit');
    const mail = await shop.smtp.waitForMail(customer.email, { since });
    expect(mail.subject).toContain('On its way back');
    // The same event again, and a later "on the way" one: nothing more.
    await webhook(tracking, 21, new Date('2026-03-02T10:00:00Z'));
    await webhook(tracking, 24, new Date('2026-03-02T15:00:00Z'));

    await webhook(tracking, 46, new Date('2026-03-03T09:00:00Z'));
    let results = await view(id);
    expect(results.state).toBe('in_transit');
    expect(results.pickup.arrivedAt).toBe('2026-03-03T09:00:00.000Z');
    expect(await stockOf(shop.database.db, order.product.id, 'm')).toBe(stock);
    await webhook(tracking, 46, new Date('2026-03-03T09:00:00Z'));
    results = await view(id);
    expect(results.history.map((entry: { to: string; note: string | null }) => [entry.to, entry.note])).toEqual([
      ['requested', null],
      ['approved', null],
      ['in_transit', 'Bosta picked the pieces up from the customer'],
      ['in_transit', 'Bosta brought the pieces back to the shop: inspect them and mark them received'],
    ]);
    // Only the "on its way" step was mailed to the customer.
    expect(shop.smtp.received.slice(since).filter((sent) => sent.envelopeTo.includes(customer.email))).toHaveLength(1);

    // The staff inspect and receive: that, once, restocks.
    expect((await changeReturn(shop, admin, id, { state: 'received' })).statusCode).toBe(200);
    expect(await stockOf(shop.database.db, order.product.id, 'm')).toBe(stock! + 1);
    await webhook(tracking, 46, new Date('2026-03-03T09:00:00Z'));
    expect((await view(id)).state).toBe('received');
    expect(await stockOf(shop.database.db, order.product.id, 'm')).toBe(stock! + 1);
  });

  it('an exchange: the new size leaving the shop ships the exchange order; delivered (twice) delivers it once, charge collected; returned marks the old piece arrived', async () => {
    const { id, tracking } = await approvedViaBosta({ exchangeSize: 'l' }, { l: 2 });
    expect(bosta.deliveries.get(tracking)!.type).toBe('EXCHANGE');
    const { _id: exchangeOrderId, orderNumber: exchangeNumber } = (await view(id)).exchangeOrder as { _id: string; orderNumber: number };
    /** The exchange order's own status mails (sent after the commit, not awaited by the webhook). */
    const exchangeMails = (since: number) => shop.smtp.received.slice(since).filter((sent) => sent.envelopeTo.includes(customer.email) && sent.subject?.includes(`#${exchangeNumber}`));
    const waitForExchangeMails = async (count: number, since: number, ms = 10_000) => {
      const deadline = Date.now() + ms;
      while (exchangeMails(since).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const exchangeOrder = async () => (await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${exchangeOrderId}`, headers: admin.headers })).json().results;

    // Picked up from the business: the new size is on its way; the old piece is still at the customer's.
    const beforeShipped = shop.smtp.received.length;
    await webhook(tracking, 21, new Date('2026-03-02T08:00:00Z'));
    await waitForExchangeMails(1, beforeShipped);
    expect(await view(id)).toMatchObject({ state: 'approved' });
    expect((await exchangeOrder()).status).toBe('shipped');

    const since = shop.smtp.received.length;
    const delivered = await webhook(tracking, 45, new Date('2026-03-02T12:00:00Z'));
    expect(delivered.statusCode, delivered.body).toBe(200);
    await webhook(tracking, 45, new Date('2026-03-02T12:00:00Z'));
    expect(await view(id)).toMatchObject({ state: 'in_transit', pickup: { arrivedAt: null } });
    const order = await exchangeOrder();
    expect(order).toMatchObject({ status: 'delivered', cashCollected: 0 });
    // Delivered once, by the courier, however often Bosta says it.
    expect(order.history.filter((entry: { status: string }) => entry.status === 'delivered')).toEqual([
      expect.objectContaining({ status: 'delivered', by: null, note: 'Bosta: delivered' }),
    ]);
    // The exchange order's delivered mail went out once (a second one would come within the second waited).
    await waitForExchangeMails(1, since);
    await waitForExchangeMails(2, since, 1000);
    expect(exchangeMails(since)).toHaveLength(1);

    await webhook(tracking, 46, new Date('2026-03-04T08:00:00Z'));
    expect(await view(id)).toMatchObject({ state: 'in_transit', pickup: { arrivedAt: '2026-03-04T08:00:00.000Z' } });
    expect((await exchangeOrder()).status).toBe('delivered');
  });

  it("an exchange with a charge: Bosta's COD is it (with the customer's return shipping), collected on the exchange order's delivery", async () => {
    const order = await deliveredWithBosta({ shop, admin, customer }, { l: 2 });
    const asked = await askReturn(shop, customer.headers, order._id, { lines: [{ productId: order.product.id, size: 'm', quantity: 1, reason: 'wrong_size', exchangeSize: 'l' }] });
    const approved = await changeReturn(shop, admin, asked.json().results._id, { state: 'approved', exchangeCharge: 75.25 });
    expect(approved.statusCode, approved.body).toBe(200);
    const results = approved.json().results;
    // Booked with Bosta with its amount: no longer editable here.
    expect(results.exchangeOrder).toMatchObject({ charge: 75.25, chargeEditable: false });
    expect(bosta.deliveries.get(results.pickup.trackingNumber)!.body).toMatchObject({ type: 30, cod: 75.25 });
    const edit = await changeReturn(shop, admin, results._id, { state: 'approved', exchangeCharge: 10 });
    expect(edit.statusCode).toBe(409);
    // Bosta documents no call to change a booked delivery's COD: the refusal says what to do instead, in the staff's language.
    const tracking = results.pickup.trackingNumber as string;
    expect(edit.json().message).toBe(
      `This exchange is already booked with Bosta (tracking number ${tracking}): its courier collects 75.25 LE at the visit, and the shop cannot change a booked Bosta delivery. ` +
        'To ask the customer for less, keep it and record the difference as a refund on this return once the pieces are received. ' +
        `To change what the courier collects, ask Bosta (its business dashboard or support) to change the cash on delivery of ${tracking} before it goes out; the shop keeps 75.25 LE as the exchange's charge.`,
    );
    const editAr = await shop.app.inject({ method: 'PATCH', url: `/api/admin/returns/${results._id}`, headers: { ...admin.headers, 'accept-language': 'ar' }, payload: { state: 'approved', exchangeCharge: 10 } });
    expect(editAr.statusCode).toBe(409);
    expect(editAr.json().message).toContain(`هذا الاستبدال محجوز بالفعل لدى بوسطة (رقم التتبع \u2068${tracking}\u2069)`);
    expect(editAr.json().message).toContain('اطلب من بوسطة (من لوحة الأعمال أو من الدعم) تغيير مبلغ التحصيل');
    expect(bosta.requests.filter((request) => request.method !== 'POST' && request.path.startsWith('/deliveries/'))).toEqual([]);
    expect((await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${results.exchangeOrder._id}`, headers: admin.headers })).json().results.totalPrice).toBe(75.25);
    await webhook(results.pickup.trackingNumber, 45, new Date('2026-03-02T12:00:00Z'));
    const exchangeOrder = (await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${results.exchangeOrder._id}`, headers: admin.headers })).json().results;
    expect(exchangeOrder).toMatchObject({ status: 'delivered', totalPrice: 75.25, cashCollected: 75.25 });
  });

  it('a pickup whose webhooks were lost is read from Bosta by the hourly poll job, once', async () => {
    const pollJob = JOBS.find((job) => job.name === 'return pickup poll')!;
    const { id, tracking } = await approvedViaBosta();
    // Bosta picked the pieces up; its webhook never reached the shop.
    bosta.setState(tracking, 23, new Date(clock.now().getTime() + 60 * 60 * 1000));
    await pollJob.run(shop.app);
    expect((await view(id)).state).toBe('approved');
    clock.advanceHours(25);
    const since = shop.smtp.received.length;
    await pollJob.run(shop.app);
    await returnMailsSettled();
    expect((await view(id)).state).toBe('in_transit');
    expect((await shop.smtp.waitForMail(customer.email, { since })).subject).toContain('On its way back');
    // Back at the shop, also unheard: the next quiet day's run marks it; runs after that read nothing more.
    bosta.setState(tracking, 46, new Date(clock.now().getTime() + 60 * 60 * 1000));
    clock.advanceHours(25);
    await pollJob.run(shop.app);
    const arrived = await view(id);
    expect(arrived.pickup.arrivedAt).not.toBeNull();
    clock.advanceHours(25);
    await pollJob.run(shop.app);
    await returnMailsSettled();
    expect((await view(id)).history).toEqual(arrived.history);
    expect(shop.smtp.received.slice(since).filter((sent) => sent.envelopeTo.includes(customer.email))).toHaveLength(1);
  });

  it('a request already marked in transit by hand only gets the arrival; a parcel event is still a parcel event', async () => {
    const { order, id, tracking } = await approvedViaBosta();
    expect((await changeReturn(shop, admin, id, { state: 'in_transit' })).statusCode).toBe(200);
    await webhook(tracking, 46, new Date('2026-03-03T09:00:00Z'));
    const results = await view(id);
    expect(results.history.map((entry: { to: string }) => entry.to)).toEqual(['requested', 'approved', 'in_transit', 'in_transit']);
    expect(results.pickup.arrivedAt).not.toBeNull();
    // The order's own parcel number is not the pickup's: the shipments module answers as before.
    const parcel = await shop.app.inject({
      method: 'POST',
      url: '/api/webhooks/bosta',
      headers: { 'content-type': 'application/json', ...(bosta.deliveries.get(tracking)!.body.webhookCustomHeaders as Record<string, string>) },
      payload: { trackingNumber: `T${order.orderNumber}`, state: 45, type: 'SEND', timeStamp: '2026-03-05T09:00:00Z' },
    });
    expect(parcel.statusCode).toBe(200);
    expect((await view(id)).state).toBe('in_transit');
  });
});
